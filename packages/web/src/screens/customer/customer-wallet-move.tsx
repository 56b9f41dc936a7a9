import { isApiError } from '@shop-admin/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { PriceInput } from '../../widgets/index.ts';

/** Deposit to or debit from a customer's wallet with a required reason (POST customer/deposit|withdraw, audited). */
export function WalletMove({ customerId, onDone }: { customerId: number; onDone?: () => void }) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'deposit' | 'withdraw'>('deposit');
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const move = useMutation({
    mutationFn: () =>
      api.raw.post(`admin/customer/${kind}`, { customer_id: customerId, amount, description: reason.trim() }),
    onSuccess: (answer) => {
      toasts.show(answer.message, { kind: 'success' });
      setAmount(null);
      setReason('');
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: ['customer-story', customerId] });
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
      onDone?.();
    },
    onError: (error) => {
      if (isApiError(error)) {
        const byField = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([k, v]) => [k, v.join(' ')]),
        );
        setErrors(Object.keys(byField).length ? byField : { form: error.message });
      } else setErrors({ form: 'ثبت ناموفق بود.' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!amount || amount <= 0) next.amount = 'مبلغ را وارد کنید.';
    if (!reason.trim()) next.description = 'دلیل را بنویسید؛ در دفتر کیف پول و گزارش تغییرات می‌ماند.';
    setErrors(next);
    if (Object.keys(next).length === 0) move.mutate();
  };
  return (
    <form className="wallet-move" onSubmit={submit} noValidate>
      <fieldset className="wallet-move-kind">
        <legend>نوع</legend>
        <label>
          <input
            type="radio"
            name="wallet-kind"
            checked={kind === 'deposit'}
            onChange={() => setKind('deposit')}
          />
          واریز به کیف پول
        </label>
        <label>
          <input
            type="radio"
            name="wallet-kind"
            checked={kind === 'withdraw'}
            onChange={() => setKind('withdraw')}
          />
          برداشت از کیف پول
        </label>
      </fieldset>
      <div className="field">
        <label className="field-label" htmlFor="wallet-amount">
          مبلغ
        </label>
        <PriceInput
          id="wallet-amount"
          value={amount}
          onChange={setAmount}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? 'wallet-amount-error' : undefined}
        />
        {errors.amount && (
          <p id="wallet-amount-error" className="field-error">
            {errors.amount}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field-label" htmlFor="wallet-reason">
          دلیل (الزامی)
        </label>
        <input
          id="wallet-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'wallet-reason-error' : undefined}
        />
        {errors.description && (
          <p id="wallet-reason-error" className="field-error">
            {errors.description}
          </p>
        )}
      </div>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button primary" disabled={move.isPending}>
        {kind === 'deposit' ? 'واریز' : 'برداشت'}
      </button>
    </form>
  );
}
