import { Argument, type Command } from 'commander';
import type { CliContext } from '../context.ts';
import { bashCompletion, fishCompletion, zshCompletion } from '../services/completion.ts';

const SCRIPTS = { bash: bashCompletion, zsh: zshCompletion, fish: fishCompletion } as const;

/** `completion bash|zsh|fish`: prints the script for the shell. */
export function registerCompletion(program: Command, ctx: CliContext): void {
  program
    .command('completion')
    .description('print the shell completion script (bash: source <(shop-admin completion bash))')
    .addArgument(new Argument('<shell>', 'the shell').choices(Object.keys(SCRIPTS)))
    .addHelpText(
      'after',
      '\nCommands, flags and their values (statuses, sort keys, profiles) complete, also after `npx shop-admin`.',
    )
    .action((shell: keyof typeof SCRIPTS) => {
      ctx.out(SCRIPTS[shell](program));
    });
}
