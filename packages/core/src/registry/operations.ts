import { can } from '../permissions/can.ts';
import { type PermissionName, permissionsOf } from './permissions.ts';
import type { ResourceDef, ResourceOperation } from './types.ts';

/** The five resource-macro operations, in their usual order. */
export const RESOURCE_OPERATIONS: readonly ResourceOperation[] = [
  'list',
  'get',
  'create',
  'update',
  'delete',
];

/** The permission an operation needs: read_<stem> to list or get, then write_, modify_, delete_. */
export function operationPermission(resource: ResourceDef, operation: ResourceOperation): PermissionName {
  const perms = permissionsOf(resource.permissionStem);
  if (operation === 'list' || operation === 'get') return perms.read;
  if (operation === 'create') return perms.write;
  return operation === 'update' ? perms.modify : perms.delete;
}

/**
 * Whether this operation is allowed on this resource: the declaration offers it (no `operations` list
 * means all five) and, when the admin's `permissions` are given, they hold its permission. Without
 * permissions only the declaration is asked (the CLI, which learns the admin's rights from the API).
 */
export function allowsOperation(
  resource: ResourceDef,
  operation: ResourceOperation,
  permissions?: readonly string[],
): boolean {
  if (resource.operations && !resource.operations.includes(operation)) return false;
  return permissions === undefined || can(permissions, operationPermission(resource, operation));
}

/** Whether the resource's list streams a CSV/Excel download of its current filter (`?export=csv|xlsx`). */
export function listDownloads(resource: ResourceDef): boolean {
  return resource.downloads !== false && allowsOperation(resource, 'list');
}
