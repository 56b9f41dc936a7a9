import {
  type ApiClient,
  BULK_EDIT_COLUMNS,
  type BulkEditColumn,
  formatJalali,
  type QueryValue,
  resourceNamed,
} from '@shop-admin/core/base';
import { listRecords, type Row } from './resources.ts';

/** A row of `products export`: exactly the columns `products apply` reads, '' where unchanged. */
export type ExportRow = Record<BulkEditColumn, string>;

interface ListedVariety {
  id: number;
  price: number;
  sku: string | null;
  is_default?: boolean;
  store?: { balance?: number };
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Discount ends as Jalali Tehran time with seconds, which core's bulk reader reads back exactly. */
const when = (value: unknown): string =>
  typeof value === 'string' && value ? formatJalali(value, 'YYYY/MM/DD HH:mm:ss', { digits: 'latin' }) : '';

function row(values: Partial<ExportRow>): ExportRow {
  return Object.fromEntries(BULK_EDIT_COLUMNS.map((column) => [column, values[column] ?? ''])) as ExportRow;
}

/**
 * The rows of one product. Rows are addressed by id (products) and variety_id (varieties), never by
 * SKU (beside an id the SKU is a value to set, like the title). Each row carries the price and stock it
 * was exported with (base_unit_price, base_stock): if the shop changed them since, apply reports a
 * conflict instead of overwriting what was sold or repriced meanwhile. A product
 * with one variety is one row (its stock goes to that variety); a product with several gets a row
 * for itself (price, discount, status, approval) and one per variety (its price and stock).
 */
export function productRows(product: Row): ExportRow[] {
  const varieties = (Array.isArray(product.varieties) ? product.varieties : []) as ListedVariety[];
  const single = varieties.length === 1 ? varieties[0] : undefined;
  const stock = single ? text(single.store?.balance ?? 0) : '';
  const head = row({
    id: text(product.id),
    title: text(product.title),
    sku: text(product.sku),
    unit_price: text(product.unit_price),
    base_unit_price: text(product.unit_price),
    purchase_price: text(product.purchase_price),
    discount: text(product.discount),
    discount_type: text(product.discount_type),
    discount_until: when(product.discount_until),
    status: text(product.status),
    approved: product.approved_at ? 'true' : 'false',
    stock,
    base_stock: stock,
  });
  if (varieties.length <= 1) return [head];
  return [
    head,
    ...varieties.map((variety) =>
      row({
        variety_id: text(variety.id),
        sku: text(variety.sku),
        unit_price: text(variety.price),
        base_unit_price: text(variety.price),
        stock: text(variety.store?.balance ?? 0),
        base_stock: text(variety.store?.balance ?? 0),
      }),
    ),
  ];
}

/** Every product matching the filters, page after page, as bulk rows. */
export async function exportProducts(
  api: ApiClient,
  query: Record<string, QueryValue>,
  onPage?: (fetched: number, total: number) => void,
): Promise<ExportRow[]> {
  const resource = resourceNamed('products');
  const { items } = await listRecords(api, resource, { query, limit: 'all', ...(onPage ? { onPage } : {}) });
  return items.flatMap(productRows);
}
