import { ORDER_STATUSES } from '@shop-admin/core/base';
import { type ColumnView, cellText } from './cells.ts';
import type { OutputFormat } from './format.ts';
import { renderList, tsvValue } from './render.ts';
import type { Display } from './table.ts';

type Row = Record<string, unknown>;

/** One part of an order as `orders get` prints it: a heading, its columns and rows. */
export interface OrderSection {
  /** The `section` value of each TSV/CSV row (`item`, `payment`, `status_log`). */
  name: string;
  /** Its Persian heading on a terminal. */
  title: string;
  columns: ColumnView[];
  rows: Row[];
}

const STATUS = { type: 'select' as const, options: ORDER_STATUSES };

const ITEM_COLUMNS: ColumnView[] = [
  { key: 'id', label: 'ردیف', type: 'number' },
  { key: 'product_title', label: 'محصول' },
  { key: 'variety', label: 'تنوع' },
  { key: 'attributes', label: 'ویژگی‌ها' },
  { key: 'sku', label: 'SKU' },
  { key: 'amount', label: 'قیمت واحد', type: 'price', align: 'end' },
  { key: 'quantity', label: 'تعداد', type: 'number', align: 'end' },
  { key: 'discount_amount', label: 'تخفیف واحد', type: 'price', align: 'end' },
  { key: 'total', label: 'جمع', type: 'price', align: 'end' },
];

const PAYMENT_COLUMNS: ColumnView[] = [
  { key: 'invoice_id', label: 'فاکتور', type: 'number' },
  { key: 'invoice_type', label: 'نوع' },
  { key: 'invoice_amount', label: 'مبلغ فاکتور', type: 'price', align: 'end' },
  { key: 'wallet_amount', label: 'از کیف پول', type: 'price', align: 'end' },
  { key: 'invoice_status', label: 'وضعیت فاکتور' },
  { key: 'payment_id', label: 'پرداخت', type: 'number' },
  { key: 'gateway', label: 'درگاه' },
  { key: 'amount', label: 'مبلغ پرداخت', type: 'price', align: 'end' },
  { key: 'tracking_code', label: 'کد پیگیری' },
  { key: 'status', label: 'وضعیت پرداخت' },
  { key: 'created_at', label: 'زمان', type: 'datetime' },
];

const LOG_COLUMNS: ColumnView[] = [
  { key: 'created_at', label: 'زمان', type: 'datetime' },
  { key: 'from_status', label: 'از', ...STATUS },
  { key: 'status', label: 'به', ...STATUS },
  { key: 'admin', label: 'مدیر' },
  { key: 'description', label: 'توضیح' },
];

const asRows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((v): v is Row => typeof v === 'object' && v !== null) : [];

/** A line's variety snapshot (`extra`): product title, variety title, SKU, attributes as `name: value`. */
function itemRow(item: Row): Row {
  const extra = (typeof item.extra === 'object' && item.extra !== null ? item.extra : {}) as Row;
  const attributes = asRows(extra.attributes)
    .map((a) => `${String(a.label ?? a.name ?? '')}: ${String(a.value ?? '')}`)
    .join('، ');
  const color = typeof extra.color === 'object' && extra.color !== null ? (extra.color as Row).name : null;
  return {
    id: item.id,
    product_title: extra.product_title ?? '',
    variety: extra.title ?? '',
    attributes: [color ? `رنگ: ${String(color)}` : '', attributes].filter(Boolean).join('، '),
    sku: extra.sku ?? '',
    amount: item.amount,
    quantity: item.quantity,
    discount_amount: item.discount_amount,
    total: item.total,
  };
}

/** Each payment of each invoice on its own row; an invoice without payments has one row of its own. */
function paymentRows(order: Row): Row[] {
  return asRows(order.invoices).flatMap((invoice) => {
    const head = {
      invoice_id: invoice.id,
      invoice_type: invoice.type,
      invoice_amount: invoice.amount,
      wallet_amount: invoice.wallet_amount,
      invoice_status: invoice.status,
    };
    const payments = asRows(invoice.payments);
    if (!payments.length) return [{ ...head, created_at: invoice.created_at }];
    return payments.map((payment) => ({
      ...head,
      payment_id: payment.id,
      gateway: payment.gateway,
      amount: payment.amount,
      tracking_code: payment.tracking_code,
      status: payment.status,
      created_at: payment.created_at,
    }));
  });
}

/** The lines, payments and status log of an order detail (GET admin/orders/{id}). */
export function orderSections(order: Row): OrderSection[] {
  return [
    { name: 'item', title: 'اقلام سفارش', columns: ITEM_COLUMNS, rows: asRows(order.items).map(itemRow) },
    { name: 'payment', title: 'فاکتورها و پرداخت‌ها', columns: PAYMENT_COLUMNS, rows: paymentRows(order) },
    { name: 'status_log', title: 'تاریخچه وضعیت', columns: LOG_COLUMNS, rows: asRows(order.order_logs) },
  ];
}

/**
 * The sections after the order itself. TSV and CSV: a blank line, then per section a header row
 * (`section` then the keys) and one row per record whose first cell names the section, so a script
 * can pick them out (`awk -F'\t' '$1 == "item"'`). Tables: a heading and a table per section.
 */
export async function renderOrderSections(
  sections: readonly OrderSection[],
  format: Exclude<OutputFormat, { kind: 'json' }>,
  display: Display,
): Promise<string> {
  if (format.kind !== 'table') {
    const stringify = format.kind === 'csv' ? (await import('csv-stringify/sync')).stringify : null;
    const blocks = sections.map((section) => {
      const head = ['section', ...section.columns.map((c) => c.key)];
      const rows = section.rows.map((row) => [
        section.name,
        ...section.columns.map((c) => cellText(row[c.key], c, false)),
      ]);
      return stringify
        ? stringify([head, ...rows])
        : [head, ...rows].map((row) => `${row.map(tsvValue).join('\t')}\n`).join('');
    });
    return blocks.map((block) => `\n${block}`).join('');
  }
  const { toVisual } = await import('./bidi.ts');
  let out = '';
  for (const section of sections) {
    const heading = `${section.title} (${section.rows.length})`;
    out += `\n${display.reorder ? toVisual(heading) : heading}\n`;
    if (section.rows.length) out += await renderList(section.rows, section.columns, format, display);
  }
  return out;
}
