import { BULK_EDIT_COLUMNS, resourceNamed } from '@shop-admin/core/base';
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { createProgress } from '../io/progress.ts';
import { outputFormat } from '../output/format.ts';
import { renderList } from '../output/render.ts';
import { exportProducts } from '../services/bulk-export.ts';
import { addFilterOptions, filterQuery } from './filters.ts';
import { jsonOption } from './options.ts';

/** The export's columns, for `--json a,b` (an unknown key is a usage error naming these). */
const COLUMNS = BULK_EDIT_COLUMNS.map((key) => ({ key, label: key }));

/**
 * `products export [filters] [--csv|--json [fields]]`: the rows `products apply` reads, for a spreadsheet
 * round trip. CSV whether or not stdout is a terminal (it is a file for apply, not a view).
 */
export function registerProductsExport(products: Command, ctx: CliContext): void {
  const filters = resourceNamed('products').filters;
  const command = jsonOption(
    products
      .command('export')
      .description(
        'write products as the CSV `products apply` reads (edit it in a spreadsheet, then apply it)',
      ),
  );
  addFilterOptions(command, filters).action(async (options: Record<string, unknown>) => {
    const format = outputFormat(options, false);
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
    if (format.kind === 'json')
      ctx.out(await renderList(rows, COLUMNS, format, await ctx.displayFor(format)));
    else
      ctx.out(
        (await import('csv-stringify/sync')).stringify(rows, {
          header: true,
          columns: [...BULK_EDIT_COLUMNS],
        }),
      );
    await ctx.info(`${rows.length} rows.`);
  });
}
