import {
  booleanText,
  type ColumnDef,
  dateText,
  type FieldOption,
  optionLabel,
  type ResourceDef,
} from '@shop-admin/core';

/** The two download formats: CSV (UTF-8 with BOM) and an Excel workbook. */
export type ExportFormat = 'csv' | 'xlsx';

/** One column of a download: the row key (dotted for nested values), its Persian header, its kind. */
export interface ExportColumn {
  name: string;
  label: string;
  type?: ColumnDef['type'];
  /** Labels of select values, printed instead of the stored value. */
  options?: readonly FieldOption[];
}

/**
 * The format a request asks for: `?export=csv|xlsx` (links), or the Accept header: Shopit's
 * `x-xlsx`, the real spreadsheet type, or `text/csv`. Null for a normal JSON request.
 */
export function exportFormatOf(query: unknown, accept: string | undefined): ExportFormat | null {
  const param = (query as { export?: unknown } | null)?.export;
  if (param === 'csv' || param === 'xlsx') return param;
  const header = (accept ?? '').toLowerCase();
  if (header.includes('x-xlsx') || header.includes('spreadsheetml')) return 'xlsx';
  if (header.includes('text/csv')) return 'csv';
  return null;
}

/** A resource's list columns as download columns, with the select labels of its same-named fields. */
export function resourceExportColumns(resource: ResourceDef): ExportColumn[] {
  return resource.columns.map((column) => {
    const field = resource.fields.find((f) => f.name === column.name);
    const options = field?.options;
    return {
      name: column.name,
      label: column.label,
      type: column.type ?? field?.type,
      ...(options ? { options } : {}),
    };
  });
}

/** A row's value under a column name: its own key, else a dotted path into nested objects. */
const valueAt = (row: unknown, path: string): unknown => {
  const own = typeof row === 'object' && row !== null && path in row;
  let value = row;
  for (const part of own ? [path] : path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
};

/** Spreadsheets sort and sum Latin digits; dates keep their seconds. */
const SPREADSHEET = { digits: 'latin', seconds: true } as const;

/**
 * One cell: dates and times as Jalali in Tehran time (Latin digits, so spreadsheets sort them),
 * money and counts as plain numbers, booleans and select values as their Persian labels, objects as
 * JSON, missing values empty.
 */
export function exportCell(row: unknown, column: ExportColumn): string | number {
  const value = valueAt(row, column.name);
  if (value === null || value === undefined || value === '') return '';
  if (column.type === 'datetime' || column.type === 'date') {
    const text = dateText(value, column.type, SPREADSHEET);
    if (text !== null) return text;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  const label = optionLabel(column.options, value);
  if (label !== undefined) return label;
  if (typeof value === 'boolean') return booleanText(value);
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (
    (column.type === 'price' || column.type === 'number') &&
    typeof value === 'string' &&
    /^-?\d+(\.\d+)?$/.test(value)
  ) {
    return Number(value);
  }
  if (value instanceof Date) return dateText(value, 'datetime', SPREADSHEET) ?? '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
