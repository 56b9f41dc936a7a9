import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchIndex, normalizePersian, type SearchEntry } from '../src/index.ts';

function entry(id: string, title: string, more: Partial<SearchEntry<string>> = {}): SearchEntry<string> {
  return { id, title, value: id, ...more };
}

function ids(hits: readonly { id: string }[]): string[] {
  return hits.map((hit) => hit.id);
}

/** Short texts over a small alphabet (Persian, Arabic forms, Latin, digits, space, ZWNJ) so they overlap. */
const letters = fc.constantFrom(...'سفارشمحصولکیيكت ab0۱1 \u200C'.split(''));
const text = fc.string({ unit: letters, minLength: 1, maxLength: 10 });
const entries = fc.uniqueArray(
  fc.record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    title: text,
    keywords: fc.array(text, { maxLength: 2 }),
  }),
  { selector: (e) => e.id, maxLength: 25 },
);

describe('createSearchIndex', () => {
  it('ranks exact, then prefix, then word start, then inside a word, then typos', () => {
    const index = createSearchIndex([
      entry('typo', 'سفرش'),
      entry('inside', 'پیشسفارشی'),
      entry('word', 'ثبت سفارش'),
      entry('prefix', 'سفارش‌های حضوری'),
      entry('exact', 'سفارش'),
    ]);
    expect(ids(index.search('سفارش'))).toEqual(['exact', 'prefix', 'word', 'inside', 'typo']);
  });

  it('breaks ties by priority, then by insertion order', () => {
    const index = createSearchIndex([
      entry('posts', 'دسته‌بندی مطالب'),
      entry('products', 'دسته‌بندی محصولات', { priority: 3 }),
      entry('pages', 'دسته‌بندی صفحات'),
    ]);
    expect(ids(index.search('دسته بندی'))).toEqual(['products', 'posts', 'pages']);
  });

  it('normalises entries and queries the same way (Yeh, Kaf, ZWNJ, digits, case)', () => {
    const index = createSearchIndex([
      entry('bag', 'كيف چرمي مشكي'),
      entry('sku', 'Order', { keywords: ['SKU-۱۲۳'] }),
    ]);
    expect(ids(index.search('کیف چرمی'))).toEqual(['bag']);
    expect(ids(index.search('كيف‌چرمي'))).toEqual(['bag']);
    expect(ids(index.search('sku-123'))).toEqual(['sku']);
    expect(ids(index.search('ORDER'))).toEqual(['sku']);
  });

  it('filters by permission only when a permission list is given; null and absent are public', () => {
    const index = createSearchIndex([
      entry('a', 'سفارش الف', { permission: 'read_order' }),
      entry('b', 'سفارش ب', { permission: null }),
      entry('c', 'سفارش ج'),
      entry('d', 'سفارش د', { permission: 'read_product' }),
    ]);
    expect(ids(index.search('سفارش', { permissions: ['read_order'] })).sort()).toEqual(['a', 'b', 'c']);
    expect(ids(index.search('سفارش', { permissions: [] })).sort()).toEqual(['b', 'c']);
    expect(index.search('سفارش')).toHaveLength(4);
  });

  it('lists every permitted entry in insertion order for an empty query, up to the limit', () => {
    const index = createSearchIndex([
      entry('x', 'یک'),
      entry('y', 'دو', { permission: 'p' }),
      entry('z', 'سه'),
    ]);
    expect(ids(index.search(''))).toEqual(['x', 'y', 'z']);
    expect(ids(index.search(' \u200C ', { permissions: [] }))).toEqual(['x', 'z']);
    expect(ids(index.search('', { limit: 1 }))).toEqual(['x']);
  });

  it('adds, replaces and removes live entries', () => {
    const index = createSearchIndex<string>([]);
    expect(index.search('علی')).toEqual([]);
    index.add([entry('c1', 'علی رضایی'), entry('c2', 'علی‌اکبر صادقی')]);
    expect(index.size).toBe(2);
    expect(ids(index.search('علی'))).toEqual(['c1', 'c2']);
    index.add([entry('c1', 'مریم کریمی')]);
    expect(index.size).toBe(2);
    expect(ids(index.search('علی'))).toEqual(['c2']);
    expect(index.search('مریم')[0]).toMatchObject({ id: 'c1', title: 'مریم کریمی', value: 'c1' });
    index.remove(['c2', 'unknown']);
    expect(index.size).toBe(1);
    expect(index.search('علی')).toEqual([]);
  });

  it('retries a Latin query on the Persian keyboard only when nothing matches it literally', () => {
    const index = createSearchIndex([
      entry('orders', 'سفارش‌ها'),
      entry('latin', 'Store', { keywords: ['sth'] }),
    ]);
    expect(ids(index.search('sthva'))).toEqual(['orders']);
    expect(ids(index.search('sth'))).toEqual(['latin']);
  });

  it('finds entries where every query word appears, in any order', () => {
    const index = createSearchIndex([entry('bag', 'کیف چرمی زنانه'), entry('shoe', 'کفش چرمی')]);
    expect(ids(index.search('زنانه کیف'))).toEqual(['bag']);
  });

  it('does not treat a single letter inside a word as a match', () => {
    const index = createSearchIndex([entry('a', 'سفارش'), entry('b', 'پیام')]);
    expect(ids(index.search('ا'))).toEqual([]);
    expect(ids(index.search('پ'))).toEqual(['b']);
  });

  it('gives the same hits while typing, after any earlier query, as a fresh index', () => {
    fc.assert(
      fc.property(entries, text, text, (list, earlier, query) => {
        const make = () => createSearchIndex(list.map((e) => entry(e.id, e.title, { keywords: e.keywords })));
        const typed = make();
        for (const typing of [earlier, query]) {
          const chars = [...typing];
          for (let i = 1; i <= chars.length; i++) {
            const prefix = chars.slice(0, i).join('');
            expect(typed.search(prefix, { limit: 3 })).toEqual(make().search(prefix, { limit: 3 }));
          }
        }
        expect(typed.search(query)).toEqual(make().search(query));
      }),
      { numRuns: 150 },
    );
  });

  it('keeps short-query and narrowed results right after entries are added or removed', () => {
    fc.assert(
      fc.property(entries, entries, text, (before, after, query) => {
        const index = createSearchIndex(before.map((e) => entry(e.id, e.title, { keywords: e.keywords })));
        const letter = [...query][0] ?? 'س';
        index.search(letter);
        index.search(query);
        index.remove(before.slice(0, 3).map((e) => e.id));
        index.add(after.map((e) => entry(e.id, e.title, { keywords: e.keywords })));
        const fresh = createSearchIndex<string>([]);
        const remaining = before.slice(3).filter((e) => !after.some((a) => a.id === e.id));
        fresh.add([...remaining, ...after].map((e) => entry(e.id, e.title, { keywords: e.keywords })));
        for (const q of [letter, query]) {
          expect(ids(index.search(q)).sort()).toEqual(ids(fresh.search(q)).sort());
        }
      }),
      { numRuns: 150 },
    );
  });

  it('answers a query and its normalised form alike, best first, and never throws on junk', () => {
    const index = createSearchIndex([
      entry('1', 'سفارش‌ها', { keywords: ['orders'] }),
      entry('2', 'محصولات', { keywords: ['products'] }),
      entry('3', 'مشتریان', { keywords: ['0912'] }),
    ]);
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (query) => {
        const hits = index.search(query);
        expect(hits).toEqual(index.search(normalizePersian(query)));
        const scores = hits.map((hit) => hit.score);
        expect(scores).toEqual([...scores].sort((a, b) => a - b));
      }),
    );
  });
});
