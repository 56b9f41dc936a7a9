import {
  BULK_PRODUCT_ONLY_COLUMNS,
  type BulkConflict,
  type BulkEditRow,
  type BulkRowResult,
  bulkRowAddressedBySku,
  CATALOGUE_LIMITS,
  can,
  extraPermission,
  inheritsProductPrice,
  persianLetters,
  readBulkEditRow,
  stemPermission,
  toAsciiDigits,
  toPersianDigits,
} from '@shop-admin/core';
import type { Db } from '../../db/client.ts';
import type { AuthAdmin } from '../admins.ts';
import {
  type BulkProduct,
  type BulkVariety,
  existingCategories,
  loadCategories,
  loadProducts,
  loadVarieties,
  resolveAddresses,
} from './bulk-load.ts';
import { NO_STOCK_MESSAGE } from './products-rules.ts';
import { codeErrors, discountErrors } from './varieties-write.ts';

/** One stock change the plan will write: the store's new balance and the logged movement. */
export interface PlannedMove {
  varietyId: number;
  productId: number;
  storeId: number | null;
  type: 'increment' | 'decrement';
  quantity: number;
  balance: number;
}

/** What a bulk request would do: per-row results and the final state to write. */
export interface BulkPlan {
  results: BulkRowResult[];
  valid: boolean;
  products: Map<number, BulkProduct>;
  changedProducts: Set<number>;
  varieties: Map<number, BulkVariety>;
  changedVarieties: Set<number>;
  moves: PlannedMove[];
  categoryAdds: [productId: number, categoryId: number][];
  categoryRemoves: [productId: number, categoryId: number][];
  /** Products whose stock this request empties: they become out_of_stock and staff are notified. */
  emptied: BulkProduct[];
  /** Rows whose record changed since their base values and that the user has not accepted. */
  conflicted: boolean;
  /** Products whose title or a SKU changes: their search key is rewritten. */
  searchChanged: Set<number>;
  /** The state as read, before any row: what a change set records as each record's before. */
  original: { products: Map<number, BulkProduct>; varieties: Map<number, BulkVariety> };
}

/** A plan that writes nothing yet over this state as read (the maps hold copies the rows then change). */
export function emptyPlan(
  productRows: readonly BulkProduct[],
  varietyRows: readonly BulkVariety[],
): BulkPlan {
  return {
    results: [],
    valid: true,
    products: new Map(productRows.map((p) => [p.id, { ...p }])),
    changedProducts: new Set(),
    varieties: new Map(varietyRows.map((v) => [v.id, { ...v }])),
    changedVarieties: new Set(),
    moves: [],
    categoryAdds: [],
    categoryRemoves: [],
    emptied: [],
    conflicted: false,
    searchChanged: new Set(),
    original: {
      products: new Map(productRows.map((p) => [p.id, p])),
      varieties: new Map(varietyRows.map((v) => [v.id, v])),
    },
  };
}

/** Which rows' conflicts the user accepts: row indexes from 0, or every row. */
export type AcceptedConflicts = ReadonlySet<number> | 'all';

const SELLING = new Set(['available', 'available_offline']);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** A file gives times to the second (an export's `1404/09/12 00:54:42`); a stored time with milliseconds
 * that matches it to the second is not a change, so export → apply of an untouched file changes nothing. */
const sameSecond = (a: unknown, b: unknown) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  Math.floor(Date.parse(a) / 1000) === Math.floor(Date.parse(b) / 1000);

type Target = { productId: number; varietyId: number | null; sku: string | null };

const rowName = (index: number) => `ردیف ${toPersianDigits(index + 1)}`;

/**
 * The base-value check of one field (three-way: base, current, wanted). Without a base, or when the
 * record still holds the base, the wanted value goes ahead. When the record changed since: a row still
 * holding its base leaves the current value alone (the user did not edit that cell), a row wanting the
 * current value has nothing to do, and any other row is a conflict naming the current value. An undo
 * uses it too, with the change set's after as the base and its before as the wanted value.
 */
export function againstBase<T>(
  base: T | undefined,
  current: T,
  wanted: T,
  equal: (a: T, b: T) => boolean = (a, b) => a === b,
): 'write' | 'keep' | 'conflict' {
  if (base === undefined || equal(base, current) || equal(wanted, current)) return 'write';
  return equal(wanted, base) ? 'keep' : 'conflict';
}

/** What the admin's role lets a bulk row change beyond modify_product: approval and stock. */
export function bulkPermissions(admin: AuthAdmin): { canApprove: boolean; canStock: boolean } {
  const role = { role: admin.role?.name };
  return {
    canApprove: can(admin.permissions, extraPermission('approved_products'), role),
    canStock: can(admin.permissions, stemPermission('store', 'write'), role),
  };
}

/** The refusal of a column the admin's role may not change. */
export const BULK_FORBIDDEN = 'شما مجوز لازم را ندارید.';

/**
 * Reads, checks and simulates every row in order against the current state (locked when `lock`, i.e.
 * inside the applying transaction), as if each row ran after the ones before it. A failing row changes
 * nothing in the simulation; rows after it still get their own diff and errors. Nothing is written.
 */
export async function planBulk(
  db: Db,
  rawRows: readonly unknown[],
  admin: AuthAdmin,
  now: Date,
  lock: boolean,
  accept: AcceptedConflicts = new Set(),
): Promise<BulkPlan> {
  const { canApprove, canStock } = bulkPermissions(admin);
  const parsed = rawRows.map((raw) =>
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? readBulkEditRow(raw as Record<string, unknown>)
      : { row: {} as BulkEditRow, errors: { row: ['ردیف باید یک شیء با ستون‌ها باشد.'] } },
  );
  const addresses = {
    ids: [...new Set(parsed.flatMap((p) => (p.row.id !== undefined ? [p.row.id] : [])))],
    varietyIds: [
      ...new Set(parsed.flatMap((p) => (p.row.variety_id !== undefined ? [p.row.variety_id] : []))),
    ],
    skus: [...new Set(parsed.flatMap((p) => (bulkRowAddressedBySku(p.row) ? [p.row.sku as string] : [])))],
  };
  const found = await resolveAddresses(db, addresses);
  const targets: (Target | string[] | null)[] = parsed.map(({ row, errors }) => {
    if (Object.keys(errors).some((key) => ['id', 'variety_id', 'sku', 'row'].includes(key))) return null;
    if (row.id !== undefined)
      return found.products.has(row.id)
        ? { productId: row.id, varietyId: null, sku: null }
        : ['id', 'محصولی با این شناسه یافت نشد.'];
    if (row.variety_id !== undefined) {
      const productId = found.varieties.get(row.variety_id);
      return productId
        ? { productId, varietyId: row.variety_id, sku: null }
        : ['variety_id', 'تنوعی با این شناسه یافت نشد.'];
    }
    const sku = row.sku as string;
    const variety = found.varietySkus.get(sku);
    if (variety) return { productId: variety.productId, varietyId: variety.id, sku };
    const productId = found.productSkus.get(sku);
    return productId ? { productId, varietyId: null, sku } : ['sku', 'کالایی با این کد انبار یافت نشد.'];
  });
  // The same product or variety on two rows: both rows fail, each naming the other.
  const duplicates = new Map<number, string>();
  const firstOf = new Map<string, number>();
  targets.forEach((target, index) => {
    if (!target || Array.isArray(target)) return;
    const key = target.varietyId !== null ? `v${target.varietyId}` : `p${target.productId}`;
    const first = firstOf.get(key);
    if (first === undefined) {
      firstOf.set(key, index);
      return;
    }
    const what = target.varietyId !== null ? 'همین تنوع' : 'همین محصول';
    const text = `${rowName(first)} و ${rowName(index)} هر دو ${what} را تغییر می‌دهند؛ یکی را نگه دارید.`;
    duplicates.set(first, duplicates.get(first) ?? text);
    duplicates.set(index, text);
  });
  // New SKUs: unique across products and live varieties, and within the file.
  const skuErrors = new Map<number, string[]>();
  const newSkus = new Map<string, number>();
  for (const [index, { row }] of parsed.entries()) {
    const target = targets[index];
    if (row.sku === undefined || bulkRowAddressedBySku(row) || !target || Array.isArray(target)) continue;
    const earlier = newSkus.get(row.sku);
    if (earlier !== undefined) {
      skuErrors.set(index, [`${rowName(earlier)} هم همین کد انبار را می‌گذارد.`]);
      continue;
    }
    newSkus.set(row.sku, index);
    const taken = await codeErrors(
      db,
      { sku: row.sku },
      target.varietyId !== null ? { varietyId: target.varietyId } : { productId: target.productId },
    );
    if (taken.sku) skuErrors.set(index, taken.sku);
  }
  const productIds = [...new Set(targets.flatMap((t) => (t && !Array.isArray(t) ? [t.productId] : [])))].sort(
    (a, b) => a - b,
  );
  // Stores first, then products: the lock order of a stock movement.
  const varietyRows = await loadVarieties(db, productIds, lock);
  const productRows = await loadProducts(db, productIds, lock);
  const categories = await loadCategories(db, productIds);
  const wantedCategories = [...new Set(parsed.flatMap((p) => p.row.categories_add ?? []))];
  const knownCategories = await existingCategories(db, wantedCategories);

  const plan = emptyPlan(productRows, varietyRows);
  const { products, varieties } = plan;
  const liveOf = new Map<number, number[]>();
  for (const v of varietyRows) liveOf.set(v.product_id, [...(liveOf.get(v.product_id) ?? []), v.id]);
  const totalOf = (productId: number) =>
    (liveOf.get(productId) ?? []).reduce((sum, id) => sum + (varieties.get(id)?.balance ?? 0), 0);
  const startTotals = new Map(productIds.map((id) => [id, totalOf(id)]));
  const originalCategories = new Map([...categories].map(([id, set]) => [id, new Set(set)]));

  const accepted = (index: number) => accept === 'all' || accept.has(index);
  const setsAvailable: { row: number; productId: number }[] = [];
  const lastStockRow = new Map<number, { row: number; statusBefore: string }>();
  const decreased = new Set<number>();

  parsed.forEach(({ row, errors: parseErrors }, index) => {
    const target = targets[index];
    const errors: Record<string, string[]> = { ...parseErrors };
    if (Array.isArray(target)) errors[target[0] as string] = [target[1] as string];
    const resolved = target && !Array.isArray(target) ? target : null;
    const duplicate = duplicates.get(index);
    if (duplicate)
      errors[row.variety_id !== undefined ? 'variety_id' : row.id !== undefined ? 'id' : 'sku'] = [duplicate];
    const skuTaken = skuErrors.get(index);
    if (skuTaken) errors.sku = skuTaken;
    // A row found by SKU may be a variety's: product columns are refused there too (core checks variety_id rows).
    if (resolved?.varietyId !== null && resolved?.varietyId !== undefined)
      for (const key of BULK_PRODUCT_ONLY_COLUMNS)
        if (row[key] !== undefined)
          errors[key] ??= ['این ستون مال خود محصول است؛ آن را در ردیف محصول بنویسید، نه ردیف تنوع.'];
    const result: BulkRowResult = {
      row: index,
      status: 'unchanged',
      product_id: resolved?.productId ?? null,
      variety_id: resolved?.varietyId ?? null,
      sku: resolved?.sku ?? null,
      changes: {},
    };
    plan.results.push(result);
    if (row.approved !== undefined && !canApprove) errors.approved = [BULK_FORBIDDEN];
    if ((row.stock !== undefined || row.stock_adjust !== undefined) && !canStock)
      errors.stock = [BULK_FORBIDDEN];
    const product = resolved ? products.get(resolved.productId) : undefined;
    if (!resolved || !product || Object.keys(errors).length) {
      fail(result, errors);
      return;
    }

    // Work on copies; they replace the state only if the row passes.
    const p = { ...product };
    const v = resolved.varietyId !== null ? { ...(varieties.get(resolved.varietyId) as BulkVariety) } : null;
    const live = liveOf.get(p.id) ?? [];
    const fallbackId = v ? null : (live.find((id) => varieties.get(id)?.is_default) ?? null);
    const fallback = fallbackId !== null ? { ...(varieties.get(fallbackId) as BulkVariety) } : null;
    const change = (field: string, before: unknown, after: unknown) => {
      if (!same(before, after)) result.changes[field] = { before, after };
    };
    const statusBefore = p.status;
    const conflicts: Record<string, BulkConflict> = {};

    // Compared in the normal form the row was read in (core's readBulkEditRow): a title stored before
    // that rule (Arabic Yeh or Kaf) is not a change when the file holds it untouched.
    if (row.title !== undefined && persianLetters(p.title) !== row.title) {
      change('title', p.title, row.title);
      p.title = row.title;
    }
    const storedSku = (v ?? p).sku;
    if (
      row.sku !== undefined &&
      !bulkRowAddressedBySku(row) &&
      (storedSku === null ? null : toAsciiDigits(storedSku)) !== row.sku
    ) {
      change('sku', (v ?? p).sku, row.sku);
      (v ?? p).sku = row.sku;
    }
    // A product's new price reaches every variety that inherits it (core's rule), not only the default.
    const inheritors: BulkVariety[] = [];
    if (row.unit_price !== undefined) {
      const current = v ? v.price : p.unit_price;
      const check = againstBase(row.base_unit_price, current, row.unit_price);
      if (check === 'conflict')
        conflicts.unit_price = { base: row.base_unit_price, current, wanted: row.unit_price };
      if (check !== 'keep') {
        change('unit_price', current, row.unit_price);
        if (v) v.price = row.unit_price;
        else {
          for (const id of live) {
            const other = varieties.get(id);
            if (id === fallbackId || !other) continue;
            if (inheritsProductPrice({ price: other.price }, p.unit_price))
              inheritors.push({ ...other, price: row.unit_price });
          }
          p.unit_price = row.unit_price;
        }
        if (fallback) fallback.price = row.unit_price;
      }
    }
    if (row.purchase_price !== undefined) {
      change('purchase_price', (v ?? p).purchase_price, row.purchase_price);
      (v ?? p).purchase_price = row.purchase_price;
      if (fallback) fallback.purchase_price = row.purchase_price;
    }
    const owner = v ?? p;
    if (row.discount_type !== undefined) {
      change('discount_type', owner.discount_type, row.discount_type);
      owner.discount_type = row.discount_type;
    }
    if (row.discount !== undefined) {
      change('discount', owner.discount, row.discount);
      owner.discount = row.discount;
    }
    if (row.discount_until !== undefined && !sameSecond(owner.discount_until, row.discount_until)) {
      change('discount_until', owner.discount_until, row.discount_until);
      owner.discount_until = row.discount_until;
    }
    if (['unit_price', 'discount', 'discount_type'].some((f) => result.changes[f])) {
      const price = v ? v.price : p.unit_price;
      Object.assign(
        errors,
        discountErrors({ discount_type: owner.discount_type, discount: owner.discount, price }),
      );
    }

    let stockVariety: BulkVariety | null = null;
    if (row.stock !== undefined || row.stock_adjust !== undefined) {
      const id = v?.id ?? (live.length === 1 ? live[0] : undefined);
      stockVariety = id === undefined ? null : (v ?? { ...(varieties.get(id) as BulkVariety) });
      if (!stockVariety) {
        errors.stock = ['این محصول چند تنوع دارد؛ موجودی هر تنوع را با شناسه تنوع یا کد انبار آن بفرستید.'];
      } else {
        const before = stockVariety.balance;
        let after = row.stock ?? before + (row.stock_adjust ?? 0);
        const base = row.base_stock;
        if (row.stock !== undefined) {
          const check = againstBase(base, before, row.stock);
          if (check === 'conflict') conflicts.stock = { base, current: before, wanted: row.stock };
          if (check === 'keep') after = before;
        } else if (base !== undefined && base !== before) {
          // An adjustment made against a balance that has moved since: the user decides.
          conflicts.stock = { base, current: before, wanted: after };
        }
        if (after < 0)
          errors.stock_adjust = [`موجودی انبار کافی نیست (موجودی فعلی: ${toPersianDigits(before)}).`];
        else if (after > CATALOGUE_LIMITS.maxStock) errors.stock_adjust = ['موجودی از سقف مجاز بیشتر می‌شود.'];
        else {
          change('stock', before, after);
          stockVariety.balance = after;
        }
      }
    }
    if (row.status !== undefined) {
      change('status', p.status, row.status);
      p.status = row.status;
    }
    if (row.approved !== undefined) {
      change('approved', p.approved_at !== null, row.approved);
      if (row.approved !== (p.approved_at !== null)) p.approved_at = row.approved ? now.toISOString() : null;
    }
    let nextCategories: Set<number> | null = null;
    if (row.categories_add || row.categories_remove) {
      const current = categories.get(p.id) ?? new Set<number>();
      const missing = (row.categories_add ?? []).filter((id) => !knownCategories.has(id));
      if (missing.length)
        errors.categories_add = [`دسته‌بندی ${toPersianDigits(missing.join('، '))} وجود ندارد.`];
      nextCategories = new Set(current);
      for (const id of row.categories_add ?? []) nextCategories.add(id);
      for (const id of row.categories_remove ?? []) nextCategories.delete(id);
      const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);
      change('categories', sorted(current), sorted(nextCategories));
    }
    if (Object.keys(errors).length) {
      fail(result, errors);
      return;
    }
    if (Object.keys(conflicts).length) {
      result.conflicts = conflicts;
      if (!accepted(index)) {
        // Shown with its diff, written only once accepted; the rows after it do not see it.
        result.status = 'conflict';
        plan.conflicted = true;
        return;
      }
      result.accepted = true;
    }

    // The row passes: its copies become the state the next rows see.
    if (!same(p, product)) {
      products.set(p.id, p);
      plan.changedProducts.add(p.id);
    }
    if (result.changes.title || result.changes.sku) plan.searchChanged.add(p.id);
    for (const copy of [v, fallback, ...inheritors]) {
      const stored = copy ? varieties.get(copy.id) : undefined;
      // Balances are written by the stock moves below; only the variety's own columns count here.
      if (copy && stored && !same({ ...copy, balance: 0 }, { ...stored, balance: 0 })) {
        varieties.set(copy.id, { ...copy, balance: stored.balance });
        plan.changedVarieties.add(copy.id);
      }
    }
    if (stockVariety && result.changes.stock) {
      const { before, after } = result.changes.stock as { before: number; after: number };
      const stored = varieties.get(stockVariety.id) as BulkVariety;
      varieties.set(stockVariety.id, { ...stored, balance: after });
      plan.moves.push({
        varietyId: stockVariety.id,
        productId: p.id,
        storeId: stockVariety.store_id,
        type: after > before ? 'increment' : 'decrement',
        quantity: Math.abs(after - before),
        balance: after,
      });
      if (after < before) decreased.add(p.id);
      lastStockRow.set(p.id, { row: index, statusBefore });
    }
    if (nextCategories) categories.set(p.id, nextCategories);
    if (row.status === 'available') setsAvailable.push({ row: index, productId: p.id });
    result.status = Object.keys(result.changes).length ? 'changed' : 'unchanged';
  });

  // Rules on the final state: no `available` without stock; the last unit gone makes a product out_of_stock.
  for (const { row, productId } of setsAvailable) {
    if (totalOf(productId) === 0 && products.get(productId)?.status === 'available') {
      fail(plan.results[row] as BulkRowResult, { status: [NO_STOCK_MESSAGE] });
    }
  }
  for (const productId of decreased) {
    const product = products.get(productId) as BulkProduct;
    if (totalOf(productId) > 0 || (startTotals.get(productId) ?? 0) === 0 || !SELLING.has(product.status))
      continue;
    const last = lastStockRow.get(productId);
    const result = last ? plan.results[last.row] : undefined;
    if (result)
      result.changes.status = {
        before: result.changes.status?.before ?? last?.statusBefore,
        after: 'out_of_stock',
      };
    products.set(productId, { ...product, status: 'out_of_stock' });
    plan.changedProducts.add(productId);
    plan.emptied.push(product);
  }
  for (const [productId, after] of categories) {
    const before = originalCategories.get(productId) ?? new Set<number>();
    for (const id of after) if (!before.has(id)) plan.categoryAdds.push([productId, id]);
    for (const id of before) if (!after.has(id)) plan.categoryRemoves.push([productId, id]);
  }
  plan.valid = plan.results.every((r) => r.status !== 'failed');
  return plan;
}

function fail(result: BulkRowResult, errors: Record<string, string[]>): void {
  result.status = 'failed';
  result.errors = { ...(result.errors ?? {}), ...errors };
}
