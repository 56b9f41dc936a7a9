import {
  getResource,
  normalizePersian,
  type QueryValue,
  type ResourceDef,
  toAsciiDigits,
} from '@shop-admin/core';
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { usageError } from '../errors/cli-error.ts';
import { outputFormat } from '../output/format.ts';
import { renderList, renderRecord } from '../output/render.ts';
import { listColumns, recordColumns } from '../output/views.ts';
import { getRecord, listRecords } from '../services/resources.ts';
import { jalaliDay } from './filters.ts';
import { jsonOption, limitOptions, readLimit } from './options.ts';

/** The orders resource core declares (its filters check --status). */
function ordersResource(): ResourceDef {
  const resource = getResource('orders');
  if (!resource) throw new Error('core declares no orders resource');
  return resource;
}

/** The query of the orders flags: status checked against the declaration, Jalali days, customer. */
function ordersQuery(resource: ResourceDef, options: Record<string, unknown>): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  if (typeof options.since === 'string') query.start_date = jalaliDay(options.since, 'since');
  if (typeof options.until === 'string') query.end_date = jalaliDay(options.until, 'until');
  if (typeof options.status === 'string') {
    const allowed = resource.filters
      .find((filter) => filter.name === 'status')
      ?.options?.map((o) => String(o.value));
    if (allowed && !allowed.includes(options.status)) {
      throw usageError(`--status must be one of ${allowed.join(', ')} (got ${options.status}).`);
    }
    query.status = options.status;
  }
  if (typeof options.customer === 'string') {
    const text = toAsciiDigits(options.customer).trim();
    if (/^\d+$/.test(text) && !text.startsWith('09')) query.customer_id = text;
    else query.search = normalizePersian(options.customer);
  }
  if (options.unread) query.unread = 1;
  return query;
}

/** `orders [--unread] [--status S] [--since D] [--until D] [--customer C]` and `orders get ID`. */
export function registerOrders(program: Command, ctx: CliContext): void {
  const group = limitOptions(
    jsonOption(
      program
        .command('orders')
        .description('online orders, newest first (Jalali dates in and out)')
        .option('--unread', "only orders whose new-order notification you haven't read")
        .option('--status <status>', 'only orders in this status')
        .option('--since <date>', 'placed on or after this Jalali day (e.g. 1404/08/01)')
        .option('--until <date>', 'placed on or before this Jalali day')
        .option('--customer <id|name|mobile>', "the customer's id, or text matched against name and mobile"),
    ),
  ).action(async (options: Record<string, unknown>) => {
    const resource = ordersResource();
    const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
    const query = ordersQuery(resource, options);
    const { api } = await ctx.connect();
    const { items, total } = await listRecords(api, resource, { query, limit: readLimit(options) });
    ctx.out(await renderList(items, listColumns(resource), format, await ctx.displayFor(format)));
    if (format.kind === 'table' && items.length < total)
      await ctx.info(`${items.length} of ${total}; --limit N or --all for more.`);
  });

  jsonOption(group.command('get').argument('<id>', 'order number').description('one order')).action(
    async (id: string, _options: Record<string, unknown>, command: Command) => {
      const resource = ordersResource();
      // `orders` has --json/--csv too, and commander gives them to the parent: read both levels.
      const format = outputFormat(command.optsWithGlobals(), Boolean(ctx.io.stdout.isTTY));
      const { api } = await ctx.connect();
      const record = await getRecord(api, resource, id);
      ctx.out(await renderRecord(record, recordColumns(resource), format, await ctx.displayFor(format)));
    },
  );
}
