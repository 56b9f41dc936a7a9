/**
 * Business constants of SPEC.md §9, one named export each, so every surface uses the same numbers.
 */

/** Toasts: shown 3000 ms, animated in 300 ms, at the top right, 300 px wide, no maximum count. */
export const TOAST = {
  durationMs: 3000,
  speedMs: 300,
  position: 'top-right',
  widthPx: 300,
  max: Number.POSITIVE_INFINITY,
} as const;

/** Nestable drag-and-drop tree (menus, categories): depth limit and drag threshold. */
export const NESTABLE = { maxDepth: 10, thresholdPx: 30 } as const;

/** Image viewer: slideshow interval and zoom range. */
export const IMAGE_VIEWER = {
  slideshowIntervalMs: 5000,
  minZoom: 0.01,
  maxZoom: 100,
  directiveDebounceMs: 50,
} as const;

/** Range slider defaults. */
export const SLIDER = { min: 0, max: 100, step: 1 } as const;

/** Form validation runs this many ms after input (0: at once). */
export const VALIDATION_DEBOUNCE_MS = 0;

/** Debounce of observer-driven updates (resize, intersection). */
export const OBSERVER_DEBOUNCE_MS = 16;

/** Image viewer directive debounce. */
export const IMAGE_VIEWER_DEBOUNCE_MS = IMAGE_VIEWER.directiveDebounceMs;

/** Pagination page window: 0 shows every page. */
export const PAGINATION_WINDOW = 0;

/** Number of colour presets in the colour picker (the presets are `PRESET_COLORS`). */
export const COLOR_PRESET_COUNT = 16;

/** The Jalali converter's valid years (jalaali-js). */
export const JALALI_YEAR_RANGE = { min: -61, max: 3177 } as const;

/** Shop dates are Tehran dates. */
export const SHOP_TIME_ZONE = 'Asia/Tehran';

export { NOTIFICATION_TITLES } from './notifications/titles.ts';
