import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../src/index.ts';

type Action = { type: 'add'; by: number } | { type: 'noop' } | { type: 'same' };

function counter() {
  return createStore<{ count: number }, Action>({ count: 0 }, (state, action) => {
    if (action.type === 'add') return { count: state.count + action.by };
    if (action.type === 'same') return { count: state.count };
    return state;
  });
}

describe('createStore', () => {
  it('gives the initial state until an action changes it', () => {
    const store = counter();
    const first = store.getSnapshot();
    expect(first).toEqual({ count: 0 });
    store.dispatch({ type: 'noop' });
    expect(store.getSnapshot()).toBe(first);
    store.dispatch({ type: 'add', by: 2 });
    expect(store.getSnapshot()).toEqual({ count: 2 });
  });

  it('notifies listeners only when the state object changes', () => {
    const store = counter();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'noop' });
    expect(listener).not.toHaveBeenCalled();
    store.dispatch({ type: 'add', by: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    // An equal but new object is a change: the store compares identity, like useSyncExternalStore.
    store.dispatch({ type: 'same' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('lets listeners read the new state', () => {
    const store = counter();
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().count));
    store.dispatch({ type: 'add', by: 3 });
    store.dispatch({ type: 'add', by: 4 });
    expect(seen).toEqual([3, 7]);
  });

  it('stops notifying after unsubscribe', () => {
    const store = counter();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.dispatch({ type: 'add', by: 1 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not call a listener that another listener unsubscribed during the same notification', () => {
    const store = counter();
    const second = vi.fn();
    let unsubscribeSecond = () => {};
    store.subscribe(() => unsubscribeSecond());
    unsubscribeSecond = store.subscribe(second);
    store.dispatch({ type: 'add', by: 1 });
    expect(second).not.toHaveBeenCalled();
  });

  it('lets a listener unsubscribe itself while being notified without skipping the others', () => {
    const store = counter();
    const calls: string[] = [];
    const unsubscribeA = store.subscribe(() => {
      calls.push('a');
      unsubscribeA();
    });
    store.subscribe(() => calls.push('b'));
    store.dispatch({ type: 'add', by: 1 });
    store.dispatch({ type: 'add', by: 1 });
    expect(calls).toEqual(['a', 'b', 'b']);
  });

  it('keeps two subscriptions of the same function independent', () => {
    const store = counter();
    const listener = vi.fn();
    const first = store.subscribe(listener);
    store.subscribe(listener);
    first();
    store.dispatch({ type: 'add', by: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
