import { orderStatusLabel } from '@shop-admin/core';
import type { invoices, orderItems, orders, payments } from '../../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/**
 * An order as the storefront shows it to whoever holds it (the guest's checkout answer, the signed
 * payment pages): no staff-only fields, and nothing that tells whether the order joined an account
 * (no customer or address id), so a guest checkout does not tell whether a mobile is a customer's.
 */
export function serializeFrontOrder(order: OrderRow, items?: readonly OrderItemRow[]) {
  return {
    id: order.id,
    status: order.status,
    status_label: orderStatusLabel(order.status),
    status_detail: order.statusDetail,
    reserved: order.reserved,
    address: order.address,
    shipping_id: order.shippingId,
    shipping_amount: order.shippingAmount,
    coupon_id: order.couponId,
    discount_amount: order.discountAmount,
    description: order.description,
    items_count: order.itemsCount,
    items_quantity: order.itemsQuantity,
    items_amount: order.itemsAmount,
    total_amount: order.totalAmount,
    paid_amount: order.paidAmount,
    paid_at: order.paidAt,
    created_at: order.createdAt,
    updated_at: order.updatedAt,
    ...(items
      ? {
          items: items.map((item) => ({
            id: item.id,
            product_id: item.productId,
            variety_id: item.varietyId,
            quantity: item.quantity,
            amount: item.amount,
            discount_amount: item.discountAmount,
            status: item.status,
            extra: item.extra,
          })),
        }
      : {}),
  };
}

/** An order as its signed-in customer sees it: with their customer id and saved address id. */
export function serializeAccountOrder(order: OrderRow, items?: readonly OrderItemRow[]) {
  return {
    ...serializeFrontOrder(order, items),
    customer_id: order.customerId,
    address_id: order.addressId,
  };
}

/** An invoice as the storefront and the gateway show it. */
export function serializeInvoice(invoice: InvoiceRow) {
  return {
    id: invoice.id,
    order_id: invoice.orderId,
    amount: invoice.amount,
    type: invoice.type,
    wallet_amount: invoice.walletAmount,
    /** What the gateway is asked to take. */
    gateway_amount: invoice.amount - invoice.walletAmount,
    status: invoice.status,
    status_detail: invoice.statusDetail,
    created_at: invoice.createdAt,
    updated_at: invoice.updatedAt,
  };
}

/** A gateway payment as the storefront shows it. */
export function serializePayment(payment: PaymentRow) {
  return {
    id: payment.id,
    invoice_id: payment.invoiceId,
    gateway: payment.gateway,
    transaction_id: payment.transactionId,
    tracking_code: payment.trackingCode,
    amount: payment.amount,
    status: payment.status,
    created_at: payment.createdAt,
  };
}
