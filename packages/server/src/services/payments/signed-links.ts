import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { serverSecret } from '../auth/server-secret.ts';

/** The server_keys row holding the secret that signs payment links and callbacks. */
const PAYMENT_SECRET_KEY = 'payment_link_secret';

/** What a signed payment link may do: show the invoice page, pay it, or abandon it. */
export type PaymentAction = 'view' | 'pay' | 'fail';

/** How long a signed payment link stays good (the unpaid-order job fails the order well before). */
export const PAYMENT_LINK_TTL_MS = 24 * 60 * 60_000;

/** The query a signed link carries: `expires` (Unix seconds) and `signature` (64 hex). */
export interface LinkSignature {
  expires: number;
  signature: string;
}

/** The signing secret (server_keys), read once per database handle. */
export const paymentSecret = (db: Db) => serverSecret(db, PAYMENT_SECRET_KEY);

/** HMAC-SHA256 (hex) of the invoice id, the action, the amount the gateway takes and the expiry. */
export function paymentSignature(
  secret: string,
  input: { invoiceId: number; action: PaymentAction; amount: number; expires: number },
): string {
  return createHmac('sha256', secret)
    .update(`${input.invoiceId}\n${input.action}\n${input.amount}\n${input.expires}`)
    .digest('hex');
}

/** Signs one action on an invoice for the link lifetime from `now`. */
export function signPaymentAction(
  secret: string,
  input: { invoiceId: number; action: PaymentAction; amount: number; now: Date },
): LinkSignature {
  const expires = Math.floor((input.now.getTime() + PAYMENT_LINK_TTL_MS) / 1000);
  return { expires, signature: paymentSignature(secret, { ...input, expires }) };
}

/** Reads `expires` and `signature` from a query string; null when either is missing or malformed. */
export function readLinkSignature(query: unknown): LinkSignature | null {
  const q = (query ?? {}) as Record<string, unknown>;
  const expires = typeof q.expires === 'string' && /^\d{1,12}$/.test(q.expires) ? Number(q.expires) : null;
  const signature =
    typeof q.signature === 'string' && /^[0-9a-f]{64}$/.test(q.signature) ? q.signature : null;
  return expires === null || signature === null ? null : { expires, signature };
}

/** True when the signature is this server's for exactly this invoice, action and amount, and not expired. */
export function paymentSignatureValid(
  secret: string,
  input: { invoiceId: number; action: PaymentAction; amount: number; now: Date },
  presented: LinkSignature,
): boolean {
  if (presented.expires * 1000 <= input.now.getTime()) return false;
  const expected = Buffer.from(paymentSignature(secret, { ...input, expires: presented.expires }), 'hex');
  const given = Buffer.from(presented.signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
