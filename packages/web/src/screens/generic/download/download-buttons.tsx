import type { QueryValue } from '@shop-admin/core';
import { useState } from 'react';
import { useServices } from '../../../app/services-context.tsx';
import { type DownloadFormat, downloadFile } from './download-file.ts';

/**
 * «دریافت CSV» and «دریافت اکسل» for what a screen shows: the endpoint streams the whole result of
 * `query` (the list's filter and sort, or a report's filters) as the file.
 */
export function DownloadButtons({
  endpoint,
  query,
}: {
  endpoint: string;
  query: Readonly<Record<string, QueryValue>>;
}) {
  const { tokenStorage, toasts } = useServices();
  const [busy, setBusy] = useState(false);
  const download = async (format: DownloadFormat) => {
    setBusy(true);
    try {
      await downloadFile(tokenStorage, endpoint, query, format);
    } catch (error) {
      toasts.show(error instanceof Error ? error.message : 'دریافت فایل ممکن نشد.', { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="downloads" aria-busy={busy || undefined}>
      <button type="button" className="button ghost" disabled={busy} onClick={() => void download('csv')}>
        دریافت CSV
      </button>
      <button type="button" className="button ghost" disabled={busy} onClick={() => void download('xlsx')}>
        دریافت اکسل
      </button>
    </span>
  );
}
