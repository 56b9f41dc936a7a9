/** Persian titles of admin notifications (SPEC.md §9), by kind. */
export const NOTIFICATION_TITLES = {
  productUnavailable: 'ناموجود',
  order: 'سفارش جدید',
  generic: 'اعلان',
} as const;
