import { describe, expect, it } from 'vitest';
import {
  getConfig,
  IMAGE_VIEWER,
  IMAGE_VIEWER_DEBOUNCE_MS,
  JALALI_YEAR_RANGE,
  NESTABLE,
  NOTIFICATION_TITLES,
  OBSERVER_DEBOUNCE_MS,
  PAGINATION_WINDOW,
  SLIDER,
  TOAST,
  VALIDATION_DEBOUNCE_MS,
} from '../src/index.ts';

describe('getConfig', () => {
  const config = { api: { baseURL: 'https://shop.test/api', retry: 0 }, flags: { push: false } };

  it('reads a value by dotted path', () => {
    expect(getConfig(config, 'api.baseURL', '')).toBe('https://shop.test/api');
  });

  it('keeps falsy values that exist', () => {
    expect(getConfig(config, 'api.retry', 3)).toBe(0);
    expect(getConfig(config, 'flags.push', true)).toBe(false);
  });

  it('returns the default when any segment is missing', () => {
    expect(getConfig(config, 'api.timeout', 5000)).toBe(5000);
    expect(getConfig(config, 'nothing.here.at.all', 'd')).toBe('d');
    expect(getConfig(config, 'api.baseURL.length', 'd')).toBe('d');
  });

  it('does not read inherited properties', () => {
    expect(getConfig(config, 'api.toString', 'd')).toBe('d');
  });

  it('answers a repeated read the same, and each configuration object with its own values', () => {
    const first = { a: { b: 1 } };
    const second = { a: { b: 2 } };
    expect(getConfig(first, 'a.b', 0)).toBe(1);
    expect(getConfig(second, 'a.b', 0)).toBe(2);
    expect(getConfig(first, 'a.b', 0)).toBe(1);
    expect(getConfig(first, 'a.c', 'd')).toBe('d');
    expect(getConfig(first, 'a.c', 'e')).toBe('e');
  });
});

describe('SPEC.md §9 constants', () => {
  it('holds the toast, nestable, viewer, slider, debounce and pagination numbers', () => {
    expect(TOAST).toMatchObject({ durationMs: 3000, speedMs: 300, position: 'top-right', widthPx: 300 });
    expect(NESTABLE).toEqual({ maxDepth: 10, thresholdPx: 30 });
    expect(IMAGE_VIEWER).toMatchObject({ slideshowIntervalMs: 5000, minZoom: 0.01, maxZoom: 100 });
    expect(SLIDER).toEqual({ min: 0, max: 100, step: 1 });
    expect([VALIDATION_DEBOUNCE_MS, OBSERVER_DEBOUNCE_MS, IMAGE_VIEWER_DEBOUNCE_MS]).toEqual([0, 16, 50]);
    expect(PAGINATION_WINDOW).toBe(0);
    expect(JALALI_YEAR_RANGE).toEqual({ min: -61, max: 3177 });
  });

  it('names the notification titles', () => {
    expect(NOTIFICATION_TITLES.productUnavailable).toBe('ناموجود');
    expect(NOTIFICATION_TITLES.order).toBe('سفارش جدید');
  });
});
