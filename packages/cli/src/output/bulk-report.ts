import { type BulkEditResult, type BulkRowResult, bulkEditRowFields } from '@shop-admin/core';
import { CliError, type FieldMessages } from '../errors/cli-error.ts';
import { type ColumnView, cellText } from './cells.ts';

type Row = Record<string, unknown>;

const TYPES = new Map(bulkEditRowFields.map((field) => [field.name, field.type]));

/** A changed value as the diff shows it: ∅ for none, lists in brackets, dates (discount_until) as Jalali. */
const show = (field: string, value: unknown): string =>
  value === null || value === undefined
    ? '∅'
    : Array.isArray(value)
      ? `[${value.join(', ')}]`
      : cellText(value, { key: field, label: field, type: TYPES.get(field) }, false);

/** The diff, one line per changed field: what the dry run (or the apply) changes, before → after. */
export const DIFF_COLUMNS: ColumnView[] = [
  { key: 'row', label: 'ردیف', align: 'end' },
  { key: 'product_id', label: 'محصول', align: 'end' },
  { key: 'variety_id', label: 'تنوع', align: 'end' },
  { key: 'sku', label: 'کد انبار' },
  { key: 'field', label: 'ستون' },
  { key: 'before', label: 'قبل', hue: 'red' },
  { key: 'after', label: 'بعد', hue: 'green' },
];

/** Rows numbered from 1 for people (the server counts from 0). */
export function diffRows(result: BulkEditResult): Row[] {
  return result.results.flatMap((row) =>
    Object.entries(row.changes).map(([field, change]) => ({
      row: row.row + 1,
      product_id: row.product_id,
      variety_id: row.variety_id,
      sku: row.sku,
      field,
      before: show(field, change.before),
      after: show(field, change.after),
    })),
  );
}

/** The per-row report of an apply: each row's outcome and what changed. */
export const REPORT_COLUMNS: ColumnView[] = [
  { key: 'row', label: 'ردیف', align: 'end' },
  { key: 'status', label: 'نتیجه' },
  { key: 'product_id', label: 'محصول', align: 'end' },
  { key: 'sku', label: 'کد انبار' },
  { key: 'changes', label: 'تغییرها' },
];

export function reportRows(result: BulkEditResult): Row[] {
  return result.results.map((row: BulkRowResult) => ({
    row: row.row + 1,
    status: row.status,
    product_id: row.product_id,
    sku: row.sku,
    changes: Object.entries(row.changes)
      .map(([field, change]) => `${field} ${show(field, change.before)} → ${show(field, change.after)}`)
      .join('; '),
  }));
}

/** One line for stderr: what happened overall. */
export function summaryLine(result: BulkEditResult): string {
  const { rows, changed, unchanged, failed } = result.summary;
  const counts = `${rows} rows: ${changed} changed, ${unchanged} unchanged${failed ? `, ${failed} failed` : ''}`;
  if (result.replayed)
    return `Already applied by an earlier run of this same file; nothing changed now (${counts}).`;
  if (result.dry_run) return `Dry run, nothing written (${counts}). Run again with --yes to apply.`;
  return result.applied ? `Applied in one transaction (${counts}).` : `Nothing applied (${counts}).`;
}

/** The server refused rows (an unknown SKU, a status the stock forbids): every error by row and column. */
export function rowFailures(result: BulkEditResult, describe: (key: string) => string): CliError | null {
  const fields: FieldMessages = {};
  for (const row of result.results) {
    for (const [column, messages] of Object.entries(row.errors ?? {}))
      fields[`rows.${row.row}.${column}`] = messages;
  }
  if (result.valid && Object.keys(fields).length === 0) return null;
  return new CliError({
    code: 'bulk_rejected',
    status: 422,
    message: `The server refused ${result.summary.failed} of ${result.summary.rows} rows; nothing was written.`,
    fields,
    fieldsFa: fields,
    describeField: describe,
  });
}
