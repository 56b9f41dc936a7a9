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
 * addresses gets at most one guess a minute. Devices that signed in to the account before are not
 * counted here (device cookies), so the stranger never slows the owner down.
 */
export const ACCOUNT_RULE: AttemptRule = { windowMs: 15 * MINUTE, threshold: 5, baseMs: 1000, capMs: 60_000 };

/** A known device (device cookie) guessing: as one address, 5 failures lock that device for 15 minutes. */
export const DEVICE_RULE: AttemptRule = PAIR_RULE;

const accountOf = (username: string) => username.trim().toLowerCase();
const pairKey = (username: string, address: string) => `login:pair:${accountOf(username)}|${address}`;
const accountKey = (username: string) => `login:account:${accountOf(username)}`;
const deviceKey = (username: string, device: string) => `login:device:${accountOf(username)}|${device}`;

/** Who is trying: the account, the client's address and, for a known device, its id (else null). */
export interface LoginAttempt {
  username: string;
  address: string;
  device: string | null;
}

/** Where an attempt counts: a known device on its own; anyone else on the pair and the account. */
const rulesOf = ({ username, address, device }: LoginAttempt): [string, AttemptRule][] =>
  device
    ? [[deviceKey(username, device), DEVICE_RULE]]
    : [
        [pairKey(username, address), PAIR_RULE],
        [accountKey(username), ACCOUNT_RULE],
      ];

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
 * Each attempt is counted before the password is checked (so a burst cannot slip through), in one
 * transaction: refused by any of its counters, it counts in none. A successful login clears them.
 */
export function createLoginThrottle(db: Db, counters: LimitCounters) {
  return {
    /** Counts an attempt; `{retryAfterMs}` when it must not be tried now. */
    async attempt(attempt: LoginAttempt): Promise<{ retryAfterMs: number } | null> {
      try {
        await db.transaction(async (tx) => {
          // Inside the transaction only `tx` is used (PGlite has one connection).
          for (const [key, rule] of rulesOf(attempt)) {
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
    /** The right password: every counter of the attempt starts over (a device clears the account too). */
    async succeed(attempt: LoginAttempt): Promise<void> {
      const { username, address, device } = attempt;
      const keys = [pairKey(username, address), accountKey(username)];
      if (device) keys.push(deviceKey(username, device));
      await counters.clear(...keys);
    },
  };
}
