import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../../app/services-context.tsx';
import { toman } from '../../dashboard/format.ts';

/** A method that ships to the address's city, with its amount for this basket (GET front/shippings). */
export interface ShippingQuote {
  id: number;
  name: string;
  amount: number;
  minimum_delay: number | null;
  free_threshold: number | null;
}

/** The shipping methods for the chosen city, each with its quote; the first is chosen when none is. */
export function CreateShipping({
  cityId,
  itemsAmount,
  shippingId,
  onChoose,
  error,
}: {
  cityId: number | null;
  itemsAmount: number;
  shippingId: number | null;
  onChoose: (quote: ShippingQuote | null) => void;
  error?: string;
}) {
  const { api } = useServices();
  const quotes = useQuery({
    queryKey: ['front/shippings', cityId, itemsAmount],
    enabled: cityId !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ shippings: ShippingQuote[] }>('front/shippings', {
          query: { city_id: String(cityId), items_amount: String(itemsAmount) },
          signal,
        })
      ).shippings,
  });
  const rows = cityId === null ? [] : (quotes.data ?? []);
  const chosen = rows.find((q) => q.id === shippingId) ?? null;
  // Keep the parent's quote in step with the list: a new amount for a new basket, the first method by default.
  useEffect(() => {
    if (cityId === null) return;
    if (!quotes.data) return;
    const next = quotes.data.find((q) => q.id === shippingId) ?? quotes.data[0] ?? null;
    onChoose(next);
  }, [quotes.data, cityId, shippingId, onChoose]);
  return (
    <section className="order-card create-section" aria-labelledby="create-shipping-title">
      <h2 id="create-shipping-title">روش ارسال</h2>
      {cityId === null ? (
        <p className="muted">پس از انتخاب آدرس، روش‌های ارسال به آن شهر با هزینه‌شان می‌آیند.</p>
      ) : quotes.isPending ? (
        <p className="muted">در حال بارگذاری…</p>
      ) : rows.length === 0 ? (
        <p className="field-error">هیچ روش ارسالی به این شهر نمی‌فرستد.</p>
      ) : (
        <fieldset className="create-choices" aria-describedby={error ? 'create-shipping-error' : undefined}>
          <legend className="visually-hidden">روش‌های ارسال</legend>
          {rows.map((q) => (
            <label key={q.id} className="create-choice">
              <input
                type="radio"
                name="create-shipping"
                checked={chosen?.id === q.id}
                onChange={() => onChoose(q)}
              />
              <span>
                {q.name} · {q.amount === 0 ? 'رایگان' : `${toman(q.amount)} تومان`}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p id="create-shipping-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
