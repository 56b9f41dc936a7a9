import type { Command } from 'commander';
import type { CliContext } from '../context.ts';

/** `tui`: the Ink app, loaded only now (plain commands never load Ink or React). */
export function registerTui(program: Command, ctx: CliContext): void {
  program
    .command('tui')
    .description(
      'the terminal UI: live inbox, notifications, contacts, and a palette (Ctrl+K) over everything',
    )
    .action(async () => {
      const { startTui } = await import('../tui/start.ts');
      await startTui(ctx);
    });
}
