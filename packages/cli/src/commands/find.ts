import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import type { ColumnView } from '../output/cells.ts';
import { outputFormat } from '../output/format.ts';
import { renderList } from '../output/render.ts';
import { createHomeStore } from '../services/home.ts';
import { jsonOption, readLimit } from './options.ts';

const COLUMNS: ColumnView[] = [
  { key: 'kind', label: 'نوع' },
  { key: 'title', label: 'عنوان' },
  { key: 'path', label: 'صفحه' },
  { key: 'cli', label: 'فرمان' },
];

/** `find <text>`: the palette's search (screens, actions, records) from the terminal. */
export function registerFind(program: Command, ctx: CliContext): void {
  jsonOption(
    program
      .command('find')
      .argument('<text...>', 'what to look for (Persian, English or Finglish; typos are fine)')
      .description("search screens, actions and records, as the web admin's Ctrl+K palette does")
      .option('--limit <n>', 'at most this many hits (default 30)'),
  ).action(async (words: string[], options: Record<string, unknown>) => {
    const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
    const limit = readLimit(options, format);
    const { api } = await ctx.connect();
    const home = await createHomeStore(api).load();
    // The palette's search (fuse.js) loads only for `find`.
    const { find } = await import('../services/find.ts');
    const hits = await find(api, words.join(' '), home, limit === 'all' ? 100 : limit);
    ctx.out(
      await renderList(
        hits as unknown as Record<string, unknown>[],
        COLUMNS,
        format,
        await ctx.displayFor(format),
      ),
    );
  });
}
