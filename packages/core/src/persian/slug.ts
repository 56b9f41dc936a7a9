import { toAsciiDigits } from './digits.ts';
import { deleting, INVISIBLE_CHARACTERS, PERSIAN_MARKS, persianLetters } from './folds.ts';

// Harakat, Quranic marks and tatweel add nothing to a URL; invisibles would make two slugs look alike.
const withoutMarksAndInvisibles = deleting([...PERSIAN_MARKS, ...INVISIBLE_CHARACTERS]);
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * A URL slug from a title, keeping Persian letters (`کیف چرمی مردانه` → `کیف-چرمی-مردانه`): Persian
 * Yeh and Kaf, ASCII digits, Latin lower-case, every run of anything but letters and digits (spaces,
 * ZWNJ, punctuation) as one dash, no dash at either end, at most `maxLength` characters (cut at a dash
 * when there is one). Empty when the title has no letter or digit.
 */
export function slugify(title: string, maxLength = 191): string {
  const slug = withoutMarksAndInvisibles(persianLetters(toAsciiDigits(title.normalize('NFKC'))))
    .toLowerCase()
    .replace(NOT_WORD, '-')
    .replace(/^-+|-+$/g, '');
  const chars = [...slug];
  if (chars.length <= maxLength) return slug;
  const cut = chars.slice(0, maxLength).join('');
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > maxLength / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}
