/**
 * Price input display and parsing (SPEC.md §5, shared/guides/persian.md "Price display"). Money is
 * integer Toman; the digits are kept as text so leading zeros and long inputs stay exact.
 */

const DECIMAL_DIGIT = /\p{Nd}/u;
const ANY_DIGIT = /\p{Nd}/gu;

/**
 * The ASCII value of a decimal digit of any script. Unicode encodes every `Nd` digit in runs of ten
 * starting at zero (a stability guarantee), so the count of digits just before it in its run, modulo
 * ten, is its value; this covers Persian, Arabic-Indic, fullwidth and every other script without a table.
 */
function asciiDigit(digit: string): string {
  const code = digit.codePointAt(0) ?? 0x30;
  if (code <= 0x39) return digit;
  let position = 0;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(code - position - 1))) position += 1;
  return String(position % 10);
}

/** Every decimal digit of the text (any script) as ASCII, everything else dropped. */
function digitsOf(text: string): string {
  let digits = '';
  for (const match of text.matchAll(ANY_DIGIT)) digits += asciiDigit(match[0]);
  return digits;
}

/**
 * Formats a price input for display: digits of any script become ASCII, every non-digit is removed and
 * a comma goes between each group of three digits counted from the end (`۱۲۳۴۵۶۷` → `1,234,567`,
 * `000123` → `000,123`, `-1,234.5` → `12,345`). No number conversion happens, so long inputs stay
 * exact. A number goes through `String(n)`; null, undefined and text without digits give ''.
 */
export function formatPriceInput(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const digits = digitsOf(String(value));
  const firstGroup = digits.length % 3 || 3;
  const groups = [digits.slice(0, firstGroup)];
  for (let index = firstGroup; index < digits.length; index += 3) groups.push(digits.slice(index, index + 3));
  return groups.join(',');
}

/**
 * Reads a price typed on the CLI or sent to the server as integer Toman, by the same literal rule as
 * the display (digits of any script kept, separators and every other character dropped):
 * `'۱٬۲۳۴'` → 1234. Null when there is no digit, or when the amount is beyond
 * `Number.MAX_SAFE_INTEGER` and could not be held exactly.
 */
export function parsePrice(value: string): number | null {
  const digits = digitsOf(value);
  if (digits === '') return null;
  const amount = Number(digits);
  return Number.isSafeInteger(amount) ? amount : null;
}
