/** The palette dialog's accessible name. */
export const PALETTE_LABEL = 'جست‌وجو و فرمان‌ها';
/** The palette input's placeholder (also on the stand-in input shown while its chunk loads). */
export const PALETTE_PLACEHOLDER = 'نام صفحه، فرمان، شماره سفارش، نام مشتری…';
