import { type BulkEditResult, bulkSummaryText, toPersianDigits } from '@shop-admin/core';
import { useState } from 'react';
import { useServices } from '../../../app/services-context.tsx';
import { BulkDiffList, conflictText } from './diff-list.tsx';
import { postBulk } from './send-bulk.ts';

/**
 * The result of an applied sheet, with its undo: «بازگردانی» asks the server for the undo's dry run
 * (what goes back, and rows changed since the apply), «تأیید بازگردانی» reverts the change set in
 * one transaction; rows changed since are written over only when the checkbox accepts them.
 */
export function BulkUndo({
  applied,
  titleOf,
  onClose,
}: {
  applied: BulkEditResult;
  titleOf: (row: number) => string;
  onClose: () => void;
}) {
  const { api, toasts } = useServices();
  const [plan, setPlan] = useState<BulkEditResult | null>(null);
  const [accept, setAccept] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = applied.change_set_id;
  const url = `admin/products/change-sets/${id}/undo`;

  const send = async (dryRun: boolean) => {
    setBusy(true);
    const body = { dry_run: dryRun, accept_conflicts: accept };
    const bulk = await postBulk({ api, toasts }, { url, body, failed: 'بازگردانی ممکن نشد.' }, setPlan);
    setBusy(false);
    if (!bulk) return;
    if (dryRun) setPlan(bulk);
    else {
      toasts.show(`بازگردانده شد: ${bulkSummaryText(bulk.summary)}`, { kind: 'success' });
      onClose();
    }
  };

  const conflicts = plan?.results.filter((r) => r.status === 'conflict' || r.accepted) ?? [];
  return (
    <div className="bulk-sheet-review" role="dialog" aria-modal="false" aria-label="نتیجهٔ ویرایش گروهی">
      <h3>ذخیره شد: {bulkSummaryText(applied.summary)}</h3>
      {plan ? (
        <>
          <h4>پیش‌نمایش بازگردانی: {bulkSummaryText(plan.summary)}</h4>
          <BulkDiffList result={plan} titleOf={titleOf} />
          {conflicts.length ? (
            <fieldset className="bulk-sheet-conflicts">
              <legend>این ردیف‌ها پس از ذخیره دوباره تغییر کرده‌اند</legend>
              <ul>
                {conflicts.map((result) => (
                  <li key={result.row}>
                    {titleOf(result.row)}:{' '}
                    {conflictText(result, { base: 'پس از ذخیره', current: 'اکنون', wanted: 'پیش از ذخیره' })}
                  </li>
                ))}
              </ul>
              <label>
                <input type="checkbox" checked={accept} onChange={(e) => setAccept(e.target.checked)} /> مقدار
                پیش از ذخیره روی این ردیف‌ها هم نوشته شود
              </label>
            </fieldset>
          ) : null}
          <div className="bulk-sheet-actions">
            <button
              type="button"
              className="button danger"
              disabled={busy || !plan.valid || (conflicts.length > 0 && !accept)}
              onClick={() => void send(false)}
            >
              تأیید بازگردانی {toPersianDigits(plan.summary.changed + plan.summary.conflicts)} ردیف
            </button>
            <button type="button" className="button ghost" onClick={() => setPlan(null)}>
              انصراف
            </button>
          </div>
        </>
      ) : (
        <div className="bulk-sheet-actions">
          {id ? (
            <button type="button" className="button ghost" disabled={busy} onClick={() => void send(true)}>
              بازگردانی
            </button>
          ) : null}
          <button type="button" className="button primary" onClick={onClose}>
            بستن
          </button>
        </div>
      )}
    </div>
  );
}
