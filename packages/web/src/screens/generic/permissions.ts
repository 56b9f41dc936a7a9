import { allowsOperation, type ResourceDef } from '@shop-admin/core';
import { usePermissions } from '../../app/services-context.tsx';

/** What the admin may do with a resource: the declaration's operations and their permissions. */
export interface ResourceAbilities {
  list: boolean;
  get: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

/** Abilities from `resource.operations` (absent: all five) and read_/write_/modify_/delete_<stem>. */
export function abilitiesOf(resource: ResourceDef, permissions: readonly string[]): ResourceAbilities {
  return {
    list: allowsOperation(resource, 'list', permissions),
    get: allowsOperation(resource, 'get', permissions),
    create: allowsOperation(resource, 'create', permissions),
    update: allowsOperation(resource, 'update', permissions),
    delete: allowsOperation(resource, 'delete', permissions),
  };
}

/** {@link abilitiesOf} for the signed-in admin. */
export function useAbilities(resource: ResourceDef): ResourceAbilities {
  return abilitiesOf(resource, usePermissions());
}
