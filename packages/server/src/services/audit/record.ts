import type { Db } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/index.ts';
import { currentAuditActor } from './actor.ts';

/** One admin write, as a service reports it. */
export interface AuditEntry {
  /** The table name, e.g. `orders`. */
  entity: string;
  entityId: number | string;
  /** `create`, `update`, `delete` or a named action such as `status`. */
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Keys never written to the log, at any depth (hashes and secrets do not belong in history). */
const SECRET_KEYS = new Set([
  'password',
  'password_confirmation',
  'token',
  'token_hash',
  'tokenHash',
  'secret',
]);

/** A JSON-safe copy: dates as ISO strings, bigints as strings, secrets dropped; undefined → null. */
export function auditJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (key, item) => {
      if (SECRET_KEYS.has(key)) return undefined;
      return typeof item === 'bigint' ? item.toString() : item;
    }) ?? 'null',
  );
}

/**
 * Appends one row to the audit log: who (the request's admin, none outside a request), when (the
 * app's clock), what (entity, id, action), before → after, and the IP. Pass the transaction handle as
 * `db` so the row commits or rolls back with the write it records.
 */
export async function recordAudit(
  db: Db,
  entry: { entity: string; entityId: number | string; action: string; before?: unknown; after?: unknown },
): Promise<void> {
  const actor = currentAuditActor();
  await db.insert(auditLogs).values({
    adminId: actor?.adminId ?? null,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: auditJson(entry.before),
    after: auditJson(entry.after),
    ip: actor?.ip ?? null,
    ...(actor ? { createdAt: actor.now() } : {}),
  });
}
