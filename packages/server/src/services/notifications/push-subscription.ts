import { validationFailed } from '../../http/errors.ts';

/** A browser's PushSubscription as `toJSON()` gives it, the shape kept on the token row. */
export interface StoredPushSubscription {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/** JSON Schema of POST admin/device-token: the structure; {@link readPushSubscription} checks the meaning. */
export const deviceTokenBodySchema = {
  type: 'object',
  required: ['subscription'],
  additionalProperties: false,
  properties: {
    subscription: {
      type: 'object',
      required: ['endpoint', 'keys'],
      additionalProperties: false,
      properties: {
        endpoint: { type: 'string', minLength: 1, maxLength: 2048 },
        expirationTime: { type: ['number', 'null'] },
        keys: {
          type: 'object',
          required: ['p256dh', 'auth'],
          additionalProperties: false,
          properties: {
            p256dh: { type: 'string', minLength: 1, maxLength: 200 },
            auth: { type: 'string', minLength: 1, maxLength: 100 },
          },
        },
      },
    },
  },
} as const;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

const decoded = (text: string): Buffer | null =>
  BASE64URL.test(text) ? Buffer.from(text.replace(/=+$/, ''), 'base64url') : null;

/**
 * Checks a subscription's meaning: an https endpoint (http only on loopback, where a local push
 * service or a test runs), no credentials in the URL, a P-256 public key (65 bytes, uncompressed) and
 * a 16-byte auth secret (RFC 8291). Throws a 422 naming the bad field.
 */
export function readPushSubscription(input: {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}): StoredPushSubscription {
  const errors: Record<string, string[]> = {};
  let url: URL | null = null;
  try {
    url = new URL(input.endpoint);
  } catch {
    url = null;
  }
  const secure =
    url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!url || !secure || url.username || url.password) {
    errors['subscription.endpoint'] = ['نشانی اشتراک اعلان باید یک نشانی https معتبر باشد.'];
  }
  const p256dh = decoded(input.keys.p256dh);
  if (p256dh?.length !== 65 || p256dh[0] !== 0x04) {
    errors['subscription.keys.p256dh'] = ['کلید عمومی اشتراک اعلان معتبر نیست.'];
  }
  const auth = decoded(input.keys.auth);
  if (auth?.length !== 16) errors['subscription.keys.auth'] = ['کلید احراز اشتراک اعلان معتبر نیست.'];
  if (Object.keys(errors).length) throw validationFailed(errors);
  return {
    endpoint: input.endpoint,
    expirationTime: input.expirationTime ?? null,
    keys: { p256dh: input.keys.p256dh, auth: input.keys.auth },
  };
}

/** A stored value read back from the database, or null when it is not a subscription. */
export function asStoredSubscription(value: unknown): StoredPushSubscription | null {
  const v = value as Partial<StoredPushSubscription> | null;
  if (
    typeof v?.endpoint !== 'string' ||
    typeof v.keys?.p256dh !== 'string' ||
    typeof v.keys.auth !== 'string'
  ) {
    return null;
  }
  return { endpoint: v.endpoint, expirationTime: v.expirationTime ?? null, keys: v.keys };
}
