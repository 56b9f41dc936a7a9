import { toAsciiDigits } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { AppError, MESSAGES } from '../../http/errors.ts';
import { joinGuestOrders } from '../../services/checkout/guest-orders.ts';
import { issueCustomerToken, revokeCustomerToken } from '../../services/customers-auth/customer-tokens.ts';
import {
  LOGIN_CODE_MESSAGES,
  LOGIN_CODE_RULES,
  sendLoginCode,
  useLoginCode,
} from '../../services/customers-auth/login-codes.ts';
import { findOrCreateCustomer, requireIranMobile } from '../../services/people/customer-by-mobile.ts';
import type { SmsSender } from '../../services/sms/sms-sender.ts';
import { serializeCustomerProfile } from './serialize.ts';

const mobileSchema = { type: 'string', minLength: 1, maxLength: 20 } as const;
const codeBody = {
  body: {
    type: 'object',
    required: ['mobile'],
    additionalProperties: false,
    properties: { mobile: mobileSchema },
  },
} as const;
const loginBody = {
  body: {
    type: 'object',
    required: ['mobile', 'code'],
    additionalProperties: false,
    properties: { mobile: mobileSchema, code: { type: 'string', minLength: 1, maxLength: 12 } },
  },
} as const;

/** A first wall per address in front of the database's own per-mobile and per-address counts. */
const CODE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
const LOGIN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const invalidCode = () =>
  new AppError(422, 'invalid_login_code', LOGIN_CODE_MESSAGES.invalid, {
    errors: { code: [LOGIN_CODE_MESSAGES.invalid] },
  });

/**
 * Customer sign-in with a one-time code (Shopit's customer API): `login/code` sends it by SMS (the same
 * answer for any mobile), `login` trades it for a customer token (a new mobile becomes a customer, as a
 * checkout with a new mobile does; guest orders placed with the mobile join the account), `logout`
 * revokes the token.
 */
export async function customerLoginRoutes(app: FastifyInstance, options: { sms: SmsSender }) {
  const { ctx } = app;

  app.post<{ Body: { mobile: string } }>(
    '/customer/login/code',
    { schema: codeBody, config: { public: true, rateLimit: CODE_RATE_LIMIT } },
    async (request) => {
      const mobile = requireIranMobile(request.body.mobile);
      await sendLoginCode(ctx.db, options.sms, { mobile, ip: request.ip, now: ctx.clock() });
      return ok({ expires_in: LOGIN_CODE_RULES.ttlMs / 1000 }, LOGIN_CODE_MESSAGES.sent);
    },
  );

  app.post<{ Body: { mobile: string; code: string } }>(
    '/customer/login',
    { schema: loginBody, config: { public: true, rateLimit: LOGIN_RATE_LIMIT } },
    async (request) => {
      const mobile = requireIranMobile(request.body.mobile);
      const code = toAsciiDigits(request.body.code.trim());
      const now = ctx.clock();
      if (!(await useLoginCode(ctx.db, { mobile, code, now }))) throw invalidCode();
      const customer = await findOrCreateCustomer(ctx.db, { mobile }, now);
      if (customer.status === 0) {
        throw new AppError(403, 'customer_inactive', 'حساب کاربری شما غیرفعال است.');
      }
      // The code proved the mobile: guest orders placed with it join the account (checkout/guest-orders.ts).
      await joinGuestOrders(ctx.db, customer, now);
      const { token, expiresAt } = await issueCustomerToken(ctx.db, {
        customerId: customer.id,
        lifetimeMs: ctx.config.customerTokenLifetimeMs,
        now,
      });
      return ok(
        { token, expires_at: expiresAt, customer: await serializeCustomerProfile(ctx.db, customer) },
        MESSAGES.loggedIn,
      );
    },
  );

  app.post('/customer/logout', async (request) => {
    if (request.customerTokenId !== null) await revokeCustomerToken(ctx.db, request.customerTokenId);
    return ok(null, MESSAGES.loggedOut);
  });
}
