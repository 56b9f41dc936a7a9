import { describe, expect, it } from 'vitest';
import {
  adminCommands,
  adminPermissions,
  adminResources,
  adminRoutes,
  type CommandHit,
  searchCommands,
} from '../src/index.ts';

/** A super admin's effective list: every permission of the registry. */
const ALL = adminPermissions.map((permission) => permission.name);

function first(query: string, permissions: readonly string[] = ALL): CommandHit | undefined {
  return searchCommands(query, { permissions, limit: 5 })[0];
}

describe('searchCommands: create verbs and their synonyms', () => {
  it.each([
    ['سفارش جدید', 'orders.create'],
    ['ایجاد سفارش', 'orders.create'],
    ['ثبت مشتری', 'customers.create'],
    ['ساخت مشتری', 'customers.create'],
    ['افزودن محصول', 'products.create'],
    ['محصول جدید', 'products.create'],
    ['ایجاد کد تخفیف', 'create:coupons'],
    ['کوپن جدید', 'create:coupons'],
    ['ساخت برند', 'create:brands'],
    ['ثبت برند', 'create:brands'],
    ['افزودن رنگ', 'create:colors'],
    ['ایجاد صفحه', 'go:pages.create'],
    ['ثبت خبرنامه', 'go:newsletters.create'],
    ['new coupon', 'create:coupons'],
  ])('%s → %s', (query, id) => {
    expect(first(query)?.id).toBe(id);
  });

  it('opens a list-only resource’s create form through its list (?create)', () => {
    expect(first('ایجاد کد تخفیف')).toMatchObject({ kind: 'route', path: '/admin/coupon?create' });
  });

  it('offers a create command only to an admin who may create', () => {
    expect(first('ایجاد کد تخفیف', ['read_coupon'])?.id).not.toBe('create:coupons');
  });
});

describe('searchCommands: a name leads to its list first', () => {
  it.each([
    ['محصول', 'go:products.index'],
    ['محصولات', 'go:products.index'],
    ['مشتری', 'go:customers.index'],
    ['مشتریان', 'go:customers.index'],
    ['کد تخفیف', 'go:coupons.index'],
    ['کدهای تخفیف', 'go:coupons.index'],
    ['مطلب', 'go:posts.index'],
    ['صفحه', 'go:pages.index'],
    ['برند', 'go:brands.index'],
    ['دسته‌بندی', 'go:categories.index'],
    ['جدول سایز', 'go:sizeCharts.index'],
  ])('%s → %s', (query, id) => {
    expect(first(query)?.id).toBe(id);
  });

  it('still finds an edit screen asked for by name', () => {
    expect(first('ویرایش محصول')?.id).toBe('go:products.edit');
  });
});

describe('commands: every resource the admin can create has a create command', () => {
  it.each(
    adminResources.filter((resource) => !resource.operations || resource.operations.includes('create')),
  )('$name', (resource) => {
    const routes = adminRoutes.filter((route) => route.resource === resource.name);
    if (!routes.some((route) => route.name.endsWith('.index') && !route.params?.some((p) => !p.optional)))
      return;
    const families = new Set(routes.map((route) => route.name.slice(0, route.name.lastIndexOf('.'))));
    const create = adminCommands.find(
      (command) =>
        command.id === `create:${resource.name}` ||
        [...families].some(
          (family) => command.id === `${family}.create` || command.id === `go:${family}.create`,
        ),
    );
    expect(create, `no create command for ${resource.name}`).toBeDefined();
  });
});

describe('searchCommands: typed record numbers become record intents', () => {
  it.each([
    ['محصول ۱۲', '/admin/products/edit/12'],
    ['مشتری شماره ۵', '/admin/customers/show/5'],
    ['مشتري 7', '/admin/customers/show/7'],
    ['کد تخفیف ۳', '/admin/coupon?show=3'],
    ['برند #2', '/admin/brands?show=2'],
    ['مطلب ۹', '/admin/posts/edit/9'],
  ])('%s → %s', (query, path) => {
    expect(first(query)).toMatchObject({ kind: 'record', path, values: { id: path.match(/\d+/)?.[0] } });
  });

  it('titles the intent with the singular name in Persian digits', () => {
    expect(first('محصول 12')?.title).toBe('محصول ۱۲');
  });

  it('leaves orders to the order-number intent and needs the permission of the screen', () => {
    expect(first('سفارش ۱۲')?.id).toBe('order-number:12');
    expect(first('مشتری ۵', ['read_product'])?.kind).not.toBe('record');
  });
});
