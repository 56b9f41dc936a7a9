import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import {
  serializeFrontOrder,
  serializeInvoice,
  serializePayment,
} from '../../services/checkout/serialize.ts';
import {
  failVirtualInvoice,
  payVirtualInvoice,
  signedInvoice,
  virtualPayLinks,
} from '../../services/checkout/virtual-gateway.ts';

const invoiceParams = {
  type: 'object',
  required: ['invoice'],
  properties: { invoice: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

/** A browser pays or abandons at most this many times a minute from one address. */
const GATEWAY_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

type InvoiceRequest = { Params: { invoice: string }; Querystring: Record<string, unknown> };

/**
 * Shopit's test gateway, as the customer's browser reaches it (GET or POST): the invoice page, "pay"
 * (the money is taken: stock moves and the order becomes new, or the payment is refused and refunded
 * to the wallet) and "fail" (the customer abandoned: the order fails). Registered only when
 * `SHOP_PAYMENT_GATEWAY=virtual`. Every link carries `expires` and `signature` (signed by the server
 * for its invoice, action and amount, as a real gateway signs its callbacks): anything else is a 403
 * and changes nothing.
 */
export async function virtualGatewayRoutes(app: FastifyInstance) {
  const options = {
    schema: { params: invoiceParams },
    config: { public: true, rateLimit: GATEWAY_RATE_LIMIT },
  };

  app.get<InvoiceRequest>('/front/gateway/virtual/:invoice', options, async (request) => {
    const invoiceId = Number(request.params.invoice);
    const { invoice, order } = await signedInvoice(app.ctx, invoiceId, 'view', request.query);
    return ok({
      invoice: serializeInvoice(invoice),
      order: serializeFrontOrder(order),
      ...(await virtualPayLinks(app.ctx, invoice)),
    });
  });

  const pay = async (request: { params: { invoice: string }; query: unknown }) => {
    const invoiceId = Number(request.params.invoice);
    await signedInvoice(app.ctx, invoiceId, 'pay', request.query);
    const result = await payVirtualInvoice(app.ctx, invoiceId, app.ctx.clock());
    const data = {
      outcome: result.outcome,
      order: serializeFrontOrder(result.order),
      invoice: serializeInvoice(result.invoice),
      payment: serializePayment(result.payment),
    };
    // Refused for short stock: the refund is committed; the customer is told why, with the order.
    if (result.outcome === 'refunded') throw new AppError(422, 'payment_refused', result.message, { data });
    return ok(data, result.message);
  };
  app.get<InvoiceRequest>('/front/gateway/virtual/:invoice/pay', options, pay);
  app.post<InvoiceRequest>('/front/gateway/virtual/:invoice/pay', options, pay);

  const fail = async (request: { params: { invoice: string }; query: unknown }) => {
    const invoiceId = Number(request.params.invoice);
    await signedInvoice(app.ctx, invoiceId, 'fail', request.query);
    const { order, invoice } = await failVirtualInvoice(app.ctx, invoiceId, app.ctx.clock());
    return ok(
      { order: serializeFrontOrder(order), invoice: serializeInvoice(invoice) },
      order.statusDetail ?? '',
    );
  };
  app.get<InvoiceRequest>('/front/gateway/virtual/:invoice/fail', options, fail);
  app.post<InvoiceRequest>('/front/gateway/virtual/:invoice/fail', options, fail);
}
