import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A CSV download parsed back (csv-parse), after checking the BOM Excel needs for Persian text. */
export function readCsv(body: string): string[][] {
  expect(body.startsWith('\ufeff')).toBe(true);
  return parse(body.slice(1), { relax_column_count: false });
}

/** An Excel download loaded back (exceljs): its first sheet and its rows as value arrays. */
export async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as never);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}
