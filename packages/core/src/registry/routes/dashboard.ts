import { inArea } from './define.ts';

/** The dashboard at /admin: today's sales, orders by status, visits (needs `report`, like its API call). */
export const dashboardRoutes = inArea('dashboard', [
  {
    name: 'dashboard',
    path: '/admin',
    title: 'داشبورد',
    keywords: [
      'dashboard',
      'home',
      'overview',
      'daashbord',
      'dashbord',
      'پیشخوان',
      'خانه',
      'صفحه اصلی',
      'آمار امروز',
    ],
    permission: 'report',
    menu: true,
    icon: 'layout-dashboard',
    hotkey: 'g d',
    priority: 3,
  },
]);
