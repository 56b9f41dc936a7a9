import type { ApiClient, QueryValue, ResourceDef } from '@shop-admin/core/base';
import type { CliContext } from '../context.ts';
import { pagingProgress } from '../io/progress.ts';
import { type ListResult, listRecords, MAX_PER_PAGE } from '../services/resources.ts';

/** A list fetched page after page, with the progress line on stderr while more than one page is needed. */
export async function fetchList(
  ctx: CliContext,
  api: ApiClient,
  resource: ResourceDef,
  query: Record<string, QueryValue>,
  limit: number | 'all',
): Promise<ListResult> {
  const progress = pagingProgress(ctx.io.stderr, MAX_PER_PAGE);
  try {
    return await listRecords(api, resource, { query, limit, onPage: progress.onPage });
  } finally {
    progress.stop();
  }
}
