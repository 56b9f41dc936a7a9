import type { BulkRowResult } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { changeSets } from '../../db/schema/index.ts';
import type { BulkProduct, BulkVariety } from './bulk-load.ts';
import type { BulkPlan } from './bulk-plan.ts';

/** Where a change set came from, read from the request's User-Agent. */
export type ChangeSetSource = 'cli' | 'web' | 'api';

export function changeSetSource(userAgent: string | undefined): ChangeSetSource {
  if (userAgent?.startsWith('shop-admin/')) return 'cli';
  return userAgent?.includes('Mozilla/') ? 'web' : 'api';
}

/**
 * One record a change set wrote, with the exact column values before and after (changed columns only):
 * a product's columns, a variety's columns (a product row's price reaches its default and inheriting
 * varieties too), a variety's stock balance, or a product's category list. `row` is the change set row
 * it belongs to (its index in `rows`), whose undo it is checked and refused with.
 */
export interface ChangeRecord {
  row: number;
  kind: 'product' | 'variety' | 'stock' | 'categories';
  /** The product id (product, categories) or the variety id (variety, stock). */
  id: number;
  product_id: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const PRODUCT_COLUMNS = [
  'title',
  'sku',
  'status',
  'unit_price',
  'purchase_price',
  'discount_type',
  'discount',
  'discount_until',
  'approved_at',
] as const satisfies readonly (keyof BulkProduct)[];
const VARIETY_COLUMNS = [
  'sku',
  'price',
  'purchase_price',
  'discount_type',
  'discount',
  'discount_until',
] as const satisfies readonly (keyof BulkVariety)[];
const TIMES = new Set(['discount_until', 'approved_at']);

/** Timestamps compared to the millisecond whatever their text form; anything else by JSON value. */
export function sameColumn(column: string, a: unknown, b: unknown): boolean {
  if (TIMES.has(column) && typeof a === 'string' && typeof b === 'string')
    return Date.parse(a) === Date.parse(b);
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** A timestamp as the database gives it back (ISO, milliseconds); other values unchanged. */
function stored(column: string, value: unknown): unknown {
  return TIMES.has(column) && typeof value === 'string' ? new Date(value).toISOString() : (value ?? null);
}

function diff<T extends object>(columns: readonly (keyof T & string)[], before: T, after: T) {
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const column of columns) {
    const a = stored(column, before[column]);
    const b = stored(column, after[column]);
    if (sameColumn(column, a, b)) continue;
    out.before[column] = a;
    out.after[column] = b;
  }
  return Object.keys(out.before).length ? out : null;
}

/**
 * The records an applied plan wrote, each under the row that caused it: a variety's under the row
 * addressing that variety, else its product's row; a product's under its own row, else (a status
 * emptied by stock) the row that emptied it. A record's `row` is its row's index in `rows`.
 */
export function planRecords(plan: BulkPlan, rows: readonly BulkRowResult[]): ChangeRecord[] {
  const productRow = new Map<number, number>();
  const varietyRow = new Map<number, number>();
  const anyRow = new Map<number, number>();
  for (const [i, r] of rows.entries()) {
    if (r.product_id === null) continue;
    if (r.variety_id === null) productRow.set(r.product_id, i);
    else varietyRow.set(r.variety_id, i);
    if (r.changes.status || !anyRow.has(r.product_id)) anyRow.set(r.product_id, i);
  }
  const ofProduct = (id: number) => productRow.get(id) ?? anyRow.get(id);
  const ofVariety = (id: number, productId: number) => varietyRow.get(id) ?? ofProduct(productId);
  const records: ChangeRecord[] = [];
  const push = (row: number | undefined, record: Omit<ChangeRecord, 'row'>) => {
    if (row !== undefined) records.push({ row, ...record });
  };
  for (const id of plan.changedProducts) {
    const before = plan.original.products.get(id);
    const after = plan.products.get(id);
    const change = before && after ? diff(PRODUCT_COLUMNS, before, after) : null;
    if (change) push(ofProduct(id), { kind: 'product', id, product_id: id, ...change });
  }
  for (const id of plan.changedVarieties) {
    const before = plan.original.varieties.get(id);
    const after = plan.varieties.get(id);
    const change = before && after ? diff(VARIETY_COLUMNS, before, after) : null;
    if (change && after)
      push(ofVariety(id, after.product_id), { kind: 'variety', id, product_id: after.product_id, ...change });
  }
  const balances = new Map(plan.moves.map((m) => [m.varietyId, m]));
  for (const [id, move] of balances) {
    const before = plan.original.varieties.get(id)?.balance ?? 0;
    if (before === move.balance) continue;
    push(ofVariety(id, move.productId), {
      kind: 'stock',
      id,
      product_id: move.productId,
      before: { balance: before },
      after: { balance: move.balance },
    });
  }
  for (const [i, r] of rows.entries()) {
    const change = r.changes.categories;
    if (!change || r.product_id === null) continue;
    push(i, {
      kind: 'categories',
      id: r.product_id,
      product_id: r.product_id,
      before: { categories: change.before },
      after: { categories: change.after },
    });
  }
  return records;
}

/**
 * Writes a change set inside the caller's transaction (the apply's or the undo's) and returns its id.
 * `rows` are the changed rows' results (apply row numbers kept), `records` what an undo restores.
 */
export async function insertChangeSet(
  tx: Db,
  input: {
    adminId: number;
    source: string;
    rows: BulkRowResult[];
    records: ChangeRecord[];
    now: Date;
    undoOf?: number;
  },
): Promise<number> {
  const [made] = await tx
    .insert(changeSets)
    .values({
      adminId: input.adminId,
      source: input.source,
      rowCount: input.rows.length,
      rows: input.rows,
      records: input.records,
      undoOf: input.undoOf ?? null,
      createdAt: input.now,
    })
    .returning({ id: changeSets.id });
  const id = (made as { id: number }).id;
  if (input.undoOf !== undefined)
    await tx.update(changeSets).set({ undoneBy: id }).where(eq(changeSets.id, input.undoOf));
  return id;
}
