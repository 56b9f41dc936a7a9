import { usageError } from '../errors/cli-error.ts';
import { type ColumnView, cellText, knownKeys } from './cells.ts';
import { cellHue } from './colour.ts';
import type { OutputFormat } from './format.ts';
import type { Display, ShrinkTier } from './table.ts';

/** Codes and dates give width after free text, numbers (right-aligned) last: see `fitWidths`. */
const CODE_KEYS = new Set(['sku', 'tracking_code', 'code', 'barcode', 'mobile']);
function shrinkTier(column: ColumnView): ShrinkTier {
  if (column.align === 'end') return 2;
  if (column.type === 'date' || column.type === 'datetime' || CODE_KEYS.has(column.key)) return 1;
  return 0;
}

type Row = Record<string, unknown>;

/** `--json a,b`: only these keys, in this order; an unknown key is a usage error naming the known ones. */
function project(records: readonly Row[], fields: string[] | null, columns: readonly ColumnView[]): Row[] {
  if (fields === null) return [...records];
  const known = knownKeys(records, columns);
  const unknown = fields.filter((field) => !known.includes(field));
  if (unknown.length > 0 && records.length > 0) {
    throw usageError(`Unknown --json field: ${unknown.join(', ')}.`, `Fields: ${known.join(', ')}`);
  }
  return records.map((record) => Object.fromEntries(fields.map((field) => [field, record[field] ?? null])));
}

/** TSV has no quoting: tabs and line breaks inside a value become spaces. */
export const tsvValue = (text: string): string => text.replace(/[\t\r\n]+/g, ' ');

/** The table renderer: loaded only for tables (string-width's Unicode tables cost start-up time). */
const tables = () => import('./table.ts');

/** A list of records in the chosen format (JSON array, TSV or CSV with a key header, or a table). */
export async function renderList(
  records: readonly Row[],
  columns: readonly ColumnView[],
  format: OutputFormat,
  display: Display,
): Promise<string> {
  if (format.kind === 'json') return `${JSON.stringify(project(records, format.fields, columns), null, 2)}\n`;
  const keys = columns.map((column) => column.key);
  const machine = (record: Row) => columns.map((column) => cellText(record[column.key], column, false));
  // csv-stringify loads only for CSV: a plain list or --json never needs it.
  if (format.kind === 'csv')
    return (await import('csv-stringify/sync')).stringify([keys, ...records.map(machine)]);
  if (format.kind === 'tsv') {
    return [keys, ...records.map(machine)].map((row) => `${row.map(tsvValue).join('\t')}\n`).join('');
  }
  return personTable(records, columns, display);
}

/**
 * The table for people. An image column (an upload's address) is left out: a terminal cannot show the
 * picture, and the width goes to the titles (TSV, CSV and JSON keep it).
 */
async function personTable(
  records: readonly Row[],
  all: readonly ColumnView[],
  display: Display,
): Promise<string> {
  const columns = all.filter((column) => column.type !== 'image');
  const rows = records.map((record) => columns.map((column) => cellText(record[column.key], column, true)));
  const aligns = columns.map((column) => (column.align === 'end' ? 'right' : 'left'));
  const { renderTable } = await tables();
  const hues = records.map((record) => columns.map((column) => cellHue(record[column.key], column)));
  return renderTable(
    columns.map((column) => column.label),
    rows,
    display,
    aligns,
    hues,
    columns.map(shrinkTier),
  );
}

/** One record: a JSON object, a one-row TSV/CSV, or a label/value table. */
export async function renderRecord(
  record: Row,
  columns: readonly ColumnView[],
  format: OutputFormat,
  display: Display,
): Promise<string> {
  if (format.kind === 'json') {
    const [projected] = project([record], format.fields, columns);
    return `${JSON.stringify(projected ?? record, null, 2)}\n`;
  }
  if (format.kind !== 'table') return renderList([record], columns, format, display);
  const pairs = columns.map((column) => [column.label, cellText(record[column.key], column, true)]);
  const { renderTable } = await tables();
  return renderTable(null, pairs, display);
}
