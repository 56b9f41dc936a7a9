import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { accessTokens } from '../src/db/schema/index.ts';
import { seedBase } from '../src/seed/base.ts';
import { hashTokenSecret } from '../src/services/auth/tokens.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from './support/test-app.ts';

const ROOT = { username: 'root', password: 'root-password-1' };
const SERVER_ERROR = 'خطایی در سرور رخ داد. لطفا دوباره تلاش کنید.';
const RATE_LIMITED = 'درخواست های شما بیش از حد مجاز است';

/** A real app on its own database, with extra routes added before it is ready. */
async function probeApp(
  extra: Partial<BuildAppOptions> = {},
  routes: (app: FastifyInstance) => void = () => {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const db: TestDatabase = await createTestDatabase();
  await seedBase(db.database.db, ROOT);
  const app = await buildApp({ config: db.config, database: db.database, ...extra });
  routes(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

const login = (app: FastifyInstance, body: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/admin/login', payload: body, headers });

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('security headers', () => {
  /** The CSP as directive → sources. */
  function csp(header: unknown): Map<string, string[]> {
    expect(typeof header).toBe('string');
    return new Map(
      String(header)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...sources]) => [name as string, sources]),
    );
  }

  it('sends a CSP that allows only this origin, on the API and on /admin', async () => {
    const { headers } = await t.adminWith('super_admin');
    const responses = [
      await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers }),
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'x', password: 'y' },
      }),
      await t.app.inject({ method: 'GET', url: '/admin' }),
      await t.app.inject({ method: 'GET', url: '/admin/products' }),
    ];
    for (const res of responses) {
      const policy = csp(res.headers['content-security-policy']);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('style-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      // Nothing but this origin (data:/blob: images are not origins), and no inline script or eval.
      for (const [directive, sources] of policy) {
        for (const source of sources) {
          expect(["'self'", "'none'", 'data:', 'blob:'], `${directive} ${source}`).toContain(source);
        }
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

describe('CORS', () => {
  const preflight = (app: FastifyInstance, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/admin/admins',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('is closed by default: a cross-origin preflight or request gets no Access-Control-Allow-Origin', async () => {
    const res = await preflight(t.app, 'https://evil.example');
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: { origin: 'https://evil.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens only to the configured origins', async () => {
    const db = await createTestDatabase();
    const app = await buildApp({
      config: { ...db.config, corsOrigins: ['https://shop.example'] },
      database: db.database,
    });
    await app.ready();
    try {
      const allowed = await preflight(app, 'https://shop.example');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
      const other = await preflight(app, 'https://evil.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const sibling = await preflight(app, 'https://shop.example.evil.example');
      expect(sibling.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describe('login rate limits', () => {
  // 21 logins, each checking a scrypt hash, on a database of its own: slow on a busy machine.
  it('limits logins per IP with the Persian 429, whatever X-Forwarded-For says', {
    timeout: 120_000,
  }, async () => {
    const probe = await probeApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        statuses.push(
          (
            await login(
              probe.app,
              { username: `nobody${i}`, password: 'wrong' },
              { 'x-forwarded-for': `10.0.0.${i}` },
            )
          ).statusCode,
        );
      }
      expect(statuses.every((s) => s === 400)).toBe(true);
      const limited = await login(probe.app, ROOT, { 'x-forwarded-for': '10.9.9.9' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'rate_limited', message: RATE_LIMITED });
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await probe.close();
    }
  });

  it('locks the pair (username, address) after 5 failures, even for the right password, until the window passes', {
    timeout: 120_000,
  }, async () => {
    let now = new Date('2026-01-01T08:00:00Z');
    const clocked = await createTestApp({ clock: () => now });
    try {
      for (let i = 0; i < 5; i++)
        expect((await login(clocked.app, { username: 'root', password: `guess${i}` })).statusCode).toBe(400);
      const locked = await login(clocked.app, ROOT);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({
        success: false,
        code: 'rate_limited',
        message: expect.stringMatching(/[\u0600-\u06FF]/),
      });
      expect(locked.body).not.toContain('token');
      // Differently cased or padded, it is the same username.
      expect((await login(clocked.app, { username: ' ROOT ', password: ROOT.password })).statusCode).toBe(
        429,
      );
      now = new Date(now.getTime() + 16 * 60_000);
      expect((await login(clocked.app, ROOT)).statusCode).toBe(200);
    } finally {
      await clocked.close();
    }
  });
});

describe('tokens', () => {
  it('keeps only a hash of the secret in the database', async () => {
    const token: string = (await login(t.app, ROOT)).json().data.token;
    const [id, secret] = token.split('|') as [string, string];
    const [row] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.id, Number(id)));
    expect(row?.tokenHash).toBe(hashTokenSecret(secret));
    const dump = await t.db.execute(sql`SELECT * FROM personal_access_tokens`);
    expect(JSON.stringify(dump)).not.toContain(secret);
  });

  it('refuses the right id with a wrong secret, a wrong id with the right secret, and malformed tokens', async () => {
    const token: string = (await login(t.app, ROOT)).json().data.token;
    const [id, secret] = token.split('|') as [string, string];
    const flipped = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    const attempts = [
      `${id}|${flipped}`,
      `${Number(id) + 1000}|${secret}`,
      secret,
      `${id}|`,
      `${id}|${secret}' OR '1'='1`,
      `${'9'.repeat(40)}|${secret}`,
      `${id}|${'a'.repeat(5000)}`,
    ];
    for (const bearer of attempts) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/profile',
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(res.statusCode, bearer.slice(0, 40)).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'unauthenticated',
        message: 'لطفا ابتدا وارد شوید',
      });
    }
    const good = await t.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(good.statusCode).toBe(200);
  });

  it('revokes the token on logout and only that token', async () => {
    const first: string = (await login(t.app, ROOT)).json().data.token;
    const second: string = (await login(t.app, ROOT)).json().data.token;
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: as(first) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: as(first) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: as(second) })).statusCode,
    ).toBe(200);
  });
});

describe('server errors', () => {
  let probe: Awaited<ReturnType<typeof probeApp>>;
  beforeAll(async () => {
    probe = await probeApp({}, (app) => {
      app.get('/api/admin/boom', { config: { permission: null } }, async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2 at /srv/app/secret.ts');
      });
      app.get('/boom/sql', async () => app.ctx.db.execute(sql`SELECT * FROM no_such_table_hunter2`));
      app.get('/boom/string', async () => {
        throw 'hunter2 plain string';
      });
      app.get('/boom/503', async () => {
        throw Object.assign(new Error('upstream hunter2 down'), { statusCode: 503 });
      });
    });
  });
  afterAll(async () => probe?.close());

  it('answers any unexpected failure with the generic Persian 500 and no internals', async () => {
    const token: string = (await login(probe.app, ROOT)).json().data.token;
    const urls = ['/api/admin/boom', '/boom/sql', '/boom/string', '/boom/503'];
    for (const url of urls) {
      const res = await probe.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, url).toBe(500);
      expect(res.json()).toEqual({ success: false, code: 'server_error', message: SERVER_ERROR, data: null });
      expect(res.body).not.toMatch(/hunter2|stack|ECONNREFUSED|no_such_table|\.ts|at /);
    }
  });
});

describe('logs', () => {
  it('never contain a password or a token, even when a handler logs the request headers and body', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const probe = await probeApp({ logger: { level: 'trace', stream } }, (app) => {
      app.post('/api/admin/echo', { config: { permission: null } }, async (request) => {
        request.log.info({ headers: request.headers, body: request.body }, 'a careless handler');
        return { ok: true };
      });
      app.get('/api/admin/fail', { config: { permission: null } }, async () => {
        throw new Error('failed');
      });
    });
    try {
      const failed = await login(probe.app, { username: 'root', password: 'wrong-password-9' });
      expect(failed.statusCode).toBe(400);
      const token: string = (await login(probe.app, ROOT)).json().data.token;
      const secret = token.split('|')[1] as string;
      const headers = { authorization: `Bearer ${token}`, cookie: `adminAuthorization=${token}` };
      expect((await probe.app.inject({ method: 'GET', url: '/api/admin/profile', headers })).statusCode).toBe(
        200,
      );
      const echo = await probe.app.inject({
        method: 'POST',
        url: '/api/admin/echo',
        headers,
        payload: { password: ROOT.password, password_confirmation: ROOT.password, token, note: 'hello' },
      });
      expect(echo.statusCode).toBe(200);
      expect((await probe.app.inject({ method: 'GET', url: '/api/admin/fail', headers })).statusCode).toBe(
        500,
      );
      await probe.app.inject({ method: 'POST', url: '/api/admin/logout', headers });

      const log = lines.join('');
      expect(log).toContain('incoming request');
      expect(log).toContain('a careless handler');
      expect(log).toContain('hello');
      for (const secretText of [ROOT.password, 'wrong-password-9', token, secret]) {
        expect(log, `the log holds ${secretText.slice(0, 6)}…`).not.toContain(secretText);
      }
    } finally {
      await probe.close();
    }
  });
});
