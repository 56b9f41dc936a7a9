export {
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  checkoutAddressFields,
  checkoutFields,
  checkoutLineFields,
  NEW_ORDER_NOTIFICATION_PERMISSIONS,
  newOrderNotificationDescription,
  UNPAID_ORDER_DETAIL,
} from './checkout.ts';
