import { dateText, displayText, type FieldOption, type FieldType } from '@shop-admin/core/base';
import type { Hue } from './colour.ts';

/** One column of a printed list: the record key, its Persian label, and how to show its values. */
export interface ColumnView {
  key: string;
  label: string;
  type?: FieldType;
  align?: 'start' | 'end';
  options?: readonly FieldOption[];
  /** Its cells' colour in a table on a colour terminal (order statuses get theirs without it). */
  hue?: Hue;
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

/**
 * A value as text. `human` (tables) is core's displayText with the terminal's choices: Latin digits,
 * list items joined with `, `; a missing value is empty. Machine formats (TSV, CSV) keep raw values,
 * a nested record by its name. Both show dates as Jalali in Tehran time, Latin digits, to the minute.
 */
export function cellText(value: unknown, column: ColumnView, human: boolean): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'date' || column.type === 'datetime') {
    const text = dateText(value, column.type, { digits: 'latin' });
    if (text !== null) return text;
  }
  if (human) return displayText(value, column, { digits: 'latin', lists: 'items', separator: ', ' });
  if (Array.isArray(value)) {
    return value.map((item) => cellText(item, { key: column.key, label: column.label }, human)).join(', ');
  }
  if (typeof value === 'object') return nameOf(value);
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
