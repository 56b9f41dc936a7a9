/**
 * The offline sale (issue 33), shared by the server and the web till: its client id (the idempotency
 * key of POST admin/mini_orders), the payment kinds a till may take without the server, the receipt's
 * mark, and the staff notification raised when a synced offline sale took more units than stock held.
 */

/** A client id: a random (version 4) UUID in lower case, made on the device when the sale is rung up. */
export const OFFLINE_SALE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Whether a value is a client id of an offline sale. */
export const isOfflineSaleId = (value: unknown): value is string =>
  typeof value === 'string' && OFFLINE_SALE_ID.test(value);

/**
 * A new client id. Uses getRandomValues (there on plain http too, unlike randomUUID), so a till on a
 * shop's LAN address still makes valid ids.
 */
export function newOfflineSaleId(
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => {
    crypto.getRandomValues(b);
  },
): string {
  const bytes = new Uint8Array(16);
  fill(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The short form of a client id printed big on the receipt (the full id is printed too). */
export const offlineSaleShortId = (id: string) => id.slice(0, 8).toUpperCase();

/** What the receipt of a sale recorded on the device says. */
export const OFFLINE_RECEIPT_MARK = 'ثبت آفلاین';

/** Payment kinds a till may take with no server: cash, and card on the standalone bank terminal. */
export const OFFLINE_PAYMENT_KINDS = ['cash', 'card'] as const;

/** The payment part of a sale the offline rule looks at (POST admin/mini_orders' names). */
export interface OfflineTender {
  from_wallet_amount?: number | null;
  card_amount?: number | null;
  card_reference?: string | null;
}

export const OFFLINE_MESSAGES = {
  wallet:
    'پرداخت از کیف پول بدون اتصال به سرور ممکن نیست؛ موجودی کیف پول فقط روی سرور است. نقدی یا کارت بگیرید.',
  cardReference: 'در حالت آفلاین برای پرداخت کارتی، شماره پیگیری رسید کارت‌خوان را وارد کنید.',
  sessionExpired: 'نشست شما پایان یافته است؛ فروش‌ها روی دستگاه می‌مانند و پس از ورود دوباره ارسال می‌شوند.',
} as const;

/**
 * Why a sale cannot be taken offline, or null when it can: the wallet lives on the server, and a card
 * payment on the standalone terminal needs the terminal's reference (the only proof until sync).
 */
export function offlineTenderRefusal(tender: OfflineTender): { field: string; message: string } | null {
  if ((tender.from_wallet_amount ?? 0) > 0)
    return { field: 'from_wallet_amount', message: OFFLINE_MESSAGES.wallet };
  if ((tender.card_amount ?? 0) > 0 && !(tender.card_reference ?? '').trim()) {
    return { field: 'card_reference', message: OFFLINE_MESSAGES.cardReference };
  }
  return null;
}

/** The staff notification of an offline sale that took more units than the stock held when it synced. */
export const OFFLINE_SHORTFALL_NOTIFICATION = 'OfflineSaleShortfallNotification';
/** Who hears of it: those who keep the stock. */
export const OFFLINE_SHORTFALL_PERMISSIONS = ['write_store'] as const;

/** The Persian text naming the sale, the variety and the shortfall (notification and stock line). */
export const offlineShortfallDescription = (input: {
  saleId: string;
  varietyTitle: string;
  varietyId: string;
  shortfall: string;
}) =>
  `کسری موجودی: فروش آفلاین شماره ${input.saleId} برای «${input.varietyTitle}» (تنوع ${input.varietyId}) ${input.shortfall} عدد بیش از موجودی فروخته شد.`;
