import type { CookieJar } from '../session/index.ts';

/** The cookie that keeps the admin's permission list as JSON between page loads. */
export const ADMIN_PERMISSIONS_COOKIE = 'adminPermissions';

/** The permission names in a value, dropping anything that is not a non-empty string. */
export function toPermissionList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const names: string[] = [];
  for (const item of value) {
    const name = typeof item === 'object' && item !== null ? (item as { name?: unknown }).name : item;
    if (typeof name === 'string' && name !== '') names.push(name);
  }
  return names;
}

/** Reads the permission cookie; a missing or malformed cookie gives []. */
export function readPermissionCookie(cookies: CookieJar): string[] {
  const text = cookies.get(ADMIN_PERMISSIONS_COOKIE);
  if (text === null) return [];
  try {
    return toPermissionList(JSON.parse(text));
  } catch {
    return [];
  }
}

/** Saves the permission list in its cookie as JSON. */
export function writePermissionCookie(cookies: CookieJar, permissions: readonly string[]): void {
  cookies.set(ADMIN_PERMISSIONS_COOKIE, JSON.stringify(permissions));
}
