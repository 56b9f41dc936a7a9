/**
 * Digit scripts. Parsing always goes to ASCII first; Persian digits are an explicit display step.
 */

const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;
const NON_PERSIAN_DIGIT = /[0-9\u0660-\u0669]/g;
const NON_ASCII_DIGIT = /[\u06F0-\u06F9\u0660-\u0669]/g;

/**
 * Writes ASCII (0-9) and Arabic-Indic (٠-٩) digits as Persian digits (۰-۹), for display only. A number
 * goes through `String(n)` first; every other character is kept as it is.
 */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(NON_PERSIAN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    const offset = code >= ARABIC_INDIC_ZERO ? code - ARABIC_INDIC_ZERO : code - 0x30;
    return String.fromCharCode(PERSIAN_ZERO + offset);
  });
}

/**
 * Turns Persian (۰-۹) and Arabic-Indic (٠-٩) digits into ASCII 0-9 and changes nothing else, so any
 * digit script can be parsed by code that only knows ASCII.
 */
export function toAsciiDigits(value: string): string {
  return value.replace(NON_ASCII_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_INDIC_ZERO);
  });
}

/** A run of Latin text: letters, digits and the marks inside codes, slugs, addresses and versions. */
const LATIN_RUN = /[A-Za-z0-9\u0660-\u0669_.\-/:@#+]+/g;
const LATIN_LETTER = /[A-Za-z]/;
const URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)|^[^\s@]+@[^\s@]+\.[^\s@]+$/i;

/** A Latin word (with a letter) ending just before a number, only spaces between: «iPhone 15», «Slim 3». */
const LATIN_WORD_BEFORE = /[A-Za-z][A-Za-z0-9_.\-/:@#+]*[ \t]+$/;
/** A Latin word starting just after a number that opens the text: «15 Pro». */
const LATIN_WORD_AFTER = /^[ \t]+[A-Za-z]/;

/**
 * Persian digits for a piece of Persian text people read (a variety «سایز 42», a notification): every
 * digit becomes Persian except inside a Latin word (`A4`, `iPhone13`, `SKU-12`, a slug), in a number
 * that belongs to a Latin name («iPhone 15», «IdeaPad Slim 3»: it follows a Latin word, or opens the
 * text before one) and in a URL or email address, which stay as typed. Codes, SKUs, names and titles
 * are never passed here: `textDigits` keeps them as written.
 */
export function persianTextDigits(value: string | number): string {
  const text = String(value);
  if (URL_LIKE.test(text.trim())) return text;
  return text.replace(LATIN_RUN, (run: string, offset: number) => {
    if (LATIN_LETTER.test(run)) return run;
    const before = text.slice(0, offset);
    if (LATIN_WORD_BEFORE.test(before)) return run;
    if (before.trim() === '' && LATIN_WORD_AFTER.test(text.slice(offset + run.length))) return run;
    return toPersianDigits(run);
  });
}
