import type { BulkConflict, BulkRowResult } from '@shop-admin/core';
import type { Db } from '../../db/client.ts';
import type { AuthAdmin } from '../admins.ts';
import {
  type BulkProduct,
  type BulkVariety,
  loadCategories,
  loadProducts,
  loadVarieties,
} from './bulk-load.ts';
import {
  type AcceptedConflicts,
  againstBase,
  BULK_FORBIDDEN,
  type BulkPlan,
  bulkPermissions,
  emptyPlan,
} from './bulk-plan.ts';
import { type ChangeRecord, sameColumn } from './change-set-record.ts';
import { codeErrors } from './varieties-write.ts';

/** What a change set holds for its undo: the changed rows as the apply answered them, and the records. */
export interface RecordedChangeSet {
  rows: BulkRowResult[];
  records: ChangeRecord[];
}

const sorted = (set: Iterable<number>) => [...set].sort((a, b) => a - b);

/** A column's name in the diff, as apply names it: a variety's price is its unit_price, approval a boolean. */
function fieldOf(record: ChangeRecord, column: string, row: BulkRowResult): string {
  const field =
    column === 'price'
      ? 'unit_price'
      : column === 'approved_at'
        ? 'approved'
        : column === 'balance'
          ? 'stock'
          : column;
  // A variety the row did not address (its product's price reached it) is named by its id.
  const own = record.kind !== 'variety' || record.id === row.variety_id;
  return own ? field : `varieties.${record.id}.${field}`;
}
const shown = (column: string, value: unknown) => (column === 'approved_at' ? value !== null : value);

/**
 * Plans the undo of a change set against the current state (locked when `lock`, inside the undo's
 * transaction, in apply's order: stores, then products): every recorded column goes back to its
 * before value. Apply's stale-row rule decides each column, with the change set's after as the base
 * and its before as the wanted value: a column still at its after is restored, one already at its
 * before has nothing to do, and one changed since to anything else is a conflict of its row, written
 * only when that row is accepted. A record deleted since is a conflict that, accepted, is left out.
 * Columns beyond modify_product (approval, stock) need the same permissions as in apply.
 */
export async function planUndo(
  db: Db,
  set: RecordedChangeSet,
  admin: AuthAdmin,
  lock: boolean,
  accept: AcceptedConflicts,
): Promise<BulkPlan> {
  const { canApprove, canStock } = bulkPermissions(admin);
  const productIds = sorted(new Set(set.records.map((r) => r.product_id)));
  const varietyRows = await loadVarieties(db, productIds, lock);
  const productRows = await loadProducts(db, productIds, lock);
  const categories = await loadCategories(db, productIds);
  const plan = emptyPlan(productRows, varietyRows);
  const { products, varieties } = plan;
  const accepted = (row: number) => accept === 'all' || accept.has(row);

  for (const [index, row] of set.rows.entries()) {
    const result: BulkRowResult = {
      row: row.row,
      status: 'unchanged',
      product_id: row.product_id,
      variety_id: row.variety_id,
      sku: row.sku,
      changes: {},
    };
    plan.results.push(result);
    const records = set.records.filter((r) => r.row === index);
    const errors: Record<string, string[]> = {};
    if (records.some((r) => 'approved_at' in r.before) && !canApprove) errors.approved = [BULK_FORBIDDEN];
    if (records.some((r) => r.kind === 'stock') && !canStock) errors.stock = [BULK_FORBIDDEN];
    // A SKU given back must still be free: another product or variety may have taken it since.
    for (const record of records) {
      const sku = record.before.sku;
      if (typeof sku !== 'string' || (record.kind !== 'product' && record.kind !== 'variety')) continue;
      const except = record.kind === 'product' ? { productId: record.id } : { varietyId: record.id };
      const taken = await codeErrors(db, { sku }, except);
      if (taken.sku) errors.sku = taken.sku;
    }
    if (Object.keys(errors).length) {
      result.status = 'failed';
      result.errors = errors;
      plan.valid = false;
      continue;
    }
    const conflicts: Record<string, BulkConflict> = {};
    const writes: (() => void)[] = [];
    for (const record of records) {
      const current = currentOf(record, products, varieties, categories);
      for (const [column, before] of Object.entries(record.before)) {
        const now = current ? current[column] : null;
        const field = fieldOf(record, column, row);
        const check = againstBase(record.after[column], now, before, (a, b) => sameColumn(column, a, b));
        if (check === 'conflict' || !current)
          conflicts[field] = {
            base: shown(column, record.after[column]),
            current: shown(column, now),
            wanted: shown(column, before),
          };
        if (!current || sameColumn(column, now, before)) continue;
        if (!field.startsWith('varieties.'))
          result.changes[field] = { before: shown(column, now), after: shown(column, before) };
        writes.push(() => write(plan, record, column, before, now));
      }
    }
    // A variety that follows its product's price (the default one) repeats the row's own conflict: named once.
    for (const [field, c] of Object.entries(conflicts)) {
      const own = conflicts[field.replace(/^varieties\.\d+\./, '')];
      if (field.startsWith('varieties.') && own && JSON.stringify(own) === JSON.stringify(c))
        delete conflicts[field];
    }
    if (Object.keys(conflicts).length) {
      result.conflicts = conflicts;
      if (!accepted(result.row)) {
        result.status = 'conflict';
        plan.conflicted = true;
        continue;
      }
      result.accepted = true;
    }
    for (const apply of writes) apply();
    if (writes.length) result.status = 'changed';
  }
  return plan;
}

function currentOf(
  record: ChangeRecord,
  products: Map<number, BulkProduct>,
  varieties: Map<number, BulkVariety>,
  categories: Map<number, Set<number>>,
): Record<string, unknown> | null {
  if (record.kind === 'product')
    return (products.get(record.id) as Record<string, unknown> | undefined) ?? null;
  if (record.kind === 'categories')
    return products.has(record.id) ? { categories: sorted(categories.get(record.id) ?? []) } : null;
  const variety = varieties.get(record.id);
  if (!variety) return null;
  return record.kind === 'stock'
    ? { balance: variety.balance }
    : (variety as unknown as Record<string, unknown>);
}

/** Puts one column back in the plan's state, the way applyBulk writes it. */
function write(plan: BulkPlan, record: ChangeRecord, column: string, before: unknown, now: unknown): void {
  if (record.kind === 'product') {
    const product = plan.products.get(record.id) as BulkProduct;
    plan.products.set(record.id, { ...product, [column]: before });
    plan.changedProducts.add(record.id);
    if (column === 'title' || column === 'sku') plan.searchChanged.add(record.id);
  } else if (record.kind === 'variety') {
    const variety = plan.varieties.get(record.id) as BulkVariety;
    plan.varieties.set(record.id, { ...variety, [column]: before });
    plan.changedVarieties.add(record.id);
    if (column === 'sku') plan.searchChanged.add(record.product_id);
  } else if (record.kind === 'stock') {
    const variety = plan.varieties.get(record.id) as BulkVariety;
    const balance = Number(before);
    plan.varieties.set(record.id, { ...variety, balance });
    plan.moves.push({
      varietyId: record.id,
      productId: record.product_id,
      storeId: variety.store_id,
      type: balance > Number(now) ? 'increment' : 'decrement',
      quantity: Math.abs(balance - Number(now)),
      balance,
    });
  } else {
    const wanted = new Set(before as number[]);
    const current = new Set(now as number[]);
    for (const id of wanted) if (!current.has(id)) plan.categoryAdds.push([record.id, id]);
    for (const id of current) if (!wanted.has(id)) plan.categoryRemoves.push([record.id, id]);
  }
}
