import { adminPermissions } from '@shop-admin/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPlugin } from '../src/plugins/auth.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');
const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('server-side permission checks', () => {
  it('registers a permission for every admin route', () => {
    expect(t.app.adminRouteTable.length).toBeGreaterThan(10);
    for (const route of t.app.adminRouteTable)
      expect(route.permission === null || typeof route.permission === 'string').toBe(true);
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
        else
          expect(res.json()).toMatchObject({
            success: false,
            code: 'forbidden',
            message: 'شما مجوز لازم را ندارید.',
          });
      }
    }
    expect(escaped).toEqual([]);
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
