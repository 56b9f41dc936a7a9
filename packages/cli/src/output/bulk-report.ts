import { type BulkEditResult, type BulkRowResult, bulkEditRowFields } from '@shop-admin/core/base';
import { CliError, type FieldMessages } from '../errors/cli-error.ts';
import { type ColumnView, cellText } from './cells.ts';

type Row = Record<string, unknown>;

const TYPES = new Map(bulkEditRowFields.map((field) => [field.name, field.type]));

/**
 * The key of a row's problem in an error's `fields`: `rows.3.sku` is the third row of the file, counted
 * from 1 as every message, `--accept` and the `--json` result count it (the server counts from 0).
 */
export const rowKey = (index: number, column?: string): string =>
  `rows.${index + 1}${column ? `.${column}` : ''}`;

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

/** Rows numbered from 1 for people (the server counts from 0); a conflicting field says so in `after`. */
export function diffRows(result: BulkEditResult): Row[] {
  return result.results.flatMap((row) =>
    Object.entries(row.changes).map(([field, change]) => {
      const conflict = row.conflicts?.[field];
      const base = result.undo_of === undefined ? 'read as' : 'after the change set';
      const note = conflict
        ? ` (${row.accepted ? 'accepted ' : ''}conflict: ${base} ${show(field, conflict.base)})`
        : '';
      return {
        row: row.row + 1,
        product_id: row.product_id,
        variety_id: row.variety_id,
        sku: row.sku,
        field,
        before: show(field, change.before),
        after: `${show(field, change.after)}${note}`,
      };
    }),
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

/** The counts of a result: `3 rows: 2 changed, 1 unchanged, 1 in conflict`. */
export function summaryCounts(result: BulkEditResult): string {
  const { rows, changed, unchanged, failed } = result.summary;
  const conflicts = result.summary.conflicts ?? 0;
  return (
    `${rows} rows: ${changed} changed, ${unchanged} unchanged` +
    `${failed ? `, ${failed} failed` : ''}${conflicts ? `, ${conflicts} in conflict` : ''}`
  );
}

/** One line for stderr: what happened overall. */
export function summaryLine(result: BulkEditResult): string {
  const conflicts = result.summary.conflicts ?? 0;
  const counts = summaryCounts(result);
  if (result.undo_of !== undefined) return undoSummaryLine(result, counts);
  if (result.replayed)
    return `Already applied by an earlier run of this same file; nothing changed now (${counts}).`;
  if (result.dry_run && conflicts)
    return `Dry run, nothing written (${counts}). Rows in conflict changed in the shop since the file was read; --yes applies nothing until you accept them (--accept ${conflictRows(result)}) or take them out.`;
  if (result.dry_run) return `Dry run, nothing written (${counts}). Run again with --yes to apply.`;
  if (!result.applied) return `Nothing applied (${counts}).`;
  const set = result.change_set_id;
  return `Applied in one transaction (${counts})${set ? `; change set ${set} (undo: shop-admin products undo ${set})` : ''}.`;
}

/** The summary of `products undo`: a dry run, or the undo done and recorded as a change set of its own. */
function undoSummaryLine(result: BulkEditResult, counts: string): string {
  const set = `change set ${result.undo_of}`;
  if (result.dry_run && result.summary.conflicts)
    return `Dry run of undoing ${set}, nothing written (${counts}). Rows in conflict changed in the shop after ${set}; --yes undoes nothing until you accept them (--accept ${conflictRows(result)}).`;
  if (result.dry_run)
    return `Dry run of undoing ${set}, nothing written (${counts}). Run again with --yes to undo it.`;
  return result.applied
    ? `Undid ${set} in one transaction (${counts}); recorded as change set ${result.change_set_id}.`
    : `Nothing undone (${counts}).`;
}

/** The conflicting rows, numbered from 1, as `--accept` takes them. */
function conflictRows(result: BulkEditResult): string {
  return result.results
    .filter((row) => row.status === 'conflict')
    .map((row) => row.row + 1)
    .join(',');
}

/** Rows changed in the shop since they were read: every conflict with its base, current and wanted value. */
export function rowConflicts(result: BulkEditResult, describe: (key: string) => string): CliError | null {
  const undo = result.undo_of !== undefined;
  const fields: FieldMessages = {};
  for (const row of result.results) {
    if (row.status !== 'conflict') continue;
    for (const [column, c] of Object.entries(row.conflicts ?? {}))
      fields[rowKey(row.row, column)] = [
        undo
          ? `after the change set ${show(column, c.base)}, now ${show(column, c.current)}, the undo wants ${show(column, c.wanted)}`
          : `read as ${show(column, c.base)}, now ${show(column, c.current)}, the file wants ${show(column, c.wanted)}`,
      ];
  }
  if (Object.keys(fields).length === 0) return null;
  const counts = `${result.summary.conflicts} of ${result.summary.rows} rows`;
  return new CliError({
    code: 'bulk_conflict',
    status: 409,
    message: undo
      ? `${counts} changed in the shop after change set ${result.undo_of}; nothing was undone.`
      : `${counts} changed in the shop since the file was read; nothing was written.`,
    fields,
    fieldsFa: fields,
    describeField: describe,
    hint: undo
      ? `Look at the rows, or put the change set's before values over the current ones with --accept ${conflictRows(result)} (or --accept all).`
      : `Export again, or accept those rows' values over the current ones with --accept ${conflictRows(result)} (or --accept all).`,
  });
}

/** The server refused rows (an unknown SKU, a status the stock forbids): every error by row and column. */
export function rowFailures(result: BulkEditResult, describe: (key: string) => string): CliError | null {
  const fields: FieldMessages = {};
  for (const row of result.results) {
    for (const [column, messages] of Object.entries(row.errors ?? {}))
      fields[rowKey(row.row, column)] = messages;
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

/**
 * The server's result as `--json` prints it: each row numbered from 1 (`row`, as in every message and
 * `--accept`; the server counts from 0) and, for a CSV, with its `line` in the file.
 */
export function numberedResult(result: BulkEditResult, lines: readonly number[] | undefined) {
  return {
    ...result,
    results: result.results.map((row) => {
      const line = lines?.[row.row];
      return { ...row, row: row.row + 1, ...(line === undefined ? {} : { line }) };
    }),
  };
}
