import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminRoutes, buildPath, findRoute, matchRoute, type RouteDef } from '../src/index.ts';

function route(name: string): RouteDef {
  const found = findRoute(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
}

/** Values a route's params can take: digit ids, free text (slugs, groups, dates) with any characters. */
function paramValues(def: RouteDef) {
  const shape: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const param of def.params ?? []) {
    const value =
      param.kind === 'id'
        ? fc.integer({ min: 1, max: 10_000_000 }).map(String)
        : fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== '');
    shape[param.name] = param.optional ? fc.option(value, { nil: undefined }) : value;
  }
  return fc.record(shape);
}

describe('matchRoute and buildPath', () => {
  it('round-trip every route: the built path matches the same route with the same params', () => {
    for (const def of adminRoutes) {
      fc.assert(
        fc.property(paramValues(def), (params) => {
          const path = buildPath(def, params);
          const match = matchRoute(path);
          const expected = Object.fromEntries(
            Object.entries(params).filter(([, value]) => value !== undefined),
          );
          expect(match?.route.name).toBe(def.name);
          expect(match?.params).toEqual(expected);
        }),
        { numRuns: 40 },
      );
    }
  });

  it('matches an order number to the order detail screen', () => {
    const match = matchRoute('/admin/order/123');
    expect(match?.route.name).toBe('orders.show');
    expect(match?.params).toEqual({ id: '123' });
  });

  it('prefers a static route over a parameter in the same place', () => {
    expect(matchRoute('/admin/order/create')?.route.name).toBe('orders.create');
    expect(matchRoute('/admin/newsletters/create')?.route.name).toBe('newsletters.create');
    expect(matchRoute('/admin/newsletters/7')?.route.name).toBe('newsletters.show');
    expect(matchRoute('/admin/post-comment/comment/9')?.params).toEqual({ id: '9' });
  });

  it('matches routes with and without their optional parameter', () => {
    expect(matchRoute('/admin/size-chart/edit')?.params).toEqual({});
    expect(matchRoute('/admin/size-chart/edit/4')?.params).toEqual({ id: '4' });
    expect(matchRoute('/admin/post-comment')?.route.name).toBe('postComments.index');
    expect(matchRoute('/admin/post-comment/12')?.params).toEqual({ post: '12' });
  });

  it('ignores the query string, the hash and a trailing slash', () => {
    expect(matchRoute('/admin/color?q=قرمز')?.route.name).toBe('colors.index');
    expect(matchRoute('/admin/order/5/#items')?.params).toEqual({ id: '5' });
    expect(matchRoute('/admin/')?.route.name).toBe('dashboard');
  });

  it('reads Persian digits in an id as the number', () => {
    expect(matchRoute(`/admin/order/${encodeURIComponent('۱۲۳')}`)?.params).toEqual({ id: '123' });
    expect(buildPath(route('orders.show'), { id: '۴۵' })).toBe('/admin/order/45');
  });

  it('does not take text for an id or match paths outside the admin', () => {
    expect(matchRoute('/admin/order/abc')).toBeNull();
    expect(matchRoute('/admin/products/edit/')).toBeNull();
    expect(matchRoute('/shop/products')).toBeNull();
    expect(matchRoute('/admin/order/1/2/3')).toBeNull();
  });

  it('never throws on junk pathnames', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (junk) => {
        matchRoute(junk);
        matchRoute(`/admin/${junk}`);
      }),
    );
    expect(matchRoute('/admin/slider/%E0%A4%A')?.params).toEqual({ group: '%E0%A4%A' });
  });

  it('builds paths from a route or its name, encoding text params', () => {
    expect(buildPath('products.edit', { id: 42 })).toBe('/admin/products/edit/42');
    expect(buildPath(route('pages.edit'), { id: 3 })).toBe('/admin/pages/3/edit');
    expect(buildPath(route('sliders.group'), { group: 'header mobile' })).toBe(
      '/admin/slider/header%20mobile',
    );
    expect(buildPath(route('postComments.index'))).toBe('/admin/post-comment');
    expect(buildPath(route('dashboard'))).toBe('/admin');
  });

  it('fills a missing param from its default (the first settings group)', () => {
    expect(buildPath(route('settings.group'))).toBe('/admin/settings/general');
    expect(buildPath(route('settings.group'), { group: 'shop_info' })).toBe('/admin/settings/shop_info');
  });

  it('throws a clear error when a required param is missing or an id is not a number', () => {
    expect(() => buildPath(route('orders.show'))).toThrow(/orders\.show.*"id".*شماره سفارش/);
    expect(() => buildPath(route('orders.show'), { id: '' })).toThrow(/needs the parameter "id"/);
    expect(() => buildPath(route('orders.show'), { id: 'abc' })).toThrow(/must be a number/);
    expect(() => buildPath('no.such.route')).toThrow(/no route named "no\.such\.route"/);
  });
});
