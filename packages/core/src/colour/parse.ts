/**
 * Hex colours of the colour picker (SPEC.md §5: a value is accepted only if it parses as a valid
 * colour; alpha is capped at 1).
 */

/** A parsed colour: normalised lower-case hex, 0-255 channels and alpha in 0..1. */
export interface ParsedColor {
  /** `#rrggbb`, or `#rrggbbaa` when alpha is below 1. */
  hex: string;
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The hex forms `isValidHexColor` accepts, for declarations that carry a `regex` rule (colour fields). */
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const HEX_COLOR = HEX_COLOR_PATTERN;

function hexByte(value: number): string {
  return value.toString(16).padStart(2, '0');
}

/** True for `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (any case, surrounding spaces allowed, `#` required). */
export function isValidHexColor(input: string): boolean {
  return typeof input === 'string' && HEX_COLOR.test(input.trim());
}

/**
 * Parses a hex colour (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; any case; spaces around trimmed; `#`
 * required); null for anything else, never throws. `alpha`, when given, replaces the colour's own
 * alpha and is clamped to 0..1 (NaN is ignored). The hex is normalised to lower case, short forms
 * expanded, alpha written only when below 1 (rounded to the nearest byte) while `a` keeps the exact value.
 */
export function parseColor(input: string, alpha?: number): ParsedColor | null {
  if (!isValidHexColor(input)) return null;
  const body = input.trim().slice(1).toLowerCase();
  const full = body.length <= 4 ? [...body].map((digit) => digit + digit).join('') : body;
  const channel = (index: number): number => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  const r = channel(0);
  const g = channel(1);
  const b = channel(2);
  let a = full.length === 8 ? channel(3) / 255 : 1;
  if (alpha !== undefined && !Number.isNaN(alpha)) a = Math.min(1, Math.max(0, alpha));
  const alphaByte = Math.round(a * 255);
  const hex = `#${hexByte(r)}${hexByte(g)}${hexByte(b)}${alphaByte === 255 ? '' : hexByte(alphaByte)}`;
  return { hex, r, g, b, a };
}
