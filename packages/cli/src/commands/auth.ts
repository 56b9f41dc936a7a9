import { isApiError, type PasswordChange, passwordChangeFields, validate } from '@shop-admin/core/base';
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { CliError } from '../errors/cli-error.ts';
import { englishMessages } from '../errors/english-messages.ts';
import { askLine, askSecret, readAllStdin, requireTerminal } from '../io/prompt.ts';
import type { ColumnView } from '../output/cells.ts';
import { type OutputFlags, outputFormat } from '../output/format.ts';
import { renderRecord } from '../output/render.ts';
import { changePassword, describeAdmin, login, logout, whoami } from '../services/auth.ts';
import { jsonOption } from './options.ts';

/** The server `npm start` runs, used when nothing else names one. */
export const DEFAULT_SERVER = 'http://localhost:8080';

const WHOAMI_COLUMNS: ColumnView[] = [
  { key: 'name', label: 'نام' },
  { key: 'username', label: 'نام کاربری' },
  { key: 'role', label: 'نقش' },
  { key: 'server', label: 'سرور' },
  { key: 'profile', label: 'پروفایل' },
];

async function readPassword(ctx: CliContext, fromStdin: boolean | undefined): Promise<string> {
  if (fromStdin) return readAllStdin(ctx.io);
  requireTerminal(ctx.io, 'the password', 'Pipe it in with --password-stdin.');
  return askSecret(ctx.io, 'Password: ');
}

/**
 * The current and new password: asked on a terminal (the new one twice), or two lines on stdin
 * (current, then new) with --password-stdin.
 */
async function readPasswordChange(ctx: CliContext, fromStdin: boolean | undefined): Promise<PasswordChange> {
  if (fromStdin) {
    const [current = '', next = ''] = (await readAllStdin(ctx.io)).split(/\r?\n/);
    return { current_password: current, password: next, password_confirmation: next };
  }
  requireTerminal(
    ctx.io,
    'the passwords',
    'Pipe the current and the new password in, one a line, with --password-stdin.',
  );
  return {
    current_password: await askSecret(ctx.io, 'Current password: '),
    password: await askSecret(ctx.io, 'New password: '),
    password_confirmation: await askSecret(ctx.io, 'New password again: '),
  };
}

/** Core's rules before sending: a short or unconfirmed new password never reaches the server. */
function checkPasswordChange(change: PasswordChange): void {
  const values = { ...change };
  const english = validate(values, passwordChangeFields, { messages: englishMessages });
  if (english.valid) return;
  throw new CliError({
    code: 'validation_failed',
    message: 'The passwords are not valid; nothing was sent.',
    fields: english.errors,
    fieldsFa: validate(values, passwordChangeFields).errors,
  });
}

/** `login`, `logout`, `whoami`, `password`. */
export function registerAuthCommands(program: Command, ctx: CliContext): void {
  jsonOption(
    program
      .command('login')
      .description('sign in and save the token in the config file (readable only by you)')
      .option('--username <name>', "the admin's username (asked on a terminal when missing)")
      .option('--password-stdin', 'read the password from stdin (for scripts)'),
  ).action(async (options: { username?: string; passwordStdin?: boolean } & OutputFlags) => {
    // --server is the program's (every command takes it); the default is the profile's, else DEFAULT_SERVER.
    const connection = await ctx.connect({
      needToken: false,
      ignoreEnvToken: true,
      fallbackServer: DEFAULT_SERVER,
    });
    const config = await ctx.config();
    const saved = config.getProfile(connection.profile);
    let username = options.username ?? saved?.username;
    if (!username) {
      requireTerminal(ctx.io, 'the username', 'Pass --username NAME.');
      username = await askLine(ctx.io, 'Username: ');
    }
    const password = await readPassword(ctx, options.passwordStdin);
    if (!password) throw new CliError({ code: 'usage', message: 'The password is empty.' });
    const admin = await login(connection, username, password);
    config.setProfile(connection.profile, {
      ...config.getProfile(connection.profile),
      username,
      server: connection.server,
    });
    const role = admin.role?.label ?? admin.role?.name ?? '-';
    await ctx.info(
      `Signed in to ${connection.server} as ${admin.name} (${admin.username}, ${role}); profile "${connection.profile}".`,
    );
    // With --json (or --csv) the signed-in admin goes to stdout, as `whoami` prints it.
    if (options.json !== undefined || options.csv) {
      const format = outputFormat(options, false);
      ctx.out(
        await renderRecord(
          { ...describeAdmin(admin, connection) },
          WHOAMI_COLUMNS,
          format,
          await ctx.displayFor(format),
        ),
      );
    }
  });

  program
    .command('logout')
    .description('revoke the token on the server and forget it')
    .option(
      '--all',
      'log out everywhere: revoke every session of this admin (other terminals, browsers, phones)',
    )
    .option('--json', 'report errors as JSON')
    .action(async (options: { all?: boolean }) => {
      const connection = await ctx.connect();
      const { revoked } = await logout(connection, { everywhere: options.all });
      await ctx.info(
        !revoked
          ? 'The token had already expired; forgotten.'
          : options.all
            ? `Signed out of ${connection.server} everywhere.`
            : `Signed out of ${connection.server}.`,
      );
    });

  program
    .command('password')
    .description('change your password (the current one first); your other sessions end, this one stays')
    .option('--password-stdin', 'read the current and the new password from stdin, one a line (for scripts)')
    .option('--json', 'report errors as JSON')
    .action(async (options: { passwordStdin?: boolean }) => {
      const connection = await ctx.connect();
      const change = await readPasswordChange(ctx, options.passwordStdin);
      checkPasswordChange(change);
      try {
        await changePassword(connection, change);
      } catch (error) {
        if (isApiError(error) && error.fieldErrors.current_password) {
          throw new CliError({
            code: 'wrong_current_password',
            status: error.status,
            message: 'The current password is wrong; nothing changed.',
            messageFa: error.message,
            cause: error,
          });
        }
        throw error;
      }
      await ctx.info(`Password changed on ${connection.server}; your other sessions there have ended.`);
    });

  jsonOption(
    program
      .command('whoami')
      .description('show the signed-in admin, their role and the server')
      .action(async (options: { json?: string | boolean; csv?: boolean }) => {
        const connection = await ctx.connect();
        const me = describeAdmin(await whoami(connection), connection);
        const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
        ctx.out(await renderRecord({ ...me }, WHOAMI_COLUMNS, format, await ctx.displayFor(format)));
      }),
  );

  const auth = program
    .command('auth')
    .description('the sign-in this command line uses: `auth status`, `auth token`');
  jsonOption(
    auth
      .command('status')
      .description(
        'who is signed in, on which server, and where the token comes from (checked with the server)',
      )
      .addHelpText(
        'after',
        '\nExamples:\n  shop-admin auth status\n  shop-admin auth status --server https://shop.example --json',
      ),
  ).action(async (options: OutputFlags) => {
    const connection = await ctx.connect();
    const me = describeAdmin(await whoami(connection), connection);
    const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
    ctx.out(await renderRecord({ ...me }, WHOAMI_COLUMNS, format, await ctx.displayFor(format)));
  });
  auth
    .command('token')
    .description("print the token for this command line's server (never another server's)")
    .option('--json', 'report errors as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  curl -H "Authorization: Bearer $(shop-admin auth token)" http://localhost:8080/api/admin/profile',
    )
    .action(async () => {
      const connection = await ctx.connect();
      ctx.out(`${connection.tokenStorage.get() ?? ''}\n`);
    });
}
