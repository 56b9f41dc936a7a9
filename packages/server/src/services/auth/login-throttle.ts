import type { Db } from '../../db/client.ts';
import type { AttemptRule, LimitCounters } from '../limits/limit-counters.ts';

const MINUTE = 60_000;

/** One address guessing one account: 5 failures within 15 minutes lock that pair for 15 minutes. */
export const PAIR_RULE: AttemptRule = {
  windowMs: 15 * MINUTE,
  threshold: 5,
  baseMs: 15 * MINUTE,
  capMs: 15 * MINUTE,
};

/**
 * One account from anywhere: 4 failures are free (typos), then each failure makes the next attempt
 * wait 1 s, 2 s, 4 s … at most 60 s; 15 quiet minutes start over. A stranger guessing from many
 * addresses gets at most one guess a minute, and never locks the real admin out for longer than that.
 */
export const ACCOUNT_RULE: AttemptRule = { windowMs: 15 * MINUTE, threshold: 5, baseMs: 1000, capMs: 60_000 };

const accountOf = (username: string) => username.trim().toLowerCase();
const pairKey = (username: string, address: string) => `login:pair:${accountOf(username)}|${address}`;
const accountKey = (username: string) => `login:account:${accountOf(username)}`;

/** Thrown inside the claim's transaction so a refused attempt counts nowhere. */
class Refused extends Error {
  readonly retryAfterMs: number;
  constructor(retryAfterMs: number) {
    super('login attempt refused');
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * Login attempts in the database's limit counters, shared by every instance and kept across restarts.
 * Each attempt is counted before the password is checked (so a burst cannot slip through), against
 * its pair (account, address) and its account, in one transaction: refused by either, it counts in
 * neither. A successful login clears both.
 */
export function createLoginThrottle(db: Db, counters: LimitCounters) {
  return {
    /** Counts an attempt; `{retryAfterMs}` when it must not be tried now. */
    async attempt(username: string, address: string): Promise<{ retryAfterMs: number } | null> {
      try {
        await db.transaction(async (tx) => {
          // Inside the transaction only `tx` is used (PGlite has one connection).
          for (const [key, rule] of [
            [pairKey(username, address), PAIR_RULE],
            [accountKey(username), ACCOUNT_RULE],
          ] as const) {
            const claim = await counters.claim(key, rule, tx as unknown as Db);
            if (!claim.allowed) throw new Refused(claim.retryAfterMs);
          }
        });
        return null;
      } catch (error) {
        if (error instanceof Refused) return { retryAfterMs: error.retryAfterMs };
        throw error;
      }
    },
    /** The right password: the pair and the account start over. */
    async succeed(username: string, address: string): Promise<void> {
      await counters.clear(pairKey(username, address), accountKey(username));
    },
  };
}
