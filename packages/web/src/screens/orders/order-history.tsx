import { can, formatPriceInput, orderStatusLabel, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { JalaliTime } from '../../shell/jalali-time.tsx';
import { type OrderLog, orderHistoryQuery } from './order-api.ts';

const ACTIONS: Record<string, string> = {
  create: 'ثبت',
  update: 'ویرایش',
  delete: 'حذف',
  status: 'تغییر وضعیت',
};

/** The status log: who, when, from → to, and the note. */
export function StatusLog({ logs }: { logs: readonly OrderLog[] }) {
  return (
    <section className="order-card" aria-labelledby="order-status-log">
      <h2 id="order-status-log">تاریخچه وضعیت</h2>
      {logs.length === 0 ? (
        <p className="muted">تغییری ثبت نشده است.</p>
      ) : (
        <ol className="order-log" data-testid="status-log">
          {logs.map((log) => (
            <li key={log.id}>
              <span>
                {log.from_status ? `${orderStatusLabel(log.from_status)} ← ` : ''}
                <strong>{orderStatusLabel(log.status)}</strong>
              </span>
              <span className="muted">{log.admin?.name ?? 'سیستم'}</span>
              <JalaliTime value={log.created_at} />
              {log.description ? <span className="order-log__note">{log.description}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The order's audit history (GET admin/logs/orders/{id}), for admins who may read the log. */
export function AuditHistory({ id }: { id: string }) {
  const { api } = useServices();
  const permissions = usePermissions();
  const allowed = can(permissions, 'read_log');
  const history = useQuery({ ...orderHistoryQuery(api, id), enabled: allowed });
  if (!allowed) return null;
  return (
    <section className="order-card" aria-labelledby="order-audit">
      <h2 id="order-audit">سابقه تغییرات</h2>
      {history.isPending ? (
        <p className="muted">در حال بارگذاری…</p>
      ) : history.isError ? (
        <p role="alert">{history.error.message}</p>
      ) : history.data.length === 0 ? (
        <p className="muted">سابقه‌ای ثبت نشده است.</p>
      ) : (
        <ol className="order-log">
          {history.data.map((row) => (
            <li key={row.id}>
              <strong>{ACTIONS[row.action] ?? row.action}</strong>
              <span className="muted">{row.admin_name ?? 'سیستم'}</span>
              <JalaliTime value={row.created_at} />
              <AuditChange before={row.before} after={row.after} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const SHOWN = [
  'status',
  'tracking_code',
  'discount_amount',
  'shipping_amount',
  'total_amount',
  'paid_amount',
];
const NAMES: Record<string, string> = {
  status: 'وضعیت',
  tracking_code: 'کد رهگیری',
  discount_amount: 'تخفیف',
  shipping_amount: 'ارسال',
  total_amount: 'مبلغ کل',
  paid_amount: 'پرداخت‌شده',
};

/** The fields staff care about that changed, before → after. */
function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const pick = (row: Record<string, unknown>, key: string) =>
    row[key] ?? row[key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())];
  const changed = SHOWN.filter((key) => pick(a, key) !== undefined && pick(a, key) !== pick(b, key));
  if (!changed.length) return null;
  const text = (key: string, value: unknown) =>
    value === null || value === undefined || value === ''
      ? '—'
      : key === 'status'
        ? orderStatusLabel(String(value))
        : typeof value === 'number' && key.endsWith('_amount')
          ? toPersianDigits(formatPriceInput(value))
          : toPersianDigits(String(value));
  return (
    <span className="order-log__note">
      {changed.map((key) => (
        <span key={key}>
          {NAMES[key]}: {text(key, pick(b, key))} ← {text(key, pick(a, key))}{' '}
        </span>
      ))}
    </span>
  );
}
