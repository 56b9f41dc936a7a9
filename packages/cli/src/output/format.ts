import { usageError } from '../errors/cli-error.ts';

/** How a read command prints its results. */
export type OutputFormat =
  | { kind: 'table' }
  | { kind: 'tsv' }
  | { kind: 'csv' }
  /** `fields` null: every key of the records; otherwise just these, in this order. */
  | { kind: 'json'; fields: string[] | null };

/** The output flags every read command takes. */
export interface OutputFlags {
  json?: string | boolean;
  csv?: boolean;
}

/** `--json [fields]`, `--csv`, or by default a table on a terminal and TSV when piped. */
export function outputFormat(flags: OutputFlags, stdoutIsTty: boolean): OutputFormat {
  if (flags.json !== undefined && flags.json !== false && flags.csv) {
    throw usageError('Choose one of --json and --csv.');
  }
  if (flags.json !== undefined && flags.json !== false) {
    const fields =
      typeof flags.json === 'string'
        ? flags.json
            .split(',')
            .map((field) => field.trim())
            .filter(Boolean)
        : [];
    return { kind: 'json', fields: fields.length > 0 ? fields : null };
  }
  if (flags.csv) return { kind: 'csv' };
  return stdoutIsTty ? { kind: 'table' } : { kind: 'tsv' };
}
