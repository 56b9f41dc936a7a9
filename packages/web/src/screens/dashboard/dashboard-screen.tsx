import { can, DASHBOARD_WIDGETS, type DashboardData, isApiError, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { useAdminHome, usePermissions, useServices, useSession } from '../../app/services-context.tsx';
import { HotkeyLabel } from '../../hotkeys/hotkey-label.tsx';
import { registryHotkeys } from '../../hotkeys/registry-hotkeys.ts';
import { JalaliTime } from '../../shell/jalali-time.tsx';
import type { ScreenProps } from '../types.ts';
import { LastOrders } from './last-orders.tsx';
import { SalesCards } from './sales-cards.tsx';
import { SiteViews } from './site-views.tsx';
import { WeekOrders } from './week-orders.tsx';
import './dashboard.css';

const titleOf = (key: string) => DASHBOARD_WIDGETS.find((w) => w.key === key)?.label ?? key;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat-card">
      <span className="stat-label">{label}</span>
      <span className="stat-value">{value}</span>
    </div>
  );
}

/**
 * /admin: today's and this month's sales, this week's orders by status, the last orders and the
 * site's views (GET admin/dashboard, Tehran days), the unread notifications and contact messages,
 * and the main shortcuts.
 */
export function DashboardScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const { admin } = useSession();
  const home = useAdminHome();
  const permissions = usePermissions();
  const dashboard = useQuery({
    queryKey: ['admin/dashboard'],
    queryFn: ({ signal }) => api.get<DashboardData>('admin/dashboard', { signal }),
  });
  const shortcuts = useMemo(() => registryHotkeys(permissions).slice(0, 8), [permissions]);
  const data = dashboard.data;

  return (
    <section className="screen dashboard">
      <header className="screen-header">
        <h1>{route.title}</h1>
        <p className="muted">{admin ? `${admin.name}، خوش آمدید.` : ''}</p>
      </header>
      <div className="stat-grid">
        {data && <SalesCards data={data} />}
        <Figure label="اعلان‌های خوانده‌نشده" value={toPersianDigits(home.totalUnreadNotifications)} />
        {can(permissions, 'read_contact') && (
          <Figure label="پیام‌های تماس خوانده‌نشده" value={toPersianDigits(home.totalUnreadContacts)} />
        )}
      </div>
      {dashboard.isError && (
        <p className="note" role="status">
          {isApiError(dashboard.error) && dashboard.error.status === 404
            ? 'آمار فروش و بازدید هنوز از سرور در دسترس نیست (GET admin/dashboard).'
            : `آمار داشبورد بارگذاری نشد: ${isApiError(dashboard.error) ? dashboard.error.message : ''}`}
        </p>
      )}
      {data && (
        <div className="dashboard-columns">
          <section className="panel" data-widget="orders_by_status">
            <h2>{titleOf('orders_by_status')}</h2>
            <WeekOrders week={data.orders_by_status} />
          </section>
          <section className="panel" data-widget="site_views">
            <h2>{titleOf('site_views')}</h2>
            <SiteViews views={data.site_views} />
          </section>
          <section className="panel panel-wide" data-widget="last_orders">
            <h2>{titleOf('last_orders')}</h2>
            <LastOrders orders={data.last_orders} />
          </section>
        </div>
      )}
      <div className="dashboard-columns">
        <section className="panel">
          <h2>آخرین اعلان‌ها</h2>
          {home.notifications.length === 0 ? (
            <p className="muted">اعلانی ندارید.</p>
          ) : (
            <ul className="plain-list">
              {home.notifications.slice(0, 5).map((n) => (
                <li key={n.id} data-read={n.read}>
                  {n.link ? <Link to={toRouterPath(n.link)}>{n.title}</Link> : n.title}
                  {n.description && <span className="muted"> — {n.description}</span>}
                  <JalaliTime value={n.createdAt} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="panel">
          <h2>میان‌برها</h2>
          <ul className="plain-list shortcuts">
            <li>
              <HotkeyLabel hotkey="Ctrl K" /> جست‌وجوی هر صفحه، فرمان یا رکورد
            </li>
            {shortcuts.map(({ hotkey, command }) => (
              <li key={command.id}>
                <HotkeyLabel hotkey={hotkey} /> {command.title}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  );
}
