import { persianTextDigits, varietyDisplayName, varietyTitle } from '@shop-admin/core';

/** An in-person sale as GET/POST admin/mini_orders answer it (one sale, with its lines and the shop). */
export interface Sale {
  id: number;
  customer_id: number | null;
  customer_name: string | null;
  customer_mobile: string | null;
  description: string | null;
  type: 'sell' | 'refund' | 'both';
  discount_amount: number;
  from_wallet_amount: number;
  cash_amount: number;
  card_amount: number;
  sell_amount: number;
  refund_amount: number;
  total: number;
  items_count: number;
  creator_name: string | null;
  created_at: string;
  /** The terminal's reference of a card payment, when typed. */
  tracking_code?: string | null;
  /** Issue 33: the device id of a sale the till recorded offline, and when it was rung up there. */
  client_id?: string | null;
  offline_at?: string | null;
  shop?: { name: string | null; telephone: string | null; address: string | null };
  items?: SaleItem[];
}

export interface SaleItem {
  id: number;
  variety_id: number;
  type: 'sell' | 'refund';
  quantity: number;
  amount: number;
  line_total: number;
  variety: {
    id: number;
    sku: string | null;
    barcode: string | null;
    name: string | null;
    attributes: { value?: string; name?: string }[];
    color: { name: string } | null;
    product: { id: number; title: string };
  };
}

/** A line's title on the receipt: the product and every part of its variety (core's variety name). */
export function itemTitle(item: SaleItem): string {
  const { variety } = item;
  return persianTextDigits(varietyDisplayName(variety.product.title, varietyTitle(variety.name, variety)));
}

/** The payments of a sale, in order, without the empty ones. */
export function salePayments(sale: Sale): { label: string; amount: number }[] {
  return [
    { label: 'نقدی', amount: sale.cash_amount },
    { label: 'کارت', amount: sale.card_amount },
    { label: 'کیف پول', amount: sale.from_wallet_amount },
  ].filter((p) => p.amount > 0);
}
