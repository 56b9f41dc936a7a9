import { formatJalali } from '../jalali/format.ts';
import { toPersianDigits } from '../persian/digits.ts';
import { formatPriceInput } from '../persian/price.ts';
import type { FieldType } from '../registry/types.ts';
import { type LabelledOption, optionLabel } from './option-label.ts';
import { textDigits, textKindOf } from './text-digits.ts';

/**
 * How a value is shown: its declared type, its field's name (codes and titles keep their digits, see
 * `textKindOf`), a select's options, a reference's choices (id → label).
 */
export interface DisplayFormat {
  type?: FieldType | undefined;
  name?: string | undefined;
  options?: readonly LabelledOption[] | undefined;
  choices?: readonly LabelledOption[] | undefined;
}

/**
 * What a face wants different, said out loud. The defaults are the web's (people reading Persian).
 * - `digits`: Persian for people; Latin for terminals and spreadsheets (they sort and sum them).
 * - `seconds`: date-times with seconds (downloads), else to the minute.
 * - `lists`: a list without options as its count (`۲ مورد`, the web's cells) or its items joined.
 * - `separator`: between list items (`، ` in Persian text; the CLI uses `, `).
 */
export interface DisplayTextOptions {
  digits?: 'persian' | 'latin';
  seconds?: boolean;
  lists?: 'count' | 'items';
  separator?: string;
}

/** Persian yes/no of a switch: true, 1, '1' and 'true' are yes; anything else (also null) is no. */
export function booleanText(value: unknown): string {
  return value === true || value === 1 || value === '1' || value === 'true' ? 'بله' : 'خیر';
}

/**
 * A date (`YYYY/MM/DD`) or date-time (`YYYY/MM/DD HH:mm`, `:ss` with `seconds`) as Jalali in Tehran
 * time; null when the value is not a date (the caller shows it as it is).
 */
export function dateText(
  value: unknown,
  type: 'date' | 'datetime',
  options: Pick<DisplayTextOptions, 'digits' | 'seconds'> = {},
): string | null {
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  const pattern =
    type === 'date' ? 'YYYY/MM/DD' : options.seconds ? 'YYYY/MM/DD HH:mm:ss' : 'YYYY/MM/DD HH:mm';
  try {
    return formatJalali(time, pattern, { digits: options.digits ?? 'persian' });
  } catch {
    return null;
  }
}

/** Money in whole Toman with a comma between thousands (persian.md "Price display"), in the face's digits. */
export function moneyText(value: string | number, options: Pick<DisplayTextOptions, 'digits'> = {}): string {
  const text = formatPriceInput(value);
  return options.digits === 'latin' ? text : toPersianDigits(text);
}

/** Keys that name a record shown inside another (a role inside an admin), first found wins. */
const NAME_KEYS = ['label', 'title', 'name', 'full_name', 'username'] as const;

/**
 * A reference: an embedded record by its name (`role: {id, label}`), or a chosen id by its choice's
 * label; else `#id`. Null for an empty value.
 */
export function referenceText(
  value: unknown,
  choices?: readonly LabelledOption[],
  options: Pick<DisplayTextOptions, 'digits'> = {},
): string | null {
  const digits = (text: string) => (options.digits === 'latin' ? text : toPersianDigits(text));
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of NAME_KEYS) if (typeof record[key] === 'string' && record[key]) return record[key];
    return record.id === undefined || record.id === null ? null : `#${digits(String(record.id))}`;
  }
  if (value === null || value === undefined || value === '') return null;
  return optionLabel(choices, value) ?? `#${digits(String(value))}`;
}

/**
 * A value's display text for every face: booleans بله/خیر, select values by their option labels (a
 * list joined), dates and times Jalali in Tehran time, money with thousands separators, numbers and
 * mobiles in the face's digits, references by name, lists by count or items, other text by
 * `textDigits` (the numbers of Persian text in Persian digits; codes and titles as written); empty is ''. Plain text
 * only: faces add their own markup (the web isolates numbers in `<bdi>` and adds «تومان»).
 */
export function displayText(
  value: unknown,
  format: DisplayFormat = {},
  options: DisplayTextOptions = {},
): string {
  const { type, choices } = format;
  const latin = options.digits === 'latin';
  const digits = (text: string) => (latin ? text : toPersianDigits(text));
  const separator = options.separator ?? '، ';
  if (type === 'boolean') return booleanText(value);
  if (value === null || value === undefined || value === '') return '';
  if (format.options?.length && (type === 'select' || type === 'multiselect' || type === undefined)) {
    const values = Array.isArray(value) ? value : [value];
    return values.map((v) => optionLabel(format.options, v) ?? String(v)).join(separator);
  }
  switch (type) {
    case 'date':
    case 'datetime':
      return dateText(value, type, options) ?? String(value);
    case 'price':
      return typeof value === 'string' || typeof value === 'number'
        ? moneyText(value, options)
        : String(value);
    case 'number':
    case 'mobile':
      return digits(String(value));
    case 'reference':
      return referenceText(value, choices, options) ?? '';
  }
  if (Array.isArray(value)) {
    if (options.lists === 'items') return value.map((item) => displayText(item, {}, options)).join(separator);
    return `${digits(String(value.length))} مورد`;
  }
  if (typeof value === 'object') return referenceText(value, choices, options) ?? '';
  if (typeof value === 'boolean') return booleanText(value);
  if (typeof value === 'number') return digits(String(value));
  return latin ? String(value) : textDigits(String(value), textKindOf(format));
}
