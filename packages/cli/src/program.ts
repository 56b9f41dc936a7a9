import { Command, Help, Option } from 'commander';
import { registerAuthCommands } from './commands/auth.ts';
import { registerCompletion } from './commands/completion.ts';
import { registerConfig } from './commands/config.ts';
import { registerFind } from './commands/find.ts';
import { registerNotifications } from './commands/notifications.ts';
import { registerOrders } from './commands/orders.ts';
import { registerResourceCommands } from './commands/resource.ts';
import { registerTui } from './commands/tui.ts';
import type { CliContext, GlobalOptions } from './context.ts';
import { usageError } from './errors/cli-error.ts';
import { BIDI_MODES, isBidiMode, shouldReorder, toVisualLines } from './output/bidi.ts';
import { VERSION } from './version.ts';

const EPILOG = `
Output: a table on a terminal, TSV when piped, --json [fields] or --csv on every read command.
Environment: SHOP_ADMIN_URL, SHOP_ADMIN_TOKEN (override the config file), SHOP_ADMIN_PROFILE,
SHOP_ADMIN_BIDI, SHOP_ADMIN_CONFIG_DIR.
Exit codes: 0 ok, 1 internal, 2 usage, 3 auth, 4 permission, 5 not found, 6 validation,
7 network, 8 server, 9 not served by this server, 130 interrupted.`;

/** The whole command tree; every command reports its errors through `run`. */
export function buildProgram(ctx: CliContext): Command {
  const program: Command = new Command('shop-admin')
    .description('the shop admin from the terminal: scriptable commands, and `tui` for people')
    .version(VERSION, '-V, --version')
    .option('--profile <name>', 'the saved sign-in to use (default: "default", or SHOP_ADMIN_PROFILE)')
    .option(
      '--server <url>',
      "the shop's address for this command (else SHOP_ADMIN_URL, else the profile's); a token goes only to the server it was issued by",
    )
    .addOption(
      new Option('--bidi <mode>', 'who puts Persian text in display order').choices(['auto', 'on', 'off']),
    )
    .addHelpText('after', EPILOG)
    .showSuggestionAfterError()
    .exitOverride()
    .configureHelp({
      // Every description goes through boxWrap (which reorders it when needed), however narrow.
      minWidthToWrap: 0,
      boxWrap(this: Help, text: string, width: number): string {
        return wrapHelp(this, text, width, helpReorder(program, ctx));
      },
    })
    .configureOutput({
      writeOut: (text) => void ctx.io.stdout.write(text),
      writeErr: (text) => void ctx.io.stderr.write(text),
      // Errors are reported once, by `run` (as JSON with --json).
      outputError: () => {},
    });
  program.hook('preAction', (_program, action) => {
    ctx.globals = action.optsWithGlobals<GlobalOptions>();
    // Refused up front, on every command: a bad value must not be ignored just because the output
    // (JSON, a pipe) never needed the mode.
    const fromEnv = ctx.io.env.SHOP_ADMIN_BIDI;
    if (fromEnv && !isBidiMode(fromEnv)) {
      throw usageError(`SHOP_ADMIN_BIDI must be one of ${BIDI_MODES.join(', ')} (got ${fromEnv}).`);
    }
  });
  registerAuthCommands(program, ctx);
  registerFind(program, ctx);
  registerNotifications(program, ctx);
  registerOrders(program, ctx);
  registerResourceCommands(program, ctx);
  registerTui(program, ctx);
  registerConfig(program, ctx);
  registerCompletion(program, ctx);
  return program;
}

/** Below this width a description is not wrapped (commander's own threshold). */
const MIN_WRAP_WIDTH = 40;

/**
 * Wraps a help description (commander's wrapping, at whitespace) and, on a terminal without bidi,
 * puts each wrapped line in display order with the levels of its whole paragraph: reordering before
 * the line breaks are drawn keeps a wrapped Persian description readable and in its column.
 */
function wrapHelp(help: Help, text: string, width: number, reorder: boolean): string {
  return text
    .split(/\r\n|\n/)
    .flatMap((paragraph) => {
      const lines =
        width < MIN_WRAP_WIDTH
          ? [paragraph]
          : Help.prototype.boxWrap.call(help, paragraph, width).split('\n');
      // Help is an English page with Persian titles in it: its paragraphs run left to right.
      return reorder ? toVisualLines(paragraph, lines, 'ltr') : lines;
    })
    .join('\n');
}

/**
 * Help on a terminal shows the Persian titles in display order, as tables do: by --bidi when it came
 * before --help, else SHOP_ADMIN_BIDI, else the terminal (help is printed before any config is read).
 * A SHOP_ADMIN_BIDI that names no mode is refused here too.
 */
function helpReorder(program: Command, ctx: CliContext): boolean {
  const fromEnv = ctx.io.env.SHOP_ADMIN_BIDI;
  if (fromEnv && !isBidiMode(fromEnv)) {
    throw usageError(`SHOP_ADMIN_BIDI must be one of ${BIDI_MODES.join(', ')} (got ${fromEnv}).`);
  }
  if (!ctx.io.stdout.isTTY) return false;
  const asked = program.opts<GlobalOptions>().bidi ?? fromEnv ?? 'auto';
  return shouldReorder(isBidiMode(asked) ? asked : 'auto', ctx.io.env);
}
