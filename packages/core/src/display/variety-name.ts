import { normalizePersian } from '../persian/normalize.ts';

/** What tells one variety of a product from another, as the API and order snapshots carry it. */
export interface VarietyNameExtras {
  color?: { name?: string | null } | null;
  attributes?: readonly { value?: string | null }[] | null;
}

/** The words of a text as compared for naming (Persian-folded, either digit script, split on separators). */
const wordsOf = (text: string): string[] =>
  normalizePersian(text)
    .split(/[\s\-–—،,/|]+/)
    .filter(Boolean);

/**
 * A variety's own title: its colour and then every attribute value in order («سبز - ۴۶»), after the
 * name staff gave it when it has one, leaving out the parts that name already says («سبز ۴۶» stays
 * «سبز ۴۶»; «راحتی» of colour سبز, size ۴۶ is «راحتی - سبز - ۴۶»). Empty for a product's only, plain
 * variety. The one rule for the API's `title`, the order line snapshot, the till's receipt and the
 * invoice: every attribute is named.
 */
export function varietyTitle(name: string | null | undefined, extras: VarietyNameExtras): string {
  const parts = [extras.color?.name, ...(extras.attributes ?? []).map((a) => a.value)]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean);
  const own = name?.trim();
  if (!own) return parts.join(' - ');
  const said = new Set(wordsOf(own));
  const unsaid = parts.filter((part) => !wordsOf(part).every((word) => said.has(word)));
  return [own, ...unsaid].join(' - ');
}

/**
 * A variety as receipts, invoices, order pages and pickers name it: the product's title and the
 * variety's title («صندل زنانه مدل ۸ - سبز - ۴۶»), or the product's alone when the variety has none
 * (or repeats it).
 */
export function varietyDisplayName(productTitle: string, title: string | null | undefined): string {
  const own = title?.trim();
  return own && own !== productTitle ? `${productTitle} - ${own}` : productTitle;
}
