import { formatPriceInput } from '@shop-admin/core';

const DIGIT = /\p{Nd}/u;

/** Display text of a price input and where its caret goes after a reformat. */
export interface FormattedInput {
  text: string;
  caret: number;
}

/**
 * Reformats what was typed with core's `formatPriceInput` and keeps the caret after the same number of
 * digits it followed before (so typing or deleting in the middle of `1,234,567` does not jump to the end).
 */
export function formatWithCaret(raw: string, caret: number): FormattedInput {
  let digitsBefore = 0;
  for (const char of raw.slice(0, Math.max(0, caret))) if (DIGIT.test(char)) digitsBefore += 1;
  const text = formatPriceInput(raw);
  if (digitsBefore === 0) return { text, caret: 0 };
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (DIGIT.test(text[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return { text, caret: index + 1 };
  }
  return { text, caret: text.length };
}

/**
 * Backspace right after a separator (or Delete right before one) deletes the digit beyond it instead:
 * the separator alone would only come back. Null when the key needs no special handling.
 */
export function deleteAcrossSeparator(
  text: string,
  caret: number,
  key: 'Backspace' | 'Delete',
): FormattedInput | null {
  if (key === 'Backspace' && caret >= 2 && text[caret - 1] === ',') {
    return formatWithCaret(text.slice(0, caret - 2) + text.slice(caret), caret - 2);
  }
  if (key === 'Delete' && text[caret] === ',') {
    return formatWithCaret(text.slice(0, caret + 1) + text.slice(caret + 2), caret);
  }
  return null;
}
