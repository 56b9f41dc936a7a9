/** Reads and writes cookies through a `document`-like object. */
export interface CookieJar {
  /** The decoded value, or null when the cookie is absent. */
  get(name: string): string | null;
  /** Writes the cookie for the whole site with a very long life (10 years unless `maxAgeDays` is given). */
  set(name: string, value: string, options?: { maxAgeDays?: number }): void;
  /** Deletes the cookie (same path and flags, expired). */
  remove(name: string): void;
}

/** Options of {@link createCookieJar}. */
export interface CookieJarOptions {
  /** Adds `Secure`; the web passes `location.protocol === 'https:'`. */
  secure?: boolean;
  /** The clock behind `expires`; defaults to the current time. */
  clock?: () => Date;
}

/** Default life of a cookie written by {@link createCookieJar}: ten years, i.e. "until logout". */
export const COOKIE_DEFAULT_MAX_AGE_DAYS = 3650;

const DAY_MS = 86_400_000;

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Creates a cookie jar over `doc.cookie` (pass `document` in the browser). Cookies are written with
 * `path=/`, both `expires` and `max-age`, `SameSite=Strict`, and `Secure` when asked; names and values
 * are URI-encoded.
 */
export function createCookieJar(doc: { cookie: string }, options: CookieJarOptions = {}): CookieJar {
  const clock = options.clock ?? (() => new Date());
  const flags = `; path=/; SameSite=Strict${options.secure ? '; Secure' : ''}`;

  return {
    get(name) {
      const wanted = encodeURIComponent(name);
      for (const part of doc.cookie.split(';')) {
        const pair = part.trim();
        const eq = pair.indexOf('=');
        const key = eq === -1 ? '' : pair.slice(0, eq);
        if (key === wanted) return decode(pair.slice(eq + 1));
      }
      return null;
    },
    set(name, value, setOptions = {}) {
      const days = setOptions.maxAgeDays ?? COOKIE_DEFAULT_MAX_AGE_DAYS;
      const expires = new Date(clock().getTime() + days * DAY_MS).toUTCString();
      const maxAge = Math.round(days * 86_400);
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; max-age=${maxAge}${flags}`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0${flags}`;
    },
  };
}
