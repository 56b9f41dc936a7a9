import { toAsciiDigits } from './digits.ts';

/**
 * An Iranian mobile number as stored: 11 Latin digits starting 09. Accepts any digit script, spaces,
 * dashes and the +98 / 0098 / 98 prefixes (`+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷` → `09121234567`). Null when it is not one.
 */
export function normalizeIranMobile(input: string): string | null {
  let digits = toAsciiDigits(input).replace(/[\s\-()]/g, '');
  if (digits.startsWith('+98')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('0098')) digits = `0${digits.slice(4)}`;
  else if (/^989\d{9}$/.test(digits)) digits = `0${digits.slice(2)}`;
  else if (/^9\d{9}$/.test(digits)) digits = `0${digits}`;
  return /^09\d{9}$/.test(digits) ? digits : null;
}

/**
 * Whether a 10-digit Iranian national code (کد ملی) passes its checksum: the weighted sum of the first
 * nine digits (weights 10…2) mod 11 gives the check digit (remainder < 2 → itself, else 11 − it).
 * Any digit script; codes of one repeated digit are refused.
 */
export function isValidNationalCode(input: string): boolean {
  const code = toAsciiDigits(input).trim();
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(code[i]) * (10 - i);
  const remainder = sum % 11;
  const check = Number(code[9]);
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}

/** Whether a 16-digit bank card number passes the Luhn check (Iranian Shetab cards do). Any digit script. */
export function isValidCardNumber(input: string): boolean {
  const card = toAsciiDigits(input).replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(card)) return false;
  let sum = 0;
  for (let i = 0; i < 16; i++) {
    let digit = Number(card[i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
