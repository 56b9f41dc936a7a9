import { IMAGE_VIEWER } from '@shop-admin/core';

/** The zoom kept inside core's IMAGE_VIEWER range (0.01 to 100); 1 for anything not a number. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return zoom > 0 ? IMAGE_VIEWER.maxZoom : 1;
  return Math.min(IMAGE_VIEWER.maxZoom, Math.max(IMAGE_VIEWER.minZoom, zoom));
}

/** One zoom step in (factor > 1) or out (factor < 1), clamped. */
export function zoomBy(zoom: number, factor: number): number {
  return clampZoom(Number((zoom * factor).toPrecision(6)));
}

/** The index `step` places away in a ring of `count` images. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
