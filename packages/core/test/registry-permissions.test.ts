import { describe, expect, it } from 'vitest';
import {
  adminCommands,
  adminPermissions,
  adminResources,
  adminRoutes,
  permissionsOf,
  type ResourceOperation,
} from '../src/index.ts';

const OPERATION_ACTION: Record<ResourceOperation, 'read' | 'write' | 'modify' | 'delete'> = {
  list: 'read',
  get: 'read',
  create: 'write',
  update: 'modify',
  delete: 'delete',
};

/** Every permission the registry asks for anywhere. */
function referencedPermissions(): Set<string> {
  const names = new Set<string>();
  for (const route of adminRoutes) if (route.permission) names.add(route.permission);
  for (const command of adminCommands) if (command.permission) names.add(command.permission);
  for (const resource of adminResources) {
    const operations = resource.operations ?? ['list', 'get', 'create', 'update', 'delete'];
    for (const operation of operations)
      names.add(permissionsOf(resource.permissionStem)[OPERATION_ACTION[operation]]);
  }
  return names;
}

describe('admin permissions', () => {
  it('lists every permission a route, command or resource operation asks for', () => {
    const listed = new Set<string>(adminPermissions.map((permission) => permission.name));
    const missing = [...referencedPermissions()].filter((name) => !listed.has(name));
    expect(missing).toEqual([]);
  });

  it('lists each permission once, with a Persian label', () => {
    const names = adminPermissions.map((permission) => permission.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const permission of adminPermissions)
      expect(permission.label, permission.name).toMatch(/[\u0600-\u06FF]/);
  });

  it("includes Shopit's names outside the read_/write_/modify_/delete_ pattern", () => {
    const names = adminPermissions.map((permission) => permission.name);
    for (const name of [
      'approved_products',
      'report',
      'htaccess',
      'read_log',
      'read_setting',
      'modify_setting',
      'mini_order',
      'discount_mini_order',
      'contact_modify',
      'read_transaction',
      'read_productComment',
      'read_post-category',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('has all four actions for resource stems such as product and customer', () => {
    const names = new Set(adminPermissions.map((permission) => permission.name));
    for (const stem of [
      'product',
      'customer',
      'order',
      'brand',
      'role',
      'admin',
      'area',
      'faq',
      'page',
      'recommendation',
    ] as const) {
      for (const name of Object.values(permissionsOf(stem))) expect(names.has(name), name).toBe(true);
    }
  });

  it('names the four permissions of a stem the Shopit way', () => {
    expect(permissionsOf('post-category')).toEqual({
      read: 'read_post-category',
      write: 'write_post-category',
      modify: 'modify_post-category',
      delete: 'delete_post-category',
    });
  });
});
