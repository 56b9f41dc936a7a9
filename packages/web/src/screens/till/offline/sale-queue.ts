import { type ApiClient, isApiError } from '@shop-admin/core';
import { markQueuedSale, queuedSales, readMeta, removeQueuedSale, writeMeta } from './device-store.ts';

/** Tabs of this browser tell each other the queue changed (a sale queued, synced or voided). */
export const QUEUE_CHANNEL = 'shop-admin-till-queue';
/** Only one tab sends the queue at a time (Web Locks); the server's idempotency is the last guard. */
export const SYNC_LOCK = 'shop-admin-till-sync';

/** A sale that reached the server: its device id, its number there and when. */
export interface SyncedSale {
  clientId: string;
  id: number;
  syncedAt: string;
}

export type SyncStop = 'offline' | 'signed-out' | 'busy' | 'unavailable' | null;

export interface SyncOutcome {
  sent: number;
  refused: number;
  /** Why the sync stopped before the end of the queue, if it did. */
  stopped: SyncStop;
}

export function announceQueueChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(QUEUE_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

export const readLastSync = () => readMeta<string>('lastSync');
export const readSyncedSales = async () => (await readMeta<SyncedSale[]>('synced')) ?? [];

async function rememberSynced(sale: SyncedSale): Promise<void> {
  const earlier = await readSyncedSales();
  await writeMeta('synced', [sale, ...earlier.filter((s) => s.clientId !== sale.clientId)].slice(0, 20));
  await writeMeta('lastSync', sale.syncedAt);
}

/**
 * Sends queued sales to the server in the order they were rung up, each with its client id as the
 * idempotency key (an answer lost on the way is harmless: the same id again answers the same sale).
 * A network failure, a server outage or an ended session stops the run (the rest wait); a refusal
 * (422, 403, 404) is kept on the sale, shown on the till, and the next sales go on. Sales already
 * refused wait for the staff member (retry or void).
 */
async function sendQueue(api: ApiClient, clock: () => Date): Promise<SyncOutcome> {
  let sent = 0;
  let refused = 0;
  for (const sale of await queuedSales()) {
    if (sale.error) continue;
    try {
      const answer = await api.post<{ mini_order: { id: number } }>('admin/mini_orders', sale.body);
      await removeQueuedSale(sale.clientId);
      await rememberSynced({
        clientId: sale.clientId,
        id: answer.mini_order.id,
        syncedAt: clock().toISOString(),
      });
      sent++;
    } catch (error) {
      if (!isApiError(error) || error.status === 0) return { sent, refused, stopped: 'offline' };
      if (error.status === 401) return { sent, refused, stopped: 'signed-out' };
      if (error.status === 429 || error.status >= 500) return { sent, refused, stopped: 'unavailable' };
      await markQueuedSale(sale.clientId, { code: error.code, message: error.message });
      refused++;
    } finally {
      announceQueueChange();
    }
  }
  return { sent, refused, stopped: null };
}

/** Runs {@link sendQueue} holding the sync lock; another tab already syncing → `busy`, nothing sent. */
export async function syncQueue(api: ApiClient, clock: () => Date = () => new Date()): Promise<SyncOutcome> {
  if (!('locks' in navigator)) return sendQueue(api, clock);
  return navigator.locks.request(SYNC_LOCK, { ifAvailable: true }, (lock) =>
    lock ? sendQueue(api, clock) : { sent: 0, refused: 0, stopped: 'busy' as const },
  );
}

/** The staff member sends a refused sale again (after fixing its cause on the server). */
export async function retryQueuedSale(clientId: string): Promise<void> {
  await markQueuedSale(clientId, null);
  announceQueueChange();
}

/** The staff member voids a refused sale: it leaves the queue (the money goes back to the customer). */
export async function voidQueuedSale(clientId: string): Promise<void> {
  await removeQueuedSale(clientId);
  announceQueueChange();
}
