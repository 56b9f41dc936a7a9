import { BULK_EDIT_COLUMNS, getResource } from '@shop-admin/core';
import type { Command } from 'commander';
import { stringify } from 'csv-stringify/sync';
import type { CliContext } from '../context.ts';
import { usageError } from '../errors/cli-error.ts';
import { createProgress } from '../io/progress.ts';
import { exportProducts } from '../services/bulk-export.ts';
import { addFilterOptions, filterQuery } from './filters.ts';

/** `products export [filters] [--csv|--json]`: the rows `products apply` reads, for a spreadsheet round trip. */
export function registerProductsExport(products: Command, ctx: CliContext): void {
  const filters = getResource('products')?.filters ?? [];
  const command = products
    .command('export')
    .description('write products as the CSV `products apply` reads (edit it in a spreadsheet, then apply it)')
    .option('--csv', 'CSV with a header row (the default)')
    .option('--json', 'a JSON list of rows instead');
  addFilterOptions(command, filters).action(async (options: Record<string, unknown>) => {
    if (options.json && options.csv) throw usageError('Choose one of --json and --csv.');
    const { api } = await ctx.connect();
    const progress = createProgress(ctx.io.stderr, 'reading products', 1);
    let rows: Awaited<ReturnType<typeof exportProducts>>;
    try {
      rows = await exportProducts(api, filterQuery(options, filters), (fetched, total) =>
        progress.update(Math.min(fetched, total), total),
      );
    } finally {
      progress.stop();
    }
    if (options.json) ctx.out(`${JSON.stringify(rows, null, 2)}\n`);
    else ctx.out(stringify(rows, { header: true, columns: [...BULK_EDIT_COLUMNS] }));
    await ctx.info(`${rows.length} rows.`);
  });
}
