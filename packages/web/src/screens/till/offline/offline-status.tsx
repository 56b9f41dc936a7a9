import { formatJalali, OFFLINE_MESSAGES, offlineSaleShortId, toPersianDigits } from '@shop-admin/core';
import { toman } from '../../dashboard/format.ts';
import { useOfflineReady } from './offline-ready.ts';
import { retryQueuedSale, voidQueuedSale } from './sale-queue.ts';
import type { OfflineTill } from './use-offline-till.ts';

const when = (iso: string | null | undefined) => (iso ? formatJalali(iso, 'YYYY/MM/DD HH:mm') : '—');

/**
 * The till's connection bar (issue 33): online or offline, sales waiting on the device, the last
 * successful sync, how fresh the device catalogue is, and the queue itself with each refusal's reason.
 */
const READINESS = {
  ready: 'این دستگاه بدون اینترنت هم باز می‌شود',
  preparing: 'در حال آماده‌سازی برای کار بدون اینترنت…',
  unavailable: 'باز شدن بدون اینترنت روی این مرورگر ممکن نیست',
} as const;

export function OfflineStatus({ till }: { till: OfflineTill }) {
  const waiting = till.queue.length;
  const readiness = useOfflineReady();
  return (
    <section className="till-offline" aria-label="وضعیت اتصال صندوق">
      <div className="till-offline-bar">
        <span
          className={`till-connection ${till.online ? 'is-online' : 'is-offline'}`}
          role="status"
          data-connection={till.online ? 'online' : 'offline'}
        >
          {till.online ? 'آنلاین' : 'آفلاین: فروش روی این دستگاه ثبت می‌شود'}
        </span>
        <span data-queue-count={waiting}>در صف ارسال: {toPersianDigits(waiting)} فروش</span>
        <span>آخرین ارسال موفق: {when(till.lastSync)}</span>
        <span data-catalogue-size={till.catalogue?.size ?? 0}>
          کاتالوگ دستگاه: {toPersianDigits(till.catalogue?.size ?? 0)} کالا، به‌روز تا{' '}
          {when(till.catalogueStamp?.until)}
        </span>
        <span className="muted" data-offline-ready={readiness}>
          {READINESS[readiness]}
        </span>
        {till.online && waiting > 0 && (
          <button type="button" className="button" onClick={till.syncNow} disabled={till.syncing}>
            {till.syncing ? 'در حال ارسال…' : 'ارسال اکنون'}
          </button>
        )}
      </div>
      {till.syncStop === 'signed-out' && (
        <p className="form-error" role="alert">
          {OFFLINE_MESSAGES.sessionExpired}
        </p>
      )}
      {waiting > 0 && (
        <details className="till-queue">
          <summary>فروش‌های در صف ({toPersianDigits(waiting)})</summary>
          <ol>
            {till.queue.map((sale) => (
              <li key={sale.clientId} data-client-id={sale.clientId}>
                <span dir="ltr">{offlineSaleShortId(sale.clientId)}</span> · {when(sale.createdAt)} ·{' '}
                {toman(Math.abs(sale.receipt.total))} تومان
                {sale.error ? (
                  <>
                    <span className="field-error"> رد شد: {sale.error.message}</span>{' '}
                    <button
                      type="button"
                      className="button"
                      onClick={() => void retryQueuedSale(sale.clientId)}
                    >
                      ارسال دوباره
                    </button>{' '}
                    <button
                      type="button"
                      className="button danger"
                      onClick={() => {
                        if (window.confirm('این فروش از صف حذف شود؟ مبلغ آن باید به مشتری برگردانده شود.')) {
                          void voidQueuedSale(sale.clientId);
                        }
                      }}
                    >
                      باطل کردن
                    </button>
                  </>
                ) : (
                  <span className="muted"> در انتظار ارسال</span>
                )}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
