/** PostgreSQL's unique_violation, from pg or PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** PostgreSQL's foreign_key_violation. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
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
