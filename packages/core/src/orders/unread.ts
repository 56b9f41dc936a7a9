/** The notification type of a new paid order (shopit-contract.md g): `{type: 'order', data: {order_id, description}}`. */
export const ORDER_NOTIFICATION_TYPE = 'order';

/**
 * "Unread" orders for one admin: orders in status `new` (paid, not yet taken up) for which that admin
 * holds an unread `order` notification (`notifications.type = 'order'`, `data.order_id` the order,
 * `read_at` null). Reading the notification (or marking all read) takes the order out of the list; an
 * order that moved on from `new` is no longer unread whatever the notification says. The list filter
 * is `unread=1` on GET admin/orders (the CLI's `shop-admin orders --unread`).
 */
export const ORDER_UNREAD_RULE = {
  status: 'new',
  notificationType: ORDER_NOTIFICATION_TYPE,
  filter: 'unread',
} as const;

/** Limits of the order endpoints. */
export const ORDER_LIMITS = {
  /** Default page size of the orders list (Shopit's 25). */
  perPage: 25,
  /** Most orders printed at once (POST orders/print/details). */
  printMaxIds: 100,
  /** Most orders in one bulk status change (POST orders/status/changes). */
  bulkMaxIds: 500,
  /** Most units of one line. */
  maxQuantity: 1000,
  /** Most lines of one staff-created order. */
  maxLines: 100,
} as const;
