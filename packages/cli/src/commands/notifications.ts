import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { CliError, usageError } from '../errors/cli-error.ts';
import { type ColumnView, cellText } from '../output/cells.ts';
import { outputFormat } from '../output/format.ts';
import { renderList } from '../output/render.ts';
import {
  eventJson,
  followNotifications,
  listNotifications,
  markAllRead,
  markRead,
  type NotificationJson,
} from '../services/notifications.ts';
import { jsonOption, limitOptions, readLimit } from './options.ts';
import { readOrderIds } from './orders-status.ts';

const COLUMNS: ColumnView[] = [
  { key: 'created_at', label: 'زمان', type: 'datetime' },
  { key: 'title', label: 'عنوان' },
  { key: 'description', label: 'شرح' },
  { key: 'link', label: 'صفحه' },
  { key: 'read', label: 'خوانده شده' },
  { key: 'id', label: 'شناسه' },
];

/** One line per notification for `--follow`: tab-separated when piped, reordered on a terminal. */
function followLine(n: NotificationJson, tty: boolean, visual: ((text: string) => string) | null): string {
  const cells = COLUMNS.slice(0, 4).map((column) =>
    cellText(n[column.key as keyof NotificationJson], column, tty),
  );
  if (!tty) return `${cells.map((c) => c.replace(/[\t\r\n]+/g, ' ')).join('\t')}\n`;
  return `${cells
    .filter(Boolean)
    .map((c) => (visual ? visual(c) : c))
    .join('  ')}\n`;
}

/** `notifications [--follow]`, `notifications read ID... | --order N... | --all` and `read-all`. */
export function registerNotifications(program: Command, ctx: CliContext): void {
  const group = limitOptions(
    jsonOption(
      program
        .command('notifications')
        .description('your notifications, newest first; --follow prints new ones as they arrive')
        .option('--unread', 'only unread ones')
        .option(
          '--follow',
          'stay connected and print each new notification (one line, or one JSON object, each)',
        ),
    ),
  ).action(async (options: Record<string, unknown>) => {
    const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
    const { api, server } = await ctx.connect();
    if (options.follow) {
      const tty = Boolean(ctx.io.stdout.isTTY);
      const { reorder } = await ctx.displayFor(format);
      const visual = reorder ? (await import('../output/bidi.ts')).toVisual : null;
      const controller = new AbortController();
      process.once('SIGTERM', () => controller.abort());
      await followNotifications(
        api,
        {
          onEvent(event) {
            const json = eventJson(event);
            if (format.kind === 'json') return ctx.out(`${JSON.stringify(json)}\n`);
            if (event.event === 'notification')
              ctx.out(followLine(json.data as NotificationJson, tty, visual));
            else if (event.event === 'ready')
              void ctx.info(`Following notifications on ${server}; Ctrl+C stops.`);
          },
          onDisconnect: (error, ms) =>
            void ctx.info(
              `Disconnected (${error instanceof Error ? error.message : String(error)}); retrying in ${ms / 1000} s.`,
            ),
        },
        controller.signal,
      );
      return;
    }
    const limit = readLimit(options, format);
    let items = await listNotifications(api, options.unread ? 'all' : limit);
    if (options.unread) items = items.filter((n) => !n.read);
    if (limit !== 'all') items = items.slice(0, limit);
    ctx.out(
      await renderList(
        items as unknown as Record<string, unknown>[],
        COLUMNS,
        format,
        await ctx.displayFor(format),
      ),
    );
  });

  group
    .command('read-all')
    .description('mark every notification read (as `notifications read --all`)')
    .action(async () => {
      const { api } = await ctx.connect();
      await markAllRead(api);
      await ctx.info('Every notification is marked read.');
    });

  group
    .command('read')
    .argument('[ids...]', 'notification ids (`notifications --json id` lists them)')
    .option('--all', 'every notification')
    .option('--order <numbers...>', 'the new-order notifications of these orders')
    .option('--json', 'print {read, not_found, total_unread_notifications}')
    .description('mark notifications read: by id, by order, or --all')
    .action(async (ids: string[], options: { all?: boolean; order?: string[] }, command: Command) => {
      // `notifications` has --all and --json too; commander may hand them to it: read both levels.
      const globals = command.optsWithGlobals();
      const json = Boolean(globals.json);
      options.all = Boolean(globals.all);
      const orderIds = options.order ? readOrderIds(options.order) : [];
      if (options.all && (ids.length || orderIds.length))
        throw usageError('Give notification ids, --order or --all, not --all with the others.');
      if (!options.all && !ids.length && !orderIds.length)
        throw usageError('Name the notifications to mark read: ids, --order N, or --all.');
      const { api } = await ctx.connect();
      if (options.all) {
        await markAllRead(api);
        if (json)
          ctx.out(`${JSON.stringify({ read: 'all', not_found: [], total_unread_notifications: 0 })}\n`);
        await ctx.info('Every notification is marked read.');
        return;
      }
      const result = await markRead(api, { ids, orderIds });
      if (json && result) ctx.out(`${JSON.stringify(result)}\n`);
      if (!result?.read.length) {
        throw new CliError({
          code: 'not_found',
          message: 'None of these is one of your notifications.',
          hint: '`shop-admin notifications --json id,title` lists yours.',
        });
      }
      const missing = result.not_found.length ? `; not yours or unknown: ${result.not_found.join(', ')}` : '';
      await ctx.info(
        `${result.read.length} notification(s) marked read${missing}. Unread now: ${result.total_unread_notifications}.`,
      );
    });
}
