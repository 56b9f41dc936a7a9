export { toAsciiDigits, toPersianDigits } from './digits.ts';
export { isValidCardNumber, isValidNationalCode, normalizeIranMobile } from './iran-ids.ts';
export { compactPersian, latinKeysToPersian, normalizePersian } from './normalize.ts';
export { formatPriceInput, parsePrice } from './price.ts';
export { slugify } from './slug.ts';
