import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestDatabase } from './support/test-app.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const USERNAME = 'owner';
const PASSWORD = 'owner-password-1';

interface Running {
  child: ChildProcess;
  url: string;
  /** Everything the process printed on stdout so far. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Where one started server keeps its data: a folder of its own and, with PostgreSQL, a database of its own. */
interface Place {
  dataDir: string;
  databaseUrl?: string;
}

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

/** A fresh place for a server, removed after the file; each test that starts a server makes its own. */
async function freshPlace(): Promise<Place> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-start-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return { dataDir };
  const name = `shop_start_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  cleanups.push(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString() };
}

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup();
});

/** Starts `node src/main.ts` on a random port and waits for its "Listening on" line. */
async function start(place: Place): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    SHOP_DATA_DIR: place.dataDir,
    SHOP_ADMIN_USERNAME: USERNAME,
    SHOP_ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  if (place.databaseUrl) env.DATABASE_URL = place.databaseUrl;
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Listening on (http:\/\/\S+)/.exec(stdout);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    exited.then(({ code }) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code} before listening:\n${stdout}\n${stderr}`));
    });
  });
  return { child, url, output: () => stdout, exited };
}

/** Sends the signal and waits for the exit, failing after `ms` (a hang guard beyond main.ts's own 10 s). */
async function stop(server: Running, signal: NodeJS.Signals, ms = 20_000) {
  server.child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      server.exited,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no exit within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function signIn(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { token: string } };
  return { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' };
}

/** The two settings the restart must keep, written through the API. */
async function changeSettings(url: string, headers: Record<string, string>) {
  const saved = await fetch(`${url}/api/admin/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ shop_name: 'فروشگاه پس از راه‌اندازی', free_shipping_amount: '۲٬۰۰۰٬۰۰۰' }),
  });
  expect(saved.status).toBe(200);
}

async function contactsTotalOf(url: string, headers: Record<string, string>): Promise<number> {
  const list = await fetch(`${url}/api/admin/contacts`, { headers });
  return ((await list.json()) as { data: { contacts: { total: number } } }).data.contacts.total;
}

describe('npm start (node src/main.ts)', () => {
  it('migrates, seeds, prints the super admin once, serves the API, /admin and /api/docs, and stops on SIGTERM', async () => {
    const server = await start(await freshPlace());
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const printed = server.output();
    expect(printed).toContain(`username: ${USERNAME}`);
    // The password came from SHOP_ADMIN_PASSWORD: the operator has it, so it is never printed.
    expect(printed).toContain('password: the one given in SHOP_ADMIN_PASSWORD (not shown)');
    expect(printed).not.toContain(PASSWORD);
    expect(printed).toMatch(
      /Demo shop seeded: \d+ admins, (?:\d+ [a-z-]+, )*\d+ contacts, \d+ notifications/,
    );
    // The demo turns the virtual gateway on, says so, and still wants signed links.
    expect(printed).toContain('WARNING: the virtual payment gateway is on (SHOP_PAYMENT_GATEWAY=virtual)');
    expect((await fetch(`${server.url}/api/front/gateway/virtual/1/pay`, { method: 'POST' })).status).toBe(
      403,
    );

    const headers = await signIn(server.url);
    const home = await fetch(`${server.url}/api/admin/home`, { headers });
    expect(home.status).toBe(200);

    const admin = await fetch(`${server.url}/admin`);
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-type')).toMatch(/text\/html/);
    expect(await admin.text()).toContain('dir="rtl"');
    const root = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/admin');

    const docs = await fetch(`${server.url}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
    const spec = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(spec.paths)).toContain('/api/admin/settings');

    await changeSettings(server.url, headers);
    expect(await contactsTotalOf(server.url, headers)).toBeGreaterThanOrEqual(30);

    // Exit code 0: a clean stop, before main.ts's own 10 s limit would end the process with 1.
    const { code } = await stop(server, 'SIGTERM');
    expect(code).toBe(0);
  }, 120_000);

  it('keeps every change on restart, with no second demo seed and no credentials printed', async () => {
    // Its own first run (seeded, changed, stopped), so this test needs no other test before it.
    const place = await freshPlace();
    const first = await start(place);
    const firstHeaders = await signIn(first.url);
    await changeSettings(first.url, firstHeaders);
    const contactsTotal = await contactsTotalOf(first.url, firstHeaders);
    expect((await stop(first, 'SIGTERM')).code).toBe(0);

    const server = await start(place);
    const printed = server.output();
    expect(printed).not.toContain('Demo shop seeded');
    expect(printed).not.toContain('password:');

    const headers = await signIn(server.url);
    const general = await fetch(`${server.url}/api/admin/settings/general`, { headers });
    const rows = ((await general.json()) as { data: { settings: { name: string; value: string }[] } }).data
      .settings;
    expect(rows.find((row) => row.name === 'shop_name')?.value).toBe('فروشگاه پس از راه‌اندازی');
    const order = await fetch(`${server.url}/api/admin/settings/order`, { headers });
    const orderRows = ((await order.json()) as { data: { settings: { name: string; value: string }[] } }).data
      .settings;
    expect(orderRows.find((row) => row.name === 'free_shipping_amount')?.value).toBe('2000000');
    expect(await contactsTotalOf(server.url, headers)).toBe(contactsTotal);

    const { code } = await stop(server, 'SIGINT');
    expect(code).toBe(0);
  }, 120_000);
});

describe('the web admin and the API docs', () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  let dist: string;
  beforeAll(async () => {
    test = await createTestDatabase();
    dist = mkdtempSync(join(tmpdir(), 'shop-admin-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="fa" dir="rtl"><div id="root"></div></html>',
    );
    writeFileSync(join(dist, 'assets', 'index-Bq3xY7kZ.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(async () => {
    await test?.destroy();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves a built web admin with SPA fallback and long caching for hashed assets only', async () => {
    const app = await buildApp({ config: test.config, database: test.database, webDistDir: dist });
    try {
      const index = await app.inject({ method: 'GET', url: '/admin' });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('id="root"');
      expect(index.headers['cache-control']).toBe('no-cache');
      expect(index.headers['content-security-policy']).toContain("default-src 'self'");
      for (const url of ['/admin/', '/admin/products/edit/12?tab=price', '/admin/settings/general']) {
        const screen = await app.inject({ method: 'GET', url });
        expect(screen.statusCode).toBe(200);
        expect(screen.body).toContain('id="root"');
      }
      const asset = await app.inject({ method: 'GET', url: '/admin/assets/index-Bq3xY7kZ.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await app.inject({ method: 'GET', url: '/admin/favicon.svg' });
      expect(icon.headers['cache-control']).toBe('no-cache');
      const missing = await app.inject({ method: 'GET', url: '/admin/assets/gone-AAAAAAAA.js' });
      expect(missing.statusCode).toBe(404);
      const traversal = await app.inject({ method: 'GET', url: '/admin/..%2f..%2fpackage.json' });
      expect(traversal.body).not.toContain('"dependencies"');
      const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ success: false, code: 'not_found' });
    } finally {
      await app.close();
    }
  });

  it('says in Persian how to build the web admin when it is not built', async () => {
    const app = await buildApp({
      config: test.config,
      database: test.database,
      webDistDir: join(dist, 'nope'),
    });
    try {
      for (const url of ['/admin', '/admin/', '/admin/order/5']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('lang="fa" dir="rtl"');
        expect(res.body).toContain('npm run build -w @shop-admin/web');
      }
      const css = await app.inject({ method: 'GET', url: '/admin/not-built.css' });
      expect(css.headers['content-type']).toMatch(/text\/css/);
    } finally {
      await app.close();
    }
  });

  it('documents every /api route with its area tag, bearer auth and the core-declared bodies', async () => {
    const app = await buildApp({ config: test.config, database: test.database });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const spec = res.json();
      expect(spec.info.title).toMatch(/API مدیریت فروشگاه/);
      expect(spec.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(Object.keys(spec.paths).every((path: string) => path.startsWith('/api/'))).toBe(true);
      for (const route of app.adminRouteTable) {
        const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
        const op = spec.paths[path]?.[route.method.toLowerCase()];
        expect(op, `${route.method} ${route.url} is documented`).toBeDefined();
        expect(op.security).toEqual([{ bearerAuth: [] }]);
        expect(op.tags).toHaveLength(1);
      }
      const contactForm = spec.paths['/api/front/contacts'].post;
      expect(contactForm.tags).toEqual(['front']);
      expect(contactForm.security).toEqual([]);
      const formSchema = contactForm.requestBody.content['application/json'].schema;
      expect(formSchema.required).toEqual(['name', 'phone_number', 'subject', 'body']);
      expect(formSchema.properties.subject).toMatchObject({ type: 'string', maxLength: 150 });
      expect(formSchema.additionalProperties).toBe(false);
      const adminCreate = spec.paths['/api/admin/admins'].post;
      expect(adminCreate.tags).toEqual(['people']);
      expect(adminCreate.requestBody.content['application/json'].schema.properties.username).toBeDefined();
      const adminUpdate =
        spec.paths['/api/admin/admins/{id}'].put.requestBody.content['application/json'].schema;
      expect(adminUpdate.required).toBeUndefined();
      expect(spec.paths['/api/admin/contacts'].get.tags).toEqual(['content']);
      expect(spec.paths['/api/admin/settings'].put.description).toContain('modify_setting');
    } finally {
      await app.close();
    }
  });

  it('serves the docs UI from this origin, relaxing only its own style policy', async () => {
    const app = await buildApp({ config: test.config, database: test.database });
    try {
      const page = await app.inject({ method: 'GET', url: '/api/docs/' });
      expect(page.statusCode).toBe(200);
      const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
      expect(scripts.length).toBeGreaterThan(0);
      // Every script is a same-origin file: nothing inline for the CSP to refuse.
      for (const attrs of scripts) expect(attrs).toMatch(/src="\.\/static\//);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      const bundle = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
      expect(bundle.statusCode).toBe(200);
      const api = await app.inject({ method: 'GET', url: '/api/admin/settings' });
      expect(String(api.headers['content-security-policy'])).not.toContain('unsafe-inline');
    } finally {
      await app.close();
    }
  });
});
