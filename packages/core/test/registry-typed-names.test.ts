import { describe, expect, it } from 'vitest';
import {
  type ActionId,
  adminActionCommands,
  adminPermissions,
  adminResources,
  adminRoutes,
  extraPermission,
  type ResourceName,
  type RouteName,
  resourceNamed,
  routeNamed,
  stemPermission,
} from '../src/index.ts';

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
});
