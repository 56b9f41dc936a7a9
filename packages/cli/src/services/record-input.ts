import {
  type FieldDef,
  parsePrice,
  type ResourceDef,
  toAsciiDigits,
  validate,
  writableFields,
} from '@shop-admin/core/base';
import { CliError, usageError } from '../errors/cli-error.ts';
import { englishMessages } from '../errors/english-messages.ts';
import type { CliIo } from '../io/cli-io.ts';
import { readInputText } from './file-encoding.ts';
import type { Row } from './resources.ts';

/** Where a record's values come from: `--data JSON`, `--file F` (`-` = stdin), then `--set k=v` on top. */
export interface RecordInput {
  set?: string[];
  data?: string;
  file?: string;
}

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off']);

/** Whole numbers as people type them: digits of any script and thousands separators (`۱٬۲۵۰٬۰۰۰`, `1,250,000`). */
const WHOLE = /^[\p{Nd}\s,\u066C]+$/u;

/**
 * A numeric `--set` value: a whole number through core's `parsePrice` (any digit script, separators
 * dropped), else a signed or decimal number (`-3`, `۲٫۵`); null when it is neither.
 */
function readNumber(text: string): number | null {
  if (WHOLE.test(text)) return parsePrice(text);
  const plain = toAsciiDigits(text)
    .trim()
    .replace(/\u066B/g, '.');
  return /^[+-]?\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/** A `--set` value typed by its field: booleans, numbers (any digit script, separators allowed), lists. */
export function coerceValue(text: string, field: FieldDef | undefined): unknown {
  const ascii = toAsciiDigits(text).trim();
  switch (field?.type) {
    case 'boolean':
      if (TRUE.has(ascii.toLowerCase())) return true;
      if (FALSE.has(ascii.toLowerCase())) return false;
      return text;
    case 'number':
    case 'price':
    case 'reference':
      return readNumber(text) ?? text;
    case 'multiselect': {
      const numeric = field.options?.some((option) => typeof option.value === 'number');
      const items = text
        .split(/[,\u060C]/)
        .map((item) => item.trim())
        .filter(Boolean);
      return numeric
        ? items.map((item) => (/^\d+$/.test(toAsciiDigits(item)) ? Number(toAsciiDigits(item)) : item))
        : items;
    }
    case 'rows':
    case 'table':
      try {
        return JSON.parse(text);
      } catch {
        throw usageError(`--set ${field.name}= needs JSON (a list).`);
      }
    default:
      return text;
  }
}

function parseObject(text: string, source: string): Row {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CliError({
      code: 'invalid_file',
      message: `${source} is not valid JSON: ${(error as Error).message}`,
    });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CliError({ code: 'invalid_file', message: `${source} must hold one JSON object.` });
  }
  return value as Row;
}

/** The values of a create or update, merged from --data/--file and --set. */
export async function readRecordInput(
  input: RecordInput,
  fields: readonly FieldDef[],
  io: CliIo,
): Promise<Row> {
  let values: Row = {};
  if (input.data !== undefined && input.file !== undefined)
    throw usageError('Choose one of --data and --file.');
  if (input.data !== undefined) values = parseObject(input.data, '--data');
  if (input.file !== undefined) {
    const text = await readInputText(input.file, io);
    if (text === null) throw new CliError({ code: 'invalid_file', message: `Cannot read ${input.file}.` });
    values = parseObject(text, input.file === '-' ? 'stdin' : input.file);
  }
  for (const pair of input.set ?? []) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw usageError(`--set needs name=value (got "${pair}").`);
    const name = pair.slice(0, eq).trim();
    values[name] = coerceValue(
      pair.slice(eq + 1),
      fields.find((field) => field.name === name),
    );
  }
  return values;
}

/**
 * Core's `validate` over the values before anything is sent (partial for updates, unknown keys
 * refused): throws a validation error listing every field, in English and in Persian.
 */
export function checkRecord(values: Row, resource: ResourceDef, mode: 'create' | 'update'): void {
  const fields = writableFields(resource, mode);
  if (mode === 'update' && Object.keys(values).length === 0) {
    throw usageError('Nothing to update: give --set name=value, --data or --file.');
  }
  const options = { partial: mode === 'update', rejectUnknown: true } as const;
  const english = validate(values, fields, { ...options, messages: englishMessages });
  if (english.valid) return;
  const persian = validate(values, fields, options);
  const known = new Set(fields.map((field) => field.name));
  for (const key of Object.keys(english.errors)) {
    if (!known.has(key) && !key.includes('.')) {
      english.errors[key] = [`${key} is not a field of ${resource.name} (fields: ${[...known].join(', ')}).`];
    }
  }
  throw new CliError({
    code: 'validation_failed',
    message: `The ${resource.name} values are not valid; nothing was sent.`,
    fields: english.errors,
    fieldsFa: persian.errors,
  });
}
