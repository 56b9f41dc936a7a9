import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, customerTokens } from '../../db/schema/index.ts';
import { hashTokenSecret, newTokenSecret, parseToken, tokenMatches } from '../auth/tokens.ts';
import type { CustomerRow } from '../people/customer-by-mobile.ts';

/** A new token for the customer (`<id>|<secret>`, only the secret's hash kept), good for `lifetimeMs`. */
export async function issueCustomerToken(
  db: Db,
  input: { customerId: number; lifetimeMs: number; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const secret = newTokenSecret();
  const expiresAt = new Date(input.now.getTime() + input.lifetimeMs);
  const [row] = await db
    .insert(customerTokens)
    .values({
      customerId: input.customerId,
      tokenHash: hashTokenSecret(secret),
      expiresAt,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: customerTokens.id });
  if (!row) throw new Error('customer token was not written');
  return { token: `${row.id}|${secret}`, expiresAt };
}

/**
 * The active customer holding this token, or null: a malformed, unknown, revoked or expired token, or a
 * deactivated customer (status 0). Records `last_used_at` at most once a minute.
 */
export async function customerOfToken(
  db: Db,
  presented: string,
  now: Date,
): Promise<{ customer: CustomerRow; tokenId: number } | null> {
  const parsed = parseToken(presented);
  if (!parsed) return null;
  const [row] = await db
    .select({ token: customerTokens, customer: customers })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(eq(customerTokens.id, parsed.id))
    .limit(1);
  if (!row || !tokenMatches(parsed.secret, row.token.tokenHash)) return null;
  if (row.token.expiresAt.getTime() <= now.getTime() || row.customer.status === 0) return null;
  const lastUsed = row.token.lastUsedAt;
  if (!lastUsed || now.getTime() - lastUsed.getTime() > 60_000) {
    await db.update(customerTokens).set({ lastUsedAt: now }).where(eq(customerTokens.id, row.token.id));
  }
  return { customer: row.customer, tokenId: row.token.id };
}

/** Revokes one token (logout). */
export async function revokeCustomerToken(db: Db, tokenId: number): Promise<void> {
  await db.delete(customerTokens).where(eq(customerTokens.id, tokenId));
}
