import { persianTextDigits } from '../persian/digits.ts';
import type { FieldType } from '../registry/types.ts';

/**
 * What a piece of text is, for the digits it is shown with:
 * - `code`: typed or scanned to be matched (a SKU, barcode, coupon code, tracking code, slug, username):
 *   shown exactly as written, never in Persian digits («YALDA1404», «1404-77»);
 * - `text`: Persian text people read, titles and names included: its numbers in Persian digits, except
 *   those of Latin words and Latin names, which keep theirs («سایز ۴۲», «iPhone 15», «IdeaPad Slim 3»).
 */
export type TextKind = 'code' | 'text';

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

/** The kind of a field's text, from its declared type and name. */
export function textKindOf(field: { name?: string | undefined; type?: FieldType | undefined }): TextKind {
  return field.type === 'code' || CODE_NAMES.has(field.name ?? '') ? 'code' : 'text';
}

/**
 * Text shown to people in Persian: a code exactly as written; other text (titles and names too) with
 * the numbers of its Persian words in Persian digits (`persianTextDigits`, which keeps Latin words and
 * the numbers of Latin names). The one rule every face's text display goes through.
 */
export function textDigits(value: string, kind: TextKind = 'text'): string {
  return kind === 'code' ? value : persianTextDigits(value);
}
