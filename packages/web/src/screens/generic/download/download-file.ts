import type { QueryValue, TokenStorage } from '@shop-admin/core';

export type DownloadFormat = 'csv' | 'xlsx';

/** Query keys a download leaves out: the server streams the whole filtered result, not one page. */
const PAGING = new Set(['page', 'per_page', 'all']);

/** The download URL of an endpoint for a query (`?export=csv|xlsx`, paging dropped). */
export function downloadUrl(
  endpoint: string,
  query: Readonly<Record<string, QueryValue>>,
  format: DownloadFormat,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (PAGING.has(key) || value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  search.set('export', format);
  return `/api/${endpoint}?${search}`;
}

/**
 * Downloads what an endpoint streams for `?export=csv|xlsx` (lists and reports) with the admin's
 * token, and saves it under the server's file name.
 */
export async function downloadFile(
  tokenStorage: TokenStorage,
  endpoint: string,
  query: Readonly<Record<string, QueryValue>>,
  format: DownloadFormat,
): Promise<void> {
  const token = tokenStorage.get();
  const response = await fetch(downloadUrl(endpoint, query, format), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error('دریافت فایل ممکن نشد؛ دوباره تلاش کنید.');
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = named ? decodeURIComponent(named) : `${endpoint.split('/').pop() ?? 'download'}.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
