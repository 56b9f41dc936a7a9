import {
  type AdminHomeStore,
  type ApiClient,
  type CookieJar,
  createAdminHomeStore,
} from '@shop-admin/core/base';

/** Cookies for a process that has no browser: a map that lives as long as the command. */
export function createMemoryCookieJar(): CookieJar {
  const cookies = new Map<string, string>();
  return {
    get: (name) => cookies.get(name) ?? null,
    set: (name, value) => void cookies.set(name, value),
    remove: (name) => void cookies.delete(name),
  };
}

/** Core's admin-home store for the CLI and the TUI (permissions, notifications, unread counts). */
export function createHomeStore(api: ApiClient, clock: () => Date = () => new Date()): AdminHomeStore {
  return createAdminHomeStore({ api, clock, cookies: createMemoryCookieJar() });
}
