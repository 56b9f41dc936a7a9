import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The newest one-time code the outbox SMS driver wrote for a mobile, or null. */
export function codeFromOutbox(outboxDir: string, mobile: string): string | null {
  const folder = join(outboxDir, 'sms');
  if (!existsSync(folder)) return null;
  const prefix = `login-${mobile}-`;
  const newest = readdirSync(folder)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.txt'))
    .sort((a, b) => Number(b.slice(prefix.length, -4)) - Number(a.slice(prefix.length, -4)))[0];
  if (!newest) return null;
  return /: (\d{6})\n/.exec(readFileSync(join(folder, newest), 'utf8'))?.[1] ?? null;
}

let addresses = 0;
/** A fresh client address, so per-address limits stay out of the way outside their own tests. */
export const nextCustomerAddress = () => {
  addresses += 1;
  return `10.9.${addresses >> 8}.${addresses & 255}`;
};

/** Signs a customer in through the real surface (code by SMS to the outbox, then login); the token's headers. */
export async function loginCustomer(app: FastifyInstance, mobile: string) {
  const remoteAddress = nextCustomerAddress();
  const sent = await app.inject({
    method: 'POST',
    url: '/api/customer/login/code',
    payload: { mobile },
    remoteAddress,
  });
  if (sent.statusCode !== 200) throw new Error(`login/code: ${sent.statusCode} ${sent.body}`);
  const code = codeFromOutbox(app.ctx.config.outboxDir, mobile);
  const login = await app.inject({
    method: 'POST',
    url: '/api/customer/login',
    payload: { mobile, code },
    remoteAddress,
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const { token, customer } = login.json().data as { token: string; customer: { id: number } };
  return { token, customer, headers: { authorization: `Bearer ${token}` } };
}
