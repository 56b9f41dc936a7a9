/** A subscribable state container read by React's `useSyncExternalStore` and by Ink. */
export interface Store<S, A> {
  /** The current state; the same object until an action changes it. */
  getSnapshot(): S;
  /** Calls `listener` after every state change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
  /** Runs the reducer; listeners are told only when it returns a different state object. */
  dispatch(action: A): void;
}

/**
 * Creates a tiny store around a pure reducer.
 *
 * Each `subscribe` call is its own subscription (subscribing the same function twice gives two), and a
 * listener removed while others are being notified is not called afterwards.
 */
export function createStore<S, A>(initial: S, reducer: (state: S, action: A) => S): Store<S, A> {
  let state = initial;
  // Entries, not the functions themselves, so that two subscriptions of one function stay independent.
  const entries = new Set<{ listener: () => void }>();

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      const entry = { listener };
      entries.add(entry);
      return () => {
        entries.delete(entry);
      };
    },
    dispatch(action) {
      const next = reducer(state, action);
      if (Object.is(next, state)) return;
      state = next;
      for (const entry of Array.from(entries)) {
        if (entries.has(entry)) entry.listener();
      }
    },
  };
}
