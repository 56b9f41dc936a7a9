import { type FieldOption, type FieldType, formatJalali, formatPriceInput } from '@shop-admin/core';

/** One column of a printed list: the record key, its Persian label, and how to show its values. */
export interface ColumnView {
  key: string;
  label: string;
  type?: FieldType;
  align?: 'start' | 'end';
  options?: readonly FieldOption[];
}

/** Keys that name a record when it appears inside another (a role inside an admin). */
const NAME_KEYS = ['label', 'title', 'name', 'full_name', 'username', 'id'] as const;

function nameOf(value: object): string {
  const record = value as Record<string, unknown>;
  for (const key of NAME_KEYS) {
    const name = record[key];
    if (typeof name === 'string' || typeof name === 'number') return String(name);
  }
  return JSON.stringify(value);
}

function dateText(value: unknown, type: 'date' | 'datetime'): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  return formatJalali(time, type === 'date' ? 'YYYY/MM/DD' : 'YYYY/MM/DD HH:mm', { digits: 'latin' });
}

/**
 * A value as text. `human` (tables) shows option labels, prices with separators and Persian yes/no;
 * machine formats (TSV, CSV) keep raw values. Both show dates as Jalali in Tehran time, Latin digits.
 */
export function cellText(value: unknown, column: ColumnView, human: boolean): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'date' || column.type === 'datetime') {
    const text = dateText(value, column.type);
    if (text !== null) return text;
  }
  if (Array.isArray(value)) {
    return value.map((item) => cellText(item, { key: column.key, label: column.label }, human)).join(', ');
  }
  if (typeof value === 'object') return nameOf(value);
  if (human) {
    const option = column.options?.find((o) => String(o.value) === String(value));
    if (option) return option.label;
    if (typeof value === 'boolean') return value ? 'بله' : 'خیر';
    if (column.type === 'price') return formatPriceInput(value as string | number);
  }
  return String(value);
}

/** Every column of a resource view, plus record keys none of them covers (for `--json` field checks). */
export function knownKeys(
  records: readonly Record<string, unknown>[],
  columns: readonly ColumnView[],
): string[] {
  const keys = new Set(columns.map((column) => column.key));
  for (const record of records.slice(0, 50)) for (const key of Object.keys(record)) keys.add(key);
  return [...keys];
}
