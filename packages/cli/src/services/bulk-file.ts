import { readFile } from 'node:fs/promises';
import {
  BULK_EDIT_COLUMNS,
  BULK_EDIT_MAX_ROWS,
  type BulkEditRow,
  bulkRowAddressedBySku,
  readBulkEditRow,
} from '@shop-admin/core/base';
import { parse } from 'csv-parse/sync';
import { CliError, type FieldMessages } from '../errors/cli-error.ts';
import type { CliIo } from '../io/cli-io.ts';
import { readAllStdinBytes } from '../io/prompt.ts';
import { rowKey } from '../output/bulk-report.ts';
import { decodeFileBytes, type FileEncoding } from './file-encoding.ts';

/** A bulk-edit file as read: its raw rows and the sha256 of its bytes (names the file's content). */
export interface BulkFile {
  format: 'csv' | 'json';
  rows: Record<string, unknown>[];
  /** CSV: the line each row starts on (1 is the header). */
  lines?: number[];
  sha256: string;
  /** The encoding the bytes were read in (detected; see file-encoding.ts). */
  encoding: FileEncoding;
  /** Said on stderr when the file was converted to UTF-8 (UTF-16, Windows-1256); else null. */
  encodingNote: string | null;
}

function invalidFile(message: string, cause?: unknown): CliError {
  return new CliError({ code: 'invalid_file', message, cause });
}

function parseJsonRows(text: string): Record<string, unknown>[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw invalidFile(`The file is not valid JSON: ${(error as Error).message}`, error);
  }
  const rows = Array.isArray(value) ? value : (value as { rows?: unknown } | null)?.rows;
  if (
    !Array.isArray(rows) ||
    rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))
  ) {
    throw invalidFile('A JSON file must hold a list of row objects (or {"rows": [...]}).');
  }
  return rows as Record<string, unknown>[];
}

/** Excel's "Unicode text" separates cells by tabs: a header with tabs and no comma is read so. */
function delimiterOf(text: string): ',' | '\t' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes('\t') && !header.includes(',') ? '\t' : ',';
}

function parseCsvRows(text: string): { rows: Record<string, unknown>[]; lines: number[] } {
  try {
    const records = parse(text, {
      delimiter: delimiterOf(text),
      // A repeated header would silently keep one of its columns: refuse the file, naming it.
      columns: (header: string[]) => {
        const seen = new Set<string>();
        for (const name of header) {
          const column = name.trim();
          if (seen.has(column))
            throw invalidFile(`The column "${column}" appears twice in the header; keep one.`);
          seen.add(column);
        }
        return header.map((name) => name.trim());
      },
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as {
      record: Record<string, unknown>;
      info: { lines: number; empty_lines: number };
    }[];
    // csv-parse gives the line a record ends on; it starts after the previous one and any blank lines.
    let end = 1;
    let blanks = 0;
    const lines = records.map(({ info }) => {
      const start = end + 1 + (info.empty_lines - blanks);
      end = info.lines;
      blanks = info.empty_lines;
      return start;
    });
    // Excel saves the rows it once formatted as trailing lines of bare commas: they are not rows.
    let count = records.length;
    while (count > 0 && Object.values(records[count - 1]?.record ?? {}).every((value) => value === ''))
      count--;
    return { rows: records.slice(0, count).map((r) => r.record), lines: lines.slice(0, count) };
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw invalidFile(`The file is not valid CSV: ${(error as Error).message}`, error);
  }
}

/** Reads a CSV or JSON file (by extension, else by its first character); `-` reads stdin. */
export async function readBulkFile(path: string, io: CliIo): Promise<BulkFile> {
  let bytes: Buffer;
  try {
    bytes = path === '-' ? await readAllStdinBytes(io) : await readFile(path);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw invalidFile(`Cannot read ${path}: ${(error as Error).message}`, error);
  }
  // Never bytes.toString('utf8'): that turns a Windows-1256 or UTF-16 file into U+FFFD silently.
  const { text, encoding, note } = decodeFileBytes(bytes, path === '-' ? 'stdin' : path);
  const json = /\.json$/i.test(path) || (!/\.csv$/i.test(path) && /^\s*[[{]/.test(text));
  const { rows, lines } = json ? { rows: parseJsonRows(text), lines: undefined } : parseCsvRows(text);
  if (rows.length === 0) throw invalidFile('The file has no rows.');
  if (rows.length > BULK_EDIT_MAX_ROWS) {
    throw invalidFile(`At most ${BULK_EDIT_MAX_ROWS} rows per file (this one has ${rows.length}).`);
  }
  // node:crypto is loaded here, not at start-up: only a bulk file is hashed.
  const sha256 = process.getBuiltinModule('node:crypto').createHash('sha256').update(bytes).digest('hex');
  return {
    format: json ? 'json' : 'csv',
    rows,
    ...(lines ? { lines } : {}),
    sha256,
    encoding,
    encodingNote: note,
  };
}

/**
 * Every row through core's bulk row reader (the server runs the same): typed rows, or a validation
 * error listing each bad cell as `rows.<index>.<column>` (index from 0, as the server's own 422 and
 * its `results[].row`), nothing sent.
 */
export function checkBulkRows(file: BulkFile, onProgress?: (done: number) => void): BulkEditRow[] {
  const known = new Set<string>(BULK_EDIT_COLUMNS);
  const unknown = [...new Set(file.rows.flatMap(Object.keys))].filter((column) => !known.has(column));
  if (unknown.length > 0) {
    throw new CliError({
      code: 'validation_failed',
      message: `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. Columns: ${BULK_EDIT_COLUMNS.join(', ')}.`,
    });
  }
  const rows: BulkEditRow[] = [];
  const fields: FieldMessages = {};
  const fieldsFa: FieldMessages = {};
  file.rows.forEach((raw, index) => {
    const english = readBulkEditRow(raw, { messages: 'en' });
    if (Object.keys(english.errors).length > 0) {
      const persian = readBulkEditRow(raw, { messages: 'fa' }).errors;
      for (const [column, messages] of Object.entries(english.errors)) {
        fields[rowKey(index, column)] = messages;
        fieldsFa[rowKey(index, column)] = persian[column] ?? messages;
      }
    }
    rows.push(english.row);
    if (index % 500 === 499) onProgress?.(index + 1);
  });
  onProgress?.(file.rows.length);
  duplicateKeys(rows, fields, fieldsFa, describeRowKey(file));
  const bad = new Set(Object.keys(fields).map((key) => key.split('.')[1])).size;
  if (bad > 0) {
    throw new CliError({
      code: 'validation_failed',
      message: `${bad} of ${file.rows.length} rows are not valid; nothing was sent.`,
      fields,
      fieldsFa,
      describeField: describeRowKey(file),
    });
  }
  return rows;
}

/**
 * The same id, variety_id or addressing SKU on two rows: both rows are an error naming the other, since
 * which one should win is the user's call (the server checks again after resolving SKUs).
 */
function duplicateKeys(
  rows: readonly BulkEditRow[],
  fields: FieldMessages,
  fieldsFa: FieldMessages,
  describe: (key: string) => string,
): void {
  const first = new Map<string, number>();
  rows.forEach((row, index) => {
    const column = row.variety_id !== undefined ? 'variety_id' : row.id !== undefined ? 'id' : 'sku';
    const value = row[column];
    if (value === undefined || (column === 'sku' && !bulkRowAddressedBySku(row))) return;
    const key = `${column}=${value}`;
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, index);
      return;
    }
    const a = describe(rowKey(earlier));
    const b = describe(rowKey(index));
    const message = `${a} and ${b} both address ${column} ${value}; keep one.`;
    const persian = `ردیف ${earlier + 1} و ردیف ${index + 1} هر دو ${column} ${value} را دارند؛ یکی را نگه دارید.`;
    for (const at of [earlier, index]) {
      fields[rowKey(at, column)] ??= [message];
      fieldsFa[rowKey(at, column)] ??= [persian];
    }
  });
}

/** `rows.3.sku` for people: `row 3 (line 4), sku` in a CSV (its line in the file), `row 3, sku` in JSON. */
export function describeRowKey(file: Pick<BulkFile, 'lines'>): (key: string) => string {
  return (key) => {
    const match = /^rows\.(\d+)\.?(.*)$/.exec(key);
    if (!match) return key;
    const row = Number(match[1]);
    const line = file.lines?.[row - 1];
    const where = line === undefined ? `row ${row}` : `row ${row} (line ${line})`;
    return match[2] ? `${where}, ${match[2]}` : where;
  };
}
