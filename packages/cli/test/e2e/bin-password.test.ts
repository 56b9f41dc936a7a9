import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../../server/src/db/schema/index.ts';
import { hashPassword } from '../../../server/src/services/auth/passwords.ts';
import { startRecordingListener, UNAUTHENTICATED } from '../support/recording-listener.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { cliRunner } from '../support/spawn-cli.ts';

/*
 * Issue 29 through the real bin: `shop-admin password` needs the current password, and a profile
 * that signed in before keeps its device token, so a stranger hammering the account from many
 * addresses does not keep the owner's terminal out (a fresh profile is kept out).
 */

let server: TestServer;
let cli: ReturnType<typeof cliRunner>;
const OWNER = { username: 'cashier-cli', password: 'counter-pass-1' };

const errorOf = (stderr: string) => JSON.parse(stderr).error as Record<string, unknown>;
const configOf = (runner: ReturnType<typeof cliRunner>) =>
  JSON.parse(readFileSync(join(runner.configDir, 'config.json'), 'utf8'));
const signIn = (runner: ReturnType<typeof cliRunner>, password = OWNER.password, url = server.url) =>
  runner.run(['login', '--server', url, '--username', OWNER.username, '--password-stdin', '--json'], {
    stdin: `${password}\n`,
  });

/** A stranger guessing from a new address each time, until the account-wide delay holds. */
async function hammer(times: number) {
  for (let i = 0; i < times; i++) {
    await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: OWNER.username, password: `guess-${i}` },
      remoteAddress: `10.44.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    });
  }
}

beforeAll(async () => {
  server = await startServer();
  const { admin } = await server.adminWith([]);
  await server.db
    .update(admins)
    .set({ username: OWNER.username, password: await hashPassword(OWNER.password) })
    .where(eq(admins.id, admin.id));
  cli = cliRunner();
  const first = await signIn(cli);
  expect(first.code, first.stderr).toBe(0);
});

afterAll(async () => {
  cli?.cleanup();
  await server?.close();
});

describe('device tokens', { timeout: 120_000 }, () => {
  it('keeps the device token by server and account, and sends it to no other server', async () => {
    const devices = configOf(cli).profiles.default.devices as Record<string, string>;
    expect(Object.keys(devices)).toEqual([`${server.url} ${OWNER.username}`]);
    const other = await startRecordingListener(UNAUTHENTICATED);
    try {
      const elsewhere = cliRunner();
      // The same config, another server: the stored device token must not go there.
      const copy = cliRunner({ SHOP_ADMIN_CONFIG_DIR: cli.configDir });
      await copy.run(['login', '--server', other.url, '--username', OWNER.username, '--password-stdin'], {
        stdin: `${OWNER.password}\n`,
      });
      elsewhere.cleanup();
      expect(other.requests.length).toBeGreaterThan(0);
      for (const request of other.requests) expect(request.headers['x-shop-device']).toBeUndefined();
    } finally {
      await other.close();
    }
    // Back to the shop's server for the next tests.
    expect((await signIn(cli)).code).toBe(0);
  });

  it('a stranger hammering the account keeps a fresh profile out, not the one that signed in before', async () => {
    await hammer(12);
    const fresh = cliRunner();
    try {
      const kept = await signIn(fresh);
      expect(kept.code).not.toBe(0);
      expect(errorOf(kept.stderr)).toMatchObject({ code: 'rate_limited' });
    } finally {
      fresh.cleanup();
    }
    const owner = await signIn(cli);
    expect(owner.code, owner.stderr).toBe(0);
  });
});

describe('shop-admin password', { timeout: 120_000 }, () => {
  const change = (current: string, next: string) =>
    cli.run(['password', '--password-stdin', '--json'], { stdin: `${current}\n${next}\n` });

  it('refuses a wrong current password with a stable code and changes nothing', async () => {
    const result = await change('not-the-password', 'taken-over-99');
    expect(result.code).toBe(3);
    expect(errorOf(result.stderr)).toMatchObject({
      code: 'wrong_current_password',
      message: 'The current password is wrong; nothing changed.',
    });
    expect((await cli.run(['whoami', '--json'])).code).toBe(0);
  });

  it('refuses a short new password before sending, in English with the field named', async () => {
    const result = await change(OWNER.password, 'abc');
    expect(result.code).toBe(6);
    expect(errorOf(result.stderr)).toMatchObject({
      code: 'validation_failed',
      fields: { password: ['password must have at least 6 characters.'] },
    });
  });

  it('with the current password: changed; other sessions end, this profile stays signed in', async () => {
    const phone = await server.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: OWNER,
      remoteAddress: '10.45.0.1',
      headers: { 'x-shop-device': configOf(cli).profiles.default.devices[`${server.url} ${OWNER.username}`] },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    const result = await change(OWNER.password, 'counter-pass-2');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('Password changed');
    expect((await cli.run(['whoami', '--json'])).code).toBe(0);
    const stale = await server.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: { authorization: `Bearer ${phone.json().data.token}` },
    });
    expect(stale.statusCode).toBe(401);
    expect((await signIn(cli, 'counter-pass-2')).code).toBe(0);
  });
});
