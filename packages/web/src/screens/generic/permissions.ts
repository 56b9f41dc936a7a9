import { can, permissionsOf, type ResourceDef, type ResourceOperation } from '@shop-admin/core';
import { usePermissions } from '../../app/services-context.tsx';

/** What the admin may do with a resource: the declaration's operations and their permissions. */
export interface ResourceAbilities {
  list: boolean;
  get: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

const ALL: readonly ResourceOperation[] = ['list', 'get', 'create', 'update', 'delete'];

/** Abilities from `resource.operations` (absent: all five) and read_/write_/modify_/delete_<stem>. */
export function abilitiesOf(resource: ResourceDef, permissions: readonly string[]): ResourceAbilities {
  const ops = new Set(resource.operations ?? ALL);
  const perms = permissionsOf(resource.permissionStem);
  return {
    list: ops.has('list') && can(permissions, perms.read),
    get: ops.has('get') && can(permissions, perms.read),
    create: ops.has('create') && can(permissions, perms.write),
    update: ops.has('update') && can(permissions, perms.modify),
    delete: ops.has('delete') && can(permissions, perms.delete),
  };
}

/** {@link abilitiesOf} for the signed-in admin. */
export function useAbilities(resource: ResourceDef): ResourceAbilities {
  return abilitiesOf(resource, usePermissions());
}
