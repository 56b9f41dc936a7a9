import { createStore, type Store } from '@shop-admin/core';

/** A list fetched from the API: its rows and whether it is loading or failed. */
export interface ListState<T> {
  items: readonly T[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
}

type ListAction<T> =
  | { type: 'loading' }
  | { type: 'loaded'; items: readonly T[] }
  | { type: 'failed'; error: string };

function listReducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  switch (action.type) {
    case 'loading':
      return { ...state, status: 'loading' };
    case 'loaded':
      return { items: action.items, status: 'ready', error: null };
    case 'failed':
      return { ...state, status: 'error', error: action.error };
  }
}

/** A core store over a loader; `refresh` reloads it (a stale answer never overwrites a newer one). */
export interface ListStore<T> extends Store<ListState<T>, ListAction<T>> {
  refresh(): Promise<void>;
}

export function createListStore<T>(load: () => Promise<readonly T[]>): ListStore<T> {
  const store = createStore<ListState<T>, ListAction<T>>(
    { items: [], status: 'idle', error: null },
    listReducer,
  );
  let latest = 0;
  return {
    ...store,
    async refresh() {
      const call = ++latest;
      store.dispatch({ type: 'loading' });
      try {
        const items = await load();
        if (call === latest) store.dispatch({ type: 'loaded', items });
      } catch (error) {
        if (call === latest)
          store.dispatch({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    },
  };
}
