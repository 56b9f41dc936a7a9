import { isApiError, normalizeIranMobile, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { toman } from '../dashboard/format.ts';

/** GET admin/mini_orders/customer-search: the customer with this mobile (or null) and their purchases. */
export interface TillCustomerStats {
  customer: { id: number; full_name: string | null; mobile: string; balance: number } | null;
  online: { count: number; amount: number };
  physical: { count: number; amount: number };
}

export interface TillCustomerValue {
  mobile: string;
  firstName: string;
  lastName: string;
}

/** The wallet balance a customer lookup allows the sale to use (0 without a known customer). */
export function useTillCustomer(mobile: string) {
  const { api } = useServices();
  const normal = normalizeIranMobile(mobile);
  return useQuery({
    queryKey: ['admin/mini_orders/customer-search', normal],
    enabled: normal !== null,
    queryFn: ({ signal }) =>
      api.get<TillCustomerStats>('admin/mini_orders/customer-search', {
        query: { mobile: normal ?? '' },
        signal,
      }),
  });
}

/** The customer by mobile: a known one with their wallet and purchases, or a new one named inline. */
export function TillCustomer({
  value,
  onChange,
  stats,
  inputRef,
}: {
  value: TillCustomerValue;
  onChange: (value: TillCustomerValue) => void;
  stats: ReturnType<typeof useTillCustomer>;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const typed = value.mobile.trim() !== '';
  const valid = normalizeIranMobile(value.mobile) !== null;
  const data = stats.data;
  return (
    <section className="till-panel till-customer" aria-labelledby="till-customer-title">
      <h2 id="till-customer-title">مشتری</h2>
      <label className="field-label" htmlFor="till-mobile">
        موبایل مشتری (اختیاری)
      </label>
      <input
        id="till-mobile"
        ref={inputRef}
        dir="ltr"
        inputMode="tel"
        autoComplete="off"
        placeholder="۰۹۱۲۱۲۳۴۵۶۷"
        value={value.mobile}
        onChange={(e) => onChange({ ...value, mobile: e.target.value })}
      />
      {typed && !valid && <p className="field-error">شماره موبایل معتبر نیست (مثلا ۰۹۱۲۱۲۳۴۵۶۷).</p>}
      {stats.isError && (
        <p className="field-error">
          {isApiError(stats.error) ? stats.error.message : 'جست‌وجوی مشتری ناموفق بود.'}
        </p>
      )}
      {valid && data?.customer && (
        <div className="till-customer-card" data-customer={data.customer.id}>
          <strong>{data.customer.full_name || 'بدون نام'}</strong>
          <span>موجودی کیف پول: {toman(data.customer.balance)} تومان</span>
          <span className="muted">
            خرید آنلاین {toPersianDigits(data.online.count)} · حضوری {toPersianDigits(data.physical.count)}
          </span>
        </div>
      )}
      {valid && data && !data.customer && (
        <div className="till-new-customer">
          <p className="muted">مشتری جدید: با ثبت فروش ساخته می‌شود.</p>
          <label className="field-label" htmlFor="till-first-name">
            نام
          </label>
          <input
            id="till-first-name"
            value={value.firstName}
            onChange={(e) => onChange({ ...value, firstName: e.target.value })}
          />
          <label className="field-label" htmlFor="till-last-name">
            نام خانوادگی
          </label>
          <input
            id="till-last-name"
            value={value.lastName}
            onChange={(e) => onChange({ ...value, lastName: e.target.value })}
          />
        </div>
      )}
    </section>
  );
}
