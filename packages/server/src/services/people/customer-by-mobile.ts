import { compactPersian, normalizeIranMobile, normalizePersian } from '@shop-admin/core';
import { eq, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likeLiteral } from '../../db/persian-sql.ts';
import { customers } from '../../db/schema/index.ts';
import { refused } from '../../http/errors.ts';

/** A customer row as stored. */
export type CustomerRow = typeof customers.$inferSelect;

/**
 * The search key of a customer (the `search` column): core's normalizePersian of the full name, the
 * full name without spaces, and the mobile. The customer service, checkout and demo data all write it
 * with this function, so every customer is found the same way.
 */
export function customerSearchText(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  mobile: string,
): string {
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const parts = name ? [normalizePersian(name), compactPersian(name)] : [];
  parts.push(mobile);
  return parts.join(' | ');
}

/** The where-clause for a customer search term: the normalised term, or its spaceless form, in `search`. */
export function customerSearchCondition(term: string): SQL | undefined {
  const normal = normalizePersian(term);
  if (!normal) return undefined;
  const compact = normal.replace(/ /g, '');
  const needles = [...new Set([normal, compact])].map((n) => `%${likeLiteral(n)}%`);
  return needles.length === 1
    ? like(customers.search, needles[0] as string)
    : or(...needles.map((needle) => like(customers.search, needle)));
}

/** The stored form of a mobile (11 Latin digits), or a Persian 422 on `field`. */
export function requireIranMobile(input: unknown, field = 'mobile'): string {
  const mobile =
    typeof input === 'string' || typeof input === 'number' ? normalizeIranMobile(String(input)) : null;
  if (!mobile) throw refused('invalid_mobile', 'شماره موبایل معتبر نیست (مثلا ۰۹۱۲۱۲۳۴۵۶۷).', field);
  return mobile;
}

/**
 * The customer with this mobile, created when missing (any digit script; a Persian 422 `invalid_mobile`
 * on `mobile` when it is not an Iranian mobile). Race-safe on the unique mobile: `insert … on conflict
 * do nothing`, then select, so two checkouts with a new mobile share one customer. Names are only
 * written on creation; an existing customer is returned unchanged.
 */
export async function findOrCreateCustomer(
  db: Db,
  input: { mobile: string; firstName?: string | null; lastName?: string | null },
  now: Date,
): Promise<CustomerRow> {
  const mobile = requireIranMobile(input.mobile);
  const [existing] = await db.select().from(customers).where(eq(customers.mobile, mobile)).limit(1);
  if (existing) return existing;
  const created = await createCustomerIfNew(db, { ...input, mobile }, now);
  if (created) return created;
  const [row] = await db.select().from(customers).where(eq(customers.mobile, mobile)).limit(1);
  if (!row) throw new Error('customer was not written');
  return row;
}

/**
 * A new customer with this mobile (stored form, see requireIranMobile), or null when the mobile is
 * already a customer's (`insert … on conflict do nothing`: a concurrent insert of the same mobile waits
 * for the other transaction, then gets null).
 */
export async function createCustomerIfNew(
  db: Db,
  input: { mobile: string; firstName?: string | null; lastName?: string | null },
  now: Date,
): Promise<CustomerRow | null> {
  const firstName = input.firstName?.trim() || null;
  const lastName = input.lastName?.trim() || null;
  const [created] = await db
    .insert(customers)
    .values({
      mobile: input.mobile,
      firstName,
      lastName,
      search: customerSearchText(firstName, lastName, input.mobile),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: customers.mobile })
    .returning();
  return created ?? null;
}
