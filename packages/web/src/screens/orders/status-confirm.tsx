import { orderStatusLabel } from '@shop-admin/core';
import { useId, useState } from 'react';
import { ModalDialog } from '../../widgets/modal/modal-dialog.tsx';
import type { OrderDetail } from './order-api.ts';
import { describeTransition } from './transition-effects.ts';

/** The confirmation before a move that moves stock or money: its effects, in Persian, with numbers. */
export function StatusConfirm({
  order,
  to,
  busy,
  onConfirm,
  onCancel,
}: {
  order: OrderDetail;
  to: string;
  busy: boolean;
  onConfirm: (options: { noCharge: boolean; description: string }) => void;
  onCancel: () => void;
}) {
  const [noCharge, setNoCharge] = useState(false);
  const [description, setDescription] = useState('');
  const id = useId();
  const effects = describeTransition(order, to, noCharge);
  return (
    <ModalDialog
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-effects`}
      onClose={onCancel}
      className="modal order-confirm"
    >
      <header className="modal-header">
        <h2 id={`${id}-title`}>تغییر وضعیت به «{orderStatusLabel(to)}»؟</h2>
      </header>
      <ul id={`${id}-effects`} className="order-confirm__effects">
        {effects.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {effects.money ? (
        <label className="order-confirm__option">
          <input type="checkbox" checked={noCharge} onChange={(e) => setNoCharge(e.target.checked)} />
          بدون جابه‌جایی وجه (پرداخت یا بازپرداخت خارج از سایت)
        </label>
      ) : null}
      <label className="field">
        <span className="field-label">توضیح برای تاریخچه (اختیاری)</span>
        <textarea rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <div className="actions">
        <button
          type="button"
          className="button danger"
          disabled={busy}
          // Enter confirms a move chosen from the keyboard.
          data-autofocus
          onClick={() => onConfirm({ noCharge, description })}
        >
          {busy ? 'در حال ثبت…' : 'تأیید و تغییر وضعیت'}
        </button>
        <button type="button" className="button ghost" onClick={onCancel}>
          انصراف
        </button>
      </div>
    </ModalDialog>
  );
}
