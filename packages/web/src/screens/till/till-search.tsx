import { isApiError, toPersianDigits } from '@shop-admin/core';
import type { RefObject } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { SearchPicker } from '../../widgets/index.ts';
import { toman } from '../dashboard/format.ts';
import type { OfflineTill } from './offline/use-offline-till.ts';
import { type TillVariety, tillVarietyOf } from './till-model.ts';

const DEVICE_SEARCH = 'till/device-catalogue';

/** GET admin/products/search's products, each with its live varieties. */
export interface FoundProduct {
  id: number;
  title: string;
  varieties: Parameters<typeof tillVarietyOf>[0][];
}

/**
 * Product search by title, SKU or barcode for items without a label: pick a variety to add it. With
 * no server it searches the device catalogue (core's Persian search), and falls back to it when the
 * server cannot be reached.
 */
export function TillSearch({
  onPick,
  inputRef,
  offline,
}: {
  onPick: (variety: TillVariety) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  offline: OfflineTill;
}) {
  const { api, queryClient } = useServices();
  // The device search needs no network: TanStack would otherwise pause it while offline.
  queryClient.setQueryDefaults([DEVICE_SEARCH], { networkMode: 'always' });
  const onDevice = (term: string) => offline.catalogue?.search(term) ?? [];
  return (
    <SearchPicker
      id="till-search"
      className="till-search"
      label="جست‌وجوی کالا با نام"
      placeholder="مثلا پیراهن"
      queryKey={offline.online ? 'admin/products/search' : DEVICE_SEARCH}
      inputRef={inputRef}
      clearOnPick
      search={async (term, signal) => {
        if (!offline.online) return onDevice(term);
        try {
          const found = await api.get<{ products: FoundProduct[] }>('admin/products/search', {
            query: { q: term },
            signal,
          });
          return found.products.flatMap((p) => p.varieties.map((v) => tillVarietyOf(v, p.title)));
        } catch (error) {
          if (!isApiError(error) || error.status !== 0 || signal.aborted) throw error;
          offline.wentOffline();
          return onDevice(term);
        }
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
