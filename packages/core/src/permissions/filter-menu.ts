import { can, type PermissionOptions } from './can.ts';
import type { MenuItem } from './types.ts';

function filterItems(
  menu: readonly MenuItem[],
  permissions: readonly string[],
  options: PermissionOptions,
): MenuItem[] {
  const result: MenuItem[] = [];
  for (const item of menu) {
    if (!can(permissions, item.permission, options)) continue;
    if (item.children === undefined) {
      result.push(item);
      continue;
    }
    const children = filterItems(item.children, permissions, options);
    if (children.length > 0) result.push({ ...item, children });
  }
  return result;
}

/**
 * The part of a sidebar tree the admin may see, as a new tree (the input is not changed).
 *
 * An item whose permission is not held is removed with everything under it. A group (an item with a
 * `children` list) needs its own permission and at least one surviving child: a group left empty,
 * or empty to begin with, is removed. Public children (permission null) of a permitted group stay.
 */
export function filterMenuByPermission(
  menu: readonly MenuItem[],
  permissions: readonly string[],
  options: PermissionOptions = {},
): MenuItem[] {
  return filterItems(menu, permissions, options);
}
