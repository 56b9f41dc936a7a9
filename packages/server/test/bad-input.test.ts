import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FieldDef } from '@shop-admin/core';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { admins, roles } from '../src/db/schema/index.ts';
import { ok } from '../src/http/envelope.ts';
import { validateBody } from '../src/http/validate-body.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let root: Record<string, string>;
let clerkRoleId: number;

beforeAll(async () => {
  t = await createTestApp();
  root = (await t.adminWith('super_admin')).headers;
  clerkRoleId = (await t.adminWith(['read_contact'])).role.id;
});
afterAll(async () => t?.close());

const PERSIAN = /[\u0600-\u06FF]/;
const adminCount = async () => (await t.db.select({ n: count() }).from(admins))[0]?.n ?? 0;
const roleCount = async () => (await t.db.select({ n: count() }).from(roles))[0]?.n ?? 0;

/** A clear client error: the status, and the envelope with a stable code and a Persian message. */
function expectClientError(res: LightMyRequestResponse, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(body.code).toEqual(code ?? expect.stringMatching(/^[a-z_]+$/));
  expect(body.message).toMatch(PERSIAN);
  return body;
}

let n = 0;
const validAdmin = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    name: `مدیر آزمایشی ${n}`,
    username: `probe${n}`,
    password: 'secret-pass-1',
    password_confirmation: 'secret-pass-1',
    role: clerkRoleId,
    ...overrides,
  };
};

/** POSTs a raw body to the admins endpoint and checks that no admin row was written. */
async function createRefused(payload: string | object, headers: Record<string, string> = {}) {
  const before = await adminCount();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/admins',
    headers: { ...root, 'content-type': 'application/json', ...headers },
    payload,
  });
  expect(await adminCount()).toBe(before);
  return res;
}

describe('malformed bodies', () => {
  it('answers malformed JSON with 400 invalid_json', async () => {
    expectClientError(await createRefused('{"name": "علی", '), 400, 'invalid_json');
    expectClientError(await createRefused("{'name': 'x'}"), 400, 'invalid_json');
  });

  it('reads an empty JSON body as {}: a route that needs a body answers its usual 422, naming the fields', async () => {
    const body = expectClientError(await createRefused(''), 422, 'validation_failed');
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining(['name', 'username', 'password', 'role']),
    );
  });

  it('still answers a blank but non-empty JSON body with 400 invalid_json', async () => {
    expectClientError(await createRefused('   '), 400, 'invalid_json');
  });

  it('answers a JSON array, string, number or null instead of an object with 400', async () => {
    for (const body of ['[1, 2]', '"hello"', '42', 'null', 'true']) {
      expectClientError(await createRefused(body), 400);
    }
  });

  it('refuses prototype-poisoning keys', async () => {
    const res = await createRefused(`{"__proto__": {"isSuper": true}, "name": "x"}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).isSuper).toBeUndefined();
  });

  it('answers a body over the limit with 413', async () => {
    const huge = JSON.stringify(validAdmin({ name: 'ا'.repeat(1024 * 1024) }));
    expectClientError(await createRefused(huge), 413, 'payload_too_large');
  });

  it('answers a body that is not JSON with 415', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const res = await createRefused('name=x', { 'content-type': type });
      expectClientError(res, 415, 'unsupported_media_type');
    }
  });
});

describe('wrong types and values', () => {
  it('refuses a number, an object, a list or a boolean for a text field, naming the field', async () => {
    for (const name of [12345, { first: 'علی' }, ['علی'], true]) {
      const body = expectClientError(await createRefused(validAdmin({ name })), 422, 'validation_failed');
      expect(body.errors.name, JSON.stringify(name)).toEqual([expect.stringMatching(PERSIAN)]);
    }
  });

  it('refuses ids that are not positive integers a bigint can hold', async () => {
    for (const role of ['abc', 1.5, -1, 0, 1e20, '99999999999999999999', true, [1], { id: 1 }]) {
      const body = expectClientError(await createRefused(validAdmin({ role })), 422);
      expect(body.errors, JSON.stringify(role)).toHaveProperty('role');
    }
  });

  it('answers null for a switch or a NOT NULL choice with a Persian 422 on the field, not a 500', async () => {
    const brand = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brands',
      headers: root,
      payload: { name: 'برند بی‌وضعیت', status: null },
    });
    expect(expectClientError(brand, 422, 'validation_failed').errors).toEqual({
      status: ['وضعیت نمی‌تواند خالی باشد.'],
    });
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: root,
      payload: { title: 'کالای بی‌وضعیت', unit_price: 1000, status: null },
    });
    expect(expectClientError(product, 422, 'validation_failed').errors).toEqual({
      status: ['وضعیت نمی‌تواند خالی باشد.'],
    });
  });

  it('refuses text over the rule’s maximum, and absurdly long text, with the Persian max message', async () => {
    const over = expectClientError(await createRefused(validAdmin({ name: 'ن'.repeat(101) })), 422);
    expect(over.errors.name).toEqual(['نام نباید بیشتر از ۱۰۰ نویسه باشد.']);
    const absurd = expectClientError(await createRefused(validAdmin({ username: 'u'.repeat(600_000) })), 422);
    expect(absurd.errors.username).toEqual(['نام کاربری نباید بیشتر از ۲۰ نویسه باشد.']);
  });

  it('refuses unknown fields by name', async () => {
    const body = expectClientError(await createRefused(validAdmin({ is_super: true, role_id: 1 })), 422);
    expect(body.errors.is_super).toEqual(['فیلد is_super پذیرفته نیست.']);
    expect(body.errors.role_id).toBeDefined();
  });

  it('refuses NUL bytes with a 422, on create, update and login, and writes nothing', async () => {
    const created = expectClientError(
      await createRefused(validAdmin({ name: 'علی\u0000رضایی' })),
      422,
      'validation_failed',
    );
    expect(created.errors.name).toEqual(['نام نویسه‌های نامعتبر دارد.']);
    expectClientError(
      await createRefused(validAdmin({ password: 'a\u0000bcdef', password_confirmation: 'a\u0000bcdef' })),
      422,
    );
    expectClientError(await createRefused(validAdmin({ username: '\u0000' })), 422);

    const target = (
      await t.app.inject({ method: 'POST', url: '/api/admin/admins', headers: root, payload: validAdmin() })
    ).json().data.admin;
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/admins/${target.id}`,
      headers: root,
      payload: { name: 'x\u0000y' },
    });
    expectClientError(update, 422);
    const [row] = await t.db.select().from(admins).where(eq(admins.id, target.id));
    expect(row?.name).toBe(target.name);

    const before = await roleCount();
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/admin/roles',
      headers: root,
      payload: { name: 'nul_role', label: 'نقش\u0000', permissions: ['read_admin', 'read\u0000_role'] },
    });
    expectClientError(role, 422);
    expect(await roleCount()).toBe(before);

    // The login route validates with a JSON schema; the database refusing NUL must still be a 4xx.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'root\u0000', password: 'root-password-1' },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.statusCode).toBeLessThan(500);
  });

  it('refuses other control characters and broken UTF-16, but keeps tabs and newlines in text', async () => {
    expectClientError(await createRefused(validAdmin({ name: 'زنگ\u0007' })), 422);
    expectClientError(await createRefused(validAdmin({ name: 'نیم\uD83D' })), 422);
    expectClientError(await createRefused(validAdmin({ name: 'حذف\u007F' })), 422);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/admins',
      headers: root,
      payload: validAdmin({ name: 'سطر یک\nسطر\tدو' }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('accepts emoji, ZWNJ and right-to-left marks as they are', async () => {
    const name = 'مریم 🌷‌ها \u200F(مدیر)\u200E 👩🏽‍💻';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/admins',
      headers: root,
      payload: validAdmin({ name }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.admin.name).toBe(name);
    const [row] = await t.db.select().from(admins).where(eq(admins.id, res.json().data.admin.id));
    expect(row?.name).toBe(name);
  });
});

describe('path parameters', () => {
  const notIds = ['abc', '1e3', '1'.repeat(40), '-1', '0x10', '1.5', '%20', '1%00', '%E2%80%8F1'];

  it('answers 404 in the envelope for ids that are not ids, on every method', async () => {
    for (const base of ['/api/admin/admins', '/api/admin/roles']) {
      for (const id of notIds) {
        for (const method of ['GET', 'PUT', 'DELETE'] as const) {
          const res = await t.app.inject({
            method,
            url: `${base}/${id}`,
            headers: root,
            payload: method === 'PUT' ? {} : undefined,
          });
          expectClientError(res, 404, 'not_found');
        }
      }
    }
  });

  it('answers 404 for a well-formed id that names nothing', async () => {
    expectClientError(
      await t.app.inject({ method: 'GET', url: '/api/admin/admins/999999999999999', headers: root }),
      404,
      'not_found',
    );
    expectClientError(
      await t.app.inject({ method: 'DELETE', url: '/api/admin/roles/0', headers: root }),
      404,
    );
  });

  it('answers a path parameter far over any id length with 404 and a broken escape with 400', async () => {
    expectClientError(
      await t.app.inject({ method: 'GET', url: `/api/admin/admins/${'9'.repeat(300)}`, headers: root }),
      404,
    );
    expectClientError(
      await t.app.inject({ method: 'GET', url: '/api/admin/admins/%E0%A4%A', headers: root }),
      400,
    );
  });

  it('answers path traversal attempts in API paths with 404, never a file and never a 5xx', async () => {
    const attempts = [
      '/api/admin/settings/..%2F..%2Fetc%2Fpasswd',
      '/api/admin/settings/../../../etc/passwd',
      '/api/admin/settings/%2e%2e%2f%2e%2e%2fpackage.json',
      '/api/admin/settings/..%5C..%5Cpackage.json',
      '/api/admin/admins/..%2F..%2Fetc%2Fpasswd',
      '/api/admin/..%2F..%2F..%2Fpackage.json',
      '/api/..%5C..%5Cpackage.json',
      '/api/docs/..%2F..%2Fpackage.json',
      '/api/docs/static/..%2F..%2F..%2Fpackage.json',
    ];
    for (const url of attempts) {
      const res = await t.app.inject({ method: 'GET', url, headers: root });
      expect(res.statusCode, `${url} → ${res.statusCode}`).toBe(404);
      expect(res.body).not.toMatch(/root:x:0|"workspaces"|"name": "@shop-admin/);
    }
  });

  it('never serves a file from outside the web admin’s folder', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-admin-dist-'));
    const dist = join(folder, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>admin</title>');
    writeFileSync(join(dist, 'assets', 'app-abcdef12.js'), 'console.log(1)');
    writeFileSync(join(folder, 'secret.txt'), 'TOP-SECRET-NEXT-TO-DIST');
    const db = await createTestDatabase();
    const app = await buildApp({ config: db.config, database: db.database, webDistDir: dist });
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/admin/assets/app-abcdef12.js' })).statusCode).toBe(
        200,
      );
      const attempts = [
        '/admin/..%2Fsecret.txt',
        '/admin/../secret.txt',
        '/admin/assets/..%2F..%2Fsecret.txt',
        '/admin/%2e%2e/secret.txt',
        '/admin/%2e%2e%2fsecret.txt',
        '/admin/..%5Csecret.txt',
        '/admin/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
        '/admin/....//secret.txt',
        `/admin/${encodeURIComponent(join(folder, 'secret.txt'))}`,
        '/admin/secret.txt%00.js',
      ];
      for (const url of attempts) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, `${url} → ${res.statusCode}`).toBeLessThan(500);
        expect(res.body, url).not.toContain('TOP-SECRET');
      }
    } finally {
      await app.close();
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('search with SQL metacharacters', () => {
  const names = ['تخفیف ۵۰% ویژه', 'علی_رضا', 'مسیر C:\\shop', "O'Brien", 'ساده بی‌نشانه'];
  beforeAll(async () => {
    await t.db
      .insert(admins)
      .values(names.map((name, i) => ({ name, username: `meta${i}`, password: 'x', roleId: clerkRoleId })));
  });
  const search = async (text: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/admins?per_page=100&search=${encodeURIComponent(text)}`,
      headers: root,
    });
    expect(res.statusCode, text).toBe(200);
    return res.json().data.admins.data.map((a: { name: string }) => a.name);
  };

  it('matches %, _ and \\ literally', async () => {
    expect(await search('%')).toEqual(['تخفیف ۵۰% ویژه']);
    expect(await search('_')).toEqual(['علی_رضا']);
    expect(await search('\\')).toEqual(['مسیر C:\\shop']);
    expect(await search('50%')).toEqual(['تخفیف ۵۰% ویژه']);
  });

  it('treats quotes and SQL as text: an injection finds nothing and breaks nothing', async () => {
    expect(await search("' OR 1=1 --")).toEqual([]);
    expect(await search("'; DROP TABLE admins; --")).toEqual([]);
    expect(await search("O'Brien")).toEqual(["O'Brien"]);
    expect(await adminCount()).toBeGreaterThan(names.length);
  });

  it('answers odd query strings with a 2xx or a clear 4xx, never a 5xx', async () => {
    const queries = [
      'page=abc',
      'page=-5',
      'page=99999999999999999999',
      'per_page=0',
      'per_page=1e9',
      'sort_by=name;drop',
      'sort_by=password',
      'sort_desc=maybe',
      'role_id=abc',
      'role_id=1.5',
      'role_id=99999999999999999999',
      'start_date=garbage',
      'start_date=1404/13/45',
      'end_date=99999999999999',
      'search=%00',
      'search=%E2%80%8F',
      'search[]=x',
      'search=a&search=b',
      'all=1&per_page=abc',
    ];
    for (const query of queries) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/admins?${query}`, headers: root });
      expect(res.statusCode, `${query} → ${res.body}`).toBeLessThan(500);
      if (res.statusCode >= 400) expectClientError(res, res.statusCode);
    }
  });
});

describe('validation at the edge for every field type', () => {
  let probe: { app: FastifyInstance; db: TestDatabase };
  const fields: FieldDef[] = [
    { name: 'active', label: 'فعال', type: 'boolean' },
    { name: 'price', label: 'قیمت', type: 'price' },
    { name: 'title', label: 'عنوان', type: 'text', rules: { max: 10 } },
    { name: 'starts', label: 'شروع', type: 'datetime' },
    { name: 'body', label: 'متن', type: 'html' },
  ];
  beforeAll(async () => {
    const db = await createTestDatabase();
    const app = await buildApp({ config: db.config, database: db.database });
    app.post('/probe', async (request) =>
      ok({ values: validateBody(request.body, fields, { partial: true }) }),
    );
    await app.ready();
    probe = { app, db };
  });
  afterAll(async () => {
    await probe?.app.close();
    await probe?.db.destroy();
  });
  const send = (payload: object) => probe.app.inject({ method: 'POST', url: '/probe', payload });

  it('refuses a string that is not a boolean for a boolean', async () => {
    for (const active of ['yes', 'on', 'فعال', 2, {}]) {
      const body = expectClientError(await send({ active }), 422);
      expect(body.errors.active).toEqual(['مقدار فعال معتبر نیست.']);
    }
    expect((await send({ active: '1' })).json().data.values).toEqual({ active: true });
  });

  it('reads prices from any digit script with thousands commas, and refuses words', async () => {
    expect((await send({ price: '۱,۲۵۰,۰۰۰' })).json().data.values).toEqual({ price: 1250000 });
    expectClientError(await send({ price: 'ارزان' }), 422);
    expectClientError(await send({ price: { amount: 1 } }), 422);
  });

  it('reads a datetime by its type: Jalali (any digits) or Gregorian at Tehran wall time, ISO or Unix time', async () => {
    const starts = async (value: unknown) => (await send({ starts: value })).json().data.values.starts;
    expect(await starts('۱۴۰۴/۰۸/۰۱ ۱۰:۰۰')).toBe('2025-10-23T06:30:00.000Z');
    expect(await starts('2025-10-23 10:00')).toBe('2025-10-23T06:30:00.000Z');
    expect(await starts('2025-10-23T06:30:00Z')).toBe('2025-10-23T06:30:00.000Z');
    expect(await starts(1761201000)).toBe('2025-10-23T06:30:00.000Z');
    expect(await starts('')).toBeNull();
    for (const bad of ['1404/12/30', 'فردا', '2025-02-30 10:00', true]) {
      const body = expectClientError(await send({ starts: bad }), 422);
      expect(body.errors.starts).toEqual(['شروع یک تاریخ و ساعت معتبر نیست (مثل ۱۴۰۴/۰۸/۰۱ ۱۰:۰۰).']);
    }
  });

  it('sanitises an html field by its type', async () => {
    const values = (await send({ body: '<p onclick="x()">سلام</p><script>alert(1)</script>' })).json().data
      .values;
    expect(values).toEqual({ body: '<p>سلام</p>' });
  });
});
