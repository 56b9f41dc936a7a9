import type { BulkEditResult } from '@shop-admin/core';
import { isApiError } from '@shop-admin/core';
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { createProgress } from '../io/progress.ts';
import {
  DIFF_COLUMNS,
  diffRows,
  REPORT_COLUMNS,
  reportRows,
  rowFailures,
  summaryLine,
} from '../output/bulk-report.ts';
import { outputFormat } from '../output/format.ts';
import { renderList, renderRecord } from '../output/render.ts';
import { sendBulk } from '../services/bulk.ts';
import { checkBulkRows, describeRowKey, readBulkFile } from '../services/bulk-file.ts';
import { jsonOption } from './options.ts';

/** A refused bulk request may still carry the per-row results (a 422 with `data.bulk`). */
function resultOf(error: unknown): BulkEditResult | null {
  const data = isApiError(error) ? (error.data as { bulk?: BulkEditResult } | null) : null;
  return data?.bulk ?? null;
}

/** `products apply FILE [--yes]`: bulk edits from CSV or JSON, dry run first. */
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
      .option('--yes', 'apply (once: a re-run of the same file is recognised and not applied again)'),
  ).action(async (path: string, options: Record<string, unknown>) => {
    const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
    const file = await readBulkFile(path, ctx.io);
    const progress = createProgress(ctx.io.stderr, 'checking rows', file.rows.length);
    let rows: ReturnType<typeof checkBulkRows>;
    try {
      rows = checkBulkRows(file, (done) => progress.update(done));
    } finally {
      progress.stop();
    }
    const { api } = await ctx.connect();
    const apply = Boolean(options.yes);
    progress.wait(apply ? `applying ${rows.length} rows` : `dry run of ${rows.length} rows`);
    let result: BulkEditResult;
    try {
      // The key is the file's content: the same file applied twice is applied once.
      result = await sendBulk(api, rows, {
        dryRun: !apply,
        ...(apply ? { key: `shop-admin-apply-${file.sha256}` } : {}),
      });
    } catch (error) {
      const refused = resultOf(error);
      if (!refused) throw error;
      result = refused;
    } finally {
      progress.stop();
    }
    const failures = rowFailures(result, describeRowKey(file));
    // `--json summary,results` keeps those keys of the result object, as `get --json a,b` does.
    if (format.kind === 'json')
      ctx.out(await renderRecord({ ...result }, [], format, await ctx.displayFor(format)));
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
  });
}
