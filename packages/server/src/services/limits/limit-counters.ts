import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { limitCounters as c } from '../../db/schema/index.ts';

/**
 * How an attempt counter blocks: attempts within `windowMs` of the previous one count together; from
 * the `threshold`-th on, each attempt blocks the next for `baseMs` doubling per attempt, at most
 * `capMs`. A quiet `windowMs` (after any block) starts the count again.
 */
export interface AttemptRule {
  windowMs: number;
  threshold: number;
  baseMs: number;
  capMs: number;
}

/** The block an attempt counted as the `hits`-th sets, in ms (the same formula as the SQL below). */
export const blockAfter = (rule: AttemptRule, hits: number): number =>
  hits < rule.threshold ? 0 : Math.min(rule.capMs, rule.baseMs * 2 ** (hits - rule.threshold));

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** How often an instance deletes expired counters, and how many at a time. */
const PRUNE_EVERY_MS = 60_000;
const PRUNE_BATCH = 500;

/**
 * Counters in the database (table limit_counters), so every server instance on it shares one limit
 * and a restart forgets nothing. Each hit or claim is one atomic upsert; expired rows are pruned in
 * small batches at most once a minute per instance.
 */
export function createLimitCounters(db: Db, clock: () => Date) {
  let lastPrune = 0;

  /** Deletes up to a batch of expired counters, at most once a minute (cheap: an index range). */
  async function pruneIfDue(now: Date): Promise<void> {
    if (Math.abs(now.getTime() - lastPrune) < PRUNE_EVERY_MS) return;
    lastPrune = now.getTime();
    const expired = db.select({ key: c.key }).from(c).where(lte(c.expiresAt, now)).limit(PRUNE_BATCH);
    await db.delete(c).where(inArray(c.key, expired));
  }

  return {
    pruneIfDue,

    /**
     * One hit in a fixed window of `windowMs` (the rate limits): the window starts at the first hit
     * and the count starts again once it has passed. Returns the hits so far and the ms left.
     */
    async hit(key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
      const now = clock();
      await pruneIfDue(now);
      const ends = new Date(now.getTime() + windowMs);
      const expired = sql`${c.expiresAt} <= ${at(now)}`;
      const [row] = await db
        .insert(c)
        .values({ key, hits: 1, windowEndsAt: ends, expiresAt: ends })
        .onConflictDoUpdate({
          target: c.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${c.hits} + 1 end`,
            windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${c.windowEndsAt} end`,
            expiresAt: sql`case when ${expired} then excluded.expires_at else ${c.expiresAt} end`,
          },
        })
        .returning({ hits: c.hits, windowEndsAt: c.windowEndsAt });
      if (!row) throw new Error('limit counter upsert returned nothing');
      return { hits: row.hits, ttlMs: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) };
    },

    /** A hit's state without counting one (the rate-limit store's `read`). */
    async peek(key: string): Promise<{ hits: number; ttlMs: number }> {
      const now = clock();
      const [row] = await db.select().from(c).where(eq(c.key, key));
      if (!row || row.expiresAt <= now) return { hits: 0, ttlMs: 0 };
      return { hits: row.hits, ttlMs: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) };
    },

    /**
     * Claims an attempt under `rule` in one upsert: refused (with the ms to wait) while a block holds,
     * else counted, and the block it sets for the next attempt written at once, so concurrent
     * attempts cannot slip past it. Pass a transaction's handle to claim several counters together.
     */
    async claim(
      key: string,
      rule: AttemptRule,
      tx: Db = db,
    ): Promise<{ allowed: true; hits: number } | { allowed: false; retryAfterMs: number }> {
      const now = clock();
      const expired = sql`${c.expiresAt} <= ${at(now)}`;
      const hits = sql`(case when ${expired} then 1 else ${c.hits} + 1 end)`;
      const blockMs = sql`(case when ${hits} < ${rule.threshold} then 0 else least(${rule.capMs}::float8, ${rule.baseMs}::float8 * power(2::float8, ${hits} - ${rule.threshold})) end)`;
      const blockedUntil = sql`${at(now)} + make_interval(secs => ${blockMs} / 1000.0)`;
      const first = blockAfter(rule, 1);
      const [row] = await tx
        .insert(c)
        .values({
          key,
          hits: 1,
          windowEndsAt: new Date(now.getTime() + rule.windowMs),
          blockedUntil: first ? new Date(now.getTime() + first) : null,
          expiresAt: new Date(now.getTime() + Math.max(rule.windowMs, first)),
        })
        .onConflictDoUpdate({
          target: c.key,
          set: {
            hits,
            windowEndsAt: sql`${at(now)} + make_interval(secs => ${rule.windowMs / 1000})`,
            blockedUntil: sql`case when ${blockMs} > 0 then ${blockedUntil} end`,
            expiresAt: sql`greatest(${at(now)} + make_interval(secs => ${rule.windowMs / 1000}), ${blockedUntil})`,
          },
          setWhere: sql`${expired} or ${c.blockedUntil} is null or ${c.blockedUntil} <= ${at(now)}`,
        })
        .returning({ hits: c.hits });
      if (row) return { allowed: true, hits: row.hits };
      const [held] = await tx.select({ until: c.blockedUntil }).from(c).where(eq(c.key, key));
      return {
        allowed: false,
        retryAfterMs: Math.max(1000, (held?.until?.getTime() ?? now.getTime()) - now.getTime()),
      };
    },

    /** Forgets counters (a successful login clears its pair and its account). */
    async clear(...keys: string[]): Promise<void> {
      if (keys.length) await db.delete(c).where(and(inArray(c.key, keys)));
    },
  };
}

export type LimitCounters = ReturnType<typeof createLimitCounters>;
