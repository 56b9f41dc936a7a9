import { isApiError, toAsciiDigits } from '@shop-admin/core';
import { type FormEvent, type RefObject, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { HotkeyLabel } from '../../hotkeys/hotkey-label.tsx';
import type { OrderDetail } from './order-api.ts';

/** Sets the postal tracking code (PUT admin/orders/{id} with only `tracking_code`). */
export function TrackingCodeForm({
  order,
  inputRef,
  onSaved,
}: {
  order: OrderDetail;
  inputRef: RefObject<HTMLInputElement | null>;
  onSaved: (order: OrderDetail, message: string) => void;
}) {
  const { api } = useServices();
  const [value, setValue] = useState(order.tracking_code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = toAsciiDigits(value).trim();
    if (code === (order.tracking_code ?? '')) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await api.raw.put<{ order: OrderDetail }>(`admin/orders/${order.id}`, {
        tracking_code: code,
      });
      onSaved(answer.data.order, answer.message || 'کد رهگیری ثبت شد');
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (failure.fieldErrors.tracking_code?.[0] ?? failure.message)
          : 'ثبت نشد؛ دوباره تلاش کنید.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="order-tracking" onSubmit={submit} noValidate>
      <label className="field">
        <span className="field-label">
          کد رهگیری پستی <HotkeyLabel hotkey="e" />
        </span>
        <input
          ref={inputRef}
          dir="ltr"
          value={value}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `tracking-error-${order.id}` : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <button type="submit" className="button" disabled={busy}>
        ثبت کد رهگیری
      </button>
      {error ? (
        <p className="field-error" id={`tracking-error-${order.id}`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
