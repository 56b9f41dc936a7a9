/** What tells one variety of a product from another, as the API and order snapshots carry it. */
export interface VarietyNameExtras {
  color?: { name?: string | null } | null;
  attributes?: readonly { value?: string | null }[] | null;
}

/**
 * A variety's own title: the name staff gave it, else its colour and then every attribute value in
 * order («سبز - ۴۶»), empty for a product's only, plain variety. The one rule for the API's
 * `title`, the order line snapshot, the till's receipt and the invoice.
 */
export function varietyTitle(name: string | null | undefined, extras: VarietyNameExtras): string {
  if (name?.trim()) return name.trim();
  return [extras.color?.name, ...(extras.attributes ?? []).map((a) => a.value)]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' - ');
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
