import { toAsciiDigits } from './digits.ts';

const ARABIC_YEH = /[\u064A\u0649]/g;
const ARABIC_KAF = /\u0643/g;
// Harakat, Quranic marks and tatweel add nothing to a URL; invisibles would make two slugs look alike.
const MARKS_AND_INVISIBLES =
  /[\u064B-\u065F\u0610-\u061A\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7\u06E8\u06EA-\u06ED\u0640\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF\u00AD]|\u200D/g;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * A URL slug from a title, keeping Persian letters (`کیف چرمی مردانه` → `کیف-چرمی-مردانه`): Persian
 * Yeh and Kaf, ASCII digits, Latin lower-case, every run of anything but letters and digits (spaces,
 * ZWNJ, punctuation) as one dash, no dash at either end, at most `maxLength` characters (cut at a dash
 * when there is one). Empty when the title has no letter or digit.
 */
export function slugify(title: string, maxLength = 191): string {
  const slug = toAsciiDigits(title.normalize('NFKC'))
    .replace(ARABIC_YEH, '\u06CC')
    .replace(ARABIC_KAF, '\u06A9')
    .replace(MARKS_AND_INVISIBLES, '')
    .toLowerCase()
    .replace(NOT_WORD, '-')
    .replace(/^-+|-+$/g, '');
  const chars = [...slug];
  if (chars.length <= maxLength) return slug;
  const cut = chars.slice(0, maxLength).join('');
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > maxLength / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}
