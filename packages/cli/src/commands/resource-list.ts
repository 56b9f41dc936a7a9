import { allowsOperation, type ResourceDef } from '@shop-admin/core/base';
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { outputFormat } from '../output/format.ts';
import { renderList, renderRecord } from '../output/render.ts';
import { listColumns, recordColumns } from '../output/views.ts';
import { getRecord } from '../services/resources.ts';
import { addListOptions, listQuery } from './filters.ts';
import { fetchList } from './list-fetch.ts';
import { jsonOption, limitOptions, readLimit } from './options.ts';

/** `<resource> list` and `<resource> get ID`. */
export function registerResourceList(group: Command, ctx: CliContext, resource: ResourceDef): void {
  if (allowsOperation(resource, 'list')) {
    const list = addListOptions(group.command('list').description(`list ${resource.title}`), resource);
    limitOptions(jsonOption(list)).action(async (options: Record<string, unknown>) => {
      const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
      const { api } = await ctx.connect();
      const query = listQuery(options, resource);
      const limit = readLimit(options, format);
      const { items, total } = await fetchList(ctx, api, resource, query, limit);
      ctx.out(await renderList(items, listColumns(resource), format, await ctx.displayFor(format)));
      if (format.kind === 'table' && items.length < total) {
        await ctx.info(`${items.length} of ${total}; use --limit N or --all for more.`);
      }
    });
  }
  if (allowsOperation(resource, 'get')) {
    jsonOption(
      group
        .command('get')
        .argument('<id>', 'record id')
        .description(`show one record (${resource.titleSingular})`),
    ).action(async (id: string, options: Record<string, unknown>) => {
      const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
      const { api } = await ctx.connect();
      const record = await getRecord(api, resource, id);
      ctx.out(await renderRecord(record, recordColumns(resource), format, await ctx.displayFor(format)));
    });
  }
}
