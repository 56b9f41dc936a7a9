import { toAsciiDigits } from '@shop-admin/core/base';
import type { Command } from 'commander';
import { usageError } from '../errors/cli-error.ts';
import type { OutputFormat } from '../output/format.ts';

/** Adds `--json [fields]` and `--csv`, the output flags of every read command. */
export function jsonOption(command: Command): Command {
  return command
    .option('--json [fields]', 'print JSON (optionally only these comma-separated keys)')
    .option('--csv', 'print CSV with a header row');
}

/** The default number of records a table on a terminal shows (machine output has no default cut). */
export const DEFAULT_LIMIT = 30;

/** Adds `--limit N` and `--all` (auto-pagination: as many pages as it takes). */
export function limitOptions(command: Command): Command {
  return command
    .option(
      '--limit <n>',
      `at most this many records (default: all of them for --json, --csv and TSV; ${DEFAULT_LIMIT} in a table, with a notice)`,
    )
    .option('--all', 'every record, page after page (also in a table)');
}

/**
 * The `--limit`/`--all` choice; a bad number is a usage error. Without either, machine output
 * (--json, --csv, TSV) gets every record the filters match, never a silent first page; a table on a
 * terminal gets the first {@link DEFAULT_LIMIT} and says how many there are.
 */
export function readLimit(options: Record<string, unknown>, format: OutputFormat): number | 'all' {
  if (options.all && options.limit !== undefined) throw usageError('Choose one of --limit and --all.');
  if (options.all) return 'all';
  if (options.limit === undefined) return format.kind === 'table' ? DEFAULT_LIMIT : 'all';
  const limit = Number(toAsciiDigits(String(options.limit)));
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw usageError(`--limit needs a positive whole number (got ${String(options.limit)}).`);
  return limit;
}
