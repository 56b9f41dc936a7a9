import { request } from 'node:http';
import { adminPermissions } from '@shop-admin/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, customers } from '../src/db/schema/index.ts';
import { authPlugin } from '../src/plugins/auth.ts';
import { customerSearchText } from '../src/services/people/customer-by-mobile.ts';
import { listenOnLoopback } from './support/live-stream.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

/**
 * The admin routes open to any signed-in admin (`permission: null`) on purpose, each with its reason.
 * Nothing else may be open: a route that returns customer, contact or business data declares the
 * permission that guards it. A new open route fails the walk below until it is listed here.
 */
const OPEN_ROUTES: Readonly<Record<string, string>> = {
  'POST /api/admin/logout': 'ends the caller’s own session',
  'POST /api/admin/logout/all': 'ends every session of the caller’s own',
  'GET /api/admin/profile': 'the caller’s own account (Shopit)',
  'POST /api/admin/profile': 'the caller’s own account (SPEC.md §7: the web admin POSTs it)',
  'PUT /api/admin/profile': 'edits the caller’s own name, username, e-mail and mobile',
  'PUT /api/admin/password': 'changes the caller’s own password',
  'GET /api/admin/home':
    'bootstrap after login: the caller, their permissions and notifications; contacts and the settings menu only with read_contact / read_setting',
  'GET /api/admin/notifications': 'the caller’s own notifications (sent only to holders of their permission)',
  'POST /api/admin/notifications/read': 'marks the caller’s own notifications read',
  'GET /api/admin/notifications/stream':
    'the caller’s own live notifications; the unread contacts count only with read_contact',
  'GET /api/admin/push/public-key': 'the server’s public VAPID key, the same for everyone',
  'POST /api/admin/device-token': 'subscribes the caller’s own device to push',
  'DELETE /api/admin/device-token': 'unsubscribes the caller’s own device',
  'GET /api/admin/products/create':
    'the product form’s options (categories, brands, units, tags, statuses): catalogue names, no people or money',
  'GET /api/admin/provinces':
    'the provinces of the address filters on every staff screen (orders, customers): public reference data',
  'GET /api/admin/provinces/:id': 'one province: public reference data, as front/provinces shows it',
  'GET /api/admin/cities':
    'the cities of the address filters on every staff screen (orders, customers): public reference data',
  'GET /api/admin/cities/:id': 'one city: public reference data, as front/provinces shows it',
  'GET /api/admin/products/search':
    'the product lookup of the order, till, flash-sale and gift forms; purchase prices only with read_product',
};

/** What an open route must never show: customers' and contacts' mobiles, e-mails, national codes. */
const PERSONAL = {
  mobile: /09\d{9}/,
  email: /[\w.+-]+@[\w-]+\.[\w.]+/,
};
const SEEDED = [
  '09351112233',
  'leak-customer@example.com',
  '0499370899',
  '09187776655',
  'leak-contact@example.com',
];
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

/** The live stream's status and first frames, read over real HTTP (inject does not stream). */
async function firstStreamFrame(url: string, headers: Record<string, string>) {
  const base = await listenOnLoopback(t.app);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${base}${url.replace(/^\/api\//, '')}`, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
        if (body.includes('event: ready')) {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        }
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('server-side permission checks', () => {
  it("registers one of core's permissions for every admin route but the listed open ones", () => {
    expect(t.app.adminRouteTable.length).toBeGreaterThan(10);
    const all = new Set<string>(adminPermissions.map((p) => p.name));
    const wrong = t.app.adminRouteTable
      .filter((route) =>
        route.permission === null
          ? !Object.hasOwn(OPEN_ROUTES, `${route.method} ${route.url}`)
          : !all.has(route.permission),
      )
      .map((route) => `${route.method} ${route.url} → ${route.permission}`);
    expect(
      wrong,
      'declare a permission core knows, or list the route in OPEN_ROUTES with its reason',
    ).toEqual([]);
  });

  it('refuses every admin route with 403 to a role holding every permission but that route’s', async () => {
    const all = adminPermissions.map((p) => p.name);
    const byPermission = new Map<string, { method: string; url: string }[]>();
    for (const route of t.app.adminRouteTable) {
      if (route.permission)
        byPermission.set(route.permission, [...(byPermission.get(route.permission) ?? []), route]);
    }
    const escaped: string[] = [];
    for (const [permission, routes] of byPermission) {
      expect(all, `${permission} is not in core's adminPermissions`).toContain(permission);
      const { headers } = await t.adminWith(all.filter((name) => name !== permission));
      for (const route of routes) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers,
          payload: bodyFor(route.method),
        });
        if (res.statusCode !== 403) escaped.push(`${route.method} ${route.url} → ${res.statusCode}`);
        // The refusal names the permission the route needs: in the Persian message and in data.
        else
          expect(res.json()).toMatchObject({
            success: false,
            code: 'forbidden',
            message: expect.stringContaining(`(${permission}) را ندارید.`),
            data: { permission },
          });
      }
    }
    expect(escaped).toEqual([]);
  });

  it('leaves open only the listed routes, and lists only open routes', () => {
    const open = t.app.adminRouteTable
      .filter((route) => route.permission === null)
      .map((route) => `${route.method} ${route.url}`);
    const unlisted = open.filter((key) => !Object.hasOwn(OPEN_ROUTES, key));
    expect(
      unlisted,
      'open to any admin: declare a permission, or list it in OPEN_ROUTES with its reason',
    ).toEqual([]);
    expect(Object.keys(OPEN_ROUTES).filter((key) => !open.includes(key))).toEqual([]);
    for (const reason of Object.values(OPEN_ROUTES)) expect(reason.length).toBeGreaterThan(10);
  });

  it('answers every open route to a role with no permission, without customer or contact data', async () => {
    await t.db.insert(customers).values({
      firstName: 'نشت',
      lastName: 'آزمون',
      mobile: '09351112233',
      email: 'leak-customer@example.com',
      nationalCode: '0499370899',
      birthDate: '1990-01-02',
      search: customerSearchText('نشت', 'آزمون', '09351112233'),
    });
    await t.db.insert(contacts).values({
      name: 'فرستنده آزمون',
      email: 'leak-contact@example.com',
      phone: '09187776655',
      subject: 'پرسش',
      body: 'سلام',
      status: 0,
    });
    const nobody = await t.adminWith([]);
    const problems: string[] = [];
    for (const key of Object.keys(OPEN_ROUTES)) {
      const [method = 'GET', url = ''] = key.split(' ');
      // A logout revokes the token it is sent with: each gets a role-less admin of its own.
      const caller = url.includes('/logout') ? await t.adminWith([]) : nobody;
      let status: number;
      let body: string;
      if (url.endsWith('/stream')) {
        ({ status, body } = await firstStreamFrame(url, caller.headers));
      } else {
        const res = await t.app.inject({
          method: method as 'GET',
          url: url.endsWith('/products/search') ? `${url}?q=${encodeURIComponent('نشت')}` : url,
          headers: caller.headers,
          payload: bodyFor(method),
        });
        ({ statusCode: status, body } = res);
      }
      if (status === 401 || status === 403 || status >= 500) problems.push(`${key} → ${status}`);
      for (const [kind, pattern] of Object.entries(PERSONAL))
        if (pattern.test(body)) problems.push(`${key} shows a ${kind}: ${pattern.exec(body)?.[0]}`);
      for (const value of SEEDED) if (body.includes(value)) problems.push(`${key} shows ${value}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses every admin route with 401 without a token', async () => {
    const escaped: string[] = [];
    for (const route of t.app.adminRouteTable) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: bodyFor(route.method),
      });
      if (res.statusCode !== 401) escaped.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(escaped).toEqual([]);
  });

  it('fails at registration when an admin route declares no permission', async () => {
    const app = Fastify();
    app.decorate('ctx', t.app.ctx);
    await app.register(authPlugin);
    await expect(
      app
        .register(async (scoped) => {
          scoped.get('/api/admin/forgotten', async () => 'x');
        })
        .ready(),
    ).rejects.toThrow(/declares no permission/);
    await app.close();
  });
});
