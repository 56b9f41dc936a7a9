import type { ReportDef } from '@shop-admin/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportColumn } from '../export/format.ts';
import { exportFormatOf } from '../export/format.ts';
import { sendExport } from '../export/send.ts';
import { arrayBatches } from '../export/sources.ts';

/** A report's columns as download columns (core's Persian headers). */
export const reportColumns = (report: ReportDef): ExportColumn[] =>
  report.columns.map((column) => ({ name: column.name, label: column.label, type: column.type }));

/**
 * The download branch of a report route: when CSV or Excel is asked for, `rows()` runs once over the
 * whole result (all pages) and is streamed; otherwise null. Report rows are aggregates (one per day,
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
  const all = await rows();
  return sendExport(reply, {
    format,
    name: `report-${report.name}`,
    title: report.title,
    columns: reportColumns(report),
    batches: arrayBatches(all),
    now,
  });
}
