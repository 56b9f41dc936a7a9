import { type FieldDef, toAsciiDigits, validate } from '@shop-admin/core';
import { AppError, MESSAGES, validationFailed } from './errors.ts';

const TEXT_TYPES = new Set(['text', 'textarea', 'html', 'email', 'mobile', 'password', 'color', 'select', 'date', 'datetime']);
const NUMBER_TYPES = new Set(['number', 'price', 'reference']);

/** Persian-first save rule (persian.md): Arabic Yeh and Kaf become Persian ones in stored text. */
const persianLetters = (text: string): string => text.replace(/[\u064A\u0649]/g, '\u06CC').replace(/\u0643/g, '\u06A9');

/**
 * Validates a JSON body at the edge with core's rules (the same the web and CLI run) and returns only
 * declared, typed values: text trimmed with Persian letters, numbers from any digit script, booleans
 * from true/false/0/1. Unknown fields, wrong types and rule failures give one 422 with every error.
 */
export function validateBody(
  body: unknown,
  fields: readonly FieldDef[],
  options: { partial?: boolean } = {},
): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError(400, 'invalid_body', MESSAGES.badRequest);
  }
  const input = body as Record<string, unknown>;
  const writable = fields.filter((field) => !field.readOnly);
  const result = validate(input, writable, { partial: options.partial, rejectUnknown: true });
  const errors = { ...result.errors };
  const values: Record<string, unknown> = {};
  for (const field of writable) {
    if (!Object.hasOwn(input, field.name) || errors[field.name]) continue;
    const coerced = coerce(input[field.name], field);
    if (coerced === INVALID) errors[field.name] = [`مقدار ${field.label} معتبر نیست.`];
    else values[field.name] = coerced;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return values;
}

const INVALID = Symbol('invalid');

function coerce(value: unknown, field: FieldDef): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (TEXT_TYPES.has(field.type)) {
    if (typeof value !== 'string' && typeof value !== 'number') return INVALID;
    const text = String(value).trim();
    if (field.type === 'password') return text;
    if (field.type === 'mobile') return toAsciiDigits(text);
    return persianLetters(text);
  }
  if (NUMBER_TYPES.has(field.type)) {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? toAsciiDigits(value).replace(/,/g, '').trim() : '';
    const number = Number(text);
    return text !== '' && Number.isFinite(number) ? number : INVALID;
  }
  if (field.type === 'boolean') {
    if (value === true || value === 1 || value === '1' || value === 'true') return true;
    if (value === false || value === 0 || value === '0' || value === 'false') return false;
    return INVALID;
  }
  if (field.type === 'multiselect') {
    return Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number') ? value : INVALID;
  }
  return INVALID;
}
