import { type FieldValues, fromJalali, parseJalaliDate, toAsciiDigits } from '@shop-admin/core';
import type { customers } from '../../db/schema/index.ts';
import { refused } from '../../http/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { requireIranMobile } from './customer-by-mobile.ts';

const TEHRAN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Gregorian `YYYY-MM-DD` of the Tehran day an instant falls on. */
export const tehranDay = (instant: Date): string => TEHRAN_DAY.format(instant);

/**
 * A birth date as the forms send it: a Jalali date (`1370/05/21`, any digit script, the way staff
 * type it), a Gregorian `YYYY-MM-DD` (years from 1800), or an instant (the web's date picker sends
 * Tehran midnight). Stored as the Gregorian date of that Tehran day; a Persian 422 for anything else,
 * for a future day or one before 1900.
 */
export function readBirthDate(value: unknown, now: Date): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = toAsciiDigits(String(value)).trim();
  let day: string | null = null;
  const numeric = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (numeric && Number(numeric[1]) < 1800) {
    const jalali = parseJalaliDate(text);
    // Tehran midnight plus twelve hours is the same calendar day in UTC.
    if (jalali)
      day = new Date(fromJalali(jalali.year, jalali.month, jalali.day).getTime() + 12 * 3600_000)
        .toISOString()
        .slice(0, 10);
  } else if (numeric) {
    const iso = `${numeric[1]}-${numeric[2]?.padStart(2, '0')}-${numeric[3]?.padStart(2, '0')}`;
    const date = new Date(`${iso}T12:00:00Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso) day = iso;
  } else if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const instant = new Date(text);
    if (!Number.isNaN(instant.getTime())) day = tehranDay(instant);
  }
  if (!day) throw refused('invalid_birth_date', 'تاریخ تولد معتبر نیست (مثلا ۱۳۷۰/۰۵/۲۱).', 'birth_date');
  if (day > tehranDay(now) || day < '1900-01-01') {
    throw refused('invalid_birth_date', 'تاریخ تولد باید روزی در گذشته باشد.', 'birth_date');
  }
  return day;
}

/** Digits only, in Latin script (national codes, card numbers). */
const digitsOf = (value: unknown): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : toAsciiDigits(String(value)).replace(/[\s-]/g, '');

/** The columns a customer write sets (never `search`, which the service derives). */
export type CustomerColumns = Partial<Omit<typeof customers.$inferInsert, 'search'>>;

/**
 * The columns of a customer write from validated form values (core's rules already ran): the mobile
 * stored normalised, codes as Latin digits, the birth date as a Tehran day, status as 1/0, and the
 * password hashed (an empty password on update leaves it as it was).
 */
export async function customerColumns(values: FieldValues<'customers'>, now: Date): Promise<CustomerColumns> {
  const out: CustomerColumns = {};
  const has = (name: keyof FieldValues<'customers'>) => Object.hasOwn(values, name);
  const text = (name: keyof FieldValues<'customers'>) =>
    values[name] === null || values[name] === undefined ? null : String(values[name]);
  if (has('first_name')) out.firstName = text('first_name');
  if (has('last_name')) out.lastName = text('last_name');
  if (has('mobile')) out.mobile = requireIranMobile(values.mobile);
  if (has('email')) out.email = text('email')?.toLowerCase() ?? null;
  if (has('national_code')) out.nationalCode = digitsOf(values.national_code);
  if (has('gender')) out.gender = text('gender');
  if (has('birth_date')) out.birthDate = readBirthDate(values.birth_date, now);
  if (has('card_number')) out.cardNumber = digitsOf(values.card_number);
  if (has('newsletter')) out.newsletter = values.newsletter === true;
  if (has('foreign_national')) out.foreignNational = values.foreign_national === true;
  if (has('status')) out.status = values.status === false ? 0 : 1;
  if (has('role_id')) out.roleId = values.role_id == null ? null : Number(values.role_id);
  if (has('password') && values.password) out.passwordHash = await hashPassword(String(values.password));
  return out;
}
