import type { CookieJar } from './cookie-jar.ts';

/** Where the admin's API token lives: a cookie in the browser, a config file in the CLI, memory in tests. */
export interface TokenStorage {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The cookie that holds the admin's token (SPEC.md §6: without it the user goes to the login route). */
export const ADMIN_AUTH_COOKIE = 'adminAuthorization';

/** Token storage in memory, optionally starting with a token. An empty token counts as none. */
export function createMemoryTokenStorage(initial?: string | null): TokenStorage {
  let token = initial ? initial : null;
  return {
    get: () => token,
    set(next) {
      token = next === '' ? null : next;
    },
    clear() {
      token = null;
    },
  };
}

/** Token storage in the {@link ADMIN_AUTH_COOKIE} cookie of a {@link CookieJar}. */
export function createCookieTokenStorage(jar: CookieJar): TokenStorage {
  return {
    get() {
      const token = jar.get(ADMIN_AUTH_COOKIE);
      return token ? token : null;
    },
    set(token) {
      if (token === '') jar.remove(ADMIN_AUTH_COOKIE);
      else jar.set(ADMIN_AUTH_COOKIE, token);
    },
    clear() {
      jar.remove(ADMIN_AUTH_COOKIE);
    },
  };
}
