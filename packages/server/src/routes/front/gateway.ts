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
  invoiceWithOrder,
  payVirtualInvoice,
  virtualPayLinks,
} from '../../services/checkout/virtual-gateway.ts';

const invoiceParams = {
  type: 'object',
  required: ['invoice'],
  properties: { invoice: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

/** A browser pays or abandons at most this many times a minute from one address. */
const GATEWAY_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

type InvoiceRequest = { Params: { invoice: string } };

/**
 * Shopit's test gateway, as the customer's browser reaches it (GET or POST): the invoice page, "pay"
 * (the money is taken: stock moves and the order becomes new, or the payment is refused and refunded
 * to the wallet) and "fail" (the customer abandoned: the order fails).
 */
export async function gatewayRoutes(app: FastifyInstance) {
  const options = {
    schema: { params: invoiceParams },
    config: { public: true, rateLimit: GATEWAY_RATE_LIMIT },
  };

  app.get<InvoiceRequest>('/front/gateway/virtual/:invoice', options, async (request) => {
    const { invoice, order } = await invoiceWithOrder(app.ctx.db, Number(request.params.invoice));
    return ok({
      invoice: serializeInvoice(invoice),
      order: serializeFrontOrder(order),
      ...virtualPayLinks(invoice.id),
    });
  });

  const pay = async (request: { params: { invoice: string } }) => {
    const result = await payVirtualInvoice(app.ctx, Number(request.params.invoice), app.ctx.clock());
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

  const fail = async (request: { params: { invoice: string } }) => {
    const { order, invoice } = await failVirtualInvoice(
      app.ctx,
      Number(request.params.invoice),
      app.ctx.clock(),
    );
    return ok(
      { order: serializeFrontOrder(order), invoice: serializeInvoice(invoice) },
      order.statusDetail ?? '',
    );
  };
  app.get<InvoiceRequest>('/front/gateway/virtual/:invoice/fail', options, fail);
  app.post<InvoiceRequest>('/front/gateway/virtual/:invoice/fail', options, fail);
}
