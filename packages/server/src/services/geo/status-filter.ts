import { validationFailed } from '../../http/errors.ts';
import type { ListQuery } from '../resource-service.ts';

/**
 * A smallint 0/1 `status` filter (provinces, cities, shipping methods) read from `1`/`0` or
 * `true`/`false`, as the table service compares it; anything else is a Persian 422.
 */
export function withStatusFilter(query: ListQuery, name = 'status'): ListQuery {
  const value = query.filters[name];
  if (value === undefined || value === '') return query;
  const word = value.trim().toLowerCase();
  const status = word === '1' || word === 'true' ? '1' : word === '0' || word === 'false' ? '0' : null;
  if (status === null) throw validationFailed({ [name]: [`مقدار فیلتر ${name} باید ۰ یا ۱ باشد.`] });
  return { ...query, filters: { ...query.filters, [name]: status } };
}

/** A boolean `status` from a form as the smallint column stores it. */
export const statusValue = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.hasOwn(values, 'status') ? { ...values, status: values.status === false ? 0 : 1 } : values;
