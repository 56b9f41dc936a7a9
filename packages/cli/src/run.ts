import { CommanderError } from 'commander';
import { type CliContext, createContext } from './context.ts';
import { type CliError, usageError } from './errors/cli-error.ts';
import { toCliError } from './errors/from-api.ts';
import { errorJson, errorText } from './errors/report.ts';
import type { CliIo } from './io/cli-io.ts';
import { shouldReorder } from './output/bidi-mode.ts';
import { colourOn } from './output/colour.ts';
import { buildProgram, commandNamed, loadHelpBidi } from './program.ts';

/** `--json` anywhere on the command line asks for the error as JSON too (even when parsing failed). */
const wantsJson = (argv: readonly string[]): boolean =>
  argv.some((arg) => arg === '--json' || arg.startsWith('--json='));

function fromCommander(error: CommanderError): CliError | null {
  if (['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(error.code)) return null;
  if (error.exitCode === 0) return null;
  return usageError(error.message.replace(/^error:\s*/i, ''), 'See `shop-admin --help`.');
}

async function report(
  ctx: CliContext,
  error: CliError,
  json: boolean,
  argv: readonly string[],
): Promise<void> {
  const { io } = ctx;
  if (json) {
    io.stderr.write(`${JSON.stringify(errorJson(error))}\n`);
    return;
  }
  let reorder = false;
  try {
    reorder = Boolean(io.stderr.isTTY) && shouldReorder(await ctx.bidiMode(), io.env);
  } catch {
    // A bad --bidi value must not hide the error being reported.
  }
  const colour = colourOn(io.stderr, io.env, argv.includes('--no-color') ? false : undefined);
  const visual = reorder ? (await import('./output/bidi.ts')).toVisual : (text: string) => text;
  io.stderr.write(errorText(error, visual, colour));
}

/**
 * Runs one command line (without `node` and the script) and returns the exit code. The one place
 * errors are reported: results went to stdout, the error goes to stderr (as JSON with `--json`).
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const ctx = createContext(io);
  try {
    // Help on a terminal is reordered synchronously: load the bidi algorithm for it first.
    if (io.stdout.isTTY) await loadHelpBidi();
    await buildProgram(ctx, commandNamed(argv)).parseAsync([...argv], { from: 'user' });
    ctx.finish();
    return 0;
  } catch (thrown) {
    const error = thrown instanceof CommanderError ? fromCommander(thrown) : toCliError(thrown);
    if (error === null) return 0;
    await report(ctx, error, wantsJson(argv), argv);
    return error.exitCode;
  }
}
