import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterMenuByPermission, type MenuItem } from '../src/index.ts';

const settings: MenuItem = {
  id: 'settings',
  title: 'تنظیمات',
  icon: 'settings',
  permission: 'read_setting',
  children: [
    { id: 'settings.general', title: 'عمومی', path: '/admin/settings/general', permission: null },
    { id: 'settings.sms', title: 'پیامک', path: '/admin/settings/sms', permission: null },
  ],
};
const orders: MenuItem = {
  id: 'orders',
  title: 'سفارش‌ها',
  children: [
    { id: 'orders.list', title: 'سفارش‌ها', path: '/admin/order', permission: 'read_order' },
    { id: 'orders.create', title: 'ثبت سفارش', path: '/admin/order/create', permission: 'write_order' },
  ],
};
const dashboard: MenuItem = { id: 'dashboard', title: 'داشبورد', path: '/admin' };
const menu: readonly MenuItem[] = [dashboard, settings, orders];

function ids(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...ids(item.children ?? [])]);
}

describe('filterMenuByPermission', () => {
  it('removes the settings group without read_setting', () => {
    expect(ids(filterMenuByPermission(menu, ['read_order']))).not.toContain('settings');
  });

  it('keeps the public children of a permitted settings group', () => {
    const result = filterMenuByPermission(menu, ['read_setting']);
    expect(ids(result)).toEqual(['dashboard', 'settings', 'settings.general', 'settings.sms']);
  });

  it('removes a group whose children are all forbidden, and keeps only permitted children', () => {
    expect(ids(filterMenuByPermission(menu, []))).toEqual(['dashboard']);
    expect(ids(filterMenuByPermission(menu, ['read_order']))).toEqual(['dashboard', 'orders', 'orders.list']);
  });

  it('removes a group that has no children to begin with', () => {
    const empty: MenuItem = { id: 'empty', title: 'خالی', children: [] };
    expect(filterMenuByPermission([empty], [], { role: 'super_admin' })).toEqual([]);
  });

  it('keeps everything for the super_admin role', () => {
    expect(filterMenuByPermission(menu, [], { role: 'super_admin' })).toEqual(menu);
  });

  it('does not change the menu it is given', () => {
    const before = structuredClone(menu);
    filterMenuByPermission(menu, ['read_order']);
    expect(menu).toEqual(before);
  });

  describe('properties', () => {
    const permissionName = fc.constantFrom('a', 'b', 'c', 'd');
    const permission = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      permissionName,
      fc.array(permissionName, { maxLength: 2 }),
    );
    const { tree } = fc.letrec((tie) => ({
      item: fc.record({
        id: fc.string({ maxLength: 4 }),
        title: fc.string({ maxLength: 4 }),
        permission,
        children: fc.option(tie('tree'), { nil: undefined }),
      }) as fc.Arbitrary<MenuItem>,
      tree: fc.array(tie('item'), { maxLength: 4, depthIdentifier: 'menu' }) as fc.Arbitrary<MenuItem[]>,
    }));
    const held = fc.array(permissionName, { maxLength: 4 });

    function count(items: readonly MenuItem[]): number {
      return items.reduce((sum, item) => sum + 1 + count(item.children ?? []), 0);
    }
    function hasEmptyGroup(items: readonly MenuItem[]): boolean {
      return items.some(
        (item) => item.children !== undefined && (item.children.length === 0 || hasEmptyGroup(item.children)),
      );
    }

    it('never adds items', () => {
      fc.assert(
        fc.property(tree, held, (items, permissions) => {
          expect(count(filterMenuByPermission(items, permissions))).toBeLessThanOrEqual(count(items));
        }),
      );
    });

    it('is idempotent', () => {
      fc.assert(
        fc.property(tree, held, (items, permissions) => {
          const once = filterMenuByPermission(items, permissions);
          expect(filterMenuByPermission(once, permissions)).toEqual(once);
        }),
      );
    });

    it('never leaves an empty group', () => {
      fc.assert(
        fc.property(tree, held, (items, permissions) => {
          expect(hasEmptyGroup(filterMenuByPermission(items, permissions))).toBe(false);
        }),
      );
    });

    it('keeps every non-empty item for the super_admin role', () => {
      fc.assert(
        fc.property(tree, (items) => {
          fc.pre(!hasEmptyGroup(items));
          expect(filterMenuByPermission(items, [], { role: 'super_admin' })).toEqual(items);
        }),
      );
    });
  });
});
