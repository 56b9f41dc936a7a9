import { inArea } from './define.ts';

/** Sign-in (outside the admin layout) and the server's .htaccess editor. */
export const systemRoutes = inArea('system', [
  {
    name: 'auth.login',
    path: '/admin/login',
    title: 'ورود مدیر',
    keywords: ['login', 'sign in', 'vorood', 'ورود به پنل'],
    permission: null,
    layout: 'bare',
    priority: -5,
  },
  {
    name: 'system.htaccess',
    path: '/admin/htaccess',
    title: 'ویرایش فایل htaccess',
    keywords: ['htaccess', 'redirects', 'rewrite rules', 'server config', 'ریدایرکت', 'بازنویسی آدرس'],
    permission: 'htaccess',
    menu: true,
    icon: 'file-code',
  },
  {
    name: 'system.logs',
    path: '/admin/logs',
    keywords: ['audit log', 'activity log', 'history', 'who changed', 'logs', 'تاریخچه تغییرات', 'لاگ'],
    menu: true,
    icon: 'history',
    resource: 'logs',
  },
]);
