import { describe, expect, it } from 'vitest';
import { adminActionCommands, adminResources, adminRoutes, findRoute } from '../src/index.ts';

/** SPEC.md §2, transcribed route by route ({x} written :x, {x?} written :x?). */
const SPEC_PATHS = [
  '/admin',
  '/admin/color',
  '/admin/size-chart',
  '/admin/size-chart/create',
  '/admin/size-chart/edit/:id?',
  '/admin/size-chart-type',
  '/admin/provinces',
  '/admin/cities',
  '/admin/brands',
  '/admin/unit',
  '/admin/attributes',
  '/admin/specifications',
  '/admin/specifications/create',
  '/admin/specifications/edit/:id',
  '/admin/categories',
  '/admin/categories/create',
  '/admin/categories/edit/:id',
  '/admin/posts',
  '/admin/posts/create',
  '/admin/posts/edit/:id',
  '/admin/post-categories',
  '/admin/post-comment/comment/:id',
  '/admin/post-comment/:post?',
  '/admin/settings/:group',
  '/admin/slider',
  '/admin/slider/:group',
  '/admin/menu',
  '/admin/menu/:group',
  '/admin/coupon',
  '/admin/shipping',
  '/admin/shipping/cities/:id',
  '/admin/customers',
  '/admin/customers/create',
  '/admin/customers/edit/:id',
  '/admin/customers/show/:id',
  '/admin/admins',
  '/admin/roles',
  '/admin/customer_roles',
  '/admin/sellers',
  '/admin/products',
  '/admin/products/create',
  '/admin/products/edit/:id',
  '/admin/store',
  '/admin/comments',
  '/admin/order',
  '/admin/order/create',
  '/admin/order/:id',
  '/admin/flash',
  '/admin/flash/create',
  '/admin/flash/edit/:id',
  '/admin/instagram',
  '/admin/faqs',
  '/admin/position',
  '/admin/position/advertisements/:id',
  '/admin/advertise',
  '/admin/newsletters',
  '/admin/newsletters/create',
  '/admin/newsletters/:id',
  '/admin/member-newsletters',
  '/admin/pages',
  '/admin/pages/create',
  '/admin/pages/:id/edit',
  '/admin/contact',
  '/admin/sets',
  '/admin/sets/create',
  '/admin/sets/edit/:id',
  '/admin/recommendation-groups',
  '/admin/recommendation/:group',
  '/admin/gifts',
  '/admin/reports/visit',
  '/admin/reports/visit/:date',
  '/admin/reports/customers',
  '/admin/reports/products',
  '/admin/reports/varieties',
  '/admin/reports/wallets',
  '/admin/reports/orders',
  '/admin/shop',
  '/admin/shop/orders',
  '/admin/shop/orders/:id',
  '/admin/shop/create',
  '/admin/transactions',
  '/admin/withdraws',
  '/admin/htaccess',
  '/admin/shipping_excels',
  '/admin/login',
  '/admin/print-orders',
];

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
const PERMISSION_NAME = /^[A-Za-z][A-Za-z_-]*$/;

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** Screens beyond SPEC.md §2 that an issue asked for: the audit log (issue 6). */
const EXTRA_PATHS = ['/admin/logs'];

describe('admin routes', () => {
  it('declares every route of SPEC.md §2 exactly once, plus the screens issues added, and nothing else', () => {
    const paths = adminRoutes.map((route) => route.path);
    expect(duplicates(SPEC_PATHS)).toEqual([]);
    expect(duplicates(paths)).toEqual([]);
    expect([...paths].sort()).toEqual([...SPEC_PATHS, ...EXTRA_PATHS].sort());
    expect(adminRoutes).toHaveLength(87);
  });

  it('gives every route a unique English name', () => {
    const names = adminRoutes.map((route) => route.name);
    expect(duplicates(names)).toEqual([]);
    for (const name of names) expect(name).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)*$/);
  });

  it('titles every route in Persian and gives it search keywords', () => {
    for (const route of adminRoutes) {
      expect(route.title, route.name).toMatch(ARABIC_SCRIPT);
      expect(route.keywords.length, route.name).toBeGreaterThan(0);
    }
  });

  it('never binds one hotkey to two routes or actions', () => {
    const hotkeys = [...adminRoutes, ...adminActionCommands].flatMap((item) =>
      item.hotkey ? [item.hotkey] : [],
    );
    expect(duplicates(hotkeys)).toEqual([]);
    expect(findRoute('dashboard')?.hotkey).toBe('g d');
    expect(findRoute('orders.index')?.hotkey).toBe('g o');
    expect(findRoute('products.index')?.hotkey).toBe('g p');
    expect(findRoute('customers.index')?.hotkey).toBe('g c');
    expect(findRoute('settings.group')?.hotkey).toBe('g s');
    expect(findRoute('wallet.transactions')?.hotkey).toBe('g t');
    expect(findRoute('shop.home')?.hotkey).toBe('g h');
    expect(findRoute('contacts.index')?.hotkey).toBe('g m');
    expect(findRoute('reports.visit')?.hotkey).toBe('g r');
    expect(findRoute('posts.index')?.hotkey).toBe('g b');
  });

  it('puts only the login and invoice printing screens outside the admin layout', () => {
    const bare = adminRoutes.filter((route) => route.layout === 'bare').map((route) => route.path);
    expect(bare.sort()).toEqual(['/admin/login', '/admin/print-orders']);
  });

  it('asks a Shopit permission for every screen but the login', () => {
    const publicRoutes = adminRoutes.filter((route) => route.permission === null).map((route) => route.path);
    expect(publicRoutes).toEqual(['/admin/login']);
    for (const route of adminRoutes) {
      if (route.permission !== null) expect(route.permission, route.name).toMatch(PERMISSION_NAME);
    }
    expect(findRoute('products.edit')?.permission).toBe('modify_product');
    expect(findRoute('orders.create')?.permission).toBe('write_order');
    expect(findRoute('shop.create')?.permission).toBe('mini_order');
    expect(findRoute('shop.orders')?.permission).toBe('read_mini_order');
    expect(findRoute('settings.group')?.permission).toBe('read_setting');
    expect(findRoute('dashboard')?.permission).toBe('report');
  });

  it('declares every path parameter with a Persian prompt, and no others', () => {
    for (const route of adminRoutes) {
      const inPath = [...route.path.matchAll(/:(\w+)(\?)?/g)].map((m) => ({
        name: m[1],
        optional: m[2] === '?',
      }));
      const declared = (route.params ?? []).map((p) => ({ name: p.name, optional: p.optional === true }));
      expect(declared, route.name).toEqual(inPath);
      for (const param of route.params ?? []) expect(param.label, route.name).toMatch(ARABIC_SCRIPT);
    }
  });

  it('shows in the sidebar only screens that open without a parameter, each with an icon', () => {
    const menu = adminRoutes.filter((route) => route.menu);
    expect(menu.length).toBeGreaterThan(40);
    for (const route of menu) {
      expect(route.icon, route.name).toBeTruthy();
      expect(route.layout, route.name).toBe('admin');
      expect(route.params?.filter((p) => !p.optional && p.default === undefined) ?? [], route.name).toEqual(
        [],
      );
    }
  });

  it('links generic screens to resources that exist', () => {
    const resources = new Set<string>(adminResources.map((resource) => resource.name));
    for (const route of adminRoutes) {
      if (route.resource !== undefined) expect(resources.has(route.resource), route.name).toBe(true);
    }
  });

  it('finds a route by name and returns undefined for an unknown one', () => {
    expect(findRoute('orders.show')?.path).toBe('/admin/order/:id');
    expect(findRoute('nope')).toBeUndefined();
  });
});
