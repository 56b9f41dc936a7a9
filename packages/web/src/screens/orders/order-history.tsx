import { orderStatusLabel } from '@shop-admin/core';
import { JalaliTime } from '../../shell/jalali-time.tsx';
import type { OrderLog } from './order-api.ts';

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
