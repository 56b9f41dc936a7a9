import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { serverSecret } from '../auth/server-secret.ts';

/** The server_keys row holding the secret of visitor hashes. */
const VISITOR_SECRET_KEY = 'visitor_hash_secret';

/**
 * The visitor of a page view: an HMAC-SHA256 (hex, 64 characters) of the IP and the user agent
 * under a server secret, so the same browser counts once a day in reports while the stored value
 * cannot be turned back into an address (no dictionary of the 2³² IPv4 addresses helps without the
 * secret).
 */
export function visitorHash(secret: string, ip: string, userAgent: string): string {
  return createHmac('sha256', secret).update(`${ip}\n${userAgent}`).digest('hex');
}

/** The visitor-hash secret (server_keys), created on first use and read once per database handle. */
export const visitorSecret = (db: Db): Promise<string> => serverSecret(db, VISITOR_SECRET_KEY);
