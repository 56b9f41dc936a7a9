import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverKeys } from '../../db/schema/index.ts';

/** The server_keys row holding the secret of visitor hashes. */
const VISITOR_SECRET_KEY = 'visitor_hash_secret';

/**
 * The visitor of a page view: an HMAC-SHA256 (hex, 64 characters) of the IP and the user agent
 * under a server secret, so the same browser counts once a day in reports while the stored value
 * cannot be turned back into an address (no dictionary of the 2³² IPv4 addresses helps without the
 * secret).
 */
export function visitorHash(secret: string, ip: string, userAgent: string): string {
  return createHmac('sha256', secret).update(`${ip}\n${userAgent}`).digest('hex');
}

/** Reads the stored secret, creating it on first use; concurrent first calls agree through the key. */
export async function loadVisitorSecret(db: Db): Promise<string> {
  const read = async () => {
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, VISITOR_SECRET_KEY)).limit(1);
    const value = row?.value as { secret?: unknown } | undefined;
    return typeof value?.secret === 'string' ? value.secret : null;
  };
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(serverKeys)
    .values({ name: VISITOR_SECRET_KEY, value: { secret: randomBytes(32).toString('base64url') } })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error('the visitor secret could not be stored');
  return stored;
}
