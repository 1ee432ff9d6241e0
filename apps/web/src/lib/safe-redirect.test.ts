import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/players', '/players'],
    ['/players?x=1', '/players?x=1'],
    ['/players?x=1&y=%2F%2Fa#top', '/players?x=1&y=%2F%2Fa#top'],
    ['/volley/clubs/12', '/volley/clubs/12'],
    ['/a//b', '/a//b'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/players'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example'],
    ['http://127.0.0.1:3123/players'],
    ['javascript:alert(1)'],
    ['players'],
    ['./players'],
    ['?x=1'],
    [''],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [' /players'],
    ['/players\u0000'],
  ])('rejects %j', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('falls back when there is no value', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(undefined, '/home')).toBe('/home');
  });

  it('rejects absurdly long values', () => {
    expect(safeRedirect(`/${'a'.repeat(5000)}`)).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirect('/a/../../players')).toBe('/players');
    expect(safeRedirect('/a/../..//evil.example')).toBe('/');
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});
