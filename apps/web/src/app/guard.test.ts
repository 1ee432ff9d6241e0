import { describe, expect, it } from 'vitest';
import { guardDecision, loginPath, type RouteMeta } from './guard';

const PUBLIC: RouteMeta = { public: true };
const GUEST_ONLY: RouteMeta = { guestOnly: true };
const PROTECTED: RouteMeta = {};

function decide(metas: RouteMeta[], authenticated: boolean, pathname = '/players', search = '') {
  return guardDecision({ metas, authenticated, pathname, search });
}

describe('guardDecision', () => {
  it('always allows a route whose matched records are all public', () => {
    expect(decide([PUBLIC], false, '/nowhere')).toEqual({ kind: 'allow' });
    expect(decide([PUBLIC], true, '/nowhere')).toEqual({ kind: 'allow' });
    expect(decide([PUBLIC, PUBLIC], false)).toEqual({ kind: 'allow' });
  });

  it('does not treat a route as public when one matched record is not', () => {
    expect(decide([PUBLIC, PROTECTED], false, '/players')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fplayers',
    });
  });

  it('sends a signed-in user away from guest-only routes to the home page', () => {
    expect(decide([GUEST_ONLY], true, '/login')).toEqual({ kind: 'redirect', to: '/' });
    expect(decide([GUEST_ONLY], true, '/reset-password/abc')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('lets a guest open guest-only routes', () => {
    expect(decide([GUEST_ONLY], false, '/login', '?redirect=%2Fplayers')).toEqual({ kind: 'allow' });
  });

  it('lets a signed-in user open protected routes', () => {
    expect(decide([PROTECTED], true)).toEqual({ kind: 'allow' });
    expect(decide([], true, '/')).toEqual({ kind: 'allow' });
  });

  it('sends a guest to sign in, remembering the path and query', () => {
    expect(decide([PROTECTED], false, '/players', '?x=1')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fplayers%3Fx%3D1',
    });
    expect(decide([], false, '/volley/clubs', '')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fvolley%2Fclubs',
    });
  });

  it('adds no redirect parameter for the home page', () => {
    expect(decide([PROTECTED], false, '/')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide([PROTECTED], false, '/', '?tab=1')).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('loginPath', () => {
  it('encodes the way back', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('/a b?c=d&e')).toBe('/login?redirect=%2Fa%20b%3Fc%3Dd%26e');
  });
});
