import { Argument, type Command } from 'commander';
import type { CliContext } from '../context.ts';
import { bashCompletion, zshCompletion } from '../services/completion.ts';

/** `completion bash|zsh`: prints the script for the shell. */
export function registerCompletion(program: Command, ctx: CliContext): void {
  program
    .command('completion')
    .description('print the shell completion script (bash: source <(shop-admin completion bash))')
    .addArgument(new Argument('<shell>', 'the shell').choices(['bash', 'zsh']))
    .action((shell: 'bash' | 'zsh') => {
      ctx.out(shell === 'bash' ? bashCompletion(program) : zshCompletion(program));
    });
}
