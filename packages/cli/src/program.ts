import { Command, Option } from 'commander';
import { registerAuthCommands } from './commands/auth.ts';
import { registerCompletion } from './commands/completion.ts';
import { registerConfig } from './commands/config.ts';
import { registerFind } from './commands/find.ts';
import { registerNotifications } from './commands/notifications.ts';
import { registerOrders } from './commands/orders.ts';
import { registerResourceCommands } from './commands/resource.ts';
import { registerTui } from './commands/tui.ts';
import type { CliContext, GlobalOptions } from './context.ts';
import { isBidiMode, shouldReorder, toVisual } from './output/bidi.ts';
import { VERSION } from './version.ts';

const EPILOG = `
Output: a table on a terminal, TSV when piped, --json [fields] or --csv on every read command.
Environment: SHOP_ADMIN_URL, SHOP_ADMIN_TOKEN (override the config file), SHOP_ADMIN_PROFILE,
SHOP_ADMIN_BIDI, SHOP_ADMIN_CONFIG_DIR.
Exit codes: 0 ok, 1 internal, 2 usage, 3 auth, 4 permission, 5 not found, 6 validation,
7 network, 8 server, 9 not served by this server, 130 interrupted.`;

/** The whole command tree; every command reports its errors through `run`. */
export function buildProgram(ctx: CliContext): Command {
  const program = new Command('shop-admin')
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
    .configureOutput({
      writeOut: (text) => void ctx.io.stdout.write(helpReorder(program, ctx) ? toVisual(text) : text),
      writeErr: (text) => void ctx.io.stderr.write(text),
      // Errors are reported once, by `run` (as JSON with --json).
      outputError: () => {},
    });
  program.hook('preAction', (_program, action) => {
    ctx.globals = action.optsWithGlobals<GlobalOptions>();
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

/**
 * Help on a terminal shows the Persian titles in display order, as tables do: by --bidi when it came
 * before --help, else SHOP_ADMIN_BIDI, else the terminal (help is printed before any config is read).
 */
function helpReorder(program: Command, ctx: CliContext): boolean {
  if (!ctx.io.stdout.isTTY) return false;
  const asked = program.opts<GlobalOptions>().bidi ?? ctx.io.env.SHOP_ADMIN_BIDI ?? 'auto';
  return shouldReorder(isBidiMode(asked) ? asked : 'auto', ctx.io.env);
}
