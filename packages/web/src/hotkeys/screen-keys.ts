import { useEffect, useSyncExternalStore } from 'react';

/** A key a screen documents (the till's F-keys): shown in the `?` sheet while the screen is open. */
export interface ScreenKey {
  hotkey: string;
  title: string;
}

let current: readonly ScreenKey[] = [];
const listeners = new Set<() => void>();

function publish(keys: readonly ScreenKey[]) {
  current = keys;
  for (const listener of listeners) listener();
}

/** Lists a screen's own keys in the `?` sheet while it is mounted. */
export function useScreenKeys(keys: readonly ScreenKey[]) {
  useEffect(() => {
    publish(keys);
    return () => publish([]);
  }, [keys]);
}

/** The keys of the screen on show (the cheat sheet reads them). */
export function useCurrentScreenKeys(): readonly ScreenKey[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
