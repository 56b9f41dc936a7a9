import type { PermissionName } from '../registry/permissions.ts';

/** The role that holds every permission (Shopit treats it so in /home and notification targeting). */
export const SUPER_ADMIN_ROLE = 'super_admin';

/** Options of {@link can} and filterMenuByPermission. */
export interface PermissionOptions {
  /** The admin's role name; `super_admin` holds every permission. */
  role?: string | null;
}

/** True when the admin is a super admin: by role name, or by `super_admin` in the permission list. */
export function isSuperAdmin(permissions: readonly string[], options: PermissionOptions = {}): boolean {
  return options.role === SUPER_ADMIN_ROLE || permissions.includes(SUPER_ADMIN_ROLE);
}

/**
 * Whether an admin holding `permissions` may do something that needs `needed`.
 * Null, undefined, '' or an empty list means public; a list needs any one of its names; a super admin
 * may do everything.
 */
export function can(
  permissions: readonly string[],
  needed: PermissionName | readonly PermissionName[] | null | undefined,
  options: PermissionOptions = {},
): boolean {
  if (needed === null || needed === undefined || needed.length === 0) return true;
  if (isSuperAdmin(permissions, options)) return true;
  if (typeof needed === 'string') return permissions.includes(needed);
  return needed.some((name) => permissions.includes(name));
}
