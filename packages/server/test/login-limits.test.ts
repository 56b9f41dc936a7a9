import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { limitCounters } from '../src/db/schema/index.ts';
import { createTestApp } from './support/test-app.ts';

let now = new Date('2026-04-01T08:00:00Z');
const clock = () => now;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const PERSIAN = /[\u0600-\u06FF]/;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t?.close());

/**
 * Another server instance on the same database: on PostgreSQL its own connection pool on the same
 * DATABASE_URL, on PGlite (one process owns the folder) the same Database object. Nothing of the
 * first app's memory is shared.
 */
async function anotherInstance() {
  const { databaseUrl, dataDir } = t.config;
  const database = databaseUrl ? await openDatabase({ dataDir, databaseUrl }) : t.database;
  const app = await buildApp({ config: t.config, database, clock });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

/** A staff account with a real password. */
async function staff() {
  const { admin, password } = await t.staffWithPassword();
  return { username: admin.username, password };
}

const login = (app: FastifyInstance, username: string, password: string, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress: address,
  });

function expectRefused(res: Awaited<ReturnType<typeof login>>): number {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({
    success: false,
    code: 'rate_limited',
    message: expect.stringMatching(PERSIAN),
  });
  expect(res.body).not.toContain('token');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

// Each login checks a scrypt hash (also for unknown names): dozens per test are slow on a busy machine.
const SLOW = { timeout: 180_000 };

describe('limits shared by every instance', SLOW, () => {
  it('two instances on one database share the per-address login rate limit (20 a minute)', async () => {
    const other = await anotherInstance();
    try {
      const address = '10.2.0.1';
      for (let i = 0; i < 20; i++) {
        const app = i % 2 ? other.app : t.app;
        expect((await login(app, `nobody-rate-${i}`, 'wrong', address)).statusCode).toBe(400);
      }
      expectRefused(await login(t.app, 'nobody-rate-x', 'wrong', address));
      expectRefused(await login(other.app, 'nobody-rate-y', 'wrong', address));
      // Another address is counted apart; the window passes for everyone.
      expect((await login(other.app, 'nobody-rate-z', 'wrong', '10.2.0.2')).statusCode).toBe(400);
      advance(61_000);
      expect((await login(t.app, 'nobody-rate-x', 'wrong', address)).statusCode).toBe(400);
    } finally {
      await other.close();
    }
  });

  it('two instances share the lock of a pair: 3 failures on one and 2 on the other lock it on both', async () => {
    const admin = await staff();
    const other = await anotherInstance();
    try {
      const address = '10.3.0.1';
      for (const app of [t.app, t.app, t.app, other.app, other.app]) {
        expect((await login(app, admin.username, 'wrong', address)).statusCode).toBe(400);
      }
      expectRefused(await login(t.app, admin.username, admin.password, address));
      expectRefused(await login(other.app, admin.username, admin.password, address));
    } finally {
      await other.close();
    }
  });

  it('a restart keeps the lock: a new app on the same database still refuses the pair', async () => {
    const admin = await staff();
    const address = '10.4.0.1';
    const first = await anotherInstance();
    for (let i = 0; i < 5; i++) {
      expect((await login(first.app, admin.username, `guess${i}`, address)).statusCode).toBe(400);
    }
    await first.close();
    const restarted = await anotherInstance();
    try {
      const retryAfter = expectRefused(await login(restarted.app, admin.username, admin.password, address));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      advance(retryAfter * 1000);
      expect((await login(restarted.app, admin.username, admin.password, address)).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('fair login locks', SLOW, () => {
  it('5 failures from one address lock that pair, not the account from another address', async () => {
    const admin = await staff();
    const [stranger, owner] = ['10.5.0.66', '10.5.0.7'];
    for (let i = 0; i < 5; i++) {
      expect((await login(t.app, admin.username, `guess${i}`, stranger)).statusCode).toBe(400);
    }
    expectRefused(await login(t.app, admin.username, admin.password, stranger));
    // The account is only slowed down: the owner waits the short delay, then signs in.
    const fromOwner = await login(t.app, admin.username, admin.password, owner);
    if (fromOwner.statusCode === 429) {
      const wait = expectRefused(fromOwner);
      expect(wait).toBeLessThanOrEqual(2);
      advance(wait * 1000);
    }
    expect((await login(t.app, admin.username, admin.password, owner)).statusCode).toBe(200);
    // The stranger's pair stays locked, and a differently written username is the same account.
    expectRefused(await login(t.app, ` ${admin.username.toUpperCase()} `, admin.password, stranger));
  });

  it('delays an account attacked from many addresses, doubling up to a minute; a delayed attempt is not checked', async () => {
    const admin = await staff();
    let n = 0;
    const fromNewAddress = (password: string) => {
      n += 1;
      return login(t.app, admin.username, password, `10.6.${Math.floor(n / 250)}.${n % 250}`);
    };
    // Four free failures (typos), the fifth is checked and starts the delay.
    for (let i = 0; i < 5; i++) expect((await fromNewAddress('wrong')).statusCode).toBe(400);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const wait = expectRefused(await fromNewAddress(admin.password));
      // Refused attempts count nowhere: asking again at once gives the same wait.
      expect(expectRefused(await fromNewAddress('wrong'))).toBe(wait);
      waits.push(wait);
      advance(wait * 1000);
      expect((await fromNewAddress('wrong')).statusCode).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    // The right password after the wait signs in and starts the count over.
    advance(60_000);
    expect((await fromNewAddress(admin.password)).statusCode).toBe(200);
    expect((await fromNewAddress('wrong')).statusCode).toBe(400);
    expect((await fromNewAddress(admin.password)).statusCode).toBe(200);
  });

  it('forgets an account’s failures after 15 quiet minutes', async () => {
    const admin = await staff();
    for (let i = 0; i < 5; i++) {
      expect((await login(t.app, admin.username, 'wrong', `10.7.0.${i}`)).statusCode).toBe(400);
    }
    expectRefused(await login(t.app, admin.username, 'wrong', '10.7.1.1'));
    advance(15 * 60_000 + 1000);
    for (let i = 0; i < 5; i++) {
      expect((await login(t.app, admin.username, 'wrong', `10.7.2.${i}`)).statusCode).toBe(400);
    }
  });

  it('counts concurrent attempts one by one: a burst on a pair checks at most 5 passwords', async () => {
    const admin = await staff();
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => login(t.app, admin.username, 'wrong', '10.8.0.1')),
    );
    const statuses = burst.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('prunes expired counters', async () => {
    await login(t.app, 'prune-me', 'wrong', '10.9.0.1');
    const rows = () => t.db.select().from(limitCounters).where(like(limitCounters.key, '%prune-me%'));
    expect((await rows()).length).toBeGreaterThan(0);
    advance(16 * 60_000);
    // Any counted request prunes (at most once a minute per instance).
    await login(t.app, 'someone-else', 'wrong', '10.9.0.2');
    expect(await rows()).toHaveLength(0);
  });
});
