import type { QueryValue, TokenStorage } from '@shop-admin/core';

/**
 * Downloads the orders of the current filter as CSV or Excel: the server streams the whole filtered
 * list for `?export=csv|xlsx` (paging dropped); the file is saved under the server's name.
 */
export async function downloadOrders(
  tokenStorage: TokenStorage,
  query: Record<string, QueryValue>,
  format: 'csv' | 'xlsx',
): Promise<void> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (['page', 'per_page', 'all'].includes(key) || value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  search.set('export', format);
  const token = tokenStorage.get();
  const response = await fetch(`/api/admin/orders?${search}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error('دریافت فایل ممکن نشد؛ دوباره تلاش کنید.');
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = named ? decodeURIComponent(named) : `orders.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
