import {
  compactPersian,
  hasMarkup,
  persianLetters,
  SHIPPING_EXCEL_COLUMNS,
  SHIPPING_EXCEL_MAX_ROWS,
  type ShippingExcelColumn,
  toAsciiDigits,
  toJalali,
  toPersianDigits,
} from '@shop-admin/core';
import ExcelJS from 'exceljs';
import { AppError } from '../../http/errors.ts';

/** One parcel read from the sheet, with the sheet's row number for messages. */
export type ParcelRow = { row: number } & Partial<
  Record<ShippingExcelColumn['field'], string | number | null>
> & {
    barcode: string;
  };

/** How many header-less rows may sit above the header (the post office puts a title there). */
const HEADER_SEARCH_ROWS = 10;
/** Row errors listed in one answer; the message names the first. */
const MAX_REPORTED = 20;
const BARCODE = /^[A-Za-z0-9-]{4,64}$/;

const bad = (message: string, errors?: Record<string, string[]>) =>
  new AppError(422, 'invalid_spreadsheet', message, errors ? { errors } : {});

/** The text of a cell whatever exceljs made of it (rich text, hyperlink, formula result, date, number). */
function cellValue(value: ExcelJS.CellValue): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'object') {
    if ('richText' in value) return cellValue(value.richText.map((part) => part.text).join(''));
    if ('text' in value && typeof value.text === 'string') return cellValue(value.text);
    if ('result' in value) return cellValue((value.result ?? null) as ExcelJS.CellValue);
    if ('error' in value) return null;
  }
  return null;
}

/** An Excel date cell (its UTC fields are the sheet's wall clock) as a Jalali date and time. */
function jalaliText(date: Date): string {
  const j = toJalali(date, { timeZone: 'UTC' });
  const pad = (n: number) => String(n).padStart(2, '0');
  const time =
    date.getUTCHours() || date.getUTCMinutes()
      ? ` ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`
      : '';
  return `${j.year}/${pad(j.month)}/${pad(j.day)}${time}`;
}

/** Finds the header row: the first of the top rows naming the barcode column. Column index per field. */
function readHeader(sheet: ExcelJS.Worksheet): {
  row: number;
  columns: Map<ShippingExcelColumn['field'], number>;
} {
  const titles = new Map<string, ShippingExcelColumn>();
  for (const column of SHIPPING_EXCEL_COLUMNS)
    for (const title of column.titles) titles.set(compactPersian(title), column);
  for (let r = 1; r <= Math.min(HEADER_SEARCH_ROWS, sheet.rowCount); r += 1) {
    const columns = new Map<ShippingExcelColumn['field'], number>();
    sheet.getRow(r).eachCell((cell, c) => {
      const value = cellValue(cell.value);
      const column = typeof value === 'string' ? titles.get(compactPersian(value)) : undefined;
      if (column && !columns.has(column.field)) columns.set(column.field, c);
    });
    if (columns.has('barcode')) {
      const missing = SHIPPING_EXCEL_COLUMNS.filter(
        (column) => column.required && !columns.has(column.field),
      );
      if (missing.length)
        throw bad(
          `ستون ${missing.map((column) => `«${column.titles[0]}»`).join(' و ')} در سطر عنوان‌ها (سطر ${toPersianDigits(r)}) پیدا نشد.`,
        );
      return { row: r, columns };
    }
  }
  throw bad(
    `سطر عنوان‌ها پیدا نشد: در ${toPersianDigits(HEADER_SEARCH_ROWS)} سطر اول، ستونی با عنوان «بارکد» نیست. ستون‌های لازم: ${SHIPPING_EXCEL_COLUMNS.filter(
      (column) => column.required,
    )
      .map((column) => `«${column.titles[0]}»`)
      .join('، ')}.`,
  );
}

/** One cell as stored text or price, or an error message. */
function readField(
  column: ShippingExcelColumn,
  value: string | number | Date | null,
): { value: string | number | null } | { error: string } {
  const label = column.titles[0];
  if (value === null) return column.required ? { error: `«${label}» خالی است.` } : { value: null };
  if (column.field === 'price') {
    const number =
      typeof value === 'number' ? value : Number(toAsciiDigits(String(value)).replace(/[,٬\s]/g, ''));
    if (!Number.isFinite(number) || number < 0 || !Number.isInteger(number) || number > 10_000_000_000)
      return { error: `«${label}» عدد صحیح نامنفی نیست.` };
    return { value: number };
  }
  if (column.field === 'barcode') {
    if (typeof value === 'number' && !Number.isSafeInteger(value))
      return {
        error: `«${label}» به صورت عدد ذخیره شده و رقم‌هایش از دست رفته است؛ قالب ستون را «متن» کنید.`,
      };
    const text = value instanceof Date ? '' : toAsciiDigits(String(value)).replace(/\s/g, '');
    if (!BARCODE.test(text)) return { error: `«${label}» معتبر نیست (۴ تا ۶۴ حرف و رقم لاتین).` };
    return { value: text };
  }
  const text = value instanceof Date ? jalaliText(value) : persianLetters(String(value).trim());
  if (text.length > column.max)
    return { error: `«${label}» بیش از ${toPersianDigits(column.max)} نویسه است.` };
  // Text is text: the sheet's cells are shown in the admin like any typed field.
  if (hasMarkup(text))
    return { error: `«${label}» باید متن ساده باشد (برچسب HTML یا نشانی javascript: دارد).` };
  return { value: text };
}

/**
 * Reads the post office's parcel sheet (.xlsx) into rows, or throws one Persian 422 that names the
 * problem: not an xlsx file (an old .xls, a CSV renamed, a broken file), no sheet, no header row or a
 * missing required column, no parcel rows, too many rows, or bad rows (each listed under
 * `errors["rows.<n>"]`, the message naming the first), including a barcode repeated in the file.
 */
export async function parseShippingExcel(buffer: Buffer): Promise<ParcelRow[]> {
  if (buffer.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])))
    throw bad('فایل با قالب قدیمی xls است؛ آن را در اکسل با قالب xlsx ذخیره کنید و دوباره بفرستید.');
  if (!buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])))
    throw bad('فایل فرستاده شده اکسل (xlsx) نیست.');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw bad('فایل اکسل خراب است یا خوانده نمی‌شود.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw bad('فایل اکسل هیچ برگه‌ای ندارد.');
  const { row: headerRow, columns } = readHeader(sheet);
  if (sheet.rowCount - headerRow > SHIPPING_EXCEL_MAX_ROWS)
    throw bad(
      `فایل بیش از ${toPersianDigits(SHIPPING_EXCEL_MAX_ROWS)} ردیف دارد؛ آن را در چند فایل بفرستید.`,
    );

  const rows: ParcelRow[] = [];
  const errors: Record<string, string[]> = {};
  const seen = new Map<string, number>();
  for (let r = headerRow + 1; r <= sheet.rowCount; r += 1) {
    const sheetRow = sheet.getRow(r);
    const values = new Map([...columns].map(([field, c]) => [field, cellValue(sheetRow.getCell(c).value)]));
    if ([...values.values()].every((value) => value === null)) continue;
    const parcel: { row: number } & Partial<Record<ShippingExcelColumn['field'], string | number | null>> = {
      row: r,
    };
    const problems: string[] = [];
    for (const column of SHIPPING_EXCEL_COLUMNS) {
      if (!columns.has(column.field)) continue;
      const result = readField(column, values.get(column.field) ?? null);
      if ('error' in result) problems.push(result.error);
      else parcel[column.field] = result.value;
    }
    const barcode = typeof parcel.barcode === 'string' ? parcel.barcode : null;
    if (barcode && seen.has(barcode))
      problems.push(`بارکد ${barcode} در ردیف ${toPersianDigits(seen.get(barcode) ?? 0)} هم آمده است.`);
    if (barcode && !seen.has(barcode)) seen.set(barcode, r);
    if (problems.length) {
      if (Object.keys(errors).length < MAX_REPORTED) errors[`rows.${r}`] = problems;
      else errors.more = ['ردیف‌های نادرست دیگری هم هست.'];
      continue;
    }
    rows.push(parcel as ParcelRow);
  }
  const first = Object.entries(errors)[0];
  if (first) {
    const count = Object.keys(errors).filter((key) => key.startsWith('rows.')).length;
    const rowNumber = first[0].slice('rows.'.length);
    throw bad(
      `ردیف ${toPersianDigits(rowNumber)}: ${first[1].join(' ')}${count > 1 ? ` (و ${toPersianDigits(count - 1)} ردیف نادرست دیگر)` : ''} هیچ ردیفی ذخیره نشد.`,
      errors,
    );
  }
  if (!rows.length) throw bad('فایل اکسل هیچ ردیف مرسوله‌ای زیر سطر عنوان‌ها ندارد.');
  return rows;
}
