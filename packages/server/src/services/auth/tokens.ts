import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new token secret (40 url-safe characters, like Sanctum's). */
export const newTokenSecret = (): string => randomBytes(30).toString('base64url');

/** What the database keeps of a token: SHA-256 of the secret, hex. */
export const hashTokenSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Splits `<id>|<secret>`; null when the shape is wrong. */
export function parseToken(token: string): { id: number; secret: string } | null {
  const match = /^(\d{1,15})\|([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  return { id: Number(match[1]), secret: match[2] };
}

/** Constant-time comparison of a presented secret with the stored hash. */
export function tokenMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashTokenSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
