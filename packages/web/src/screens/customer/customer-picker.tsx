import { toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';

export interface PickedCustomer {
  id: number;
  first_name: string | null;
  last_name: string | null;
  mobile: string;
}

export const pickedName = (c: PickedCustomer) =>
  `${[c.first_name, c.last_name].filter(Boolean).join(' ') || 'بی‌نام'} (${toPersianDigits(c.mobile)})`;

/** A customer picker that asks the server as you type (GET admin/customers/search: name, mobile or id). */
export function CustomerPicker({ onPick }: { onPick: (customer: PickedCustomer) => void }) {
  const { api } = useServices();
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    queryKey: ['admin/customers/search', term],
    enabled: term.length >= 2,
    queryFn: ({ signal }) =>
      api.get<{ customers: PickedCustomer[] }>('admin/customers/search', { query: { q: term }, signal }),
  });
  const rows = found.data?.customers ?? [];
  return (
    <div className="customer-picker field">
      <label className="field-label" htmlFor={id}>
        مشتری (نام، موبایل یا شناسه)
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {term.length >= 2 && found.data && (
        <ul className="customer-picker-results">
          {rows.length === 0 && <li className="muted">مشتری‌ای یافت نشد.</li>}
          {rows.map((c) => (
            <li key={c.id}>
              <button type="button" className="link-button" onClick={() => onPick(c)}>
                {pickedName(c)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
