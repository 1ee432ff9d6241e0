import { describe, expect, it } from 'vitest';
import { applyListChange, readListUrlState } from './list-url-state';

const read = (query: string) => readListUrlState(new URLSearchParams(query), ['federation', 'gender']);

describe('list state in the URL', () => {
  it('reads search, filters, sort and page, with defaults', () => {
    expect(read('')).toEqual({ search: '', filters: {}, sort: null, page: { index: 0, size: 50 } });
    expect(read('q=ana&federation=ITA&other=1&sort=-LastName&page=3&size=100')).toEqual({
      search: 'ana',
      filters: { federation: 'ITA' },
      sort: { id: 'LastName', desc: true },
      page: { index: 2, size: 100 },
    });
  });

  it('ignores a page size not offered, a page below 1 and a malformed sort', () => {
    expect(read('size=7&page=0&sort=Last%20Name').page).toEqual({ index: 0, size: 50 });
    expect(read('sort=--x').sort).toBeNull();
  });

  it('goes back to page 1 on a new search or filter, and drops empty values', () => {
    const params = new URLSearchParams('q=ana&page=4&gender=1');
    expect(applyListChange(params, { search: ' bob ' }).toString()).toBe('q=bob&gender=1');
    expect(applyListChange(params, { filters: { gender: undefined, federation: 'KEN' } }).toString()).toBe(
      'q=ana&federation=KEN',
    );
  });

  it('writes sort and page, leaving defaults out of the URL', () => {
    const params = new URLSearchParams('q=ana');
    expect(
      applyListChange(params, { sort: { id: 'BirthDate', desc: false }, page: { index: 1, size: 25 } }).toString(),
    ).toBe('q=ana&sort=BirthDate&page=2&size=25');
    expect(
      applyListChange(new URLSearchParams('sort=No&page=2'), { sort: null, page: { index: 0, size: 50 } }).toString(),
    ).toBe('');
  });
});
