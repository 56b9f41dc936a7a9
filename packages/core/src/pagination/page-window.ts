import { PAGINATION_WINDOW } from '../constants.ts';

/** A page number to show, or a gap ("…") between shown pages. */
export type PageWindowItem = number | 'gap';

/**
 * The page buttons to show. Window 0 (SPEC.md §9 default) shows every page; window n shows the first
 * and last page and n pages either side of the current one, with gaps between.
 */
export function pageWindow(
  current: number,
  last: number,
  window: number = PAGINATION_WINDOW,
): PageWindowItem[] {
  const lastPage = Math.max(1, Math.trunc(last) || 1);
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), lastPage);
  const all = Array.from({ length: lastPage }, (_, i) => i + 1);
  if (!(window > 0)) return all;
  const shown = all.filter((p) => p === 1 || p === lastPage || Math.abs(p - page) <= window);
  const items: PageWindowItem[] = [];
  for (const p of shown) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && p - previous > 1) items.push('gap');
    items.push(p);
  }
  return items;
}
