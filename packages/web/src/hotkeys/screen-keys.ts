import { useEffect, useSyncExternalStore } from 'react';

/** A key the open screen answers to, as the `?` sheet lists it. */
export interface ScreenKey {
  hotkey: string;
  title: string;
}

let current: readonly ScreenKey[] = [];
const listeners = new Set<() => void>();
const publish = (keys: readonly ScreenKey[]) => {
  current = keys;
  for (const listener of listeners) listener();
};

/**
 * Lists the open screen's own keys in the `?` sheet while it is mounted (one screen at a time; the
 * keys follow `keys`, compared by their text).
 */
export function useScreenKeys(keys: readonly ScreenKey[]): void {
  const signature = JSON.stringify(keys);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the keys
  useEffect(() => {
    publish(keys);
    return () => publish([]);
  }, [signature]);
}

/** The open screen's keys (for the `?` sheet). */
export function useCurrentScreenKeys(): readonly ScreenKey[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
