import { toAsciiDigits } from '../persian/digits.ts';
import { iranIdChecks } from './iran-rules.ts';
import { isImagePath, valueHasMarkup } from './markup.ts';
import type { FieldRules, RuleName } from './types.ts';

/** A file as the browser (File/Blob), the CLI or the server's multipart parser describes it. */
export interface FileLike {
  size: number;
  type?: string;
  name?: string;
}

const NUMBER = /^[+-]?(\d+(\.\d+)?|\.\d+)$/;
const INTEGER = /^[+-]?\d+$/;
// Deliberately simple (as browsers' type=email): one @, no spaces, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IMAGE_TYPES = /^image\/(png|jpe?g|gif|webp|avif|bmp|svg\+xml)$/;
const IMAGE_NAMES = /\.(png|jpe?g|gif|webp|avif|bmp|svg)$/i;

/** True for the values a `required` field refuses: nothing, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function isFileLike(value: unknown): value is FileLike {
  return typeof value === 'object' && value !== null && typeof (value as FileLike).size === 'number';
}

/** Any digit script, as text; null for values that are not scalars. */
function asText(value: unknown): string | null {
  if (typeof value === 'string') return toAsciiDigits(value).trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function asNumber(value: unknown): number | null {
  const text = asText(value);
  return text !== null && NUMBER.test(text) ? Number(text) : null;
}

function lengthOf(value: unknown): number | null {
  if (typeof value === 'string') return [...value].length;
  if (typeof value === 'number') return String(value).length;
  if (Array.isArray(value)) return value.length;
  return null;
}

function toRegExp(pattern: string | RegExp): RegExp {
  return typeof pattern === 'string' ? new RegExp(`^(?:${pattern})$`, 'u') : pattern;
}

type Check = (value: unknown, param: never, values: Record<string, unknown>, name: string) => boolean;

/** Each rule's check; they only see non-empty values (emptiness is `required`'s business). */
const checks: Record<Exclude<RuleName, 'required'>, Check> = {
  min: (v, p: number) => (lengthOf(v) ?? -1) >= p,
  max: (v, p: number) => {
    const length = lengthOf(v);
    return length !== null && length <= p;
  },
  email: (v, p: boolean) => !p || (typeof v === 'string' && EMAIL.test(v.trim())),
  regex: (v, p: string | RegExp) => {
    const text = asText(v);
    return text !== null && toRegExp(p).test(text);
  },
  min_value: (v, p: number) => (asNumber(v) ?? Number.NaN) >= p,
  max_value: (v, p: number) => (asNumber(v) ?? Number.NaN) <= p,
  numeric: (v, p: boolean) => !p || asNumber(v) !== null,
  integer: (v, p: boolean) => {
    const text = asText(v);
    return !p || (text !== null && INTEGER.test(text));
  },
  digits: (v, p: number) => {
    const text = asText(v);
    return text !== null && /^\d+$/.test(text) && text.length === p;
  },
  confirmed: (v, p: boolean | string, values, name) =>
    !p || v === values[typeof p === 'string' ? p : `${name}_confirmation`],
  image: (v, p: boolean) =>
    !p || (isFileLike(v) && (IMAGE_TYPES.test(v.type ?? '') || (!v.type && IMAGE_NAMES.test(v.name ?? '')))),
  size: (v, p: number) => isFileLike(v) && v.size <= p * 1024,
  // Digits in any script: a select of numbers (a unit's precision 0.1) accepts ۰.۱ too.
  in: (v, p: readonly (string | number)[]) =>
    (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') &&
    p.some((allowed) => toAsciiDigits(String(allowed)) === toAsciiDigits(String(v)).trim()),
  ...iranIdChecks,
  plain_text: (v, p: boolean) => !p || !valueHasMarkup(v),
  image_path: (v, p: boolean | readonly string[]) =>
    p === false || isImagePath(typeof v === 'string' ? v.trim() : v, Array.isArray(p) ? p : undefined),
};

/** The names of the rules a value breaks, in declaration order of `rules`. */
export function failedRules(
  value: unknown,
  rules: FieldRules,
  values: Record<string, unknown>,
  name: string,
): RuleName[] {
  if (isEmptyValue(value)) return rules.required ? ['required'] : [];
  const failed: RuleName[] = [];
  for (const [rule, param] of Object.entries(rules) as [RuleName, unknown][]) {
    if (rule === 'required' || param === undefined || param === false) continue;
    if (!checks[rule](value, param as never, values, name)) failed.push(rule);
  }
  return failed;
}
