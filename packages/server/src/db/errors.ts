import { DatabaseBusyError } from './pool-gate.ts';

/** PostgreSQL's unique_violation, from pg or PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/**
 * PostgreSQL's foreign_key_violation (23503), or restrict_violation (23001: an `ON DELETE RESTRICT`
 * reference, which PGlite reports where PostgreSQL may report 23503): both mean "still in use".
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const state = sqlState(error);
  return state === '23503' || state === '23001';
}

/** The SQLSTATE of a database error, from pg or PGlite alike (drizzle wraps it in `cause`). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
const UNREACHABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /cannot use a pool after calling end/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
];

/**
 * Whether an error means the database could not be reached (refused or dropped connection, server
 * shutting down or starting up: SQLSTATE class 08 and 57P01-57P03), rather than a statement failing.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string') {
      if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((re) => re.test(message))) return true;
    // Node's AggregateError (a refused connect on both IPv4 and IPv6) holds the refusals in `errors`.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether an error means every pooled connection stayed in use for the whole wait (pool-gate.ts). */
export function isDatabaseBusy(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    if (current instanceof DatabaseBusyError) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
