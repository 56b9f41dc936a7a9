import type { ScreenKey } from '../../hotkeys/screen-keys.ts';

/** The till's keys: function keys, so they work while the code field has focus. */
export const TILL_KEYS = {
  pay: 'F9',
  clear: 'F4',
  newSale: 'F2',
  search: 'F3',
  customer: 'F6',
  code: 'F7',
  help: 'F1',
} as const;

/** The till's keys as the `?` sheet lists them. */
export const TILL_KEY_LIST: readonly ScreenKey[] = [
  { hotkey: TILL_KEYS.pay, title: 'صندوق: پرداخت و ثبت فروش' },
  { hotkey: TILL_KEYS.clear, title: 'صندوق: پاک کردن فاکتور' },
  { hotkey: TILL_KEYS.newSale, title: 'صندوق: فروش جدید (پس از چاپ رسید)' },
  { hotkey: TILL_KEYS.code, title: 'صندوق: رفتن به کد کالا' },
  { hotkey: TILL_KEYS.search, title: 'صندوق: جست‌وجوی کالا با نام' },
  { hotkey: TILL_KEYS.customer, title: 'صندوق: موبایل مشتری' },
  { hotkey: TILL_KEYS.help, title: 'صندوق: همین راهنما' },
];
