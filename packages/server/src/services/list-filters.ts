import { validationFailed } from '../http/errors.ts';
import type { ListQuery } from './resource-service.ts';

const TRUE_WORDS = new Set(['1', 'true']);
const FALSE_WORDS = new Set(['0', 'false']);

/**
 * Boolean list filters (`?status=1`, `?show_index=false`) as the table service compares them: a
 * boolean column needs true/false, not 1/0. Anything else is a 422, never a database error.
 */
export function withBooleanFilters(query: ListQuery, names: readonly string[]): ListQuery {
  const filters = { ...query.filters };
  for (const name of names) {
    const value = filters[name];
    if (value === undefined || value === '') continue;
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) filters[name] = 'true';
    else if (FALSE_WORDS.has(word)) filters[name] = 'false';
    else throw validationFailed({ [name]: [`مقدار فیلتر ${name} باید ۰ یا ۱ باشد.`] });
  }
  return { ...query, filters };
}
