/**
 * Persian search normalisation (shared/guides/persian.md). Applied to both the index and the query,
 * never displayed. The same function serves the palette, list filters, the CLI and the server's
 * normalised search columns, so every surface finds the same things.
 */

import { foldWith, PERSIAN_SEARCH_FOLDS } from './folds.ts';

const searchFolds = foldWith(PERSIAN_SEARCH_FOLDS);
const WHITE_SPACE = /\s+/g;

/**
 * Folds Persian text to its search key: NFKC, one Yeh, one Kaf, one Heh, bare Alef and Waw, no marks
 * or tatweel, ASCII digits, ZWNJ as a space, no invisible controls, Persian punctuation mapped, white
 * space collapsed and trimmed, Latin lower-cased. Idempotent; never throws on any string.
 */
export function normalizePersian(text: string): string {
  return (
    searchFolds(text.normalize('NFKC'))
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
