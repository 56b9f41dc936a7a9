import type { AppContext } from '../../context.ts';
import { createVirtualGateway } from '../checkout/virtual-gateway.ts';
import type { PaymentGateway } from './gateway-driver.ts';

/** The drivers this server knows, by their `SHOP_PAYMENT_GATEWAY` name. */
export const PAYMENT_GATEWAYS = ['virtual'] as const;

/** True when `SHOP_PAYMENT_GATEWAY` turns no gateway on (unset or `none`). */
export const noPaymentGateway = (name: string | undefined) => name === undefined || name === 'none';

/** The configured gateway, or null when none is; an unknown name stops the server at start-up. */
export function createPaymentGateway(ctx: AppContext): PaymentGateway | null {
  const name = ctx.config.paymentGateway;
  if (noPaymentGateway(name)) return null;
  if (name === 'virtual') return createVirtualGateway(ctx);
  throw new Error(
    `SHOP_PAYMENT_GATEWAY=${name} is not a known payment gateway (known: ${PAYMENT_GATEWAYS.join(', ')}, or none)`,
  );
}
