export {
  orderBulkStatusFields,
  orderByIdFields,
  orderCreateFields,
  orderItemAddFields,
  orderItemQuantityFields,
  orderItemStatusFields,
  orderLineFields,
  orderPrintFields,
  orderQuoteFields,
  orderStatusChangeFields,
  orderUpdateFields,
} from './fields.ts';
export {
  type OrderMoveSubject,
  type OrderMoveSummary,
  orderMoveLines,
  orderMoveSummary,
} from './move-summary.ts';
export { isProductForSale, varietySaleRefusal } from './sellable.ts';
export { ORDER_STATUS_KEYS, orderStatusKey } from './status-keys.ts';
export {
  isFailedOrderStatus,
  isOrderStatus,
  isSuccessOrderStatus,
  ORDER_ACTIVE_STATUSES,
  ORDER_BULK_STATUSES,
  ORDER_EDITABLE_STATUSES,
  ORDER_FAILED_STATUSES,
  ORDER_STATUS_VALUES,
  ORDER_STATUSES,
  ORDER_SUCCESS_STATUSES,
  type OrderStatus,
  orderItemsEditRefusal,
  orderStatusLabel,
} from './statuses.ts';
export { type OrderTotals, type OrderTotalsLine, orderTotals } from './totals.ts';
export {
  allowedOrderTransitions,
  checkOrderTransition,
  ORDER_TRANSITION_EFFECT_LABELS,
  type OrderTransitionEffect,
  type OrderTransitionPlan,
  orderTransitionEffects,
  planOrderTransition,
} from './transitions.ts';
export { ORDER_LIMITS, ORDER_NOTIFICATION_TYPE, ORDER_UNREAD_RULE } from './unread.ts';
