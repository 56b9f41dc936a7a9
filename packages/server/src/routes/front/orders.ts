import { CHECKOUT_MESSAGES, checkoutAddressFields, checkoutFields } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { validateBody } from '../../http/validate-body.ts';
import { type CheckoutAddress, checkout } from '../../services/checkout/checkout.ts';
import {
  serializeAccountOrder,
  serializeFrontOrder,
  serializeInvoice,
} from '../../services/checkout/serialize.ts';
import type { PaymentGateway } from '../../services/payments/gateway-driver.ts';
import { type CustomerRow, requireIranMobile } from '../../services/people/customer-by-mobile.ts';

/** One address may place this many checkouts a minute (a shop's busiest customer, well above a bot's need). */
const CHECKOUT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** Validates the body and its `address` object with core's checkout fields; one 422 with every error. */
function readCheckoutBody(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return validateBody(body, checkoutFields) as never;
  }
  const { address, ...rest } = body as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const collect = <T>(read: () => T, prefix = ''): T | null => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof AppError) || !error.errors) throw error;
      for (const [key, messages] of Object.entries(error.errors)) errors[`${prefix}${key}`] = messages;
      return null;
    }
  };
  const values = collect(() => validateBody(rest, checkoutFields));
  const readAddress = () => {
    if (typeof address !== 'object' || address === null || Array.isArray(address)) {
      errors.address = ['نشانی گیرنده الزامی است.'];
      return null;
    }
    return collect(() => validateBody(address, checkoutAddressFields), 'address.');
  };
  const where = readAddress();
  if (Object.keys(errors).length || !values || !where) throw validationFailed(errors);
  return { values, address: where as unknown as CheckoutAddress };
}

/**
 * Paying from a wallet needs its owner's customer token: none is a 401, another customer's a 403, both
 * before anything is written.
 */
function requireWalletOwner(customer: CustomerRow | null, mobile: string): void {
  if (!customer) {
    throw new AppError(
      401,
      'wallet_login_required',
      'برای پرداخت از کیف پول، ابتدا با کد یکبار مصرف وارد حساب کاربری خود شوید.',
    );
  }
  if (customer.mobile !== mobile) {
    throw new AppError(
      403,
      'wallet_not_owner',
      'کیف پول این شماره موبایل فقط با ورود صاحب آن قابل استفاده است.',
    );
  }
}

/** The checkout body for the API docs: core's fields with the address object inside. */
function checkoutBodySchema() {
  const schema = fieldsToJsonSchema(checkoutFields);
  const properties = {
    ...(schema.properties as Record<string, unknown>),
    address: fieldsToJsonSchema(checkoutAddressFields),
  };
  return {
    ...schema,
    properties,
    required: [...((schema.required as string[] | undefined) ?? []), 'address'],
  };
}

/**
 * POST front/orders: the storefront checkout (public, rate-limited, `Idempotency-Key` required). 201
 * with the order in wait_for_payment, its invoice and the configured gateway's signed links (none when
 * no gateway is configured); 200 with the same order when the key was used before. With the
 * customer's own token (Authorization: Bearer, from /api/customer/login) it is their checkout: the
 * address is saved as theirs and the answer has their customer and address ids. Without it, a guest
 * checkout: the same answer whether or not the mobile is a customer's, without those ids, and nothing
 * written into an existing customer's account (services/checkout/checkout.ts). `from_wallet` needs
 * the customer's own token; a wallet covering the whole order pays it at once.
 */
export async function frontOrderRoutes(app: FastifyInstance, options: { gateway: PaymentGateway | null }) {
  app.post(
    '/front/orders',
    {
      config: {
        public: true,
        customer: 'optional',
        rateLimit: CHECKOUT_RATE_LIMIT,
        docsBody: checkoutBodySchema(),
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header.trim() : '';
      if (!IDEMPOTENCY_KEY.test(key)) {
        throw validationFailed({ idempotency_key: [CHECKOUT_MESSAGES.badIdempotencyKey] });
      }
      const { values, address } = readCheckoutBody(request.body);
      const mobile = requireIranMobile(values.mobile);
      if (values.from_wallet === true) requireWalletOwner(request.customer, mobile);
      // The customer's own token makes it their checkout; anyone else's, or none, a guest's.
      const account = request.customer?.mobile === mobile ? request.customer : null;
      const result = await checkout(app.ctx, {
        mobile,
        account,
        address,
        shippingId: Number(values.shipping_id),
        varieties: (values.varieties as { id: number; quantity: number }[]).map((line) => ({
          id: Number(line.id),
          quantity: Number(line.quantity),
        })),
        couponCode: typeof values.coupon_code === 'string' ? values.coupon_code : null,
        description: typeof values.description === 'string' ? values.description : null,
        reserved: values.reserved === true,
        fromWallet: values.from_wallet === true,
        idempotencyKey: key,
        now: app.ctx.clock(),
      });
      const data = {
        order: (account ? serializeAccountOrder : serializeFrontOrder)(result.order, result.items),
        invoice: serializeInvoice(result.invoice),
        ...(result.order.status === 'wait_for_payment' && options.gateway
          ? await options.gateway.start(result.invoice)
          : {}),
      };
      if (result.payment?.outcome === 'refunded') {
        throw new AppError(422, 'payment_refused', result.payment.message, { data });
      }
      const message = result.payment ? result.payment.message : CHECKOUT_MESSAGES.placed;
      return reply.status(result.replayed ? 200 : 201).send(ok(data, message));
    },
  );
}
