import type { ApiClient, BulkEditResult, BulkEditRow } from '@shop-admin/core/base';
import { endpointUnavailable } from '../errors/from-api.ts';

/** The bulk catalogue endpoint (POST admin/products/bulk), answering under `data.bulk`. */
export const BULK_ENDPOINT = 'admin/products/bulk';

/**
 * Sends every row in one request: the server applies them in one transaction (all or nothing), or
 * with `dryRun` returns the diff without writing. `key` goes as the Idempotency-Key, so a repeat of
 * the same request returns the first answer (`replayed`) instead of applying twice.
 */
export async function sendBulk(
  api: ApiClient,
  rows: readonly BulkEditRow[],
  options: { dryRun: boolean; key?: string; accept?: number[] | true },
): Promise<BulkEditResult> {
  try {
    const data = await api.post<{ bulk: BulkEditResult }>(
      BULK_ENDPOINT,
      { rows, dry_run: options.dryRun, ...(options.accept ? { accept_conflicts: options.accept } : {}) },
      options.key ? { headers: { 'Idempotency-Key': options.key } } : undefined,
    );
    return data.bulk;
  } catch (error) {
    throw endpointUnavailable(error, `bulk catalogue edits (${BULK_ENDPOINT})`);
  }
}
