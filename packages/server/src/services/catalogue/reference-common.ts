import { toAsciiDigits } from '@shop-admin/core';
import { validationFailed } from '../../http/errors.ts';
import type { ListQuery } from '../resource-service.ts';

export { withBooleanFilters } from '../list-filters.ts';

/** An id filter (`?type_id=3`) as a number, or a 422 for anything but a positive integer. */
export function idFilter(query: ListQuery, name: string): number | null {
  const value = query.filters[name];
  if (value === undefined || value === '') return null;
  const id = Number(toAsciiDigits(value).trim());
  if (!Number.isSafeInteger(id) || id <= 0) throw validationFailed({ [name]: [`شناسه ${name} معتبر نیست.`] });
  return id;
}

/**
 * Reads a window's `start_date` / `end_date` from validated values (Dates, read by validateBody),
 * falling back to the stored ones on a partial update; a 422 in Persian for a cleared time or an end
 * not after the start.
 */
export function readWindow(
  values: { readonly start_date?: unknown; readonly end_date?: unknown },
  stored?: { startDate: Date; endDate: Date },
): { startDate: Date; endDate: Date } | null {
  const errors: Record<string, string[]> = {};
  const read = (name: 'start_date' | 'end_date', label: string, fallback?: Date): Date | undefined => {
    if (!Object.hasOwn(values, name)) return fallback;
    const date = values[name] instanceof Date ? values[name] : null;
    if (!date) errors[name] = [`${label} یک تاریخ و ساعت معتبر نیست (مثل ۱۴۰۴/۰۸/۰۱ ۱۰:۰۰).`];
    return date ?? undefined;
  };
  const startDate = read('start_date', 'زمان شروع', stored?.startDate);
  const endDate = read('end_date', 'زمان پایان', stored?.endDate);
  if (Object.keys(errors).length) throw validationFailed(errors);
  if (!startDate || !endDate) return null;
  if (endDate.getTime() <= startDate.getTime())
    throw validationFailed({ end_date: ['زمان پایان باید بعد از زمان شروع باشد.'] });
  return { startDate, endDate };
}

/** A list of ids from a validated multiselect: positive integers, any digit script; a 422 otherwise. */
export function readIds(value: unknown, field: string, label: string): number[] {
  if (value === null || value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  const ids = list.map((item) => Number(toAsciiDigits(String(item)).trim()));
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0))
    throw validationFailed({ [field]: [`${label} باید فهرستی از شناسه‌ها باشد.`] });
  return ids;
}

/** The ids that appear more than once. */
export function duplicatesOf<T>(items: readonly T[]): T[] {
  const seen = new Set<T>();
  const twice = new Set<T>();
  for (const item of items) (seen.has(item) ? twice : seen).add(item);
  return [...twice];
}
