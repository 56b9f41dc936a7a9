import { inArea } from './define.ts';

/**
 * One screen per settings group (`/admin/settings/general`, `/admin/settings/shop_info`...). The sidebar
 * lists the groups from admin/home itself (see `buildAdminMenu`); the hotkey opens the first group.
 */
export const settingsRoutes = inArea('settings', [
  {
    name: 'settings.group',
    path: '/admin/settings/:group',
    title: 'تنظیمات',
    keywords: [
      'settings',
      'config',
      'configuration',
      'preferences',
      'tanzimat',
      'پیکربندی',
      'تنظیمات فروشگاه',
    ],
    permission: 'read_setting',
    params: [{ name: 'group', label: 'گروه تنظیمات', kind: 'text', default: 'general' }],
    icon: 'settings',
    hotkey: 'g s',
    priority: 3,
  },
]);
