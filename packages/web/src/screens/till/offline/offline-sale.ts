import { newOfflineSaleId } from '@shop-admin/core';
import type { Sale } from '../sale-types.ts';
import { type TillLine, tillTotals } from '../till-model.ts';
import type { OfflineReceipt, QueuedSale, ReceiptShop } from './device-store.ts';

/** What the till knows of a sale when it records it on the device. */
export interface OfflineSaleInput {
  clientId: string;
  lines: readonly TillLine[];
  body: Record<string, unknown>;
  discount: number;
  cash: number;
  card: number;
  cardReference: string;
  mobile: string;
  customerName: string;
  description: string;
  now: Date;
}

export { newOfflineSaleId };

/** The queue entry of a sale rung up offline: the body with its id and offline time, and its receipt. */
export function offlineSaleEntry(input: OfflineSaleInput): Omit<QueuedSale, 'seq'> {
  const totals = tillTotals(input.lines, input.discount);
  const createdAt = input.now.toISOString();
  const receipt: OfflineReceipt = {
    lines: input.lines.map((l) => ({
      title: l.variety.title,
      quantity: l.quantity,
      amount: l.amount,
      returned: l.returned,
    })),
    sell: totals.sell,
    refund: totals.refund,
    discount: totals.discount,
    total: totals.total,
    cash: input.cash,
    card: input.card,
    cardReference: input.cardReference.trim() || null,
    customerMobile: input.mobile.trim() || null,
    customerName: input.customerName.trim() || null,
    description: input.description.trim() || null,
  };
  return {
    clientId: input.clientId,
    createdAt,
    body: { ...input.body, client_id: input.clientId, offline: true, offline_at: createdAt },
    receipt,
    error: null,
  };
}

/** A queued sale as the receipt component reads a sale (no number yet: the device id instead). */
export function offlineReceiptSale(
  sale: Pick<QueuedSale, 'clientId' | 'createdAt' | 'receipt'>,
  shop: ReceiptShop | null,
): Sale {
  const r = sale.receipt;
  return {
    id: 0,
    customer_id: null,
    customer_name: r.customerName,
    customer_mobile: r.customerMobile,
    description: r.description,
    type: r.refund > 0 && r.sell > 0 ? 'both' : r.refund > 0 ? 'refund' : 'sell',
    discount_amount: r.discount,
    from_wallet_amount: 0,
    cash_amount: r.cash,
    card_amount: r.card,
    sell_amount: r.sell,
    refund_amount: r.refund,
    total: r.total,
    items_count: r.lines.length,
    creator_name: null,
    created_at: sale.createdAt,
    tracking_code: r.cardReference,
    client_id: sale.clientId,
    offline_at: sale.createdAt,
    shop: shop ?? undefined,
    items: r.lines.map((line, index) => ({
      id: index + 1,
      variety_id: 0,
      type: line.returned ? 'refund' : 'sell',
      quantity: line.quantity,
      amount: line.amount,
      line_total: line.amount * line.quantity,
      variety: {
        id: 0,
        sku: null,
        barcode: null,
        name: null,
        attributes: [],
        color: null,
        product: { id: 0, title: line.title },
      },
    })),
  };
}
