import { describe, expect, it } from 'vitest';
import { adminRoutes, buildAdminMenu, filterMenuByPermission, type MenuItem } from '../src/index.ts';

const GROUPS = [
  { name: 'general', label: 'اصلی' },
  { name: 'shop_info', label: 'اطلاعات فروشگاه' },
];

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

describe('buildAdminMenu', () => {
  it("adds the settings entry 'تنظیمات' with an icon, needing read_setting, one public child per group", () => {
    const settings = buildAdminMenu(GROUPS).find((item) => item.id === 'settings');
    expect(settings).toMatchObject({ title: 'تنظیمات', permission: 'read_setting' });
    expect(settings?.icon).toBeTruthy();
    expect(settings?.children).toEqual([
      { id: 'settings.general', title: 'اصلی', path: '/admin/settings/general', permission: null },
      {
        id: 'settings.shop_info',
        title: 'اطلاعات فروشگاه',
        path: '/admin/settings/shop_info',
        permission: null,
      },
    ]);
  });

  it('keeps the settings entry without children when admin/home sent no groups', () => {
    expect(buildAdminMenu([]).find((item) => item.id === 'settings')?.children).toEqual([]);
  });

  it('lists every sidebar route once, under its area, carrying its permission and icon', () => {
    const items = flatten(buildAdminMenu(GROUPS)).filter((item) => item.children === undefined);
    const routeItems = items.filter((item) => !item.id.startsWith('settings.'));
    const inMenu = adminRoutes.filter((route) => route.menu);
    expect(routeItems.map((item) => item.id)).toEqual(inMenu.map((route) => route.name));
    for (const route of inMenu) {
      const item = routeItems.find((candidate) => candidate.id === route.name);
      expect(item).toMatchObject({ title: route.title, permission: route.permission, icon: route.icon });
    }
    expect(routeItems.find((item) => item.id === 'postComments.index')?.path).toBe('/admin/post-comment');
  });

  it('groups the areas under Persian titles, dashboard first', () => {
    const menu = buildAdminMenu(GROUPS);
    expect(menu[0]).toMatchObject({ id: 'dashboard', path: '/admin', permission: 'report' });
    const titles = menu.filter((item) => item.children).map((item) => item.title);
    expect(titles).toEqual([
      'کاتالوگ',
      'سفارش‌ها',
      'فروش حضوری',
      'اشخاص',
      'کیف پول',
      'محتوا',
      'گزارش‌ها',
      'تنظیمات',
      'سیستم',
    ]);
    const orders = menu.find((item) => item.id === 'area.orders');
    expect(orders?.children?.map((item) => item.id)).toContain('orders.index');
  });

  it('leaves an order clerk only the order screens and no settings once filtered', () => {
    const visible = filterMenuByPermission(buildAdminMenu(GROUPS), ['read_order']);
    expect(visible.map((item) => item.id)).toEqual(['area.orders']);
    expect(visible[0]?.children?.map((item) => item.id)).toEqual(['orders.index']);
  });

  it('shows every settings group to an admin with read_setting', () => {
    const visible = filterMenuByPermission(buildAdminMenu(GROUPS), ['read_setting']);
    expect(visible.map((item) => item.id)).toEqual(['settings']);
    expect(visible[0]?.children).toHaveLength(2);
  });
});
