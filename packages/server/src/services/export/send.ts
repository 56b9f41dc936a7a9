import { PassThrough } from 'node:stream';
import { formatJalali } from '@shop-admin/core';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { type ExportColumn, type ExportFormat, exportCell } from './format.ts';
import type { ExportBatches } from './sources.ts';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportRequest<Row> {
  format: ExportFormat;
  /** File name without extension (ASCII, e.g. the resource name); the Jalali date is appended. */
  name: string;
  /** Sheet title (Persian). */
  title: string;
  columns: readonly ExportColumn[];
  batches: ExportBatches<Row>;
  now: Date;
}

/** Waits when the reader is slower than the writer, so memory stays about one batch. */
function drained(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

async function writeCsv<Row>(out: PassThrough, request: ExportRequest<Row>): Promise<void> {
  // The BOM makes Excel read the UTF-8 Persian text correctly.
  out.write(`\ufeff${stringify([request.columns.map((c) => c.label)])}`);
  for await (const batch of request.batches) {
    if (out.destroyed) return;
    const rows = batch.map((row) => request.columns.map((c) => exportCell(row, c)));
    out.write(stringify(rows));
    await drained(out);
  }
  out.end();
}

async function writeXlsx<Row>(out: PassThrough, request: ExportRequest<Row>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(request.title.slice(0, 31), { views: [{ rightToLeft: true }] });
  sheet.addRow(request.columns.map((c) => c.label)).commit();
  for await (const batch of request.batches) {
    if (out.destroyed) return;
    for (const row of batch) {
      sheet.addRow(request.columns.map((c) => exportCell(row, c))).commit();
    }
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Streams a download to the reply: rows are read batch by batch and written as they come, CSV through
 * csv-stringify, Excel through exceljs's streaming workbook writer. A failure after the first byte
 * cuts the download (the status is already sent); a client that goes away stops the reading.
 */
export function sendExport<Row>(reply: FastifyReply, request: ExportRequest<Row>): FastifyReply {
  const out = new PassThrough();
  const date = formatJalali(request.now, 'YYYY-MM-DD', { digits: 'latin' });
  const file = `${request.name}-${date}.${request.format}`;
  const write = request.format === 'csv' ? writeCsv : writeXlsx;
  write(out, request).catch((error: unknown) => {
    reply.log.error({ err: error }, 'export failed');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', CONTENT_TYPES[request.format])
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'no-store')
    .send(out);
}
