import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverKeys } from '../../db/schema/index.ts';

/**
 * A 32-byte random secret (base64url) kept in `server_keys` under `name`, created on first use, as the
 * VAPID keys are; concurrent first calls (two instances) agree through the primary key. Never sent out.
 */
export async function loadServerSecret(db: Db, name: string): Promise<string> {
  const read = async () => {
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name)).limit(1);
    const value = row?.value as { secret?: unknown } | undefined;
    return typeof value?.secret === 'string' ? value.secret : null;
  };
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(serverKeys)
    .values({ name, value: { secret: randomBytes(32).toString('base64url') } })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`the server secret ${name} could not be stored`);
  return stored;
}

const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/** {@link loadServerSecret}, read once per database handle and name (a failed read is tried again). */
export function serverSecret(db: Db, name: string): Promise<string> {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    const loading = loadServerSecret(db, name);
    loading.catch(() => byName.delete(name));
    byName.set(name, loading);
    secret = loading;
  }
  return secret;
}
