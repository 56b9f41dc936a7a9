import { ERROR_CATALOGUE, ERROR_CODES, type ErrorExitKind } from '@shop-admin/core/base';

/**
 * The exit codes of `shop-admin`: a contract for scripts, documented in packages/cli/README.md.
 * Each error code (the `code` of `--json` errors) belongs to exactly one of them: every exit kind of
 * core's error catalogue has its exit code here (`satisfies`), so a kind added there without one here
 * fails typechecking.
 */
export const EXIT = {
  ok: 0,
  /** A bug or an unexpected failure of the CLI itself. */
  internal: 1,
  /** Bad flags or arguments, or a prompt needed without a terminal. */
  usage: 2,
  /** Not signed in, a rejected or expired token, wrong username or password. */
  auth: 3,
  /** Signed in, but the admin's role lacks the permission. */
  permission: 4,
  /** The record does not exist. */
  notFound: 5,
  /** The input was refused: by core's rules before sending, or by the server (422). */
  validation: 6,
  /** The server could not be reached. */
  network: 7,
  /** The server failed or refused for its own reasons (5xx, rate limit, an unreadable answer). */
  server: 8,
  /** The server does not serve this command's endpoint (an older or partial server). */
  unsupported: 9,
  /** The record changed since the version the update was based on (412 `version_conflict`); nothing written. */
  conflict: 10,
  /** A command over several records did some and not others (each record's result is printed). */
  partial: 11,
  /** Stopped by Ctrl+C. */
  interrupted: 130,
} as const satisfies Readonly<Record<ErrorExitKind, number>> & Readonly<Record<string, number>>;

export type ExitKind = keyof typeof EXIT;

/**
 * The CLI's own codes (never answered by the server), by exit kind. The server's codes come from
 * core's error catalogue, each with its exit kind.
 */
const CLI_CODES: Readonly<Record<string, ExitKind>> = {
  usage: 'usage',
  invalid_encoding: 'usage',
  not_a_terminal: 'usage',
  no_browser: 'usage',
  not_signed_in: 'auth',
  wrong_current_password: 'auth',
  invalid_file: 'validation',
  orders_unchanged: 'validation',
  partial_failure: 'partial',
  network_error: 'network',
  aborted: 'network',
  invalid_response: 'server',
  endpoint_unavailable: 'unsupported',
  interrupted: 'interrupted',
  internal: 'internal',
};

/** Error code → exit kind: every code of core's catalogue (its exit kind) and the CLI's own. */
const KIND_OF_CODE: ReadonlyMap<string, ExitKind> = new Map<string, ExitKind>([
  ...Object.entries(CLI_CODES),
  ...ERROR_CODES.map((code) => [code, ERROR_CATALOGUE[code].exit] as const),
]);

/** The exit kind of an error code, falling back to its HTTP status (0 = no answer). */
export function exitKindOf(code: string, status: number): ExitKind {
  const known = KIND_OF_CODE.get(code);
  if (known) return known;
  if (status === 0) return 'network';
  if (status === 401) return 'auth';
  if (status === 403) return 'permission';
  if (status === 404) return 'notFound';
  if (status >= 400 && status < 500 && status !== 429) return 'validation';
  if (status >= 500 || status === 429) return 'server';
  return 'internal';
}
