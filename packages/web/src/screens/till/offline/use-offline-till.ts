import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../../app/services-context.tsx';
import { type CatalogueIndex, createCatalogueIndex } from './catalogue-index.ts';
import {
  type CatalogueStamp,
  readCatalogueStamp,
  readReceiptShop,
  refreshCatalogue,
} from './catalogue-refresh.ts';
import { saveDeviceSession } from './device-session.ts';
import {
  enqueueSale,
  type QueuedSale,
  queuedSales,
  type ReceiptShop,
  readVarieties,
} from './device-store.ts';
import {
  announceQueueChange,
  QUEUE_CHANNEL,
  readLastSync,
  readSyncedSales,
  type SyncedSale,
  type SyncStop,
  syncQueue,
} from './sale-queue.ts';

/** How often the till tries the queue and refreshes the catalogue while online. */
const SYNC_EVERY_MS = 15_000;
const REFRESH_EVERY_MS = 5 * 60_000;

export interface OfflineTill {
  /** Whether the server answered the last time the till asked (and the browser has a network). */
  online: boolean;
  /** The device catalogue in memory (null until read from IndexedDB). */
  catalogue: CatalogueIndex | null;
  catalogueStamp: CatalogueStamp | null;
  /** Bumped when the catalogue changes, for screens that show its size. */
  catalogueVersion: number;
  shop: ReceiptShop | null;
  queue: QueuedSale[];
  synced: SyncedSale[];
  lastSync: string | null;
  syncStop: SyncStop;
  syncing: boolean;
  /** The server could not be reached: the till works from the device until it can. */
  wentOffline: () => void;
  /** Writes a sale to the queue (durable before it resolves) and tries to send it when online. */
  record: (sale: Omit<QueuedSale, 'seq'>) => Promise<QueuedSale>;
  syncNow: () => void;
}

/**
 * The till's offline side (issue 33): reads the device catalogue and queue at start, refreshes the
 * catalogue and the session snapshot and sends the queue while online (at start, when the browser
 * says it is back, and every 15 s), and follows other tabs' changes to the queue.
 */
export function useOfflineTill(): OfflineTill {
  const services = useServices();
  const { api } = services;
  const [online, setOnline] = useState(() => navigator.onLine);
  const [catalogue, setCatalogue] = useState<CatalogueIndex | null>(null);
  const [catalogueVersion, setCatalogueVersion] = useState(0);
  const [catalogueStamp, setCatalogueStamp] = useState<CatalogueStamp | null>(null);
  const [shop, setShop] = useState<ReceiptShop | null>(null);
  const [queue, setQueue] = useState<QueuedSale[]>([]);
  const [synced, setSynced] = useState<SyncedSale[]>([]);
  const [lastSync, setLastSync] = useState<string | null>(null);
  const [syncStop, setSyncStop] = useState<SyncStop>(null);
  const [syncing, setSyncing] = useState(false);
  const index = useRef<CatalogueIndex | null>(null);
  const lastRefresh = useRef(0);

  const reloadQueue = useCallback(async () => {
    const [sales, done, last] = await Promise.all([queuedSales(), readSyncedSales(), readLastSync()]);
    setQueue(sales);
    setSynced(done);
    setLastSync(last ?? null);
  }, []);

  const refresh = useCallback(async () => {
    const { changed, removed } = await refreshCatalogue(api, new Date());
    index.current?.update(changed, removed);
    lastRefresh.current = Date.now();
    setCatalogueStamp((await readCatalogueStamp()) ?? null);
    setShop((await readReceiptShop()) ?? null);
    setCatalogueVersion((v) => v + 1);
    await saveDeviceSession(services, new Date());
  }, [api, services]);

  const syncNow = useCallback(() => {
    setSyncing(true);
    void syncQueue(api)
      .then(async (outcome) => {
        setSyncStop(outcome.stopped);
        // Only an answer from the server says it is back (an empty queue asks nothing).
        if (outcome.stopped === 'offline') return setOnline(false);
        if (outcome.sent > 0 || outcome.refused > 0) setOnline(true);
        if (Date.now() - lastRefresh.current > REFRESH_EVERY_MS) {
          await refresh();
          setOnline(navigator.onLine);
        }
      })
      .catch(() => setOnline(false))
      .finally(() => {
        setSyncing(false);
        void reloadQueue();
      });
  }, [api, refresh, reloadQueue]);

  useEffect(() => {
    let live = true;
    void (async () => {
      // Without IndexedDB (a private window of some browsers) the till still sells online.
      const [varieties, stamp, receiptShop] = await Promise.all([
        readVarieties(),
        readCatalogueStamp(),
        readReceiptShop(),
      ]).catch(() => [[], undefined, undefined] as const);
      if (!live) return;
      index.current = createCatalogueIndex(varieties);
      setCatalogue(index.current);
      setCatalogueStamp(stamp ?? null);
      setShop(receiptShop ?? null);
      await reloadQueue().catch(() => {});
      if (navigator.onLine) syncNow();
    })();
    const back = () => {
      setOnline(true);
      syncNow();
    };
    const gone = () => setOnline(false);
    window.addEventListener('online', back);
    window.addEventListener('offline', gone);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(QUEUE_CHANNEL);
    if (channel) channel.onmessage = () => void reloadQueue();
    const timer = window.setInterval(() => {
      if (navigator.onLine) syncNow();
    }, SYNC_EVERY_MS);
    return () => {
      live = false;
      window.removeEventListener('online', back);
      window.removeEventListener('offline', gone);
      channel?.close();
      window.clearInterval(timer);
    };
  }, [reloadQueue, syncNow]);

  const record = useCallback(
    async (sale: Omit<QueuedSale, 'seq'>) => {
      const queued = await enqueueSale(sale);
      announceQueueChange();
      await reloadQueue();
      if (navigator.onLine) syncNow();
      return queued;
    },
    [reloadQueue, syncNow],
  );

  return {
    online,
    catalogue,
    catalogueStamp,
    catalogueVersion,
    shop,
    queue,
    synced,
    lastSync,
    syncStop,
    syncing,
    wentOffline: useCallback(() => setOnline(false), []),
    record,
    syncNow,
  };
}
