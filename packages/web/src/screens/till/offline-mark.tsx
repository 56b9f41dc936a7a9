import { formatJalali, OFFLINE_RECEIPT_MARK } from '@shop-admin/core';
import type { Sale } from './sale-types.ts';

/**
 * A synced offline sale's mark (issue 33): «ثبت آفلاین», when the till rang it up and when it reached
 * the server (Jalali, Tehran). Nothing for a sale made online.
 */
export function OfflineMark({ sale, format = 'YYYY/MM/DD HH:mm' }: { sale: Sale; format?: string }) {
  if (!sale.offline_at) return null;
  return (
    <span className="offline-mark" data-offline-sale={sale.id}>
      {OFFLINE_RECEIPT_MARK}: {formatJalali(sale.offline_at, format)} · ارسال:{' '}
      {formatJalali(sale.created_at, format)}
    </span>
  );
}
