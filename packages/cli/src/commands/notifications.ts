import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { toVisual } from '../output/bidi.ts';
import { type ColumnView, cellText } from '../output/cells.ts';
import { outputFormat } from '../output/format.ts';
import { renderList } from '../output/render.ts';
import {
  eventJson,
  followNotifications,
  listNotifications,
  markAllRead,
  type NotificationJson,
} from '../services/notifications.ts';
import { jsonOption, limitOptions, readLimit } from './options.ts';

const COLUMNS: ColumnView[] = [
  { key: 'created_at', label: 'زمان', type: 'datetime' },
  { key: 'title', label: 'عنوان' },
  { key: 'description', label: 'شرح' },
  { key: 'link', label: 'صفحه' },
  { key: 'read', label: 'خوانده شده' },
];

/** One line per notification for `--follow`: tab-separated when piped, reordered on a terminal. */
function followLine(n: NotificationJson, tty: boolean, reorder: boolean): string {
  const cells = COLUMNS.slice(0, 4).map((column) =>
    cellText(n[column.key as keyof NotificationJson], column, tty),
  );
  if (!tty) return `${cells.map((c) => c.replace(/[\t\r\n]+/g, ' ')).join('\t')}\n`;
  return `${cells
    .filter(Boolean)
    .map((c) => (reorder ? toVisual(c) : c))
    .join('  ')}\n`;
}

/** `notifications [--follow]` and `notifications read-all`. */
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
      const controller = new AbortController();
      process.once('SIGTERM', () => controller.abort());
      await followNotifications(
        api,
        {
          onEvent(event) {
            const json = eventJson(event);
            if (format.kind === 'json') return ctx.out(`${JSON.stringify(json)}\n`);
            if (event.event === 'notification')
              ctx.out(followLine(json.data as NotificationJson, tty, reorder));
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
    .description('mark every notification read')
    .action(async () => {
      const { api } = await ctx.connect();
      await markAllRead(api);
      await ctx.info('Every notification is marked read.');
    });
}
