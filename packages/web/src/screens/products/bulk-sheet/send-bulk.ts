import { type BulkEditResult, isApiError } from '@shop-admin/core';
import type { AppServices } from '../../../app/services.ts';

/**
 * Posts a bulk request (the sheet's apply or its undo) and answers its `data.bulk`. A refusal that
 * carries the per-row results (422 rows refused, 409 rows changed since) hands them to `onRefused`
 * to show; every failure is a toast (the server's Persian message) and answers null.
 */
export async function postBulk(
  services: Pick<AppServices, 'api' | 'toasts'>,
  request: { url: string; body: unknown; headers?: Record<string, string>; failed: string },
  onRefused: (bulk: BulkEditResult) => void,
): Promise<BulkEditResult | null> {
  try {
    const options = request.headers ? { headers: request.headers } : undefined;
    return (await services.api.post<{ bulk: BulkEditResult }>(request.url, request.body, options)).bulk;
  } catch (error) {
    const bulk = isApiError(error) ? (error.data as { bulk?: BulkEditResult } | null)?.bulk : undefined;
    if (bulk) onRefused(bulk);
    services.toasts.show(isApiError(error) ? error.message : request.failed, { kind: 'error' });
    return null;
  }
}
