import { useEffect, useState } from 'react';

/** Whether this device can open the till with no network: `ready`, `preparing`, or `unavailable`. */
export type OfflineReadiness = 'ready' | 'preparing' | 'unavailable';

/**
 * Asks the service worker to cache the app for the till (issue 33; public/sw.js answers
 * `till-precached` when every built file is cached). Without a service worker (no secure origin, a
 * development server) the till still works offline while it stays open, not after a reload.
 */
export function useOfflineReady(): OfflineReadiness {
  const [state, setState] = useState<OfflineReadiness>('preparing');
  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!container) {
      setState('unavailable');
      return;
    }
    const onMessage = (event: MessageEvent) => {
      if (event.data?.type === 'till-precached') setState('ready');
      if (event.data?.type === 'till-precache-failed') setState('unavailable');
    };
    container.addEventListener('message', onMessage);
    container.startMessages();
    void container.ready.then((registration) => registration.active?.postMessage({ type: 'till-precache' }));
    return () => container.removeEventListener('message', onMessage);
  }, []);
  return state;
}
