import {
  type BulkEditRow,
  formatJalali,
  inheritsProductPrice,
  PRODUCT_STATUSES,
  readBulkEditRow,
  toAsciiDigits,
  toPersianDigits,
} from '@shop-admin/core';

/** A column of the spreadsheet: the bulk column it edits and its Persian header. */
export interface SheetColumn {
  key: 'title' | 'unit_price' | 'discount' | 'discount_until' | 'stock' | 'status';
  label: string;
  kind: 'text' | 'number' | 'date' | 'status';
}

export const SHEET_COLUMNS: readonly SheetColumn[] = [
  { key: 'title', label: 'عنوان', kind: 'text' },
  { key: 'unit_price', label: 'قیمت (تومان)', kind: 'number' },
  { key: 'discount', label: 'تخفیف', kind: 'number' },
  { key: 'discount_until', label: 'پایان تخفیف', kind: 'date' },
  { key: 'stock', label: 'موجودی', kind: 'number' },
  { key: 'status', label: 'وضعیت', kind: 'status' },
];

export type CellKey = SheetColumn['key'];

/**
 * One row of the sheet: a product, or one of its varieties under it (a product with varieties of its
 * own). A variety row edits what a customer pays for that variety (its price, and its stock); the
 * product's own columns (title, discount, status) stay on the product row.
 */
export interface SheetRow {
  /** `p12` for a product, `v34` for a variety: the key of its edits. */
  key: string;
  /** The product's id, or the variety's. */
  id: number;
  /** A variety row's product key and whether its price is the product's (follows the product row). */
  variety: { productKey: string; inherits: boolean } | null;
  base: Record<CellKey, string>;
  baseUnitPrice: number;
  baseStock: number | null;
  /** Categories as loaded, for the read-only column. */
  categories: string;
}

interface ListedVariety {
  id: number;
  title?: string;
  price: number;
  is_default?: boolean;
  store?: { balance?: number } | null;
}

interface ListedProduct {
  id: number;
  title: string;
  unit_price: number;
  discount?: number | null;
  discount_until?: string | null;
  status: string;
  varieties?: ListedVariety[];
  categories?: { title?: string }[];
}

/** The columns a variety row edits; the others are its product's. */
const VARIETY_CELLS: readonly CellKey[] = ['unit_price', 'stock'];

/** Whether a cell of this row can be edited (a variety row edits its price and stock only). */
export function cellEditable(row: SheetRow, key: CellKey): boolean {
  if (row.variety) return VARIETY_CELLS.includes(key);
  return key !== 'stock' || row.baseStock !== null;
}

/**
 * A product from the list API as sheet rows: the product, then each of its varieties when it has
 * varieties of its own (a product without options keeps its one hidden variety's stock on its row).
 */
export function sheetRowsOf(raw: Record<string, unknown>): SheetRow[] {
  const p = raw as unknown as ListedProduct;
  const varieties = p.varieties ?? [];
  const own = varieties.filter((v) => !v.is_default);
  const stock = own.length === 0 && varieties.length === 1 ? Number(varieties[0]?.store?.balance ?? 0) : null;
  const productKey = `p${p.id}`;
  const product: SheetRow = {
    key: productKey,
    id: Number(p.id),
    variety: null,
    base: {
      title: p.title,
      unit_price: toPersianDigits(p.unit_price),
      discount: p.discount === null || p.discount === undefined ? '' : toPersianDigits(p.discount),
      discount_until: p.discount_until ? formatJalali(p.discount_until, 'YYYY/MM/DD HH:mm') : '',
      stock: stock === null ? '' : toPersianDigits(stock),
      status: p.status,
    },
    baseUnitPrice: Number(p.unit_price),
    baseStock: stock,
    categories: (p.categories ?? []).map((c) => c.title ?? '').join('، '),
  };
  const rows = own.map((v): SheetRow => {
    const balance = Number(v.store?.balance ?? 0);
    return {
      key: `v${v.id}`,
      id: Number(v.id),
      variety: { productKey, inherits: inheritsProductPrice({ price: v.price }, Number(p.unit_price)) },
      base: {
        title: v.title ?? '',
        unit_price: toPersianDigits(v.price),
        discount: '',
        discount_until: '',
        stock: toPersianDigits(balance),
        status: '',
      },
      baseUnitPrice: Number(v.price),
      baseStock: balance,
      categories: '',
    };
  });
  return [product, ...rows];
}

/**
 * A cell as staff typed it, kept as the sheet shows numbers: Persian digits in number and date cells
 * (`222000` typed reads «۲۲۲۰۰۰», as the loaded cells do); titles keep the digits they were written with.
 */
export function typedCell(key: CellKey, value: string): string {
  const kind = SHEET_COLUMNS.find((column) => column.key === key)?.kind;
  return kind === 'number' || kind === 'date' ? toPersianDigits(value) : value;
}

/** Edits by row key (`p12`, `v34`). */
export type Edits = Record<string, Partial<Record<CellKey, string>>>;

/**
 * What a cell shows: the edit typed into it, else, for a variety that inherits, its product row's
 * price as it stands now (edited or not), else the loaded value.
 */
export function cellValue(row: SheetRow, key: CellKey, edits: Edits): string {
  const typed = edits[row.key]?.[key];
  if (typed !== undefined) return typed;
  if (key === 'unit_price' && row.variety?.inherits) {
    const productPrice = edits[row.variety.productKey]?.unit_price;
    if (productPrice !== undefined) return productPrice;
  }
  return row.base[key];
}

/**
 * The bulk row of one row's own edited cells (with their base values), or null when nothing changed.
 * An inheriting variety whose product price changes sends nothing: the server moves it with its product.
 */
export function bulkRowOf(row: SheetRow, edits: Edits[string] | undefined): Record<string, unknown> | null {
  const changed = Object.entries(edits ?? {}).filter(
    ([key, value]) => row.base[key as CellKey] !== value && cellEditable(row, key as CellKey),
  );
  if (!changed.length) return null;
  const out: Record<string, unknown> = row.variety ? { variety_id: row.id } : { id: row.id };
  for (const [key, value] of changed) {
    const text = (value ?? '').trim();
    // An emptied discount clears it; other emptied cells are left as they were.
    if (text === '' && (key === 'discount' || key === 'discount_until')) out[key] = null;
    else out[key] = key === 'discount_until' ? toAsciiDigits(text) : text;
  }
  if (out.discount !== undefined && out.discount !== null) out.discount_type = 'amount';
  if (out.unit_price !== undefined) out.base_unit_price = row.baseUnitPrice;
  if (out.stock !== undefined && row.baseStock !== null) out.base_stock = row.baseStock;
  return out;
}

/** Core's errors for one product's edited cells (the server reads the same rows with the same function). */
export function cellErrors(row: SheetRow, edits: Edits[string] | undefined): Record<string, string[]> {
  const bulk = bulkRowOf(row, edits);
  if (!bulk) return {};
  const errors = { ...readBulkEditRow(bulk).errors };
  if (bulk.stock !== undefined && row.baseStock === null)
    errors.stock = ['این محصول چند تنوع دارد؛ موجودی را در ویرایشگر محصول تغییر دهید.'];
  return errors;
}

/** Tab-separated text (a paste from Excel or Sheets) as a grid of cells; Excel's final newline dropped. */
export function readPastedGrid(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((line) => line.split('\t'));
}

export const STATUS_OPTIONS = PRODUCT_STATUSES;
export type { BulkEditRow };
