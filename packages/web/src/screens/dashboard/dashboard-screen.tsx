import { can, formatPriceInput, isApiError, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { useAdminHome, usePermissions, useServices, useSession } from '../../app/services-context.tsx';
import { HotkeyLabel } from '../../hotkeys/hotkey-label.tsx';
import { registryHotkeys } from '../../hotkeys/registry-hotkeys.ts';
import { JalaliTime } from '../../shell/jalali-time.tsx';
import type { ScreenProps } from '../types.ts';
import './dashboard.css';

/** Numbers of the dashboard call worth a card, by key, with their Persian labels. */
const FIGURES: readonly { key: string; label: string; money?: boolean }[] = [
  { key: 'today_sales', label: 'فروش امروز (تومان)', money: true },
  { key: 'today_orders', label: 'سفارش‌های امروز' },
  { key: 'new_customers', label: 'مشتریان جدید' },
  { key: 'visits', label: 'بازدید امروز' },
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat-card">
      <span className="stat-label">{label}</span>
      <span className="stat-value">{value}</span>
    </div>
  );
}

/**
 * /admin: the day's figures from GET admin/dashboard when the server has it (a clear note when it
 * does not yet), the unread notifications and contact messages, and the main shortcuts.
 */
export function DashboardScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const { admin } = useSession();
  const home = useAdminHome();
  const permissions = usePermissions();
  const dashboard = useQuery({
    queryKey: ['admin/dashboard'],
    queryFn: ({ signal }) => api.get<Record<string, unknown> | null>('admin/dashboard', { signal }),
  });
  const shortcuts = useMemo(() => registryHotkeys(permissions).slice(0, 8), [permissions]);
  const data = dashboard.data ?? {};
  const figures = FIGURES.filter((f) => typeof data[f.key] === 'number' || typeof data[f.key] === 'string');

  return (
    <section className="screen dashboard">
      <header className="screen-header">
        <h1>{route.title}</h1>
        <p className="muted">{admin ? `${admin.name}، خوش آمدید.` : ''}</p>
      </header>
      <div className="stat-grid">
        <Figure label="اعلان‌های خوانده‌نشده" value={toPersianDigits(home.totalUnreadNotifications)} />
        {can(permissions, 'read_contact') && (
          <Figure label="پیام‌های تماس خوانده‌نشده" value={toPersianDigits(home.totalUnreadContacts)} />
        )}
        {figures.map((f) => (
          <Figure
            key={f.key}
            label={f.label}
            value={toPersianDigits(f.money ? formatPriceInput(String(data[f.key])) : String(data[f.key]))}
          />
        ))}
      </div>
      {dashboard.isError && (
        <p className="note" role="status">
          {isApiError(dashboard.error) && dashboard.error.status === 404
            ? 'آمار فروش و بازدید هنوز از سرور در دسترس نیست (GET admin/dashboard).'
            : `آمار داشبورد بارگذاری نشد: ${isApiError(dashboard.error) ? dashboard.error.message : ''}`}
        </p>
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
