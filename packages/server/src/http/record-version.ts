import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/*
 * Record versions (README "Conflicts"): a record's version is a short hash of its answer, so every
 * record has one without a column per table, and any change to what the answer shows (through any
 * route, a job or another server) moves it. Record answers carry it as `version` and as the `ETag`
 * header; updates and deletes with `If-Match` are refused with 412 and the current record when the
 * version moved meanwhile.
 */

export const VERSION_FIELD = 'version';

/**
 * A record as answered: any resource's, so its fields are whatever that resource answers (a plain
 * object with an `id`, see {@link isRecord}).
 */
export type ApiRecord = Record<string, unknown>;

export const CONFLICT_MESSAGE =
  'این مورد در این فاصله به دست کس دیگری تغییر کرده است؛ تغییرها را ببینید و دوباره ذخیره کنید یا بازنویسی کنید.';

/** The version of one record as answered (its own `version` field left out). */
export function versionOf(record: unknown): string {
  const { [VERSION_FIELD]: _own, ...rest } = (record ?? {}) as ApiRecord;
  return createHash('sha256')
    .update(JSON.stringify(rest, (_key, value) => (typeof value === 'bigint' ? String(value) : value)))
    .digest('base64url')
    .slice(0, 16);
}

/** The record with its version field. */
export function withVersion<T>(record: T): T & { version: string } {
  return { ...(record as object), [VERSION_FIELD]: versionOf(record) } as T & { version: string };
}

/** The versions an `If-Match` header names (quotes and `W/` dropped); null without the header, `*` for any. */
export function ifMatchOf(request: FastifyRequest): string[] | null {
  const header = request.headers['if-match'];
  if (header === undefined) return null;
  const text = Array.isArray(header) ? header.join(',') : header;
  return text
    .split(',')
    .map((part) => part.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .filter(Boolean);
}

/**
 * 412 `version_conflict` with the current record (and its version) as data. `version` is the one its
 * GET answered, when the record is that GET's serialised answer (which may differ from the object
 * the version was computed on: dates as text, fields a response schema leaves out).
 */
export function versionConflict(current: unknown, version: string = versionOf(current)): AppError {
  const record = { ...(current as object), [VERSION_FIELD]: version };
  return new AppError(412, 'version_conflict', CONFLICT_MESSAGE, { data: { current: record, version } });
}

/** Refuses the write (412) when the request's `If-Match` names no version of `current`. */
export function checkIfMatch(request: FastifyRequest, current: unknown): void {
  const wanted = ifMatchOf(request);
  if (!wanted || wanted.includes('*')) return;
  if (!wanted.includes(versionOf(current))) throw versionConflict(current);
}

/** A record in an answer's data: a plain object with an id. */
export const isRecord = (value: unknown): value is ApiRecord =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  (typeof (value as { id?: unknown }).id === 'number' || typeof (value as { id?: unknown }).id === 'string');

/**
 * The one record of an envelope's data (`{data: {product: {...}}}`), by its key; null when the data
 * holds no record or several (a list, a dashboard).
 */
export function recordOfData(data: unknown): { key: string; record: ApiRecord } | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const found = Object.entries(data).filter((entry): entry is [string, ApiRecord] => isRecord(entry[1]));
  const [only] = found;
  if (found.length !== 1 || !only) return null;
  const [key, record] = only;
  return { key, record };
}
