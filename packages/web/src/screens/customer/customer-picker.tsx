import { toPersianDigits } from '@shop-admin/core';
import { useId } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { SearchPicker } from '../../widgets/index.ts';

export interface PickedCustomer {
  id: number;
  first_name: string | null;
  last_name: string | null;
  mobile: string;
}

export const pickedName = (c: PickedCustomer) =>
  `${[c.first_name, c.last_name].filter(Boolean).join(' ') || 'بی‌نام'} (${toPersianDigits(c.mobile)})`;

/** A customer picker that asks the server as you type (GET admin/customers/search: name, mobile or id). */
export function CustomerPicker({
  onPick,
  label = 'مشتری (نام، موبایل یا شناسه)',
  id,
  invalid,
  describedBy,
}: {
  onPick: (customer: PickedCustomer) => void;
  label?: string;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const { api } = useServices();
  const ownId = useId();
  return (
    <SearchPicker
      id={id ?? ownId}
      className="customer-picker field"
      label={label}
      queryKey="admin/customers/search"
      search={async (term, signal) =>
        (
          await api.get<{ customers: PickedCustomer[] }>('admin/customers/search', {
            query: { q: term },
            signal,
          })
        ).customers
      }
      optionKey={(c) => c.id}
      renderOption={pickedName}
      onPick={onPick}
      emptyText="مشتری‌ای یافت نشد."
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
