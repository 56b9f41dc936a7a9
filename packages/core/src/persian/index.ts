export { persianTextDigits, toAsciiDigits, toPersianDigits } from './digits.ts';
export {
  ARABIC_TO_PERSIAN_LETTERS,
  INVISIBLE_CHARACTERS,
  PERSIAN_MARKS,
  PERSIAN_SEARCH_FOLDS,
  persianLetters,
} from './folds.ts';
export { isValidCardNumber, isValidNationalCode, normalizeIranMobile } from './iran-ids.ts';
export { compactPersian, latinKeysToPersian, normalizePersian } from './normalize.ts';
export { formatPriceInput, parsePrice } from './price.ts';
export { slugify } from './slug.ts';
