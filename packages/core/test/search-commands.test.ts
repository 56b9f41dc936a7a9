import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminCommands,
  adminPermissions,
  type CommandHit,
  type CommandRecord,
  commandSearchEntries,
  createCommandSearch,
  searchCommands,
} from '../src/index.ts';

/** A super admin's effective list: every permission of the registry. */
const ALL = adminPermissions.map((permission) => permission.name);

function ids(query: string, permissions: readonly string[] = ALL, limit = 10): string[] {
  return searchCommands(query, { permissions, limit }).map((hit) => hit.id);
}

function first(query: string, permissions: readonly string[] = ALL): CommandHit | undefined {
  return searchCommands(query, { permissions, limit: 1 })[0];
}

describe('searchCommands: what shop staff type', () => {
  it.each(['سفارش', 'سفارشها', 'سفارش‌ها', 'سفارش ها', 'سفارش‌'])(
    'finds the orders list first for %s',
    (query) => {
      expect(first(query)?.id).toBe('go:orders.index');
    },
  );

  it('reads Arabic Yeh and Kaf like Persian ones', () => {
    expect(first('مشتري')?.id).toBe('go:customers.index');
    expect(first('كالا')?.id).toBe('go:products.index');
    expect(first('دسته‌بندي')?.id).toBe('go:categories.index');
  });

  it('finds the settings screen and says which parameter it needs', () => {
    const hit = first('تنظیمات');
    expect(hit).toMatchObject({ id: 'go:settings.group', kind: 'route', path: '/admin/settings/:group' });
    expect(hit?.params?.map((param) => param.name)).toEqual(['group']);
  });

  it('forgives a typo', () => {
    expect(first('محصوت')?.id).toBe('go:products.index');
    expect(first('تنضیمات')?.id).toBe('go:settings.group');
    expect(first('prodcts')?.id).toBe('go:products.index');
    expect(first('custmers')?.id).toBe('go:customers.index');
  });

  it.each([
    ['orders', 'go:orders.index'],
    ['products', 'go:products.index'],
    ['customers', 'go:customers.index'],
    ['settings', 'go:settings.group'],
    ['coupon', 'go:coupons.index'],
    ['Orders', 'go:orders.index'],
  ])('understands the English name %s', (query, id) => {
    expect(first(query)?.id).toBe(id);
  });

  it.each([
    ['sefaresh', 'go:orders.index'],
    ['mahsool', 'go:products.index'],
    ['moshtari', 'go:customers.index'],
  ])('understands the Finglish %s', (query, id) => {
    expect(first(query)?.id).toBe(id);
  });

  it('understands a query typed with the English layout by mistake (sthva → سفارش)', () => {
    expect(first('sthva')?.id).toBe('go:orders.index');
    expect(first('lajvd')?.id).toBe('go:customers.index');
  });

  it('ranks product categories above blog categories for دسته بندی', () => {
    const found = ids('دسته بندی');
    expect(found[0]).toBe('go:categories.index');
    expect(found.indexOf('go:categories.index')).toBeLessThan(found.indexOf('go:postCategories.index'));
    expect(found).toContain('go:postCategories.index');
  });

  it('finds screens by their synonyms', () => {
    expect(first('وبلاگ')?.id).toBe('go:posts.index');
    expect(first('تسویه')?.id).toBe('go:wallet.withdraws');
    expect(first('گزارش فروش')?.id).toBe('go:reports.products');
    expect(first('اعضای خبرنامه')?.id).toBe('go:newsletters.members');
    expect(first('ارسال')?.id).toBe('go:shipping.index');
    expect(first('خروج')?.id).toBe('session.logout');
  });

  it('lists a create form once, as the action, with its path and hotkey', () => {
    const found = searchCommands('افزودن محصول', { permissions: ALL, limit: 10 });
    expect(found[0]).toMatchObject({
      id: 'products.create',
      kind: 'action',
      commandId: 'products.create',
      path: '/admin/products/create',
      routeName: 'products.create',
      hotkey: 'c p',
    });
    expect(found.map((hit) => hit.id)).not.toContain('go:products.create');
  });

  it('gives a screen with a parameter as its pattern and the parameter to ask for', () => {
    const hit = first('جزئیات سفارش');
    expect(hit).toMatchObject({ id: 'go:orders.show', path: '/admin/order/:id', routeName: 'orders.show' });
    expect(hit?.params).toEqual([{ name: 'id', label: 'شماره سفارش', kind: 'id' }]);
    expect(first('داشبورد')).toMatchObject({ kind: 'route', path: '/admin', hotkey: 'g d' });
  });
});

describe('searchCommands: permissions and the empty query', () => {
  const ORDER_CLERK = ['read_order', 'write_order'];

  it('never returns a command the admin lacks the permission for', () => {
    const queries = fc.oneof(
      fc.constantFrom('', 'س', 'سفارش', 'محصول', 'تنظیمات', 'orders', 'products', 'g', 'a', 'دسته', 'sthva'),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(queries, (query) => {
        for (const hit of searchCommands(query, { permissions: ORDER_CLERK })) {
          const command = adminCommands.find((candidate) => candidate.id === hit.id);
          const permission = command?.permission ?? null;
          expect(permission === null || ORDER_CLERK.includes(permission), `${query} → ${hit.id}`).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
    expect(ids('محصولات', ORDER_CLERK)).not.toContain('go:products.index');
  });

  it('lists every permitted command in registry order for an empty query', () => {
    const expected = commandSearchEntries()
      .filter((entry) => entry.permission === null || ORDER_CLERK.includes(entry.permission ?? ''))
      .map((entry) => entry.id);
    const found = searchCommands('', { permissions: ORDER_CLERK }).map((hit) => hit.id);
    expect(found).toEqual(expected);
    expect(found.slice(0, 3)).toEqual(['go:orders.index', 'go:orders.show', 'go:orders.print']);
    expect(found).toContain('session.logout');
    expect(searchCommands('   ', { permissions: ALL })).toHaveLength(commandSearchEntries().length);
  });

  it('returns at most `limit` hits, best first', () => {
    const found = searchCommands('ا', { permissions: ALL, limit: 5 });
    expect(found).toHaveLength(5);
    const scores = found.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });
});

describe('createCommandSearch: records from the API', () => {
  const order = (id: number, name: string): CommandRecord => ({
    id: `order:${id}`,
    title: `سفارش ${id} ${name}`,
    keywords: [String(id)],
    permission: 'read_order',
    value: { path: `/admin/order/${id}` },
  });

  it('finds an order by its number typed in Persian digits', () => {
    const search = createCommandSearch();
    search.add([order(1234, 'علی رضایی'), order(5678, 'مریم کریمی')]);
    const hit = search('۱۲۳۴', { permissions: ALL, limit: 3 })[0];
    expect(hit).toMatchObject({
      id: 'order:1234',
      kind: 'record',
      path: '/admin/order/1234',
      values: { id: '1234' },
    });
    expect(search('٥٦٧٨', { permissions: ALL, limit: 1 })[0]?.id).toBe('order:5678');
  });

  it('hides records the admin may not read and forgets removed ones', () => {
    const search = createCommandSearch();
    search.add([order(42, 'زهرا')]);
    expect(search('42', { permissions: ['read_customer'] })).toEqual([]);
    expect(search('42', { permissions: ['read_order'] })[0]?.id).toBe('order:42');
    search.remove(['order:42']);
    // Without its record, the number still leads to the order's page (palette-order-number.test.ts).
    expect(search('42', { permissions: ['read_order'] }).map((hit) => hit.id)).toEqual(['order-number:42']);
  });

  it('searches extra records for one query only, ranked with the commands', () => {
    const search = createCommandSearch();
    const found = search('كريمي', { permissions: ALL, extra: [order(77, 'مریم کریمی')], limit: 5 });
    expect(found[0]).toMatchObject({ id: 'order:77', kind: 'record' });
    expect(search('کریمی', { permissions: ALL })).toEqual([]);
    const listed = search('', { permissions: ALL, extra: [order(78, 'سارا')] });
    expect(listed.at(-1)?.id).toBe('order:78');
  });

  it('keeps a customer found by a few digits of the mobile while they are typed', () => {
    const search = createCommandSearch();
    search.add([
      {
        id: 'customer:1',
        title: 'سارا جعفری',
        keywords: ['09121234567'],
        value: { path: '/admin/customers/show/1' },
      },
    ]);
    for (const typed of ['0', '09', '091', '0912', '۰۹۱۲۱']) {
      expect(
        search(typed, { permissions: [], limit: 3 }).map((hit) => hit.id),
        typed,
      ).toContain('customer:1');
    }
  });

  it('puts the customers whose mobile starts so first for a number with a leading zero, not an order', () => {
    const search = createCommandSearch();
    search.add([
      {
        id: 'customer:2',
        title: 'رضا کریمی',
        keywords: ['09121112233'],
        value: { path: '/admin/customers/show/2' },
      },
      {
        id: 'order:912',
        title: 'سفارش ۹۱۲ مریم احمدی',
        keywords: ['912'],
        value: { path: '/admin/order/912' },
      },
    ]);
    for (const typed of ['0912', '۰۹۱۲', '09121112233']) {
      const [first] = search(typed, { permissions: ALL, limit: 5 });
      expect(first?.id, typed).toBe('customer:2');
    }
    expect(search('912', { permissions: ALL, limit: 5 })[0]?.path).toBe('/admin/order/912');
  });
});
