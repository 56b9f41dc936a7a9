/**
 * Persian search normalisation (shared/guides/persian.md). Applied to both the index and the query,
 * never displayed. The same function serves the palette, list filters, the CLI and the server's
 * normalised search columns, so every surface finds the same things.
 */

const YEH = /[\u064A\u0649\u0626\u06D0\u06D2\u06CD]/g;
const KAF = /[\u0643\u06AA]/g;
const HEH = /[\u0629\u06C0\u06C1\u06C2\u06BE\u06D5]/g;
const ALEF = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g;
const WAW = /\u0624/g;
const MARKS = /[\u064B-\u065F\u0610-\u061A\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u0640]/g;
const INVISIBLES = /[\u200D\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF\u00AD]/g;
const PERSIAN_DIGITS = /[\u06F0-\u06F9]/g;
const ARABIC_DIGITS = /[\u0660-\u0669]/g;
const SPACE_PUNCTUATION = /[\u200C\u060C\u061B\u061F\u00AB\u00BB]/g;
const WHITE_SPACE = /\s+/g;

/**
 * Folds Persian text to its search key: NFKC, one Yeh, one Kaf, one Heh, bare Alef and Waw, no marks
 * or tatweel, ASCII digits, ZWNJ as a space, no invisible controls, Persian punctuation mapped, white
 * space collapsed and trimmed, Latin lower-cased. Idempotent; never throws on any string.
 */
export function normalizePersian(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(YEH, '\u06CC')
      .replace(KAF, '\u06A9')
      .replace(HEH, '\u0647')
      .replace(ALEF, '\u0627')
      .replace(WAW, '\u0648')
      .replace(MARKS, '')
      .replace(INVISIBLES, '')
      .replace(PERSIAN_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
      .replace(ARABIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/\u066B/g, '.')
      .replace(/\u066C/g, ',')
      .replace(/\u066A/g, '%')
      .replace(SPACE_PUNCTUATION, ' ')
      .replace(WHITE_SPACE, ' ')
      .trim()
      .toLowerCase()
      // Removing an invisible or a mark can bring a base letter and a combining mark together
      // (e + ZWJ + U+0301): compose them now, or a second pass would change the key (not idempotent).
      .normalize('NFKC')
  );
}

/** The compact search key: the normalised text with every space removed (سفارش‌ها = سفارشها = سفارش ها). */
export function compactPersian(text: string): string {
  return normalizePersian(text).replace(/ /g, '');
}

/**
 * Standard Persian keyboard (ISIRI 9147) by the Latin key in the same place on a US layout, for staff
 * who typed with the wrong layout active (`sthva` → سفارش).
 */
// biome-ignore format: one keyboard row per line
const LATIN_TO_PERSIAN_KEYS: Readonly<Record<string, string>> = {
  q: 'ض', w: 'ص', e: 'ث', r: 'ق', t: 'ف', y: 'غ', u: 'ع', i: 'ه', o: 'خ', p: 'ح', '[': 'ج', ']': 'چ',
  a: 'ش', s: 'س', d: 'ی', f: 'ب', g: 'ل', h: 'ا', j: 'ت', k: 'ن', l: 'م', ';': 'ک', "'": 'گ',
  z: 'ظ', x: 'ط', c: 'ز', v: 'ر', b: 'ذ', n: 'د', m: 'پ', ',': 'و', '\\': 'پ',
};

/** Re-reads Latin keystrokes as the Persian letters on the same keys; null when nothing maps. */
export function latinKeysToPersian(text: string): string | null {
  let changed = false;
  let out = '';
  for (const ch of text.toLowerCase()) {
    const mapped = LATIN_TO_PERSIAN_KEYS[ch];
    if (mapped) changed = true;
    out += mapped ?? ch;
  }
  return changed ? out : null;
}
