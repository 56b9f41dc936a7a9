/**
 * Whether an element lays out right to left: its computed direction, or (where layout is not computed,
 * as in jsdom) the nearest `dir` attribute; the admin is RTL unless told otherwise.
 */
export function isRtl(element: Element | null | undefined): boolean {
  if (!element) return true;
  const computed = element.ownerDocument.defaultView?.getComputedStyle(element).direction;
  if (computed === 'rtl' || computed === 'ltr') {
    const declared = element.closest('[dir]')?.getAttribute('dir');
    // jsdom reports the initial 'ltr' for everything; a declared dir then wins.
    if (computed === 'ltr' && declared === 'rtl') return true;
    return computed === 'rtl';
  }
  return element.closest('[dir]')?.getAttribute('dir') !== 'ltr';
}
