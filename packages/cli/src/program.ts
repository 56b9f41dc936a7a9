import { adminResources } from '@shop-admin/core/base';
import { Command, CommanderError, Help, Option } from 'commander';
import { registerApi } from './commands/api.ts';
import { registerAuthCommands } from './commands/auth.ts';
import { registerCompletion } from './commands/completion.ts';
import { registerConfig } from './commands/config.ts';
import { addExamples } from './commands/examples.ts';
import { registerFind } from './commands/find.ts';
import { registerNotifications } from './commands/notifications.ts';
import { registerOrders } from './commands/orders.ts';
import { BUILT_IN_COMMANDS, namesResource, registerResourceCommands } from './commands/resource.ts';
import { registerTui } from './commands/tui.ts';
import type { CliContext, GlobalOptions } from './context.ts';
import { usageError } from './errors/cli-error.ts';
import { EXIT, type ExitKind } from './errors/exit-codes.ts';
import type { toVisualLines as ToVisualLines } from './output/bidi.ts';
import { BIDI_MODES, isBidiMode, shouldReorder } from './output/bidi-mode.ts';
import { openInBrowser, webPage } from './services/web-page.ts';
import { VERSION } from './version.ts';

/** How --help names each exit code: every kind of EXIT must have one (the compiler checks). */
const EXIT_WORDS = {
  ok: 'ok',
  internal: 'internal',
  usage: 'usage',
  auth: 'auth',
  permission: 'permission',
  notFound: 'not found',
  validation: 'validation',
  network: 'network',
  server: 'server',
  unsupported: 'not served by this server',
  conflict: 'conflict (changed since read)',
  partial: "partial (some records failed; each one's result is printed)",
  interrupted: 'interrupted (Ctrl+C)',
} as const satisfies Record<ExitKind, string>;

/** The exit-code list of --help, made from EXIT itself so no code is left out, wrapped at 100 columns. */
function exitCodeList(): string {
  const items = (Object.entries(EXIT) as [ExitKind, number][]).map(
    ([kind, code]) => `${code} ${EXIT_WORDS[kind]}`,
  );
  const lines = ['Exit codes:'];
  for (const [i, item] of items.entries()) {
    const text = `${item}${i === items.length - 1 ? '.' : ','}`;
    if (`${lines.at(-1)} ${text}`.length > 100) lines.push(text);
    else lines[lines.length - 1] = `${lines.at(-1)} ${text}`;
  }
  return lines.join('\n');
}

const EPILOG = `
Output: a table on a terminal, TSV when piped, --json [fields] or --csv on every read command.
Environment: SHOP_ADMIN_URL, SHOP_ADMIN_TOKEN (override the config file), SHOP_ADMIN_PROFILE,
SHOP_ADMIN_BIDI, SHOP_ADMIN_CONFIG_DIR, NO_COLOR, FORCE_COLOR, BROWSER (for --web), COLUMNS.
${exitCodeList()}`;

/**
 * The command tree; every command reports its errors through `run`. `only` builds just the command
 * of that name (see `commandNamed`); without it, every command.
 */
export function buildProgram(ctx: CliContext, only?: string): Command {
  const program: Command = new Command('shop-admin')
    .description('the shop admin from the terminal: scriptable commands, and `tui` for people')
    .version(VERSION, '-V, --version')
    .option('--profile <name>', 'the saved sign-in to use (default: "default", or SHOP_ADMIN_PROFILE)')
    .option(
      '--server <url>',
      "the shop's address for this command (else SHOP_ADMIN_URL, else the profile's); a token goes only to the server it was issued by",
    )
    .option('--debug', 'print each HTTP request and answer on stderr (the token redacted)')
    .option('--web', 'open the web admin page that shows what this command shows, instead of printing it')
    .option('--no-color', 'no colours (also with NO_COLOR set; never when piped)')
    .option(
      '--jq <expression>',
      'filter --json output through a jq expression (jq 1.8): each result on its own line, strings bare (as jq -r)',
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
  program.hook('preAction', async (_program, action) => {
    ctx.globals = action.optsWithGlobals<GlobalOptions>();
    if (ctx.globals.web) await openWebPage(ctx, action);
    if (ctx.globals.jq !== undefined) {
      // With its parents' options: `orders get 12 --json` gives --json to `orders` (which has it too).
      const json = action.optsWithGlobals().json;
      const path = `${action.parent?.parent ? `${action.parent.name()} ` : ''}${action.name()}`;
      if (!ALWAYS_JSON.has(path) && (json === undefined || json === false)) {
        throw usageError(
          '--jq filters JSON output: add --json.',
          'For example: shop-admin orders --json --jq ".[].id"',
        );
      }
      await ctx.filterOutput(ctx.globals.jq);
    }
    // Refused up front, on every command: a bad value must not be ignored just because the output
    // (JSON, a pipe) never needed the mode.
    const fromEnv = ctx.io.env.SHOP_ADMIN_BIDI;
    if (fromEnv && !isBidiMode(fromEnv)) {
      throw usageError(`SHOP_ADMIN_BIDI must be one of ${BIDI_MODES.join(', ')} (got ${fromEnv}).`);
    }
  });
  const wanted = (names: readonly string[]) => only === undefined || names.includes(only);
  if (wanted(['login', 'logout', 'whoami', 'auth'])) registerAuthCommands(program, ctx);
  if (wanted(['find'])) registerFind(program, ctx);
  if (wanted(['api'])) registerApi(program, ctx);
  if (wanted(['notifications'])) registerNotifications(program, ctx);
  if (wanted(['orders'])) registerOrders(program, ctx);
  registerResourceCommands(program, ctx, only);
  if (wanted(['tui'])) registerTui(program, ctx);
  if (wanted(['config'])) registerConfig(program, ctx);
  if (wanted(['completion'])) registerCompletion(program, ctx);
  addExamples(program);
  return program;
}

/**
 * `--web`: prints the matching `/admin` address (a list with the command's filters and sort) and opens
 * it in the browser; the command itself does not run (it ends here with exit 0, through commander's
 * own early exit). No browser opened is exit 2 (`no_browser`), the address still printed.
 */
async function openWebPage(ctx: CliContext, action: Command): Promise<void> {
  const names: string[] = [];
  for (let command: Command | null = action; command?.parent; command = command.parent)
    names.unshift(command.name());
  const page = webPage(names, action.args, action.opts());
  const { server } = await ctx.connect({ needToken: false });
  const url = `${server}${page}`;
  ctx.io.stdout.write(`${url}\n`);
  await openInBrowser(url, ctx.io.env);
  throw new CommanderError(0, 'shop-admin.web', 'opened in the browser');
}

/** Root options that take a value (their value is not the command's name). */
const VALUE_OPTIONS = new Set(['--profile', '--server', '--bidi', '--jq']);

/** Commands whose output is always JSON (`--jq` needs no `--json` there), by their path. */
const ALWAYS_JSON = new Set(['api', 'config show']);

/**
 * The command a command line runs, when building only that one is safe: not for help, `help`,
 * completion (they list every command) or a name no command has (commander's suggestion needs all).
 * Start-up then skips building ~45 resource groups a plain command never uses.
 */
export function commandNamed(argv: readonly string[]): string | undefined {
  if (argv.some((arg) => arg === '--help' || arg === '-h')) return undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (VALUE_OPTIONS.has(arg)) i++;
    else if (!arg.startsWith('-')) {
      const known =
        [
          'login',
          'logout',
          'whoami',
          'auth',
          'find',
          'api',
          'notifications',
          'orders',
          'tui',
          'config',
        ].includes(arg) ||
        adminResources.some(
          (resource) => !BUILT_IN_COMMANDS.has(resource.name) && namesResource(resource, arg),
        );
      return known ? arg : undefined;
    }
  }
  return undefined;
}

/** The bidi reordering of help, loaded by `loadHelpBidi` (help on a terminal is the only sync user). */
let visualLines: typeof ToVisualLines | null = null;

/**
 * Loads the bidi algorithm for help on a terminal (help is wrapped synchronously, inside commander);
 * `run` calls it when stdout is a terminal, the only case help is reordered. A plain command to a
 * pipe never loads it.
 */
export async function loadHelpBidi(): Promise<void> {
  visualLines ??= (await import('./output/bidi.ts')).toVisualLines;
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
      return reorder && visualLines ? visualLines(paragraph, lines, 'ltr') : lines;
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
