import type { ApiClient } from '@shop-admin/core';
import { type TillVariety, tillVarietyOf } from '../till-model.ts';
import { applyVarieties, type ReceiptShop, readMeta, writeMeta } from './device-store.ts';

/** GET admin/mini_orders/catalogue's answer. */
interface CatalogueAnswer {
  varieties: (Parameters<typeof tillVarietyOf>[0] & { product_title: string })[];
  removed: number[];
  until: string;
  full: boolean;
  shop: ReceiptShop;
}

/** The device catalogue's freshness: when it was refreshed last (and fully), and how many it holds. */
export interface CatalogueStamp {
  /** Server time of the last refresh: the next one asks for changes since then. */
  until: string;
  /** When the last full refresh was (a discount window opening changes no row: a daily full one). */
  fullAt: string;
}

const STAMP_KEY = 'catalogue';
const FULL_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Refreshes the device catalogue from the server: only what changed since the last refresh, or all of
 * it the first time and once a day. Resolves to what changed, for the in-memory index.
 */
export async function refreshCatalogue(
  api: ApiClient,
  now: Date,
): Promise<{ changed: TillVariety[]; removed: number[]; full: boolean; stamp: CatalogueStamp }> {
  const stamp = await readMeta<CatalogueStamp>(STAMP_KEY);
  const incremental = stamp && now.getTime() - new Date(stamp.fullAt).getTime() < FULL_EVERY_MS;
  const answer = await api.get<CatalogueAnswer>('admin/mini_orders/catalogue', {
    query: incremental ? { since: stamp.until } : {},
  });
  const changed = answer.varieties.map((v) => tillVarietyOf(v));
  await applyVarieties(changed, answer.removed, answer.full);
  const next = {
    until: answer.until,
    fullAt: answer.full ? now.toISOString() : (stamp?.fullAt ?? now.toISOString()),
  };
  await writeMeta(STAMP_KEY, next);
  await writeMeta('shop', answer.shop);
  return { changed, removed: answer.removed, full: answer.full, stamp: next };
}

export const readCatalogueStamp = () => readMeta<CatalogueStamp>(STAMP_KEY);
export const readReceiptShop = () => readMeta<ReceiptShop>('shop');
