import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Changes the URL's query in place, or gives the whole new query. */
export type SearchChange = (next: URLSearchParams) => URLSearchParams | undefined;

/**
 * The URL's query, and a writer that changes it from the newest one. A write navigates inside a React
 * transition, so until that commits `search` still holds the old query; a second click in that moment
 * (a column sorted twice, a period kind then "the period before") would build on it and undo the
 * first. The writer builds on what the last write asked for until the URL has caught up.
 */
export function useUrlSearch(): [URLSearchParams, (change: SearchChange) => void] {
  const [search, setSearch] = useSearchParams();
  const pending = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const write = (change: SearchChange) => {
    const base = pending.current?.from === search ? pending.current.next : search;
    const draft = new URLSearchParams(base);
    const next = change(draft) ?? draft;
    pending.current = { from: search, next };
    setSearch(next);
  };
  return [search, write];
}
