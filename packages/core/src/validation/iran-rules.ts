import { isValidCardNumber, isValidNationalCode } from '../persian/iran-ids.ts';

/**
 * Checksum rules for Iranian identifiers, as `validate` rules: `national_code` (کد ملی, its check
 * digit) and `card_number` (a 16-digit bank card, Luhn). Any digit script; card numbers may carry
 * spaces or dashes. The regex rule cannot express a checksum, hence named rules.
 */
export const iranIdChecks = {
  national_code: (value: unknown, param: boolean): boolean =>
    !param ||
    ((typeof value === 'string' || typeof value === 'number') && isValidNationalCode(String(value))),
  card_number: (value: unknown, param: boolean): boolean =>
    !param || ((typeof value === 'string' || typeof value === 'number') && isValidCardNumber(String(value))),
};
