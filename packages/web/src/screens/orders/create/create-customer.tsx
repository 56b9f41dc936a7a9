import { isApiError, toPersianDigits } from '@shop-admin/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toRouterPath } from '../../../app/paths.ts';
import { useServices } from '../../../app/services-context.tsx';
import { CustomerPicker } from '../../customer/customer-picker.tsx';
import type { CustomerRecord } from '../../customer/customer-types.ts';
import { toman } from '../../dashboard/format.ts';

/**
 * The customer's record with its wallet balance (GET admin/customers/{id}). Its key is the customer
 * page's, so a wallet deposit made here (WalletMove) refreshes the balance.
 */
export function useCustomerRecord(id: number | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['customer-story', id, 'record'],
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      (await api.get<{ customer: CustomerRecord }>(`admin/customers/${id}`, { signal })).customer,
  });
}

export const customerName = (c: Pick<CustomerRecord, 'first_name' | 'last_name'>) =>
  [c.first_name, c.last_name].filter(Boolean).join(' ') || 'مشتری بی‌نام';

/** The order's customer: found by name or mobile, or made here with a mobile and a name. */
export function CreateCustomer({
  customerId,
  onChoose,
  error,
  pickerId,
}: {
  customerId: number | null;
  onChoose: (id: number | null) => void;
  error?: string;
  pickerId: string;
}) {
  const record = useCustomerRecord(customerId);
  const [making, setMaking] = useState(false);
  const c = record.data;
  return (
    <section className="order-card create-section" aria-labelledby="create-customer-title">
      <h2 id="create-customer-title">مشتری</h2>
      {customerId !== null ? (
        <div className="create-chosen" data-customer={customerId}>
          {c ? (
            <>
              <strong>
                <Link to={toRouterPath(`/admin/customers/show/${c.id}`)}>{customerName(c)}</Link>
              </strong>
              <span dir="ltr">{toPersianDigits(c.mobile)}</span>
              <span>کیف پول: {toman(c.balance)} تومان</span>
            </>
          ) : (
            <span className="muted">{record.isError ? 'مشتری بارگذاری نشد.' : 'در حال بارگذاری…'}</span>
          )}
          <button type="button" className="button ghost" onClick={() => onChoose(null)}>
            تغییر مشتری
          </button>
        </div>
      ) : (
        <>
          <CustomerPicker
            id={pickerId}
            label="مشتری (نام یا موبایل)"
            onPick={(picked) => onChoose(picked.id)}
            invalid={!!error}
            describedBy={error ? 'create-customer-error' : undefined}
          />
          <button
            type="button"
            className="button ghost"
            aria-expanded={making}
            onClick={() => setMaking((v) => !v)}
          >
            مشتری جدید
          </button>
          {making && <NewCustomer onMade={onChoose} />}
        </>
      )}
      {error && (
        <p id="create-customer-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** A new customer from a mobile and a name (POST admin/customers), chosen once made. */
function NewCustomer({ onMade }: { onMade: (id: number) => void }) {
  const { api, toasts } = useServices();
  const [mobile, setMobile] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const make = useMutation({
    mutationFn: () =>
      api.raw.post<{ customer: { id: number } }>('admin/customers', {
        mobile: mobile.trim(),
        first_name: firstName.trim() || null,
        last_name: lastName.trim() || null,
        status: true,
      }),
    onSuccess: (answer) => {
      toasts.show(answer.message || 'مشتری ساخته شد', { kind: 'success' });
      onMade(answer.data.customer.id);
    },
    onError: (error) => {
      if (!isApiError(error)) return setErrors({ form: 'ساختن مشتری ناموفق بود.' });
      const byField = Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v.join(' ')]));
      setErrors(Object.keys(byField).length ? byField : { form: error.message });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setErrors({});
    make.mutate();
  };
  const field = (name: string, label: string, value: string, set: (v: string) => void, ltr = false) => (
    <div className="field">
      <label className="field-label" htmlFor={`new-customer-${name}`}>
        {label}
      </label>
      <input
        id={`new-customer-${name}`}
        dir={ltr ? 'ltr' : undefined}
        inputMode={ltr ? 'tel' : undefined}
        autoComplete="off"
        value={value}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `new-customer-${name}-error` : undefined}
        onChange={(e) => set(e.target.value)}
      />
      {errors[name] && (
        <p id={`new-customer-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <form className="create-subform" onSubmit={submit} noValidate aria-label="مشتری جدید">
      {field('mobile', 'موبایل', mobile, setMobile, true)}
      {field('first_name', 'نام', firstName, setFirstName)}
      {field('last_name', 'نام خانوادگی', lastName, setLastName)}
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button" disabled={make.isPending}>
        ساختن مشتری
      </button>
    </form>
  );
}
