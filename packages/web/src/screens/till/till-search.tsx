import { toPersianDigits } from '@shop-admin/core';
import type { RefObject } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { SearchPicker } from '../../widgets/index.ts';
import { toman } from '../dashboard/format.ts';
import { type TillVariety, tillVarietyOf } from './till-model.ts';

/** GET admin/products/search's products, each with its live varieties. */
export interface FoundProduct {
  id: number;
  title: string;
  varieties: Parameters<typeof tillVarietyOf>[0][];
}

/** Product search by title, SKU or barcode for items without a label: pick a variety to add it. */
export function TillSearch({
  onPick,
  inputRef,
}: {
  onPick: (variety: TillVariety) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { api } = useServices();
  return (
    <SearchPicker
      id="till-search"
      className="till-search"
      label="جست‌وجوی کالا با نام"
      placeholder="مثلا پیراهن"
      queryKey="admin/products/search"
      inputRef={inputRef}
      clearOnPick
      search={async (term, signal) => {
        const found = await api.get<{ products: FoundProduct[] }>('admin/products/search', {
          query: { q: term },
          signal,
        });
        return found.products.flatMap((p) => p.varieties.map((v) => tillVarietyOf(v, p.title)));
      }}
      optionKey={(v) => v.id}
      renderOption={(v) => (
        <>
          <span>{v.title}</span>
          <span className="muted">
            {toman(v.price)} تومان · موجودی {toPersianDigits(v.balance)}
          </span>
        </>
      )}
      onPick={onPick}
      emptyText="کالایی با این نام یافت نشد."
    />
  );
}
