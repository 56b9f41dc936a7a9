import {
  type FieldDef,
  normalizeIranMobile,
  parseShopDateTime,
  persianLetters,
  toAsciiDigits,
  validate,
} from '@shop-admin/core';
import { catalogued, MESSAGES, validationFailed } from './errors.ts';
import { sanitizeEditorHtml } from './sanitize-html.ts';

/** Types whose value is text the client types; a JSON number there is a wrong type (it loses leading zeros). */
const STRICT_TEXT_TYPES = new Set([
  'text',
  'textarea',
  'html',
  'code',
  'email',
  'mobile',
  'password',
  'color',
]);
/** Text-valued types whose value may come as a number (a select's numeric option, a Unix timestamp). */
const LOOSE_TEXT_TYPES = new Set(['select', 'date', 'datetime']);
const NUMBER_TYPES = new Set(['number', 'price']);

/**
 * C0 controls other than tab, newline and carriage return, and DEL. PostgreSQL refuses NUL in text
 * outright (a 500 if it reached the database); the others are never typed by a person.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Text a person could have typed: no control characters and no lone UTF-16 surrogates. */
export const isCleanText = (text: string): boolean => text.isWellFormed() && !CONTROL_CHARACTERS.test(text);

/**
 * A validated body: the values under the fields' names. Fields declared with literal names (core's
 * `field`/`fieldList`, a resource's fields) make reading a misspelt one a type error.
 */
export type BodyValues<N extends string = string> = { [K in N]?: unknown };

/** How validateBody reads a body. */
export interface ValidateBodyOptions {
  /** An update: absent fields are left alone. */
  partial?: boolean;
  /**
   * Hosts whose https URLs image fields accept (the configured `SHOP_IMAGE_HOSTS`); none when not
   * given, so a route that forgets them refuses outside images rather than accepting any host.
   */
  imageHosts?: readonly string[];
}

/**
 * Validates a JSON body at the edge with core's rules (the same the web and CLI run) and returns only
 * declared, typed values: text trimmed with Persian letters, numbers from any digit script, booleans
 * from true/false/0/1, references as positive integer ids, HTML through the sanitiser, datetimes as a
 * Date (core's `parseShopDateTime`: Jalali or Gregorian text, Tehran wall time, ISO or Unix time). Unknown
 * fields, wrong types, control characters and rule failures (markup in a plain-text field, an image
 * that is neither an upload path nor an allowed https URL) give one 422 with every error.
 */
export function validateBody<const N extends string>(
  body: unknown,
  fields: readonly FieldDef<N>[],
  options: ValidateBodyOptions = {},
): BodyValues<N> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw catalogued('invalid_body');
  }
  const input = body as Record<string, unknown>;
  const writable = fields.filter((field) => !field.readOnly);
  const result = validate(input, writable, {
    partial: options.partial,
    rejectUnknown: true,
    imageHosts: options.imageHosts ?? [],
  });
  const errors = { ...result.errors };
  const values: BodyValues = {};
  for (const field of writable) {
    if (!Object.hasOwn(input, field.name)) continue;
    const value = input[field.name];
    // Control characters are reported even when another rule failed: it is the reason that matters.
    if (hasUncleanText(value)) {
      errors[field.name] = [`${field.label} نویسه‌های نامعتبر دارد.`];
      continue;
    }
    if (errors[field.name]) continue;
    // A switch is on or off: every boolean column is NOT NULL, so null is a 422 here, not a 500 there.
    if (value === null && field.type === 'boolean') {
      errors[field.name] = [`${field.label} نمی‌تواند خالی باشد.`];
      continue;
    }
    if (field.type === 'rows' && Array.isArray(value)) {
      const rows = coerceRows(value, field, errors);
      if (rows) values[field.name] = rows;
      continue;
    }
    const coerced = coerce(value, field);
    if (coerced === INVALID) errors[field.name] = [invalidMessage(field)];
    else values[field.name] = coerced;
  }
  // A confirmation field (password_confirmation) is not declared as a field but still reaches us.
  for (const [key, value] of Object.entries(input)) {
    if (!errors[key] && !writable.some((field) => field.name === key) && hasUncleanText(value)) {
      errors[key] = [MESSAGES.badRequest];
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return values as BodyValues<N>;
}

const INVALID = Symbol('invalid');

/** The 422 text of a value its type cannot read; a datetime's names the form it takes. */
const invalidMessage = (field: FieldDef): string =>
  field.type === 'datetime'
    ? `${field.label} یک تاریخ و ساعت معتبر نیست (مثل ۱۴۰۴/۰۸/۰۱ ۱۰:۰۰).`
    : `مقدار ${field.label} معتبر نیست.`;

function hasUncleanText(value: unknown): boolean {
  if (typeof value === 'string') return !isCleanText(value);
  // Lists, a table's rows and a row's values: any text inside counts.
  if (Array.isArray(value)) return value.some(hasUncleanText);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasUncleanText);
  return false;
}

/**
 * The items of a `rows` field, each coerced by the field's `items` (core's validate already checked
 * their rules, under `name.index.field`); failures are added to `errors` and give null.
 */
function coerceRows(
  list: readonly unknown[],
  field: FieldDef,
  errors: Record<string, string[]>,
): BodyValues[] | null {
  const rows: BodyValues[] = [];
  let failed = false;
  list.forEach((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      failed = true;
      return;
    }
    const row: BodyValues = {};
    for (const itemField of field.items ?? []) {
      if (!Object.hasOwn(item, itemField.name)) continue;
      const key = `${field.name}.${index}.${itemField.name}`;
      if (errors[key]) {
        failed = true;
        continue;
      }
      const coerced = coerce((item as Record<string, unknown>)[itemField.name], itemField);
      if (coerced === INVALID) {
        errors[key] = [invalidMessage(itemField)];
        failed = true;
      } else row[itemField.name] = coerced;
    }
    rows.push(row);
  });
  return failed || Object.keys(errors).some((key) => key.startsWith(`${field.name}.`)) ? null : rows;
}

function coerce(value: unknown, field: FieldDef): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (STRICT_TEXT_TYPES.has(field.type) || LOOSE_TEXT_TYPES.has(field.type)) {
    const isText =
      typeof value === 'string' || (typeof value === 'number' && LOOSE_TEXT_TYPES.has(field.type));
    if (!isText) return INVALID;
    const text = String(value).trim();
    if (field.type === 'password' || field.type === 'code') return text;
    if (field.type === 'mobile') return normalizeIranMobile(text) ?? toAsciiDigits(text);
    // Rich text stays HTML, through the server's one allow-list sanitiser (scripts and handlers go).
    if (field.type === 'html') return sanitizeEditorHtml(persianLetters(text));
    // The one datetime rule: a Date the services store as is, or a 422 naming the field.
    if (field.type === 'datetime') return parseShopDateTime(text) ?? INVALID;
    return persianLetters(text);
  }
  if (NUMBER_TYPES.has(field.type)) {
    const text =
      typeof value === 'number'
        ? String(value)
        : typeof value === 'string'
          ? toAsciiDigits(value).replace(/,/g, '').trim()
          : '';
    const number = Number(text);
    return text !== '' && Number.isFinite(number) ? number : INVALID;
  }
  if (field.type === 'reference') {
    // An id: a bigint column refuses 1.5 or 1e20 with a database error, so refuse them here.
    const id =
      typeof value === 'number'
        ? value
        : typeof value === 'string'
          ? Number(toAsciiDigits(value).trim())
          : Number.NaN;
    return Number.isSafeInteger(id) && id > 0 ? id : INVALID;
  }
  if (field.type === 'boolean') {
    if (value === true || value === 1 || value === '1' || value === 'true') return true;
    if (value === false || value === 0 || value === '0' || value === 'false') return false;
    return INVALID;
  }
  if (field.type === 'multiselect') {
    return Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')
      ? value.map((v) => (typeof v === 'string' ? persianLetters(v.trim()) : v))
      : INVALID;
  }
  if (field.type === 'image') {
    // A stored image's path or URL (the upload endpoint checked the file); rules check its form.
    return typeof value === 'string' ? value.trim() : INVALID;
  }
  if (field.type === 'table') {
    // A 2-D table of text: numbers become text, so a cell keeps what was typed ("38" stays "38").
    const isCell = (cell: unknown) => typeof cell === 'string' || typeof cell === 'number';
    if (!Array.isArray(value) || !value.every((row) => Array.isArray(row) && row.every(isCell)))
      return INVALID;
    return value.map((row: unknown[]) => row.map((cell) => persianLetters(String(cell).trim())));
  }
  return INVALID;
}
