import {
  type BulkEditRow,
  formatJalali,
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

/** One product as loaded: its cells as text, the values they were based on, and whether stock is editable. */
export interface SheetRow {
  id: number;
  base: Record<CellKey, string>;
  baseUnitPrice: number;
  baseStock: number | null;
  /** Categories as loaded, for the read-only column. */
  categories: string;
}

interface ListedProduct {
  id: number;
  title: string;
  unit_price: number;
  discount?: number | null;
  discount_until?: string | null;
  status: string;
  varieties?: { store?: { balance?: number } | null }[];
  categories?: { title?: string }[];
}

/** A product from the list API as a sheet row (stock only for a product with one variety). */
export function sheetRowOf(raw: Record<string, unknown>): SheetRow {
  const p = raw as unknown as ListedProduct;
  const varieties = p.varieties ?? [];
  const stock = varieties.length === 1 ? Number(varieties[0]?.store?.balance ?? 0) : null;
  return {
    id: Number(p.id),
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
}

export type Edits = Record<number, Partial<Record<CellKey, string>>>;

/** The bulk row of one product's edited cells (with its base values), or null when nothing changed. */
export function bulkRowOf(row: SheetRow, edits: Edits[number] | undefined): Record<string, unknown> | null {
  const changed = Object.entries(edits ?? {}).filter(([key, value]) => row.base[key as CellKey] !== value);
  if (!changed.length) return null;
  const out: Record<string, unknown> = { id: row.id };
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
export function cellErrors(row: SheetRow, edits: Edits[number] | undefined): Record<string, string[]> {
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
