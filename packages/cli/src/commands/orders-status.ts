import {
  isOrderStatus,
  ORDER_STATUS_VALUES,
  ORDER_STATUSES,
  orderStatusLabel,
  toAsciiDigits,
} from '@shop-admin/core/base';
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { CliError, usageError } from '../errors/cli-error.ts';
import { withWriteGuard } from '../io/interrupt.ts';
import { askLine, requireTerminal } from '../io/prompt.ts';
import type { ColumnView } from '../output/cells.ts';
import { outputFormat } from '../output/format.ts';
import { renderList } from '../output/render.ts';
import { applyMoves, type PlannedMove, planMoves } from '../services/order-moves.ts';
import { jsonOption } from './options.ts';

const STATUS = { type: 'select' as const, options: ORDER_STATUSES };

/** The per-order report of `orders status` (its keys are `--json`'s). */
const RESULT_COLUMNS: ColumnView[] = [
  { key: 'id', label: 'سفارش', type: 'number' },
  { key: 'from', label: 'از', ...STATUS },
  { key: 'status', label: 'وضعیت', ...STATUS },
  { key: 'changed', label: 'تغییر کرد', type: 'boolean' },
  { key: 'refunded', label: 'بازگشت به کیف پول', type: 'price', align: 'end' },
  { key: 'charged', label: 'برداشت از کیف پول', type: 'price', align: 'end' },
  { key: 'message', label: 'پیام' },
];

/** Order numbers from the command line: positive whole numbers in any digit script (`#12`, `۱۲`). */
export function readOrderIds(values: readonly string[]): number[] {
  const ids = values.map((value) => {
    const text = toAsciiDigits(value).trim().replace(/^#/, '');
    const id = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw usageError(`${value} is not an order number.`);
    return id;
  });
  return [...new Set(ids)];
}

const money = (toman: number) => `${toman.toLocaleString('en-US')} toman`;

/** What a move does to one order, in English for the confirmation (the numbers from core's summary). */
function effectText(move: PlannedMove): string {
  const { summary } = move;
  if (!summary.ok) return '';
  const parts: string[] = [];
  if (summary.effects.includes('returnStock')) parts.push(`${summary.stockUnits} unit(s) back to stock`);
  if (summary.effects.includes('takeStock')) parts.push(`${summary.stockUnits} unit(s) taken from stock`);
  if (summary.effects.includes('refundToWallet'))
    parts.push(summary.refund ? `${money(summary.refund)} refunded to the wallet` : 'no refund');
  if (summary.effects.includes('chargePayment'))
    parts.push(summary.charge ? `${money(summary.charge)} charged from the wallet` : 'no wallet charge');
  return `  order ${move.id}: ${summary.from} → ${summary.to}: ${parts.join('; ')}`;
}

/**
 * `orders status ID... --to STATUS [--yes] [--no-charge] [--description TEXT]`: each order is moved in
 * its own server transaction; a move that changes stock or money is confirmed first (`--yes`, or a
 * prompt on a terminal). Prints one result per order in every format; exits 6 when no order changed
 * and 11 (partial_failure) when some moved and others were refused or not found.
 */
export function registerOrdersStatus(group: Command, ctx: CliContext): void {
  jsonOption(
    group
      .command('status')
      .argument('<ids...>', 'order numbers')
      .requiredOption('--to <status>', `the new status: ${ORDER_STATUS_VALUES.join(', ')}`)
      .option('--yes', 'do not ask before moves that change stock or money (required without a terminal)')
      .option('--no-charge', 'no refund to the wallet / paid outside the site (no wallet charge)')
      .option('--description <text>', 'a note for the status log')
      .description('change the status of orders (core transition rules; per-order results)'),
  ).action(async (values: string[], _options: Record<string, unknown>, command: Command) => {
    const options = command.optsWithGlobals() as Record<string, unknown>;
    const to = String(options.to);
    if (!isOrderStatus(to))
      throw usageError(`--to must be one of ${ORDER_STATUS_VALUES.join(', ')} (got ${to}).`);
    const ids = readOrderIds(values);
    const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
    // commander's --no-charge sets `charge: false`.
    const noCharge = options.charge === false;
    const { api } = await ctx.connect();
    const planned = await planMoves(api, ids, to, { noCharge });
    const weighty = planned.filter((move) => move.summary.ok && move.summary.confirm);
    if (weighty.length && !options.yes) {
      const what = `${weighty.length} order(s) to ${to} (${orderStatusLabel(to)})`;
      requireTerminal(ctx.io, 'confirmation', `Moving ${what} changes stock or money; add --yes to confirm.`);
      await ctx.info(`Moving ${what} changes stock or money:\n${weighty.map(effectText).join('\n')}`);
      const answer = await askLine(ctx.io, 'Go ahead? [y/N] ');
      if (!/^y(es)?$/i.test(answer)) {
        await ctx.info('Nothing changed.');
        return;
      }
    }
    const description = typeof options.description === 'string' ? options.description : undefined;
    // Ctrl+C while the moves are out: the server may have moved some; say so and how to check.
    const results = await withWriteGuard(
      {
        what: `the move of order(s) ${ids.join(', ')} to ${to}`,
        check: `Check with \`shop-admin orders get ID\` (its status log).`,
        stderr: ctx.io.stderr,
      },
      (send) =>
        send(() => applyMoves(api, planned, to, { noCharge, ...(description ? { description } : {}) })),
    );
    ctx.out(
      await renderList(
        results as unknown as Record<string, unknown>[],
        RESULT_COLUMNS,
        format,
        await ctx.displayFor(format),
      ),
    );
    const changed = results.filter((result) => result.changed).length;
    const failed = results.filter((result) => !result.changed);
    const fields = Object.fromEntries(failed.map((r) => [`orders.${r.id}`, [r.message]]));
    if (!changed) {
      throw new CliError({
        code: 'orders_unchanged',
        message: `No order changed status (${results.length} refused).`,
        fields,
      });
    }
    // Some moved, some did not: exit 11 (partial_failure), so a script never takes it for success.
    if (failed.length) {
      throw new CliError({
        code: 'partial_failure',
        message: `${changed} of ${results.length} order(s) moved to ${to}; ${failed.length} refused or not found: ${failed.map((r) => `#${r.id}`).join(', ')}.`,
        fields,
      });
    }
    if (format.kind === 'table' || format.kind === 'tsv')
      await ctx.info(`${changed} of ${results.length} order(s) moved to ${to}.`);
  });
}
