/** PostgreSQL's unique_violation, from pg or PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === '23505';
}

/** PostgreSQL's foreign_key_violation. */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgCode(error) === '23503';
}

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; the code sits on the cause.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^\d{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
