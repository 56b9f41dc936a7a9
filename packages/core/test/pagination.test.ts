import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeLaravelPage, pageWindow } from '../src/index.ts';

const plain = {
  current_page: 2,
  data: [{ id: 16 }, { id: 17 }],
  first_page_url: 'http://shop.test/api/admin/brands?page=1',
  from: 16,
  last_page: 2,
  last_page_url: 'http://shop.test/api/admin/brands?page=2',
  links: [],
  next_page_url: null,
  path: 'http://shop.test/api/admin/brands',
  per_page: 15,
  prev_page_url: 'http://shop.test/api/admin/brands?page=1',
  to: 17,
  total: 17,
};

describe('normalizeLaravelPage', () => {
  it('reads the plain LengthAwarePaginator form', () => {
    expect(normalizeLaravelPage(plain)).toEqual({
      items: plain.data,
      currentPage: 2,
      lastPage: 2,
      perPage: 15,
      total: 17,
      from: 16,
      to: 17,
      nextPageUrl: null,
      prevPageUrl: 'http://shop.test/api/admin/brands?page=1',
    });
  });

  it('reads the resource form into the same shape', () => {
    const resource = {
      data: plain.data,
      meta: { current_page: 2, last_page: 2, per_page: '15', total: 17, from: 16, to: 17 },
      links: { first: 'p1', last: 'p2', prev: 'http://shop.test/api/admin/brands?page=1', next: null },
    };
    expect(normalizeLaravelPage(resource)).toEqual(normalizeLaravelPage(plain));
  });

  it('treats a plain array (all=1) as one page holding everything', () => {
    const page = normalizeLaravelPage([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(page).toMatchObject({ currentPage: 1, lastPage: 1, total: 3, from: 1, to: 3 });
  });

  it('gives an empty page null bounds', () => {
    const page = normalizeLaravelPage({
      ...plain,
      data: [],
      from: null,
      to: null,
      total: 0,
      last_page: 1,
      current_page: 1,
    });
    expect(page).toMatchObject({ items: [], from: null, to: null, total: 0, lastPage: 1 });
  });

  it('never throws and always gives sane numbers, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        const page = normalizeLaravelPage(junk);
        expect(page.currentPage).toBeGreaterThanOrEqual(1);
        expect(page.currentPage).toBeLessThanOrEqual(page.lastPage);
        expect(page.perPage).toBeGreaterThanOrEqual(1);
        expect(Array.isArray(page.items)).toBe(true);
      }),
    );
  });
});

describe('pageWindow', () => {
  it('shows every page with the default window 0', () => {
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last and the pages around the current one with gaps', () => {
    expect(pageWindow(10, 20, 2)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(1, 20, 1)).toEqual([1, 2, 'gap', 20]);
    expect(pageWindow(2, 3, 1)).toEqual([1, 2, 3]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(99, 3, 1)).toEqual([1, 2, 3]);
  });

  it('always includes the current page, first and last, in ascending order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 0, max: 5 }),
        (last, current, window) => {
          const pages = pageWindow(current, last, window).filter((p) => p !== 'gap');
          expect(pages).toContain(Math.min(current, last));
          expect(pages[0]).toBe(1);
          expect(pages.at(-1)).toBe(last);
          expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        },
      ),
    );
  });
});
