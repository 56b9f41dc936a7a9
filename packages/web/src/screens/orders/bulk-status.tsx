import {
  isApiError,
  ORDER_BULK_STATUSES,
  type OrderStatus,
  orderStatusLabel,
  toPersianDigits,
} from '@shop-admin/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { ModalDialog } from '../../widgets/modal/modal-dialog.tsx';

/** One order's outcome in a bulk change (POST admin/orders/status/changes). */
export interface BulkResult {
  id: number;
  success: boolean;
  status: string | null;
  message: string;
}

/**
 * The selection's status change: one of the bulk statuses, sent through the server's bulk route; the
 * answer lists which orders changed and which were refused, with the server's reason.
 */
export function BulkStatus({ ids, onDone }: { ids: readonly number[]; onDone: () => void }) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<OrderStatus>('in_progress');
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<{ message: string; rows: BulkResult[] } | null>(null);
  const id = useId();
  const send = async () => {
    setBusy(true);
    try {
      const answer = await api.raw.post<{ results: BulkResult[] }>('admin/orders/status/changes', {
        ids,
        status,
      });
      setResults({ message: answer.message, rows: answer.data.results });
    } catch (error) {
      // 422 when none changed: the per-order reasons come with it.
      const rows = isApiError(error)
        ? ((error.data as { results?: BulkResult[] } | undefined)?.results ?? [])
        : [];
      const message = isApiError(error) ? error.message : 'وضعیت‌ها تغییر نکرد؛ دوباره تلاش کنید.';
      if (rows.length) setResults({ message, rows });
      else toasts.show(message, { kind: 'error' });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    }
  };
  return (
    <>
      <label className="bulk-status">
        <span>وضعیت تازه</span>
        <select value={status} onChange={(event) => setStatus(event.target.value as OrderStatus)}>
          {ORDER_BULK_STATUSES.map((value) => (
            <option key={value} value={value}>
              {orderStatusLabel(value)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button" disabled={busy} onClick={() => void send()}>
        تغییر وضعیت {toPersianDigits(ids.length)} سفارش
      </button>
      {results ? (
        <BulkResults
          titleId={id}
          message={results.message}
          rows={results.rows}
          onClose={() => {
            setResults(null);
            onDone();
          }}
        />
      ) : null}
    </>
  );
}

function BulkResults({
  titleId,
  message,
  rows,
  onClose,
}: {
  titleId: string;
  message: string;
  rows: readonly BulkResult[];
  onClose: () => void;
}) {
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} className="modal bulk-results">
      <header className="modal-header">
        <h2 id={titleId}>نتیجه تغییر وضعیت</h2>
      </header>
      <p>{message}</p>
      <table className="order-table">
        <thead>
          <tr>
            <th scope="col">سفارش</th>
            <th scope="col">نتیجه</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-success={row.success}>
              <td>{toPersianDigits(row.id)}</td>
              <td>
                {row.success ? `«${orderStatusLabel(row.status ?? '')}» شد` : `تغییر نکرد: ${row.message}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="actions">
        <button type="button" className="button" data-autofocus onClick={onClose}>
          بستن
        </button>
      </div>
    </ModalDialog>
  );
}
