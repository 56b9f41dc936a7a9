import { type ConfigStore, openConfigStore } from './config/config-store.ts';
import { type Connection, type ConnectOptions, connect } from './config/connection.ts';
import { usageError } from './errors/cli-error.ts';
import type { CliIo } from './io/cli-io.ts';
import { BIDI_MODES, type BidiMode, isBidiMode, shouldReorder } from './output/bidi-mode.ts';
import { colourOn } from './output/colour.ts';
import type { OutputFormat } from './output/format.ts';
import { createJqFilter, type JqFilter } from './output/jq-filter.ts';
import type { Display } from './output/table.ts';
import { VERSION } from './version.ts';

/** Options every command accepts (on the root program). */
export interface GlobalOptions {
  profile?: string;
  /** `--server URL` on any command: talk to this server (with no token unless it has its own). */
  server?: string;
  bidi?: string;
  /** `--debug`: each HTTP request and answer on stderr, the token redacted. */
  debug?: boolean;
  /** `--jq EXPR`: filter the command's JSON output through a jq expression. */
  jq?: string;
  /** `--web`: open the matching web admin page instead. */
  web?: boolean;
  /** `--no-color` sets this false. */
  color?: boolean;
}

/** What commands get: the streams, the config, the connection to the server, and how to print. */
export interface CliContext {
  readonly io: CliIo;
  /** Set by the program once the command line is parsed. */
  globals: GlobalOptions;
  /** The config file, opened on first use (plain commands with SHOP_ADMIN_URL/TOKEN never open it). */
  config(): Promise<ConfigStore>;
  /** The server and token (see `connect`); `needToken: false` for login. */
  connect(
    options?: Partial<
      Pick<ConnectOptions, 'server' | 'needToken' | 'fallbackServer' | 'ignoreEnvToken' | 'viaFetch'>
    >,
  ): Promise<Connection>;
  /** Bidi mode: --bidi, else SHOP_ADMIN_BIDI, else the `bidi` setting, else auto. */
  bidiMode(): Promise<BidiMode>;
  /** How tables reach stdout (reordering, width). */
  display(): Promise<Display>;
  /** `display()` for tables; machine formats never reorder (they keep logical order). */
  displayFor(format: OutputFormat): Promise<Display>;
  /** Writes a result to stdout (through the `--jq` filter when there is one). */
  out(text: string): void;
  /** From now on, results go through this `--jq` expression (checked here: a bad one is a usage error). */
  filterOutput(expression: string): Promise<void>;
  /** The command is done: flushes what the `--jq` filter still holds. */
  finish(): void;
  /** Writes a message for people to stderr (reordered like tables when stderr is a terminal). */
  info(text: string): Promise<void>;
}

/** Columns for tables: COLUMNS when set (as `ls` reads it), else the terminal's, else 100. */
function terminalWidth(io: CliIo): number {
  const fromEnv = Number(io.env.COLUMNS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return io.stdout.columns || 100;
}

const PLAIN: Display = { reorder: false, width: Number.POSITIVE_INFINITY };

function readBidi(value: string, source: string): BidiMode {
  if (isBidiMode(value)) return value;
  throw usageError(`${source} must be one of ${BIDI_MODES.join(', ')} (got ${value}).`);
}

export function createContext(io: CliIo): CliContext {
  let config: Promise<ConfigStore> | null = null;
  let filter: JqFilter | null = null;
  const ctx: CliContext = {
    io,
    globals: {},
    config: () => {
      config ??= openConfigStore(io.env);
      return config;
    },
    connect: (options = {}) =>
      connect({
        env: io.env,
        config: ctx.config,
        profile: ctx.globals.profile,
        userAgent: `shop-admin/${VERSION}`,
        ...options,
        ...((options.server ?? ctx.globals.server) ? { server: options.server ?? ctx.globals.server } : {}),
        needToken: options.needToken ?? true,
        ...(ctx.globals.debug ? { debug: io.stderr } : {}),
      }),
    async bidiMode() {
      if (ctx.globals.bidi) return readBidi(ctx.globals.bidi, '--bidi');
      if (io.env.SHOP_ADMIN_BIDI) return readBidi(io.env.SHOP_ADMIN_BIDI, 'SHOP_ADMIN_BIDI');
      const setting = (await ctx.config()).settings().bidi;
      return setting ? readBidi(setting, 'The bidi setting') : 'auto';
    },
    async display() {
      const reorder = shouldReorder(await ctx.bidiMode(), io.env);
      return {
        reorder,
        width: terminalWidth(io),
        colour: colourOn(io.stdout, io.env, ctx.globals.color),
      };
    },
    displayFor: (format) => (format.kind === 'table' ? ctx.display() : Promise.resolve(PLAIN)),
    out: (text) => (filter ? filter.write(text) : void io.stdout.write(text)),
    async filterOutput(expression) {
      filter = await createJqFilter(expression, (text) => void io.stdout.write(text));
    },
    finish: () => filter?.end(),
    async info(text) {
      const reorder = io.stderr.isTTY ? shouldReorder(await ctx.bidiMode(), io.env) : false;
      io.stderr.write(`${reorder ? (await import('./output/bidi.ts')).toVisual(text) : text}\n`);
    },
  };
  return ctx;
}
