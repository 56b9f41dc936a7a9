import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serverSecret } from './server-secret.ts';

/*
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser or CLI
 * profile that signed in to an account once holds a token signed by the server for that account.
 * Its sign-in attempts are counted on that device alone, so failures made elsewhere against the
 * account (a stranger guessing from many addresses) never slow the owner down; strangers, without
 * such a token, still share the account-wide delay. A device token is no credential: it only moves
 * where attempts are counted.
 */

/** The header the CLI sends its stored device token in (a browser sends the cookie instead). */
export const DEVICE_HEADER = 'x-shop-device';

/** How long a device stays known after its last successful sign-in. */
export const DEVICE_MAX_AGE_S = 180 * 24 * 60 * 60;

const accountOf = (username: string) => username.trim().toLowerCase();

/** One cookie per account, so several staff signing in on one counter tablet each keep theirs. */
export const deviceCookieName = (username: string) =>
  `shop_device_${createHash('sha256').update(accountOf(username)).digest('hex').slice(0, 12)}`;

const signature = (secret: string, username: string, nonce: string) =>
  createHmac('sha256', secret)
    .update(`${accountOf(username)}|${nonce}`)
    .digest('base64url');

/** The token a request carries for `username`: the CLI's header, else the browser's cookie. */
export function deviceTokenOf(request: FastifyRequest, username: string): string | null {
  const header = request.headers[DEVICE_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  const name = `${deviceCookieName(username)}=`;
  const cookie = request.headers.cookie ?? '';
  const found = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name));
  return found ? decodeURIComponent(found.slice(name.length)) : null;
}

/** The `Set-Cookie` value that keeps `token` in the browser (HttpOnly, only for the admin API). */
export function deviceCookie(username: string, token: string, secure: boolean): string {
  const flags = `Path=/api/admin; Max-Age=${DEVICE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  return `${deviceCookieName(username)}=${encodeURIComponent(token)}; ${flags}`;
}

/** Issues and checks device tokens under a server secret kept in the database. */
export function createDeviceTokens(db: Db) {
  const secret = () => serverSecret(db, 'device-cookies');
  return {
    /** A new token for `username` on this device: `<nonce>.<signature>`. */
    async issue(username: string): Promise<string> {
      const nonce = randomBytes(12).toString('base64url');
      return `${nonce}.${signature(await secret(), username, nonce)}`;
    },
    /** The device's id (its nonce) when `token` was issued for `username` by this server, else null. */
    async verify(username: string, token: string | null): Promise<string | null> {
      if (!token) return null;
      const [nonce, given, ...rest] = token.split('.');
      if (!nonce || !given || rest.length > 0) return null;
      const expected = Buffer.from(signature(await secret(), username, nonce));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? nonce : null;
    },
  };
}
