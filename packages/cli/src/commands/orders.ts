import {
  normalizeIranMobile,
  normalizePersian,
  type QueryValue,
  type ResourceDef,
  resourceNamed,
  toAsciiDigits,
} from '@shop-admin/core/base';
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { usageError } from '../errors/cli-error.ts';
import { outputFormat } from '../output/format.ts';
import { orderSections, renderOrderSections } from '../output/order-views.ts';
import { renderList, renderRecord } from '../output/render.ts';
import { listColumns, recordColumns } from '../output/views.ts';
import { getRecord } from '../services/resources.ts';
import { addListOptions, listQuery } from './filters.ts';
import { fetchList } from './list-fetch.ts';
import { jsonOption, limitOptions, readLimit } from './options.ts';
import { registerOrdersStatus } from './orders-status.ts';

/** The orders resource core declares (its filters and sort keys are the command's flags). */
const ordersResource = (): ResourceDef => resourceNamed('orders');

/**
 * `--customer`: a mobile (`09…`, `+98…`, any digit script) finds the orders of the customer with that
 * mobile; other digits are a customer id; anything else is matched against the receiver's name.
 * Tracking codes and order numbers have their own flags (`--tracking-code`, `--id`).
 */
export function customerQuery(text: string): Record<string, QueryValue> {
  const mobile = normalizeIranMobile(text);
  if (mobile) return { search: mobile };
  const digits = toAsciiDigits(text).trim();
  if (/^[1-9]\d*$/.test(digits)) return { customer_id: digits };
  if (/^\d+$/.test(digits))
    throw usageError(`--customer ${text} is neither a customer id nor a whole mobile number (09…).`);
  const name = normalizePersian(text);
  if (!name) throw usageError('--customer needs an id, a mobile number or a name.');
  return { search: name };
}

/** The query of the orders flags: the declaration's filters and sort, then `--customer` on top. */
export function ordersQuery(
  resource: ResourceDef,
  options: Record<string, unknown>,
): Record<string, QueryValue> {
  const query = listQuery(options, resource);
  if (typeof options.customer !== 'string') return query;
  for (const [key, value] of Object.entries(customerQuery(options.customer))) {
    if (query[key] !== undefined)
      throw usageError(`--customer and --${key.replace(/_/g, '-')} both filter ${key}; give one of them.`);
    query[key] = value;
  }
  return query;
}

/** `orders [filters] [--customer C] [--sort KEY] [--limit N | --all]`, `orders get ID`, `orders status`. */
export function registerOrders(program: Command, ctx: CliContext): void {
  const resource = ordersResource();
  const command = program
    .command('orders')
    .description('online orders, newest first (Jalali dates in and out)');
  addListOptions(command, resource).option(
    '--customer <id|mobile|name>',
    "a customer id, a customer's mobile, or text matched against the receiver's name",
  );
  const group = limitOptions(jsonOption(command)).action(async (options: Record<string, unknown>) => {
    const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
    const query = ordersQuery(resource, options);
    const { api } = await ctx.connect();
    const limit = readLimit(options, format);
    const { items, total } = await fetchList(ctx, api, resource, query, limit);
    ctx.out(await renderList(items, listColumns(resource), format, await ctx.displayFor(format)));
    if (format.kind === 'table' && items.length < total)
      await ctx.info(`${items.length} of ${total}; --limit N or --all for more.`);
  });

  jsonOption(
    group
      .command('get')
      .argument('<id>', 'order number')
      .description('one order with its lines, payments and status log'),
  ).action(async (id: string, _options: Record<string, unknown>, command: Command) => {
    // `orders` has --json/--csv too, and commander gives them to the parent: read both levels.
    const format = outputFormat(command.optsWithGlobals(), Boolean(ctx.io.stdout.isTTY));
    const { api } = await ctx.connect();
    const record = await getRecord(api, resource, id);
    const display = await ctx.displayFor(format);
    ctx.out(await renderRecord(record, recordColumns(resource), format, display));
    // JSON has every key already; the other formats add the lines, payments and status log.
    if (format.kind !== 'json') ctx.out(await renderOrderSections(orderSections(record), format, display));
  });

  registerOrdersStatus(group, ctx);
}
