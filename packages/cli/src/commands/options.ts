import { toAsciiDigits } from '@shop-admin/core';
import type { Command } from 'commander';
import { usageError } from '../errors/cli-error.ts';

/** Adds `--json [fields]` and `--csv`, the output flags of every read command. */
export function jsonOption(command: Command): Command {
  return command
    .option('--json [fields]', 'print JSON (optionally only these comma-separated keys)')
    .option('--csv', 'print CSV with a header row');
}

/** The default number of records a list prints. */
export const DEFAULT_LIMIT = 30;

/** Adds `--limit N` and `--all` (auto-pagination: as many pages as it takes). */
export function limitOptions(command: Command): Command {
  return command
    .option('--limit <n>', `at most this many records (default ${DEFAULT_LIMIT})`)
    .option('--all', 'every record, page after page');
}

/** The `--limit`/`--all` choice; a bad number is a usage error. */
export function readLimit(options: Record<string, unknown>): number | 'all' {
  if (options.all && options.limit !== undefined) throw usageError('Choose one of --limit and --all.');
  if (options.all) return 'all';
  if (options.limit === undefined) return DEFAULT_LIMIT;
  const limit = Number(toAsciiDigits(String(options.limit)));
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw usageError(`--limit needs a positive whole number (got ${String(options.limit)}).`);
  return limit;
}
