import { isApiError, toPersianDigits } from '@shop-admin/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../../app/services-context.tsx';
import type { CustomerRecord } from '../../customer/customer-types.ts';

/** A saved address of the customer (GET admin/customers/{id}/addresses). */
export interface SavedAddress {
  id: number;
  city_id: number;
  first_name: string | null;
  last_name: string | null;
  mobile: string | null;
  address: string | null;
  postal_code: string | null;
  city?: { id: number; name: string | null; province: { id: number; name: string | null } | null };
}

interface Province {
  id: number;
  name: string;
  cities: { id: number; name: string }[];
}

export function useAddresses(customerId: number | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['customer-story', customerId, 'addresses'],
    enabled: customerId !== null,
    queryFn: async ({ signal }) =>
      (await api.get<{ addresses: SavedAddress[] }>(`admin/customers/${customerId}/addresses`, { signal }))
        .addresses,
  });
}

const placeOf = (a: SavedAddress) =>
  [a.city?.province?.name, a.city?.name].filter(Boolean).join('، ') || 'شهر نامعلوم';

/** Where the order goes: one of the customer's saved addresses, or a new one saved for them here. */
export function CreateAddress({
  customer,
  addressId,
  onChoose,
  error,
}: {
  customer: CustomerRecord | undefined;
  addressId: number | null;
  onChoose: (address: SavedAddress) => void;
  error?: string;
}) {
  const list = useAddresses(customer?.id ?? null);
  const [adding, setAdding] = useState(false);
  const rows = list.data ?? [];
  return (
    <section className="order-card create-section" aria-labelledby="create-address-title">
      <h2 id="create-address-title">آدرس ارسال</h2>
      {!customer ? (
        <p className="muted">نخست مشتری را انتخاب کنید.</p>
      ) : (
        <>
          {list.isPending && <p className="muted">در حال بارگذاری…</p>}
          {list.data && rows.length === 0 && <p className="muted">این مشتری آدرس ثبت‌شده‌ای ندارد.</p>}
          {rows.length > 0 && (
            <fieldset
              className="create-choices"
              aria-describedby={error ? 'create-address-error' : undefined}
            >
              <legend className="visually-hidden">آدرس‌های مشتری</legend>
              {rows.map((a) => (
                <label key={a.id} className="create-choice">
                  <input
                    type="radio"
                    name="create-address"
                    checked={addressId === a.id}
                    onChange={() => onChoose(a)}
                  />
                  <span>
                    <strong>{[a.first_name, a.last_name].filter(Boolean).join(' ')}</strong> · {placeOf(a)}
                    <br />
                    {a.address}
                    {a.postal_code ? ` · کد پستی ${toPersianDigits(a.postal_code)}` : ''}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <button
            type="button"
            className="button ghost"
            aria-expanded={adding}
            onClick={() => setAdding((v) => !v)}
          >
            آدرس جدید
          </button>
          {adding && (
            <NewAddress
              customer={customer}
              onMade={(a) => {
                setAdding(false);
                onChoose(a);
              }}
            />
          )}
        </>
      )}
      {error && (
        <p id="create-address-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** A new address for the customer (POST admin/customers/addresses), chosen once saved. */
function NewAddress({ customer, onMade }: { customer: CustomerRecord; onMade: (a: SavedAddress) => void }) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const areas = useQuery({
    queryKey: ['front/provinces'],
    staleTime: 600_000,
    queryFn: async ({ signal }) =>
      (await api.get<{ provinces: Province[] }>('front/provinces', { signal })).provinces,
  });
  const [values, setValues] = useState({
    province: '',
    city: '',
    first_name: customer.first_name ?? '',
    last_name: customer.last_name ?? '',
    mobile: customer.mobile,
    address: '',
    postal_code: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values, value: string) =>
    setValues((v) => ({ ...v, [name]: value, ...(name === 'province' ? { city: '' } : {}) }));
  const cities = areas.data?.find((p) => String(p.id) === values.province)?.cities ?? [];
  const save = useMutation({
    mutationFn: () =>
      api.raw.post<{ address: SavedAddress }>('admin/customers/addresses', {
        customer_id: customer.id,
        city: values.city ? Number(values.city) : null,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        mobile: values.mobile.trim(),
        address: values.address.trim(),
        ...(values.postal_code.trim() ? { postal_code: values.postal_code.trim() } : {}),
      }),
    onSuccess: async (answer) => {
      toasts.show(answer.message || 'نشانی ثبت شد', { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['customer-story', customer.id, 'addresses'] });
      onMade(answer.data.address);
    },
    onError: (error) => {
      if (!isApiError(error)) return setErrors({ form: 'ثبت نشانی ناموفق بود.' });
      const byField = Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v.join(' ')]));
      setErrors(Object.keys(byField).length ? byField : { form: error.message });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!values.city) missing.city = 'استان و شهر را انتخاب کنید.';
    if (!values.address.trim()) missing.address = 'نشانی را بنویسید.';
    setErrors(missing);
    if (Object.keys(missing).length === 0) save.mutate();
  };
  const describe = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `new-address-${name}-error` } : {};
  const message = (name: string) =>
    errors[name] ? (
      <p id={`new-address-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  const text = (name: 'first_name' | 'last_name' | 'mobile' | 'postal_code', label: string, ltr = false) => (
    <div className="field">
      <label className="field-label" htmlFor={`new-address-${name}`}>
        {label}
      </label>
      <input
        id={`new-address-${name}`}
        dir={ltr ? 'ltr' : undefined}
        inputMode={ltr ? 'numeric' : undefined}
        autoComplete="off"
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        {...describe(name)}
      />
      {message(name)}
    </div>
  );
  return (
    <form className="create-subform create-address-form" onSubmit={submit} noValidate aria-label="آدرس جدید">
      <div className="field">
        <label className="field-label" htmlFor="new-address-province">
          استان
        </label>
        <select
          id="new-address-province"
          value={values.province}
          onChange={(e) => set('province', e.target.value)}
        >
          <option value="">انتخاب استان</option>
          {areas.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor="new-address-city">
          شهر
        </label>
        <select
          id="new-address-city"
          value={values.city}
          disabled={!values.province}
          onChange={(e) => set('city', e.target.value)}
          {...describe('city')}
        >
          <option value="">انتخاب شهر</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {message('city')}
      </div>
      {text('first_name', 'نام گیرنده')}
      {text('last_name', 'نام خانوادگی گیرنده')}
      {text('mobile', 'موبایل گیرنده', true)}
      {text('postal_code', 'کد پستی', true)}
      <div className="field create-wide">
        <label className="field-label" htmlFor="new-address-address">
          نشانی
        </label>
        <textarea
          id="new-address-address"
          rows={2}
          value={values.address}
          onChange={(e) => set('address', e.target.value)}
          {...describe('address')}
        />
        {message('address')}
      </div>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="button" disabled={save.isPending}>
        ثبت آدرس
      </button>
    </form>
  );
}
