import { isApiError } from './api-error.ts';

/*
 * Record versions (the server's README "Conflicts"): a record answer carries `version` (and an ETag);
 * an update or delete sent with `If-Match` is refused with 412 `version_conflict` and the record as it
 * is now when someone changed it meanwhile. Every face reads the refusal through these helpers.
 */

/** The refusal of a stale write: the record as it is now and its version. */
export interface VersionConflict {
  current: Record<string, unknown>;
  version: string;
}

/** The `If-Match` header for a record's version; none when the record has no version. */
export function ifMatchHeaders(version: unknown): Record<string, string> {
  return typeof version === 'string' && version ? { 'If-Match': `"${version}"` } : {};
}

/** The conflict a 412 `version_conflict` error carries; null for any other error. */
export function versionConflictOf(error: unknown): VersionConflict | null {
  if (!isApiError(error) || error.status !== 412) return null;
  const data = error.data as { current?: unknown; version?: unknown } | null;
  if (!data || typeof data.current !== 'object' || data.current === null) return null;
  return { current: data.current as Record<string, unknown>, version: String(data.version ?? '') };
}

const sameValue = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The names (of those given) whose value differs between the record as loaded and as it is now. */
export function changedFields(
  before: Record<string, unknown>,
  now: Record<string, unknown>,
  names: readonly string[],
): string[] {
  return names.filter((name) => !sameValue(before[name], now[name]));
}
