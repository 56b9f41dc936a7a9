import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { TillVariety } from '../till-model.ts';

/**
 * The till's device store (issue 33), one IndexedDB database per browser profile:
 * - `varieties`: the catalogue the till sells from offline (no customer data);
 * - `sales`: sales recorded on this device and not yet on the server, in the order they were rung up;
 * - `meta`: the signed-in staff member's session snapshot, the receipt's shop details and the times of
 *   the last catalogue refresh and the last sync.
 * Logout clears everything but unsynced sales (money already taken: they sync at the next sign-in).
 */
export const DEVICE_DB_NAME = 'shop-admin-till';

/** A sale the till recorded on the device, waiting for the server. */
export interface QueuedSale {
  /** The client id (core's newOfflineSaleId): the idempotency key of POST admin/mini_orders. */
  clientId: string;
  /** Order of ringing up on this device (sync goes in this order). */
  seq: number;
  /** When it was rung up (ISO 8601): `offline_at` on the server. */
  createdAt: string;
  /** The body of POST admin/mini_orders, with client_id, offline and offline_at. */
  body: Record<string, unknown>;
  /** What the receipt showed: lines, totals and payments. */
  receipt: OfflineReceipt;
  /** The server's refusal (not a network failure), shown on the till until fixed or voided. */
  error?: { code: string; message: string } | null;
}

/** The receipt of a sale recorded on the device (printed before the server knows of it). */
export interface OfflineReceipt {
  lines: { title: string; quantity: number; amount: number; returned: boolean }[];
  sell: number;
  refund: number;
  discount: number;
  total: number;
  cash: number;
  card: number;
  cardReference: string | null;
  customerMobile: string | null;
  customerName: string | null;
  description: string | null;
}

/** The receipt's shop details, from the admin home (kept for receipts printed offline). */
export interface ReceiptShop {
  name: string | null;
  telephone: string | null;
  address: string | null;
}

interface TillDb extends DBSchema {
  varieties: { key: number; value: TillVariety };
  sales: { key: string; value: QueuedSale; indexes: { seq: number } };
  meta: { key: string; value: unknown };
}

let opened: Promise<IDBPDatabase<TillDb>> | null = null;

/** The database, opened once per page. */
export function deviceDb(): Promise<IDBPDatabase<TillDb>> {
  opened ??= openDB<TillDb>(DEVICE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('varieties', { keyPath: 'id' });
      db.createObjectStore('sales', { keyPath: 'clientId' }).createIndex('seq', 'seq');
      db.createObjectStore('meta');
    },
    // Another tab opening a newer version: let it, this page reopens on its next call.
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
  });
  return opened;
}

export async function readMeta<T>(key: string): Promise<T | undefined> {
  return (await (await deviceDb()).get('meta', key)) as T | undefined;
}

export async function writeMeta(key: string, value: unknown): Promise<void> {
  await (await deviceDb()).put('meta', value, key);
}

/** Every variety on the device. */
export async function readVarieties(): Promise<TillVariety[]> {
  return (await deviceDb()).getAll('varieties');
}

/** Puts changed varieties and deletes removed ones in one transaction (a full refresh clears first). */
export async function applyVarieties(
  changed: readonly TillVariety[],
  removed: readonly number[],
  full: boolean,
): Promise<void> {
  const tx = (await deviceDb()).transaction('varieties', 'readwrite');
  if (full) await tx.store.clear();
  for (const variety of changed) await tx.store.put(variety);
  for (const id of removed) await tx.store.delete(id);
  await tx.done;
}

/**
 * Writes a sale to the queue and resolves once IndexedDB has committed it (durable, relaxed
 * durability off): only then does the till print its receipt.
 */
export async function enqueueSale(sale: Omit<QueuedSale, 'seq'>): Promise<QueuedSale> {
  const db = await deviceDb();
  const tx = db.transaction('sales', 'readwrite', { durability: 'strict' });
  const last = await tx.store.index('seq').openCursor(null, 'prev');
  const queued = { ...sale, seq: (last?.value.seq ?? 0) + 1 };
  await tx.store.add(queued);
  await tx.done;
  return queued;
}

/** Queued sales in the order they were rung up. */
export async function queuedSales(): Promise<QueuedSale[]> {
  return (await deviceDb()).getAllFromIndex('sales', 'seq');
}

export async function removeQueuedSale(clientId: string): Promise<void> {
  await (await deviceDb()).delete('sales', clientId);
}

export async function markQueuedSale(clientId: string, error: QueuedSale['error']): Promise<void> {
  const db = await deviceDb();
  const tx = db.transaction('sales', 'readwrite');
  const sale = await tx.store.get(clientId);
  if (sale) await tx.store.put({ ...sale, error });
  await tx.done;
}

/** Logout: the catalogue, the session snapshot and the shop details go; unsynced sales stay. */
export async function clearDevice(): Promise<void> {
  const db = await deviceDb();
  const tx = db.transaction(['varieties', 'meta'], 'readwrite');
  await Promise.all([tx.objectStore('varieties').clear(), tx.objectStore('meta').clear(), tx.done]);
}
