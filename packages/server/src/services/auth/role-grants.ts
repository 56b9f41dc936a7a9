import { adminPermissions } from '@shop-admin/core';
import { AppError } from '../../http/errors.ts';
import { type AuthAdmin, SUPER_ADMIN } from '../admins.ts';

/**
 * Least privilege for staff (issue 13): nobody hands out more than they hold. A super admin may give
 * anything; anyone else only permissions of their own, never edits or deletes their own role, and
 * leaves roles (and admins) that hold more than they do to a super admin. Every refusal is a 403
 * `forbidden` with a Persian reason, as the super admin rules of roles and admins are.
 */

const LABELS = new Map<string, string>(adminPermissions.map((p) => [p.name, p.label]));
/** How many missing permissions a refusal names before it says "and N more". */
const NAMED = 5;

export const isSuperAdmin = (admin: Pick<AuthAdmin, 'role'>) => admin.role?.name === SUPER_ADMIN;

/** The permissions in `names` the admin does not hold (none for a super admin). */
export function permissionsBeyond(admin: AuthAdmin, names: Iterable<string>): string[] {
  if (isSuperAdmin(admin)) return [];
  const held = new Set(admin.permissions);
  return [...new Set(names)].filter((name) => !held.has(name));
}

/** «الف، ب و ۳ دسترسی دیگر»: the Persian labels of the first few missing permissions. */
function describe(missing: readonly string[]): string {
  const named = missing.slice(0, NAMED).map((name) => LABELS.get(name) ?? name);
  const more = missing.length - named.length;
  return more > 0 ? `${named.join('، ')} و ${more.toLocaleString('fa-IR')} دسترسی دیگر` : named.join('، ');
}

const forbiddenBecause = (message: string, field?: string) =>
  new AppError(403, 'forbidden', message, field ? { errors: { [field]: [message] } } : {});

/** Refuses giving a role permissions the admin does not hold. */
export function assertMayGrant(admin: AuthAdmin, names: Iterable<string>): void {
  const missing = permissionsBeyond(admin, names);
  if (missing.length) {
    throw forbiddenBecause(
      `دسترسی‌هایی را که خودتان ندارید نمی‌توانید به نقشی بدهید: ${describe(missing)}.`,
      'permissions',
    );
  }
}

/** Refuses editing or deleting the admin's own role, or a role holding permissions they lack. */
export function assertMayChangeRole(
  admin: AuthAdmin,
  role: { id: number; permissions: readonly { name: string }[] },
): void {
  if (admin.role?.id === role.id) {
    throw forbiddenBecause('نقش خودتان را نمی‌توانید ویرایش یا حذف کنید؛ این کار با مدیر کل است.');
  }
  const missing = permissionsBeyond(
    admin,
    role.permissions.map((p) => p.name),
  );
  if (missing.length) {
    throw forbiddenBecause(
      `این نقش دسترسی‌هایی دارد که شما ندارید (${describe(missing)})؛ فقط مدیر کل آن را ویرایش یا حذف می‌کند.`,
    );
  }
}

/** Refuses giving an admin a role that holds permissions the giver lacks. */
export function assertMayAssignRole(admin: AuthAdmin, rolePermissions: readonly string[]): void {
  const missing = permissionsBeyond(admin, rolePermissions);
  if (missing.length) {
    throw forbiddenBecause(
      `نقشی را که دسترسی‌هایی بیش از شما دارد نمی‌توانید بدهید (${describe(missing)}).`,
      'role',
    );
  }
}

/** Refuses editing or deleting an admin whose role holds permissions the editor lacks. */
export function assertMayManageAdmin(admin: AuthAdmin, targetPermissions: readonly string[]): void {
  const missing = permissionsBeyond(admin, targetPermissions);
  if (missing.length) {
    throw forbiddenBecause(
      `این مدیر دسترسی‌هایی دارد که شما ندارید (${describe(missing)})؛ فقط مدیر کل او را تغییر می‌دهد یا حذف می‌کند.`,
    );
  }
}
