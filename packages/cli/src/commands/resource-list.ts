import type { ResourceDef } from '@shop-admin/core';
import { type Command, Option } from 'commander';
import type { CliContext } from '../context.ts';
import { outputFormat } from '../output/format.ts';
import { renderList, renderRecord } from '../output/render.ts';
import { listColumns, recordColumns } from '../output/views.ts';
import { allows, getRecord, listRecords } from '../services/resources.ts';
import { addFilterOptions, filterQuery } from './filters.ts';
import { jsonOption, limitOptions, readLimit } from './options.ts';

/** `<resource> list` and `<resource> get ID`. */
export function registerResourceList(group: Command, ctx: CliContext, resource: ResourceDef): void {
  if (allows(resource, 'list')) {
    const list = group.command('list').description(`list ${resource.title}`);
    addFilterOptions(list, resource.filters);
    if (resource.sortKeys.length > 0) {
      list.addOption(new Option('--sort <key>', 'sort by').choices([...resource.sortKeys]));
      list.option('--desc', 'sort descending');
    }
    limitOptions(jsonOption(list)).action(async (options: Record<string, unknown>) => {
      const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
      const { api } = await ctx.connect();
      const query = filterQuery(options, resource.filters);
      if (typeof options.sort === 'string') query.sort_by = options.sort;
      if (options.desc) query.sort_desc = 1;
      const limit = readLimit(options);
      const { items, total } = await listRecords(api, resource, { query, limit });
      ctx.out(await renderList(items, listColumns(resource), format, await ctx.displayFor(format)));
      if (format.kind === 'table' && items.length < total) {
        await ctx.info(`${items.length} of ${total}; use --limit N or --all for more.`);
      }
    });
  }
  if (allows(resource, 'get')) {
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
