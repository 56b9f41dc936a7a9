/**
 * The character tables behind Persian folding, kept in one place so every fold reads them:
 * normalizePersian (search keys), the save rule for stored text, slugs, coupon codes, the shipping
 * sheet's cells, and the server's SQL `translate()` (packages/server/src/db/persian-sql.ts).
 */

/** Code points from..to inclusive, as characters. */
const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/**
 * Arabic letters that are the same letter Persian writes with its own code point (ي ى → ی, ك → ک).
 * Safe in stored text: the save rule and slugs fold only these; the text reads the same.
 */
export const ARABIC_TO_PERSIAN_LETTERS: Readonly<Record<string, string>> = Object.freeze({
  '\u064A': '\u06CC',
  '\u0649': '\u06CC',
  '\u0643': '\u06A9',
});

/** Harakat, Quranic marks and tatweel: they add nothing to a search key or a slug. */
export const PERSIAN_MARKS: readonly string[] = Object.freeze([
  ...range(0x064b, 0x065f),
  ...range(0x0610, 0x061a),
  '\u0670',
  ...range(0x06d6, 0x06dc),
  ...range(0x06df, 0x06e4),
  '\u06E7',
  '\u06E8',
  ...range(0x06ea, 0x06ed),
  '\u0640',
]);

/** Invisible controls (ZWJ, direction marks, BOM, soft hyphen); ZWNJ is not one of them (it is a space). */
export const INVISIBLE_CHARACTERS: readonly string[] = Object.freeze([
  '\u200D',
  '\u200E',
  '\u200F',
  '\u061C',
  ...range(0x202a, 0x202e),
  ...range(0x2066, 0x2069),
  '\uFEFF',
  '\u00AD',
]);

const to = (chars: readonly string[], target: string) => chars.map((c): [string, string] => [c, target]);

/**
 * Every one-character fold of a search key (normalizePersian after NFKC): the letter variants a search
 * treats as one (Yeh, Kaf, Heh, Alef, Waw, including the stored-text ones above), both digit scripts
 * to ASCII, Arabic decimal/thousands/percent signs, ZWNJ and Persian punctuation to a space, and an
 * empty string for marks and invisibles (deleted). No target is itself a key, so one pass is enough.
 */
export const PERSIAN_SEARCH_FOLDS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries([
    ...Object.entries(ARABIC_TO_PERSIAN_LETTERS),
    ...to(['\u0626', '\u06D0', '\u06D2', '\u06CD'], '\u06CC'),
    ...to(['\u06AA'], '\u06A9'),
    ...to(['\u0629', '\u06C0', '\u06C1', '\u06C2', '\u06BE', '\u06D5'], '\u0647'),
    ...to(['\u0622', '\u0623', '\u0625', '\u0671', '\u0672', '\u0673'], '\u0627'),
    ...to(['\u0624'], '\u0648'),
    ...range(0x06f0, 0x06f9).map((d, i): [string, string] => [d, String(i)]),
    ...range(0x0660, 0x0669).map((d, i): [string, string] => [d, String(i)]),
    ['\u066B', '.'],
    ['\u066C', ','],
    ['\u066A', '%'],
    ...to(['\u200C', '\u060C', '\u061B', '\u061F', '\u00AB', '\u00BB'], ' '),
    ...to(PERSIAN_MARKS, ''),
    ...to(INVISIBLE_CHARACTERS, ''),
  ]),
);

const escapeClass = (chars: readonly string[]) =>
  chars.map((c) => `\\u{${c.codePointAt(0)?.toString(16)}}`).join('');

/** A global regex matching any key of `table`, and a function replacing each match by its value. */
export function foldWith(table: Readonly<Record<string, string>>): (text: string) => string {
  const pattern = new RegExp(`[${escapeClass(Object.keys(table))}]`, 'gu');
  return (text) => text.replace(pattern, (c) => table[c] ?? c);
}

/** A set of characters to delete, as a fold. */
export function deleting(chars: readonly string[]): (text: string) => string {
  return foldWith(Object.fromEntries(chars.map((c) => [c, ''])));
}

/**
 * The Persian save rule (shared/guides/persian.md): Arabic Yeh and Kaf become Persian ones; nothing
 * else changes, so stored text reads as typed.
 */
export const persianLetters: (text: string) => string = foldWith(ARABIC_TO_PERSIAN_LETTERS);
