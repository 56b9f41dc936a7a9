import { optionLabel } from '../display/option-label.ts';

/**
 * Online order statuses (shopit-contract.md e, "Orders (online)"), with the Persian labels staff see.
 * Labels follow the Atlas set for `new` (جدید) and Oil's for `in_progress` (در حال پردازش).
 */
export const ORDER_STATUSES = [
  { value: 'wait_for_payment', label: 'در انتظار پرداخت' },
  { value: 'new', label: 'جدید' },
  { value: 'reserved', label: 'رزرو شده' },
  { value: 'in_progress', label: 'در حال پردازش' },
  { value: 'delivered', label: 'ارسال شده' },
  { value: 'canceled', label: 'کنسل شده' },
  { value: 'failed', label: 'خطا' },
] as const;

/** One of the order statuses (`orders.status`). */
export type OrderStatus = (typeof ORDER_STATUSES)[number]['value'];

/** Every status value, in the order above. */
export const ORDER_STATUS_VALUES: readonly OrderStatus[] = ORDER_STATUSES.map((status) => status.value);

/**
 * The success group: a paid order the shop works on. An order in one of these holds its stock and the
 * customer's money; Shopit's ACTIVE statuses.
 */
export const ORDER_SUCCESS_STATUSES: readonly OrderStatus[] = ['new', 'reserved', 'in_progress', 'delivered'];

/** Shopit's name for the success group (lists and reports count these as sales). */
export const ORDER_ACTIVE_STATUSES = ORDER_SUCCESS_STATUSES;

/** The failed group: unpaid, canceled or failed orders; they hold neither stock nor money owed to the shop. */
export const ORDER_FAILED_STATUSES: readonly OrderStatus[] = ['wait_for_payment', 'canceled', 'failed'];

/** Statuses the bulk change (`POST orders/status/changes`) may set. */
export const ORDER_BULK_STATUSES: readonly OrderStatus[] = ['new', 'in_progress', 'delivered'];

/** Statuses whose items staff may still add, change or remove (the parcel has not left). */
export const ORDER_EDITABLE_STATUSES: readonly OrderStatus[] = [
  'wait_for_payment',
  'new',
  'reserved',
  'in_progress',
];

/** True when `value` is a known order status. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUS_VALUES as readonly string[]).includes(value);
}

/** The Persian label of a status; an unknown value is returned as it is. */
export function orderStatusLabel(status: string): string {
  return optionLabel(ORDER_STATUSES, status) ?? status;
}

/** True for new, reserved, in_progress and delivered. */
export function isSuccessOrderStatus(status: string): boolean {
  return (ORDER_SUCCESS_STATUSES as readonly string[]).includes(status);
}

/** True for wait_for_payment, canceled and failed. */
export function isFailedOrderStatus(status: string): boolean {
  return (ORDER_FAILED_STATUSES as readonly string[]).includes(status);
}

/** Why items of an order in `status` cannot be edited (Persian), or null when they can. */
export function orderItemsEditRefusal(status: string): string | null {
  if ((ORDER_EDITABLE_STATUSES as readonly string[]).includes(status)) return null;
  return `اقلام سفارش در وضعیت «${orderStatusLabel(status)}» قابل تغییر نیست.`;
}
