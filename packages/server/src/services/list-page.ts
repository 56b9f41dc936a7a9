import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PageRequest } from '../http/paginate.ts';

/**
 * One page of a list query: `limit`/`offset` from the page request, or every row for `all=1` (whose
 * cap the paginator checks). Takes the select's `$dynamic()` form, so any list query (joined or not) pages
 * the same way.
 */
export function onePage<T extends PgSelect>(select: T, page: PageRequest): T {
  return page.all ? select : select.limit(page.perPage).offset((page.page - 1) * page.perPage);
}
