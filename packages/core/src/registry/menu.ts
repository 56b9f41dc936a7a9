import type { MenuItem, SettingGroup } from '../permissions/types.ts';
import type { IconName } from './icons.ts';
import { buildPath } from './route-path.ts';
import { adminRoutes, routeNamed } from './routes/index.ts';
import type { Area, RouteDef } from './types.ts';

/** Sidebar groups in order, with their Persian titles and icons. The dashboard is a single top item. */
// biome-ignore format: one group per line
const MENU_GROUPS: readonly { area: Exclude<Area, 'dashboard' | 'settings'>; title: string; icon: IconName }[] = [
  { area: 'catalogue', title: 'کاتالوگ', icon: 'package' },
  { area: 'orders', title: 'سفارش‌ها', icon: 'shopping-cart' },
  { area: 'shop', title: 'فروش حضوری', icon: 'store' },
  { area: 'people', title: 'اشخاص', icon: 'users' },
  { area: 'wallet', title: 'کیف پول', icon: 'wallet' },
  { area: 'content', title: 'محتوا', icon: 'newspaper' },
  { area: 'reports', title: 'گزارش‌ها', icon: 'chart-line' },
  { area: 'system', title: 'سیستم', icon: 'server-cog' },
];

function menuItem(route: RouteDef): MenuItem {
  const item: MenuItem = {
    id: route.name,
    title: route.title,
    path: buildPath(route),
    permission: route.permission,
  };
  if (route.icon !== undefined) item.icon = route.icon;
  return item;
}

function settingsEntry(settingGroups: readonly SettingGroup[]): MenuItem {
  const route = routeNamed('settings.group');
  return {
    id: 'settings',
    title: 'تنظیمات',
    icon: route.icon ?? 'settings',
    permission: 'read_setting',
    children: settingGroups.map((group) => ({
      id: `settings.${group.name}`,
      title: group.label,
      path: buildPath(route, { group: group.name }),
      permission: null,
    })),
  };
}

/**
 * The full sidebar before permission filtering: the dashboard, one group per area holding its
 * `menu: true` routes (each with its route's permission), and before the system group 'تنظیمات'
 * (needs read_setting) with one public child per settings group linking to /admin/settings/<name>. Filter it with
 * `filterMenuByPermission`; groups have no permission of their own and vanish when left empty.
 */
export function buildAdminMenu(settingGroups: readonly SettingGroup[]): MenuItem[] {
  const inMenu = adminRoutes.filter((route) => route.menu === true);
  const menu: MenuItem[] = inMenu.filter((route) => route.area === 'dashboard').map(menuItem);
  for (const group of MENU_GROUPS) {
    if (group.area === 'system') menu.push(settingsEntry(settingGroups));
    const children = inMenu.filter((route) => route.area === group.area).map(menuItem);
    if (children.length > 0) {
      menu.push({ id: `area.${group.area}`, title: group.title, icon: group.icon, children });
    }
  }
  return menu;
}
