import { IRAN_MOBILE } from '../registry/resources/common.ts';
import { fieldList } from '../registry/resources/define.ts';

/** Limits of the storefront checkout (POST front/orders) and of the unpaid-order job. */
export const CHECKOUT_LIMITS = {
  /** An order still waiting for payment this long after it was placed fails (Shopit `order.gateway_timeout`). */
  unpaidTimeoutMinutes: 15,
  /** Longest `Idempotency-Key` header accepted. */
  idempotencyKeyMax: 128,
  /** Most lines of one checkout. */
  maxLines: 100,
  /** Most units of one line. */
  maxQuantity: 1000,
} as const;

/** Shopit's status_detail of an order failed by the unpaid-order job. */
export const UNPAID_ORDER_DETAIL = 'خطا بدلیل عدم پرداخت توسط کاربر';

/** Persian texts of the checkout and payment flow, shown to customers and staff. */
export const CHECKOUT_MESSAGES = {
  placed: 'سفارش ثبت شد؛ برای تکمیل، مبلغ را پرداخت کنید.',
  paid: 'پرداخت با موفقیت انجام شد.',
  alreadyPaid: 'این پرداخت قبلا ثبت شده است.',
  canceledByCustomer: 'پرداخت توسط کاربر لغو شد.',
  badIdempotencyKey:
    'سرآیند Idempotency-Key باید بین ۸ تا ۱۲۸ نویسه از حروف لاتین، رقم، خط تیره یا زیرخط باشد.',
  idempotencyKeyReused: 'این کلید Idempotency-Key پیش‌تر برای سفارش دیگری به کار رفته است.',
} as const;

/** The recipients of the new-order notification: admins whose role holds read_order (super admins always). */
export const NEW_ORDER_NOTIFICATION_PERMISSIONS: readonly string[] = ['read_order'];

/** Shopit's description of the staff notification of a new paid order. */
export const newOrderNotificationDescription = (orderId: number): string =>
  `سلام ادمین، سفارش جدید با شناسه ${orderId} ثبت شد`;

/** One line of a checkout: a variety and how many units. */
export const checkoutLineFields = fieldList([
  { name: 'id', label: 'شناسه تنوع', type: 'number', rules: { required: true, integer: true, min_value: 1 } },
  {
    name: 'quantity',
    label: 'تعداد',
    type: 'number',
    rules: { required: true, integer: true, min_value: 1, max_value: CHECKOUT_LIMITS.maxQuantity },
  },
]);

/**
 * The delivery address a checkout sends: saved as one of the customer's addresses when the checkout is
 * theirs (their token) or the mobile is new; a guest's order with a customer's mobile keeps it on itself.
 */
export const checkoutAddressFields = fieldList([
  { name: 'first_name', label: 'نام گیرنده', type: 'text', rules: { required: true, min: 2, max: 100 } },
  {
    name: 'last_name',
    label: 'نام خانوادگی گیرنده',
    type: 'text',
    rules: { required: true, min: 2, max: 100 },
  },
  {
    name: 'mobile',
    label: 'موبایل گیرنده',
    type: 'mobile',
    rules: { required: true, regex: IRAN_MOBILE },
    hint: 'مثل ۰۹۱۲۱۲۳۴۵۶۷',
  },
  {
    name: 'city_id',
    label: 'شهر',
    type: 'reference',
    reference: 'cities',
    rules: { required: true, integer: true, min_value: 1 },
  },
  { name: 'postal_code', label: 'کد پستی', type: 'text', rules: { required: true, digits: 10 } },
  { name: 'address', label: 'نشانی', type: 'textarea', rules: { required: true, min: 10, max: 1000 } },
]);

/**
 * The storefront checkout body (POST front/orders): the customer by mobile, the delivery address
 * (an object of `checkoutAddressFields`), the shipping method, the varieties, an optional coupon code,
 * the customer's note, reservation, and whether to pay from the wallet first.
 */
export const checkoutFields = fieldList([
  {
    name: 'mobile',
    label: 'موبایل',
    type: 'mobile',
    rules: { required: true, regex: IRAN_MOBILE },
    hint: 'مثل ۰۹۱۲۱۲۳۴۵۶۷',
  },
  {
    name: 'shipping_id',
    label: 'روش ارسال',
    type: 'reference',
    reference: 'shippings',
    rules: { required: true, integer: true, min_value: 1 },
  },
  {
    name: 'varieties',
    label: 'کالاها',
    type: 'rows',
    items: checkoutLineFields,
    rules: { required: true, min: 1, max: CHECKOUT_LIMITS.maxLines },
  },
  { name: 'coupon_code', label: 'کد تخفیف', type: 'text', rules: { max: 64 } },
  { name: 'description', label: 'توضیحات', type: 'textarea', rules: { max: 1000 } },
  { name: 'reserved', label: 'رزرو سفارش', type: 'boolean' },
  { name: 'from_wallet', label: 'پرداخت از کیف پول', type: 'boolean' },
]);
