import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { invoices, orderItems, orderStatusLogs, orders, stores } from '../../src/db/schema/index.ts';
import { virtualPayLinks } from '../../src/services/checkout/virtual-gateway.ts';
import { issueCustomerToken } from '../../src/services/customers-auth/customer-tokens.ts';
import { findOrCreateCustomer } from '../../src/services/people/customer-by-mobile.ts';
import { createProduct } from '../products-fixtures.ts';

/** A selling product with one variety holding `stock` units; returns the ids and the price. */
export async function stockedVariety(
  app: FastifyInstance,
  headers: Record<string, string>,
  options: { title: string; price: number; stock: number },
) {
  const product = await createProduct(app, headers, {
    title: options.title,
    unit_price: options.price,
    status: 'available',
    stock: options.stock,
  });
  const variety = product.varieties[0];
  if (!variety) throw new Error('product without a variety');
  return { productId: product.id, varietyId: variety.id, price: variety.price, title: product.title };
}

let mobiles = 0;
/** A customer with a fresh mobile (or the given one). */
export async function customer(db: Db, mobile?: string) {
  mobiles += 1;
  return findOrCreateCustomer(
    db,
    {
      mobile: mobile ?? `0912${String(1_000_000 + mobiles).slice(-7)}`,
      firstName: 'سارا',
      lastName: 'احمدی',
    },
    new Date(),
  );
}

/**
 * An order waiting for payment, written straight into the tables as the storefront checkout leaves it
 * (order, active lines, first status log, pending invoice), for the payment and job tests.
 */
export async function waitingOrder(
  db: Db,
  input: {
    customerId: number | null;
    lines: { productId: number; varietyId: number; quantity: number; amount: number; title?: string }[];
    reserved?: boolean;
    walletAmount?: number;
    shippingAmount?: number;
    createdAt?: Date;
  },
) {
  const createdAt = input.createdAt ?? new Date();
  const itemsAmount = input.lines.reduce((sum, line) => sum + line.amount * line.quantity, 0);
  const shippingAmount = input.shippingAmount ?? 0;
  const [order] = await db
    .insert(orders)
    .values({
      customerId: input.customerId,
      status: 'wait_for_payment',
      reserved: input.reserved ?? false,
      shippingAmount,
      itemsCount: input.lines.length,
      itemsQuantity: input.lines.reduce((sum, line) => sum + line.quantity, 0),
      itemsAmount,
      totalAmount: itemsAmount + shippingAmount,
      receiver: 'سارا احمدی',
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!order) throw new Error('order not written');
  await db.insert(orderItems).values(
    input.lines.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      varietyId: line.varietyId,
      quantity: line.quantity,
      amount: line.amount,
      extra: { product_title: line.title ?? 'کالا', title: '' },
    })),
  );
  await db.insert(orderStatusLogs).values({ orderId: order.id, status: 'wait_for_payment', createdAt });
  const [invoice] = await db
    .insert(invoices)
    .values({
      orderId: order.id,
      amount: order.totalAmount,
      walletAmount: input.walletAmount ?? 0,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!invoice) throw new Error('invoice not written');
  return { order, invoice };
}

/** The stock balance of a variety. */
export async function balanceOf(db: Db, varietyId: number): Promise<number | undefined> {
  return (await db.select().from(stores).where(eq(stores.varietyId, varietyId)))[0]?.balance;
}

/**
 * The virtual gateway's signed link for an invoice, as the checkout answers it: `view` is the invoice
 * page, `pay` and `fail` its callbacks. The app must be built with `paymentGateway: 'virtual'`.
 */
export async function signedLink(
  app: FastifyInstance,
  invoice: typeof invoices.$inferSelect,
  action: 'view' | 'pay' | 'fail',
): Promise<string> {
  const links = await virtualPayLinks(app.ctx, invoice);
  return action === 'view' ? links.gateway_url : action === 'pay' ? links.pay_url : links.fail_url;
}

/** Authorization headers with a fresh customer token (the login itself is tested in customer-login). */
export async function customerHeaders(app: FastifyInstance, customerId: number) {
  const { token } = await issueCustomerToken(app.ctx.db, {
    customerId,
    lifetimeMs: app.ctx.config.customerTokenLifetimeMs,
    now: app.ctx.clock(),
  });
  return { authorization: `Bearer ${token}` };
}
