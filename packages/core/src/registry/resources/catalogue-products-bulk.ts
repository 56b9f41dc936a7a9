/**
 * The bulk catalogue edit (POST admin/products/bulk): one row declaration and one reader, so the CLI
 * (`shop-admin products apply` reading CSV or JSON) and the server check rows with the same rules.
 */
import { parseShopDateTime } from '../../jalali/date-time.ts';
import { toAsciiDigits, toPersianDigits } from '../../persian/digits.ts';
import { persianLetters } from '../../persian/folds.ts';
import { validate } from '../../validation/validate.ts';
import type { FieldDef } from '../types.ts';
import {
  CATALOGUE_LIMITS,
  DISCOUNT_TYPES,
  type DiscountType,
  PRODUCT_STATUSES,
  type ProductStatus,
} from './catalogue-products.ts';

/** The most rows one request may carry. */
export const BULK_EDIT_MAX_ROWS = 20_000;

/**
 * Columns a row may carry, in the CLI's CSV order. `id` (a product) or `variety_id` addresses the row;
 * without either, `sku` does (else `sku` is a value to set). `base_unit_price` and `base_stock` are the
 * values the row was based on (an export, a grid as loaded): a record changed since is a conflict.
 */
export const BULK_EDIT_COLUMNS = [
  'id',
  'variety_id',
  'title',
  'sku',
  'unit_price',
  'base_unit_price',
  'purchase_price',
  'discount',
  'discount_type',
  'discount_until',
  'status',
  'stock',
  'base_stock',
  'stock_adjust',
  'categories_add',
  'categories_remove',
  'approved',
] as const;

export type BulkEditColumn = (typeof BULK_EDIT_COLUMNS)[number];

/** Columns that set the product itself: refused on a variety's row, which never changes its product silently. */
export const BULK_PRODUCT_ONLY_COLUMNS: readonly BulkEditColumn[] = [
  'title',
  'status',
  'approved',
  'categories_add',
  'categories_remove',
];

/** Columns that `null` clears (an empty CSV cell leaves a value as it is). */
export const BULK_EDIT_CLEARABLE: readonly BulkEditColumn[] = [
  'purchase_price',
  'discount',
  'discount_type',
  'discount_until',
];

const price = (name: BulkEditColumn, label: string): FieldDef => ({
  name,
  label,
  type: 'price',
  rules: { integer: true, min_value: 0, max_value: CATALOGUE_LIMITS.maxPrice },
});
const idList = (name: BulkEditColumn, label: string): FieldDef => ({
  name,
  label,
  type: 'multiselect',
  reference: 'categories',
  rules: { max: 50 },
  hint: 'شناسه‌ها، جداشده با , یا ;',
});

/** The fields of one bulk row with their Persian labels and rules. */
export const bulkEditRowFields: readonly FieldDef[] = [
  { name: 'id', label: 'شناسه محصول', type: 'reference', reference: 'products' },
  { name: 'variety_id', label: 'شناسه تنوع', type: 'reference', reference: 'varieties' },
  { name: 'title', label: 'عنوان', type: 'text', rules: { min: 2, max: 191 } },
  { name: 'sku', label: 'کد انبار (SKU)', type: 'text', rules: { max: 64 } },
  price('unit_price', 'قیمت'),
  price('base_unit_price', 'قیمت پایه (هنگام برون‌بری)'),
  price('purchase_price', 'قیمت خرید'),
  price('discount', 'تخفیف'),
  {
    name: 'discount_type',
    label: 'نوع تخفیف',
    type: 'select',
    options: DISCOUNT_TYPES,
    rules: { in: DISCOUNT_TYPES.map((o) => o.value) },
  },
  { name: 'discount_until', label: 'پایان تخفیف', type: 'datetime' },
  {
    name: 'status',
    label: 'وضعیت',
    type: 'select',
    options: PRODUCT_STATUSES,
    rules: { in: PRODUCT_STATUSES.map((o) => o.value) },
  },
  {
    name: 'stock',
    label: 'موجودی',
    type: 'number',
    rules: { integer: true, min_value: 0, max_value: CATALOGUE_LIMITS.maxStock },
    hint: 'موجودی جدید انبار',
  },
  {
    name: 'base_stock',
    label: 'موجودی پایه (هنگام برون‌بری)',
    type: 'number',
    rules: { integer: true, min_value: 0, max_value: CATALOGUE_LIMITS.maxStock },
  },
  {
    name: 'stock_adjust',
    label: 'تغییر موجودی',
    type: 'number',
    rules: { integer: true, min_value: -CATALOGUE_LIMITS.maxStock, max_value: CATALOGUE_LIMITS.maxStock },
    hint: 'مثبت برای افزایش، منفی برای کاهش',
  },
  idList('categories_add', 'افزودن دسته‌بندی'),
  idList('categories_remove', 'حذف دسته‌بندی'),
  { name: 'approved', label: 'تأیید', type: 'boolean' },
];

/** A row as the server applies it: typed values, absent when unchanged, null when cleared. */
export interface BulkEditRow {
  id?: number;
  variety_id?: number;
  title?: string;
  sku?: string;
  unit_price?: number;
  /** The price the row was based on; another current price is a conflict. */
  base_unit_price?: number;
  purchase_price?: number | null;
  discount?: number | null;
  discount_type?: DiscountType | null;
  /** ISO 8601 (UTC). */
  discount_until?: string | null;
  status?: ProductStatus;
  stock?: number;
  /** The balance the row was based on; another current balance is a conflict. */
  base_stock?: number;
  stock_adjust?: number;
  categories_add?: number[];
  categories_remove?: number[];
  approved?: boolean;
}

/** The request body. */
export interface BulkEditRequest {
  rows: Record<string, unknown>[];
  /** Check and return the diff without writing. */
  dry_run?: boolean;
  /** Rows (indexes from 0) whose conflicts the user accepts: their values overwrite the current ones; `true` accepts all. */
  accept_conflicts?: number[] | boolean;
}

/** A value changed since the row's base: what the row was based on, what is stored now, what it wants. */
export interface BulkConflict {
  base: unknown;
  current: unknown;
  wanted: unknown;
}

/** One changed field: the value before and after (`stock` is the balance, `categories` the id list). */
export interface BulkFieldChange {
  before: unknown;
  after: unknown;
}

/** What happened to one row (its index in `rows`, from 0). */
export interface BulkRowResult {
  row: number;
  /** `conflict`: the record changed since the row's base values; written only when accepted. */
  status: 'changed' | 'unchanged' | 'failed' | 'conflict';
  product_id: number | null;
  variety_id: number | null;
  sku: string | null;
  changes: Record<string, BulkFieldChange>;
  errors?: Record<string, string[]>;
  /** Field → base, current and wanted value (conflict rows, and accepted ones). */
  conflicts?: Record<string, BulkConflict>;
  /** True when the row's conflicts were accepted and it is written over the current values. */
  accepted?: boolean;
}

/** The answer, under `data.bulk`. */
export interface BulkEditResult {
  dry_run: boolean;
  /** True when the changes were written (never on a dry run or when a row failed). */
  applied: boolean;
  /** True when every row passed (conflicts are not failures; see summary.conflicts). */
  valid: boolean;
  /** True when this is the stored answer of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
  /** The change set an apply (or an undo) recorded: what `products undo` reverts; null when nothing changed. */
  change_set_id?: number | null;
  /** On an undo: the change set it reverts. */
  undo_of?: number;
  summary: { rows: number; changed: number; unchanged: number; failed: number; conflicts: number };
  results: BulkRowResult[];
}

type Messages = 'fa' | 'en';

const TEXT: Record<string, { fa: string; en: string }> = {
  target: {
    fa: 'هر ردیف دقیقا یکی از شناسه محصول، شناسه تنوع یا کد انبار را لازم دارد.',
    en: 'Each row needs exactly one of id, variety_id or sku.',
  },
  productOnly: {
    fa: 'این ستون مال خود محصول است؛ آن را در ردیف محصول بنویسید، نه ردیف تنوع.',
    en: "This column sets the product; put it on the product's row, not a variety's.",
  },
  stockBoth: {
    fa: 'موجودی و تغییر موجودی را با هم نفرستید.',
    en: 'Send either stock or stock_adjust, not both.',
  },
  adjustZero: { fa: 'تغییر موجودی نمی‌تواند صفر باشد.', en: 'stock_adjust must not be 0.' },
  percent: { fa: 'تخفیف درصدی بیشتر از ۱۰۰ نیست.', en: 'A percentage discount is at most 100.' },
  addRemove: {
    fa: 'یک دسته‌بندی را هم افزوده و هم حذف کرده‌اید.',
    en: 'A category is both added and removed.',
  },
};

const message = (key: string, lang: Messages): string => TEXT[key]?.[lang] ?? key;
const FIELDS = new Map(bulkEditRowFields.map((field) => [field.name, field]));
const invalid = (field: FieldDef, lang: Messages) =>
  lang === 'fa' ? `مقدار ${field.label} معتبر نیست.` : `${field.name} is not valid.`;

/** Reads a number in any digit script, with thousands separators (`۱٬۲۵۰٬۰۰۰`, `1,250,000`). */
function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = toAsciiDigits(value).replace(/[,\u066C\s]/g, '');
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

function readIds(value: unknown): number[] | undefined {
  const items = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? toAsciiDigits(value)
          .split(/[,;|\s\u060C]+/)
          .filter(Boolean)
      : typeof value === 'number'
        ? [value]
        : undefined;
  if (!items) return undefined;
  const ids = items.map(readNumber);
  return ids.every((id) => id !== undefined && Number.isSafeInteger(id) && id > 0)
    ? [...new Set(ids as number[])]
    : undefined;
}

const TRUE = new Set(['1', 'true', 'yes', 'y', 'بله', 'آری']);
const FALSE = new Set(['0', 'false', 'no', 'n', 'خیر']);

function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const text = toAsciiDigits(String(value)).trim().toLowerCase();
  return TRUE.has(text) ? true : FALSE.has(text) ? false : undefined;
}

/** One column's value typed, or `INVALID`. */
function readColumn(name: BulkEditColumn, value: unknown): unknown {
  const field = FIELDS.get(name);
  switch (field?.type) {
    case 'price':
    case 'number':
    case 'reference':
      return readNumber(value) ?? INVALID;
    case 'multiselect':
      return readIds(value) ?? INVALID;
    case 'boolean':
      return readBoolean(value) ?? INVALID;
    case 'datetime': {
      const date = typeof value === 'string' ? parseShopDateTime(value) : null;
      return date ? date.toISOString() : INVALID;
    }
    default: {
      if (typeof value !== 'string' && typeof value !== 'number') return INVALID;
      // The normal form the server stores (its body reader): a title keeps the digits it was typed
      // with (Persian digits stay Persian) and gets Persian Yeh and Kaf; codes (SKU, status) take ASCII digits.
      const text = String(value).trim();
      return name === 'title' ? persianLetters(text) : toAsciiDigits(text);
    }
  }
}

const INVALID = Symbol('invalid');

/**
 * Reads one bulk row from JSON or from CSV text cells: numbers in any digit script with thousands
 * separators, id lists as arrays or `1;2;3`, booleans as true/false/1/0/yes/no/بله/خیر, dates as
 * Jalali or Gregorian text (core's parseShopDateTime). An empty cell (or an absent key) leaves the
 * value unchanged; `null` clears the clearable columns. Checks core's rules plus the row's own: exactly
 * one address (id, variety_id or sku), not stock and stock_adjust together, a non-zero adjustment, a
 * percentage up to 100, no category both added and removed. Errors by column, in Persian or English.
 */
export function readBulkEditRow(
  raw: Record<string, unknown>,
  options: { messages?: Messages } = {},
): { row: BulkEditRow; errors: Record<string, string[]> } {
  const lang = options.messages ?? 'fa';
  const errors: Record<string, string[]> = {};
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = FIELDS.get(key);
    if (!field) {
      errors[key] = [lang === 'fa' ? `فیلد ${key} پذیرفته نیست.` : `Unknown column ${key}.`];
      continue;
    }
    if (value === undefined || value === '') continue;
    if (value === null) {
      if (BULK_EDIT_CLEARABLE.includes(key as BulkEditColumn)) row[key] = null;
      else errors[key] = [invalid(field, lang)];
      continue;
    }
    const typed = readColumn(key as BulkEditColumn, value);
    if (typed === INVALID) errors[key] = [invalid(field, lang)];
    else row[key] = typed;
  }
  const checked = validate(row, bulkEditRowFields, { messages: lang, partial: true });
  for (const [key, messages] of Object.entries(checked.errors)) errors[key] ??= messages;

  // id or variety_id addresses the row (then sku is a value to set); without them sku does.
  const addressed =
    ['id', 'variety_id'].filter((key) => row[key] !== undefined).length || (row.sku !== undefined ? 1 : 0);
  if (addressed !== 1 && !errors.id && !errors.variety_id && !errors.sku)
    errors.id = [message('target', lang)];
  if (row.variety_id !== undefined && row.id === undefined)
    for (const key of BULK_PRODUCT_ONLY_COLUMNS)
      if (row[key] !== undefined) errors[key] ??= [message('productOnly', lang)];
  if (row.stock !== undefined && row.stock_adjust !== undefined) errors.stock = [message('stockBoth', lang)];
  if (row.stock_adjust === 0) errors.stock_adjust = [message('adjustZero', lang)];
  if (row.discount_type === 'percentage' && typeof row.discount === 'number' && row.discount > 100)
    errors.discount ??= [message('percent', lang)];
  const added = (row.categories_add as number[] | undefined) ?? [];
  const removed = new Set((row.categories_remove as number[] | undefined) ?? []);
  if (added.some((id) => removed.has(id))) errors.categories_add ??= [message('addRemove', lang)];
  return { row: row as BulkEditRow, errors };
}

/** True when the row only addresses by SKU (no id or variety_id): its `sku` is the address, not a new value. */
export const bulkRowAddressedBySku = (row: BulkEditRow): boolean =>
  row.id === undefined && row.variety_id === undefined && row.sku !== undefined;

/** A Persian line for a bulk result summary, e.g. `۱۲ ردیف تغییر کرد، ۳ ردیف بدون تغییر`. */
export function bulkSummaryText(summary: BulkEditResult['summary']): string {
  const parts = [`${toPersianDigits(summary.changed)} ردیف تغییر کرد`];
  if (summary.unchanged) parts.push(`${toPersianDigits(summary.unchanged)} ردیف بدون تغییر`);
  if (summary.conflicts)
    parts.push(`${toPersianDigits(summary.conflicts)} ردیف پس از خواندن تغییر کرده است (تعارض)`);
  if (summary.failed) parts.push(`${toPersianDigits(summary.failed)} ردیف خطا دارد`);
  return parts.join('، ');
}
