import type { ReportDef } from '@shop-admin/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportColumn } from '../export/format.ts';
import { exportFormatOf } from '../export/format.ts';
import { sendExport } from '../export/send.ts';
import { arrayBatches } from '../export/sources.ts';

/** A report's columns as download columns (core's Persian headers). */
export const reportColumns = (report: ReportDef): ExportColumn[] =>
  report.columns.map((column) => ({ name: column.name, label: column.label, type: column.type }));

/** A report row's value of a column (`variety.title` reads a nested object). */
const cellOf = (row: unknown, name: string): unknown =>
  name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], row);

/**
 * The rows in the order the report screen shows them: `sort_by` (one of the report's columns) with
 * `sort_desc=1`, numbers by value and text in Persian order; absent or unknown, the report's own order.
 */
export function sortedRows<Row>(report: ReportDef, rows: readonly Row[], query: unknown): readonly Row[] {
  const { sort_by: by, sort_desc: desc } = (query ?? {}) as Record<string, unknown>;
  if (typeof by !== 'string' || !report.columns.some((column) => column.name === by)) return rows;
  const sign = desc === '1' || desc === 'true' ? -1 : 1;
  const collator = new Intl.Collator('fa');
  return [...rows].sort((a, b) => {
    const x = cellOf(a, by);
    const y = cellOf(b, by);
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * collator.compare(String(x ?? ''), String(y ?? ''));
  });
}

/**
 * The download branch of a report route: when CSV or Excel is asked for, `rows()` runs once over the
 * whole result (all pages), is sorted as the screen's table (`sort_by`, `sort_desc`) and is streamed;
 * otherwise null. Report rows are aggregates (one per day,
 * product, customer or wallet, never one per order), so the result is read once and written in
 * batches. The ranked reports sort by a sum or an unindexed balance: keyset batches would re-run the
 * whole aggregation for every batch, and a cursor would hold a connection (PGlite's only one) for as
 * long as the client takes to read.
 */
export async function reportExport<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  report: ReportDef,
  rows: () => Promise<readonly Row[]>,
  now: Date,
): Promise<FastifyReply | null> {
  const format = exportFormatOf(request.query, request.headers.accept);
  if (!format) return null;
  const all = sortedRows(report, await rows(), request.query);
  return sendExport(reply, {
    format,
    name: `report-${report.name}`,
    title: report.title,
    columns: reportColumns(report),
    batches: arrayBatches(all),
    now,
  });
}
