import { isApiError, WITHDRAW_MOVE_RULES, type WithdrawMove, withdrawMoveLines } from '@shop-admin/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { ModalDialog } from '../../widgets/modal/modal-dialog.tsx';
import { toman } from '../dashboard/format.ts';
import type { WithdrawRow } from './withdraw-types.ts';

/**
 * The confirmation of one move (approve, pay, reject, cancel): what it does to the request and to
 * the customer's wallet (core's withdrawMoveLines, the rule the server applies), the reason a
 * rejection needs or the bank's tracking code of a payment, then POST admin/withdraws/{id}/<move>.
 */
export function WithdrawMoveDialog({
  request,
  move,
  onClose,
}: {
  request: WithdrawRow;
  move: WithdrawMove;
  onClose: () => void;
}) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const id = useId();
  const rule = WITHDRAW_MOVE_RULES[move];
  const [text, setText] = useState(move === 'pay' ? (request.tracking_code ?? '') : '');
  const [error, setError] = useState<string | null>(null);
  const firstRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    (rule.needs ? firstRef.current : confirmRef.current)?.focus();
  }, [rule.needs]);
  const send = useMutation({
    mutationFn: () =>
      api.raw.post(
        `admin/withdraws/${request.id}/${move}`,
        rule.needs === 'reason'
          ? { reason: text.trim() }
          : rule.needs === 'tracking_code' && text.trim()
            ? { tracking_code: text.trim() }
            : {},
      ),
    onSuccess: (answer) => {
      toasts.show(answer.message, { kind: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['withdraws'] });
      void queryClient.invalidateQueries({ queryKey: ['customer-story', request.customer_id] });
      onClose();
    },
    onError: (failure) => setError(isApiError(failure) ? failure.message : 'ثبت ناموفق بود.'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rule.needs === 'reason' && !text.trim()) {
      setError('دلیل رد را بنویسید؛ برای مشتری و همکاران می‌ماند.');
      firstRef.current?.focus();
      return;
    }
    setError(null);
    send.mutate();
  };
  const lines = withdrawMoveLines(request, move);
  return (
    <ModalDialog
      labelledBy={`${id}-title`}
      describedBy={`${id}-effects`}
      onClose={onClose}
      className="modal withdraw-dialog"
    >
      <form onSubmit={submit} noValidate>
        <header className="modal-header">
          <h2 id={`${id}-title`}>
            {rule.label}: درخواست {toman(request.id)}
          </h2>
          <button type="button" className="icon-button" aria-label="بستن" onClick={onClose}>
            ×
          </button>
        </header>
        <p>
          {request.customer_name || 'مشتری'} · <strong>{toman(request.amount)} تومان</strong>
        </p>
        <ul id={`${id}-effects`} className="withdraw-effects" data-effects={move}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {rule.needs === 'reason' && (
          <div className="field">
            <label className="field-label" htmlFor={`${id}-reason`}>
              دلیل رد (الزامی)
            </label>
            <textarea
              id={`${id}-reason`}
              ref={firstRef}
              rows={3}
              maxLength={500}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </div>
        )}
        {rule.needs === 'tracking_code' && (
          <div className="field">
            <label className="field-label" htmlFor={`${id}-tracking`}>
              کد پیگیری بانک (اختیاری)
            </label>
            <input
              id={`${id}-tracking`}
              ref={firstRef}
              dir="ltr"
              maxLength={64}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <footer className="modal-actions">
          <button
            ref={confirmRef}
            type="submit"
            className={move === 'reject' || move === 'cancel' ? 'button danger' : 'button primary'}
            disabled={send.isPending}
          >
            {rule.confirm}
          </button>
          <button type="button" className="button ghost" onClick={onClose}>
            انصراف
          </button>
        </footer>
      </form>
    </ModalDialog>
  );
}
