import { orderStatusLabel } from '@shop-admin/core';
import type { customers, orderItems, orders } from '../../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** Totals of an order's child orders, merged into their parent's row. */
export interface ChildTotals {
  itemsCount: number;
  totalAmount: number;
  paidAmount: number;
}

/** The customer as order answers show it. */
export function orderCustomer(customer: CustomerRow | null) {
  return customer
    ? {
        id: customer.id,
        first_name: customer.firstName,
        last_name: customer.lastName,
        mobile: customer.mobile,
      }
    : null;
}

/** The receiver's name as staff read it (from the address snapshot, not the normalised search column). */
export function receiverName(order: OrderRow): string {
  const address = order.address;
  return address ? `${address.first_name} ${address.last_name}`.trim() : '';
}

/**
 * An order as the list shows it (shopit-contract.md c: id, customer_id, address, status, parent_id,
 * created_at, total_items_count, total_amount, receiver), with the customer and the money columns;
 * child orders' items and amounts are added to their parent's.
 */
export function serializeOrderRow(order: OrderRow, customer: CustomerRow | null, children?: ChildTotals) {
  const totalAmount = order.totalAmount + (children?.totalAmount ?? 0);
  const paidAmount = order.paidAmount + (children?.paidAmount ?? 0);
  return {
    id: order.id,
    customer_id: order.customerId,
    customer: orderCustomer(customer),
    address: order.address,
    receiver: receiverName(order),
    province_id: order.provinceId,
    city_id: order.cityId,
    status: order.status,
    status_label: orderStatusLabel(order.status),
    status_detail: order.statusDetail,
    parent_id: order.parentId,
    reserved: order.reserved,
    tracking_code: order.trackingCode,
    shipping_id: order.shippingId,
    shipping_amount: order.shippingAmount,
    coupon_id: order.couponId,
    discount_amount: order.discountAmount,
    items_amount: order.itemsAmount,
    total_items_count: order.itemsCount + (children?.itemsCount ?? 0),
    total_quantity: order.itemsQuantity,
    total_amount: totalAmount,
    paid_amount: paidAmount,
    /** Shopit's name for what was paid. */
    total_invoices_amount: paidAmount,
    description: order.description,
    creator_id: order.creatorId,
    paid_at: order.paidAt,
    reserved_at: order.reservedAt,
    delivered_at: order.deliveredAt,
    created_at: order.createdAt,
    updated_at: order.updatedAt,
  };
}

export type OrderListRow = ReturnType<typeof serializeOrderRow>;

/** An order line with its variety snapshot and line total. */
export function serializeOrderItem(item: ItemRow) {
  return {
    id: item.id,
    order_id: item.orderId,
    product_id: item.productId,
    variety_id: item.varietyId,
    quantity: item.quantity,
    amount: item.amount,
    discount_amount: item.discountAmount,
    total: item.amount * item.quantity,
    status: item.status,
    extra: item.extra,
    flash_id: item.flashId,
    created_at: item.createdAt,
    updated_at: item.updatedAt,
  };
}
