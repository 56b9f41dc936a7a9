import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type ActionId,
  adminActionCommands,
  adminPermissions,
  adminResources,
  adminRoutes,
  can,
  extraPermission,
  ICON_NAMES,
  type IconName,
  isPermissionName,
  type PermissionName,
  type ResourceName,
  type RouteName,
  resourceNamed,
  routeNamed,
  stemPermission,
} from '../src/index.ts';
import { inArea } from '../src/registry/routes/define.ts';

describe('typed registry names', () => {
  it('finds a declared resource and route by name', () => {
    expect(resourceNamed('brands').endpoint).toBe('admin/brands');
    expect(routeNamed('products.edit').path).toBe('/admin/products/edit/:id');
  });

  it('throws on a name that is not declared (one cast from untyped input)', () => {
    expect(() => resourceNamed('brandz' as ResourceName)).toThrow(/core declares no brandz resource/);
    expect(() => routeNamed('products.edt' as RouteName)).toThrow(/no route named "products\.edt"/);
  });

  it('types names as the declared literals: a typo fails typechecking', () => {
    // @ts-expect-error 'brandz' is not a declared resource
    const resource: ResourceName = 'brandz';
    // @ts-expect-error 'products.edt' is not a declared route
    const route: RouteName = 'products.edt';
    // @ts-expect-error 'theme.togle' is not a declared action
    const action: ActionId = 'theme.togle';
    expect([resource, route, action]).toHaveLength(3);
  });

  it('keeps every declared name in its union', () => {
    const resources: readonly ResourceName[] = adminResources.map((def) => def.name);
    const routes: readonly RouteName[] = adminRoutes.map((def) => def.name);
    const actions: readonly ActionId[] = adminActionCommands.map((def) => def.id);
    expect(new Set(resources).size).toBe(adminResources.length);
    expect(new Set(routes).size).toBe(adminRoutes.length);
    expect(new Set(actions).size).toBe(adminActionCommands.length);
  });

  it('names permissions from the admin table: a stem action or extra it does not declare fails typechecking', () => {
    const seeded = new Set(adminPermissions.map((p) => p.name));
    expect(stemPermission('setting', 'modify')).toBe('modify_setting');
    expect(stemPermission('address', 'delete')).toBe('delete_address');
    expect(extraPermission('approved_products')).toBe('approved_products');
    for (const name of [stemPermission('instagram', 'read'), extraPermission('contact_modify')])
      expect(seeded.has(name)).toBe(true);
    // @ts-expect-error the address stem declares no read permission
    stemPermission('address', 'read');
    // @ts-expect-error 'settings' is not a declared stem
    stemPermission('settings', 'read');
    // @ts-expect-error 'approve_products' is not a declared permission
    extraPermission('approve_products');
  });

  it('types permission names as the admin table declares them: a misspelt one fails typechecking', () => {
    const names: readonly PermissionName[] = adminPermissions.map((p) => p.name);
    expect(names).toContain('read_brand');
    expect(isPermissionName('read_brand')).toBe(true);
    expect(isPermissionName('read_brandz')).toBe(false);
    expectTypeOf<'modify_setting' | 'approved_products'>().toExtend<PermissionName>();
    // @ts-expect-error 'read_brandz' is not a declared permission
    const misspelt: PermissionName = 'read_brandz';
    // @ts-expect-error the address stem declares no read: read_address is never seeded
    const undeclared: PermissionName = 'read_address';
    // @ts-expect-error can() takes declared names only
    expect(can(['read_brand'], 'read_brandz')).toBe(false);
    expect([misspelt, undeclared]).toHaveLength(2);
  });

  it('gives every route a declared permission and a declared icon', () => {
    const icons = new Set<string>(ICON_NAMES);
    for (const route of adminRoutes) {
      if (route.permission !== null) expect(isPermissionName(route.permission), route.name).toBe(true);
      if (route.icon !== undefined) expect(icons.has(route.icon), route.name).toBe(true);
    }
    expectTypeOf<(typeof adminRoutes)[number]['icon']>().toEqualTypeOf<IconName | undefined>();
    // @ts-expect-error 'pakage' is not a declared icon
    const icon: IconName = 'pakage';
    expect(icons.has(icon)).toBe(false);
  });

  it('refuses a route declaring an icon or a permission core does not have', () => {
    const route = { name: 'typed.route', path: '/admin/typed', title: 'آزمون', keywords: [] };
    const declare = () => [
      // @ts-expect-error 'pakage' is not a declared icon
      inArea('catalogue', [{ ...route, permission: null, icon: 'pakage' }]),
      // @ts-expect-error 'read_brandz' is not a declared permission
      inArea('catalogue', [{ ...route, permission: 'read_brandz', icon: 'package' }]),
    ];
    expect(inArea('catalogue', [{ ...route, permission: 'read_brand', icon: 'package' }])[0]?.icon).toBe(
      'package',
    );
    expect(declare).toBeTypeOf('function');
  });
});
