import type { Store } from '@shop-admin/core/base';
import { useSyncExternalStore } from 'react';

/** A core store's state in a component: re-renders when the store changes. */
export function useStore<S>(store: Pick<Store<S, never>, 'subscribe' | 'getSnapshot'>): S {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
