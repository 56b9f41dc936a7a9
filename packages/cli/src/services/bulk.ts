import type { ApiClient, BulkEditResult, BulkEditRow } from '@shop-admin/core/base';
import { endpointUnavailable } from '../errors/from-api.ts';

/** The bulk catalogue endpoint (POST admin/products/bulk), answering under `data.bulk`. */
export const BULK_ENDPOINT = 'admin/products/bulk';

/**
 * Sends every row in one request: the server applies them in one transaction (all or nothing), or
 * with `dryRun` returns the diff without writing. No Idempotency-Key is sent (the server honours one,
 * but a key per file would replay a stale answer when the shop changed since): a re-run is a no-op
 * because the server compares every row with the current data.
 */
export async function sendBulk(
  api: ApiClient,
  rows: readonly BulkEditRow[],
  options: { dryRun: boolean; accept?: number[] | true },
): Promise<BulkEditResult> {
  try {
    const data = await api.post<{ bulk: BulkEditResult }>(BULK_ENDPOINT, {
      rows,
      dry_run: options.dryRun,
      ...(options.accept ? { accept_conflicts: options.accept } : {}),
    });
    return data.bulk;
  } catch (error) {
    throw endpointUnavailable(error, `bulk catalogue edits (${BULK_ENDPOINT})`);
  }
}
