import { createStore, type Store } from '@shop-admin/core/base';

/** A list fetched from the API: its rows, how many the server has, and whether it is loading or failed. */
export interface ListState<T> {
  items: readonly T[];
  /** Rows the server holds under the list's filter (null when the loader does not say). */
  total: number | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
}

type ListAction<T> =
  | { type: 'loading' }
  | { type: 'loaded'; items: readonly T[]; total: number | null }
  | { type: 'failed'; error: string };

function listReducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  switch (action.type) {
    case 'loading':
      return { ...state, status: 'loading' };
    case 'loaded':
      return { items: action.items, total: action.total, status: 'ready', error: null };
    case 'failed':
      return { ...state, status: 'error', error: action.error };
  }
}

/** What a loader answers: the rows, or the rows with the server's total (a paged list). */
export type Loaded<T> = readonly T[] | { items: readonly T[]; total: number };

/**
 * A core store over a loader; `refresh` reloads it (a stale answer never overwrites a newer one).
 * A paged list asks its loader for `limit` rows; `loadMore` asks for one page more while the server
 * has more than are shown, and every refresh keeps the pages already shown.
 */
export interface ListStore<T> extends Store<ListState<T>, ListAction<T>> {
  refresh(): Promise<void>;
  loadMore(): Promise<void>;
}

export function createListStore<T>(
  load: (limit: number) => Promise<Loaded<T>>,
  pageSize = 100,
): ListStore<T> {
  const store = createStore<ListState<T>, ListAction<T>>(
    { items: [], total: null, status: 'idle', error: null },
    listReducer,
  );
  let latest = 0;
  let limit = pageSize;
  const refresh = async () => {
    const call = ++latest;
    store.dispatch({ type: 'loading' });
    try {
      const answer = await load(limit);
      const [items, total] = Array.isArray(answer)
        ? [answer as readonly T[], null]
        : [(answer as { items: readonly T[] }).items, (answer as { total: number }).total];
      if (call === latest) store.dispatch({ type: 'loaded', items, total });
    } catch (error) {
      if (call === latest)
        store.dispatch({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
  };
  return {
    ...store,
    refresh,
    async loadMore() {
      const { items, total, status } = store.getSnapshot();
      if (total === null || items.length >= total || status === 'loading' || items.length < limit) return;
      limit += pageSize;
      await refresh();
    },
  };
}
