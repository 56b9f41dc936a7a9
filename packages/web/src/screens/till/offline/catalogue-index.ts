import { createSearchIndex, toAsciiDigits } from '@shop-admin/core';
import type { TillVariety } from '../till-model.ts';

/** The key a code is looked up by: ASCII digits, trimmed, lower case (a scanner types either case). */
export const codeKey = (code: string) => toAsciiDigits(code).trim().toLowerCase();

/** The device catalogue in memory: exact SKU/barcode lookups and Persian search (core's index). */
export interface CatalogueIndex {
  /** The variety with this SKU or barcode (barcode first, like the server), or null. */
  byCode(code: string): TillVariety | null;
  /** Varieties whose title, SKU or barcode match, best first (core's Persian-aware ranking). */
  search(term: string, limit?: number): TillVariety[];
  /** Replaces changed varieties and drops removed ones. */
  update(changed: readonly TillVariety[], removed: readonly number[]): void;
  readonly size: number;
}

export function createCatalogueIndex(initial: readonly TillVariety[] = []): CatalogueIndex {
  const byId = new Map<number, TillVariety>();
  const codes = new Map<string, number>();
  const text = createSearchIndex<TillVariety>();
  const forget = (id: number) => {
    const old = byId.get(id);
    if (!old) return;
    for (const code of [old.sku, old.barcode]) {
      if (code && codes.get(codeKey(code)) === id) codes.delete(codeKey(code));
    }
    byId.delete(id);
  };
  const update = (changed: readonly TillVariety[], removed: readonly number[]) => {
    for (const id of [...removed, ...changed.map((v) => v.id)]) forget(id);
    text.remove(removed.map(String));
    for (const variety of changed) {
      byId.set(variety.id, variety);
      if (variety.sku) codes.set(codeKey(variety.sku), variety.id);
    }
    // Barcodes win over SKUs, as in the server's lookup.
    for (const variety of changed) if (variety.barcode) codes.set(codeKey(variety.barcode), variety.id);
    text.add(
      changed.map((variety) => ({
        id: String(variety.id),
        title: variety.title,
        keywords: [variety.sku, variety.barcode].filter((k): k is string => Boolean(k)),
        value: variety,
      })),
    );
  };
  update(initial, []);
  return {
    byCode(code) {
      const id = codes.get(codeKey(code));
      return id === undefined ? null : (byId.get(id) ?? null);
    },
    search(term, limit = 20) {
      if (!term.trim()) return [];
      return text.search(term, { limit }).map((hit) => hit.value);
    },
    update,
    get size() {
      return byId.size;
    },
  };
}
