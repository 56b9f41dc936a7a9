import type { ResourceName } from '@shop-admin/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { AppError, catalogued, refused } from '../src/http/errors.ts';
import { registerResourceRoutes } from '../src/http/resource-routes.ts';
import { declared, routePermission } from '../src/http/route-kit.ts';
import { brandsService, unitsService } from '../src/services/catalogue/reference-lists.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('a service bound to its declaration', () => {
  it('names the declaration it was built for', () => {
    expectTypeOf(brandsService(t.db).resourceName).toEqualTypeOf<'brands'>();
    expect(brandsService(t.db).resourceName).toBe('brands');
    expect(unitsService(t.db).resourceName).toBe('units');
  });

  it('does not serve another declaration: a type error, and a start-up error past a cast', () => {
    const app = Fastify();
    // @ts-expect-error the units service cannot serve the brands declaration
    expect(() => registerResourceRoutes(app, declared('brands'), unitsService(t.db))).toThrow(
      'brands: served by a service built for "units"',
    );
    const name = 'units' as ResourceName;
    expect(() => registerResourceRoutes(app, declared(name), brandsService(t.db))).toThrow(
      'units: served by a service built for "brands"',
    );
  });
});

describe('errors from the catalogue', () => {
  it('takes status and message from the catalogue, a use may name its record', () => {
    expect(catalogued('not_found')).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'مورد خواسته شده یافت نشد',
    });
    expect(refused('in_use')).toMatchObject({ status: 422, code: 'in_use', errors: undefined });
    expect(refused('in_use', 'این برند محصول دارد.', 'id').errors).toEqual({ id: ['این برند محصول دارد.'] });
    expect(new AppError(404, 'variety_not_found').message).toBe('تنوع محصول یافت نشد.');
  });

  it('refuses codes the catalogue does not have, and statuses it does not give them', () => {
    const typedOnly = () => [
      // @ts-expect-error 'in_uze' is not a catalogued code
      refused('in_uze'),
      // @ts-expect-error not_found answers 404: it is no 422 refusal
      refused('not_found'),
      // @ts-expect-error in_use answers 422, never 404
      new AppError(404, 'in_use'),
      // @ts-expect-error 'nott_found' is not a catalogued code
      catalogued('nott_found'),
    ];
    expect(typedOnly).toBeTypeOf('function');
  });
});

describe('permissions of API routes', () => {
  it("reads a screen's permission by the route's literal name", () => {
    expect(routePermission('system.htaccess')).toBe('htaccess');
    // @ts-expect-error 'system.htacess' is not a declared route
    expect(() => routePermission('system.htacess')).toThrow(/no route named/);
  });

  it('types the permission of a route option', () => {
    const app = Fastify();
    // @ts-expect-error 'read_brandz' is not a declared permission
    app.get('/admin/typed-names', { config: { permission: 'read_brandz' } }, async () => ({}));
    app.get('/admin/typed-names-ok', { config: { permission: 'read_brand' } }, async () => ({}));
    expect(app.hasRoute({ method: 'GET', url: '/admin/typed-names-ok' })).toBe(true);
  });
});
