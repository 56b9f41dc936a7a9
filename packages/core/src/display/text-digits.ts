import { persianTextDigits } from '../persian/digits.ts';
import type { FieldType } from '../registry/types.ts';

/**
 * What a piece of text is, for the digits it is shown with:
 * - `code`: typed or scanned to be matched (a SKU, barcode, coupon code, tracking code, slug);
 * - `title`: what someone named a thing or a person (a product's title, a name, a username);
 * - `text`: Persian text people read, whose numbers are shown in Persian digits.
 * Codes and titles keep the digits they were written with («YALDA1404», «iPhone 15», «مدل 8»).
 */
export type TextKind = 'code' | 'title' | 'text';

/** Field names whose values are codes (by name; the `code` field type is one too). */
const CODE_NAMES = new Set([
  'sku',
  'barcode',
  'code',
  'coupon_code',
  'tracking_code',
  'reference_number',
  'transaction_id',
  'slug',
  'key',
  'username',
]);
/** Field names whose values are titles and names: `title`, `name` and any `…_title` / `…_name`. */
const TITLE_NAME = /(?:^|_)(?:title|name)$/;
const TITLE_NAMES = new Set(['receiver', 'customer', 'product', 'variety', 'full_name', 'label']);

/** The kind of a field's text, from its declared type and name (`text` when neither says more). */
export function textKindOf(field: { name?: string | undefined; type?: FieldType | undefined }): TextKind {
  if (field.type === 'code') return 'code';
  const name = field.name ?? '';
  if (CODE_NAMES.has(name)) return 'code';
  if (TITLE_NAME.test(name) || TITLE_NAMES.has(name)) return 'title';
  return 'text';
}

/**
 * Text shown to people in Persian: codes and titles exactly as written, Persian text with its numbers
 * in Persian digits (`persianTextDigits`). The one rule every face's text display goes through.
 */
export function textDigits(value: string, kind: TextKind = 'text'): string {
  return kind === 'text' ? persianTextDigits(value) : value;
}
