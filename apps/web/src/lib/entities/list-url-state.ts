import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 50;

export type ListSort = { id: string; desc: boolean } | null;
export type ListPage = { index: number; size: number };

/** A list's view as the URL holds it, so that a link reproduces it: search, filters, sort, page. */
export type ListUrlState = {
  search: string;
  /** Filter values by URL parameter name; absent parameters are not listed. */
  filters: Readonly<Record<string, string>>;
  sort: ListSort;
  page: ListPage;
};

function sortOf(raw: string | null): ListSort {
  if (!raw || !/^-?[A-Za-z]\w*$/.test(raw)) return null;
  return raw.startsWith('-') ? { id: raw.slice(1), desc: true } : { id: raw, desc: false };
}

function pageOf(params: URLSearchParams): ListPage {
  const size = Number(params.get('size'));
  const number = Number(params.get('page'));
  return {
    index: Number.isInteger(number) && number > 1 ? number - 1 : 0,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function readListUrlState(params: URLSearchParams, filterParams: readonly string[]): ListUrlState {
  const filters: Record<string, string> = {};
  for (const name of filterParams) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return { search: params.get('q') ?? '', filters, sort: sortOf(params.get('sort')), page: pageOf(params) };
}

type Change = Partial<Pick<ListUrlState, 'search' | 'sort' | 'page'>> & {
  filters?: Record<string, string | undefined>;
};

/** Writes a change into the parameters; a new search, filter or page size goes back to page 1. */
export function applyListChange(params: URLSearchParams, change: Change): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
  if (change.search !== undefined) set('q', change.search.trim());
  for (const [name, value] of Object.entries(change.filters ?? {})) set(name, value);
  if (change.sort !== undefined)
    set('sort', change.sort ? `${change.sort.desc ? '-' : ''}${change.sort.id}` : undefined);
  if (change.page) {
    set('page', change.page.index > 0 ? String(change.page.index + 1) : undefined);
    set('size', change.page.size !== DEFAULT_PAGE_SIZE ? String(change.page.size) : undefined);
  } else if (change.search !== undefined || change.filters) {
    next.delete('page');
  }
  return next;
}

/** The list's view from the URL and a way to change it; changes replace the history entry. */
export function useListUrlState(filterParams: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const key = filterParams.join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the list of names
  const state = useMemo(() => readListUrlState(params, filterParams), [params, key]);
  // Navigations render in a transition, so quick changes (a filter, then the search's delayed
  // one) commit after each other: each builds on the latest change, and the commit of an earlier
  // one of ours must not bring it back. A URL we did not write (back button, a link) is adopted.
  const latest = useRef(params);
  const written = useRef(new Set<string>());
  useEffect(() => {
    const text = params.toString();
    if (written.current.has(text) && text !== latest.current.toString()) return;
    latest.current = params;
    written.current.clear();
  }, [params]);
  const change = useCallback(
    (next: Change) => {
      latest.current = applyListChange(latest.current, next);
      written.current.add(latest.current.toString());
      setParams(latest.current, { replace: true });
    },
    [setParams],
  );
  return [state, change] as const;
}
