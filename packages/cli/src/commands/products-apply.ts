import type { BulkEditResult } from '@shop-admin/core/base';
import { isApiError } from '@shop-admin/core/base';
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { usageError } from '../errors/cli-error.ts';
import { type WriteGuard, type WriteGuardInit, withWriteGuard } from '../io/interrupt.ts';
import { createProgress } from '../io/progress.ts';
import {
  DIFF_COLUMNS,
  diffRows,
  numberedResult,
  REPORT_COLUMNS,
  reportRows,
  rowConflicts,
  rowFailures,
  summaryLine,
} from '../output/bulk-report.ts';
import { type OutputFormat, outputFormat } from '../output/format.ts';
import { renderList, renderRecord } from '../output/render.ts';
import { sendBulk } from '../services/bulk.ts';
import type { checkBulkRows } from '../services/bulk-file.ts';
import { jsonOption } from './options.ts';

/** A refused bulk request may still carry the per-row results (a 422 with `data.bulk`). */
export function resultOf(error: unknown): BulkEditResult | null {
  const data = isApiError(error) ? (error.data as { bulk?: BulkEditResult } | null) : null;
  return data?.bulk ?? null;
}

/** `--accept 3,7` (rows from 1) → row indexes from 0; `all` → true. */
export function readAccept(value: unknown, count = Number.MAX_SAFE_INTEGER): number[] | true | undefined {
  if (value === undefined) return undefined;
  const text = String(value).trim();
  if (text === 'all') return true;
  const rows = text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number);
  if (!rows.length || rows.some((n) => !Number.isSafeInteger(n) || n < 1 || n > count))
    throw usageError(
      `--accept takes row numbers from 1${count < Number.MAX_SAFE_INTEGER ? ` to ${count}` : ''} (e.g. 3,7) or "all".`,
    );
  return rows.map((n) => n - 1);
}

/** `products apply FILE [--yes] [--accept rows]`: bulk edits from CSV or JSON, dry run first. */
export function registerProductsApply(products: Command, ctx: CliContext): void {
  jsonOption(
    products
      .command('apply')
      .argument(
        '<file>',
        'a CSV or JSON file of rows (- for stdin); columns as `products export` writes them',
      )
      .description(
        'bulk-edit products: checks every row, shows the diff (dry run); --yes applies it atomically',
      )
      .option(
        '--yes',
        'apply: every row whose value differs from the current one (a re-run changes nothing once the data matches)',
      )
      .option(
        '--accept <rows>',
        'rows (numbered from 1, e.g. 3,7) or "all" whose conflicts to accept: their values overwrite what changed since',
      ),
  ).action(async (path: string, options: Record<string, unknown>) => {
    // A dry run writes nothing whatever happens; with --yes, Ctrl+C says what the server may have done.
    if (!options.yes) return applyFile(ctx, path, options, null);
    return withWriteGuard(applyGuard(ctx, path), (send) => applyFile(ctx, path, options, send));
  });
}

/** Ctrl+C during `apply --yes`: nothing written before the file is sent; after, how to check. */
function applyGuard(ctx: CliContext, path: string): WriteGuardInit {
  const file = path === '-' ? 'FILE' : /^[\w./@+-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;
  return {
    what: 'the file',
    check: `Check with a dry run: \`shop-admin products apply ${file}\` shows 0 changes once the file is applied.`,
    stderr: ctx.io.stderr,
  };
}

async function applyFile(
  ctx: CliContext,
  path: string,
  options: Record<string, unknown>,
  guarded: WriteGuard['send'] | null,
): Promise<void> {
  const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
  // The CSV reader (csv-parse) loads only for a bulk file.
  const { checkBulkRows, describeRowKey, readBulkFile } = await import('../services/bulk-file.ts');
  const file = await readBulkFile(path, ctx.io);
  if (file.encodingNote) await ctx.info(file.encodingNote);
  const progress = createProgress(ctx.io.stderr, 'checking rows', file.rows.length);
  let rows: ReturnType<typeof checkBulkRows>;
  try {
    rows = checkBulkRows(file, (done) => progress.update(done));
  } finally {
    progress.stop();
  }
  const accept = readAccept(options.accept, rows.length);
  const { api } = await ctx.connect();
  const apply = Boolean(options.yes);
  progress.wait(apply ? `applying ${rows.length} rows` : `dry run of ${rows.length} rows`);
  let result: BulkEditResult;
  try {
    // No file-wide idempotency key: the server compares every row with the current data, so a
    // re-run is a no-op exactly when the data already matches, and a file whose data changed since
    // applies (or conflicts) again, whenever it runs.
    const send = () => sendBulk(api, rows, { dryRun: !apply, ...(accept ? { accept } : {}) });
    result = guarded ? await guarded(send) : await send();
  } catch (error) {
    const refused = resultOf(error);
    if (!refused) throw error;
    result = refused;
  } finally {
    progress.stop();
  }
  await reportBulk(ctx, result, {
    format,
    apply,
    describe: describeRowKey(file),
    lines: file.lines,
  });
}

/**
 * Prints a bulk answer (apply's or undo's): the diff of a dry run or the per-row report, JSON as the
 * server answered it, then the summary on stderr; refused or conflicting rows throw their CliError.
 */
export async function reportBulk(
  ctx: CliContext,
  result: BulkEditResult,
  options: {
    format: OutputFormat;
    apply: boolean;
    describe: (key: string) => string;
    /** The file's line of each row (a CSV), printed beside it in JSON. */
    lines?: readonly number[];
  },
): Promise<void> {
  const { format, apply, describe } = options;
  const failures = rowFailures(result, describe) ?? (apply ? rowConflicts(result, describe) : null);
  // `--json summary,results` keeps those keys of the result object, as `get --json a,b` does.
  if (format.kind === 'json')
    ctx.out(
      await renderRecord(numberedResult(result, options.lines), [], format, await ctx.displayFor(format)),
    );
  else {
    const rows = apply ? reportRows(result) : diffRows(result);
    // No change at all: the summary on stderr says so; an empty table would only be noise.
    if (!failures && rows.length > 0) {
      const display = await ctx.displayFor(format);
      ctx.out(await renderList(rows, apply ? REPORT_COLUMNS : DIFF_COLUMNS, format, display));
    }
  }
  if (failures) throw failures;
  await ctx.info(summaryLine(result));
}
