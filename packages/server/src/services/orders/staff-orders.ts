import { orderItemsEditRefusal, orderStatusLabel, toPersianDigits } from '@shop-admin/core';
import { asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { customers, orders, provinces, shippings } from '../../db/schema/index.ts';
import { notFound, refused } from '../../http/errors.ts';
import { quoteShipping } from '../shipping/quote.ts';
import { orderAddressOf } from './order-address.ts';
import { auditOrder } from './order-audit.ts';
import { settleOverpayment } from './order-settle.ts';
import { refreshOrderTotals } from './order-totals.ts';
import { activeCustomer, placeOrder } from './place-order.ts';
import { priceOrder } from './price-order.ts';

type OrderRow = typeof orders.$inferSelect;

/** Customers offered by the create form at once; more are found with customers/search. */
const FORM_CUSTOMERS = 50;

/**
 * What the create form needs (GET orders/create): the latest customers (search finds the rest),
 * provinces, and the active shipping methods.
 */
export async function orderFormData(db: Db) {
  const [customerRows, provinceRows, shippingRows] = await Promise.all([
    db
      .select({
        id: customers.id,
        first_name: customers.firstName,
        last_name: customers.lastName,
        mobile: customers.mobile,
      })
      .from(customers)
      .where(eq(customers.status, 1))
      .orderBy(desc(customers.id))
      .limit(FORM_CUSTOMERS),
    db.select({ id: provinces.id, name: provinces.name }).from(provinces).orderBy(asc(provinces.name)),
    db
      .select({
        id: shippings.id,
        name: shippings.name,
        default_price: shippings.defaultPrice,
        free_threshold: shippings.freeThreshold,
        minimum_delay: shippings.minimumDelay,
        logo: shippings.logo,
      })
      .from(shippings)
      .where(eq(shippings.status, 1))
      .orderBy(asc(shippings.order), asc(shippings.id)),
  ]);
  return { customers: customerRows, provinces: provinceRows, shippings: shippingRows };
}

/** A staff-created order's body, validated by core's orderCreateFields. */
export interface StaffOrderInput {
  customer_id: number;
  address_id: number;
  shipping_id: number;
  varieties: { id: number; quantity: number }[];
  discount_amount?: number;
  coupon_code?: string | null;
  description?: string | null;
  reserved?: boolean;
}

/**
 * Places an order for a customer on behalf of staff (POST orders). It starts in wait_for_payment like a
 * storefront order: staff then move it to `new`, which takes the money from the customer's wallet, or
 * with `no_charge` records that it was paid another way (card to card, cash); either way the stock is
 * taken at that moment.
 */
export async function createStaffOrder(
  ctx: AppContext,
  db: Db,
  input: StaffOrderInput,
  adminId: number,
  now: Date,
) {
  return placeOrder(ctx, db, {
    customerId: input.customer_id,
    addressId: input.address_id,
    shippingId: input.shipping_id,
    varieties: input.varieties,
    discountAmount: input.discount_amount ?? 0,
    couponCode: input.coupon_code ?? null,
    description: input.description ?? null,
    reserved: input.reserved ?? false,
    creatorId: adminId,
    now,
  });
}

/** The staff form's order before it is placed (POST orders/quote): address and shipping may be missing. */
export interface StaffOrderQuoteInput {
  customer_id: number;
  address_id?: number | null;
  shipping_id?: number | null;
  varieties: { id: number; quantity: number }[];
  discount_amount?: number;
  coupon_code?: string | null;
}

/**
 * What the order would be saved with if placed now (POST orders/quote): priced by the same
 * `priceOrder` as placing, for the customer (role shipping, their coupon uses), writing nothing. Each
 * line's unit price, the shipping quote (null until an address and a method are chosen), the coupon's
 * discount and core's amounts; the same Persian 422s placing would answer.
 */
export async function quoteStaffOrder(db: Db, input: StaffOrderQuoteInput, now: Date) {
  const customer = await activeCustomer(db, input.customer_id);
  const address = input.address_id ? await orderAddressOf(db, customer.id, input.address_id) : null;
  const priced = await priceOrder(db, {
    varieties: input.varieties,
    customerRoleId: customer.roleId,
    cityId: address?.cityId ?? null,
    shippingId: input.shipping_id ?? null,
    couponHolderId: customer.id,
    couponCode: input.coupon_code ?? null,
    staffDiscount: input.discount_amount ?? 0,
    now,
  });
  return {
    lines: priced.lines.map((line) => ({
      variety_id: line.varietyId,
      amount: line.amount,
      discount_amount: line.discountAmount,
      quantity: line.quantity,
    })),
    shipping: priced.shipping
      ? {
          id: priced.shipping.shipping.id,
          name: priced.shipping.shipping.name,
          amount: priced.shipping.amount,
        }
      : null,
    coupon: priced.coupon
      ? { id: priced.coupon.coupon.id, code: priced.coupon.coupon.code, discount: priced.coupon.discount }
      : null,
    ...priced.amount,
  };
}

/** What staff may change on an order (PUT orders/{id}). */
export interface OrderUpdateInput {
  address_id?: number;
  shipping_id?: number;
  discount_amount?: number;
  description?: string | null;
  tracking_code?: string | null;
}

/**
 * Updates an order: a new address re-copies the snapshot (and re-quotes shipping for its city), a new
 * shipping method is re-quoted, the discount is checked against the order's amount, and the totals are
 * recomputed. Address, shipping and discount change only while the parcel has not left; the note and
 * the post office's tracking code change any time. A paid order that now costs less refunds the
 * difference to the customer's wallet; one that costs more shows the rest as `due_amount`.
 */
export async function updateOrder(
  db: Db,
  orderId: number,
  input: OrderUpdateInput,
  actor: { adminId: number; now: Date },
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound();
    const changes: Partial<typeof orders.$inferInsert> = { updatedAt: actor.now };
    const money =
      input.address_id !== undefined ||
      input.shipping_id !== undefined ||
      input.discount_amount !== undefined;
    if (money && orderItemsEditRefusal(order.status)) {
      throw refused(
        'order_not_editable',
        `آدرس، روش ارسال و تخفیف سفارش «${orderStatusLabel(order.status)}» قابل تغییر نیست.`,
        'order',
      );
    }
    let cityId = order.cityId;
    if (input.address_id !== undefined) {
      if (order.customerId === null) throw refused('no_customer', 'این سفارش مشتری ندارد.', 'address_id');
      const address = await orderAddressOf(tx, order.customerId, input.address_id);
      Object.assign(changes, {
        addressId: address.addressId,
        address: address.address,
        provinceId: address.provinceId,
        cityId: address.cityId,
        receiver: address.receiver,
      });
      cityId = address.cityId;
    }
    if (input.address_id !== undefined || input.shipping_id !== undefined) {
      const shippingId = input.shipping_id ?? order.shippingId;
      if (shippingId === null || cityId === null) {
        throw refused('shipping_required', 'روش ارسال و آدرس سفارش را انتخاب کنید.', 'shipping_id');
      }
      const [customer] = order.customerId
        ? await tx
            .select({ roleId: customers.roleId })
            .from(customers)
            .where(eq(customers.id, order.customerId))
        : [];
      const quote = await quoteShipping(tx, {
        shippingId,
        cityId,
        customerRoleId: customer?.roleId ?? null,
        itemsAmount: order.itemsAmount,
      });
      changes.shippingId = quote.shipping.id;
      changes.shippingAmount = quote.amount;
    }
    if (input.discount_amount !== undefined) {
      const ceiling = order.itemsAmount + (changes.shippingAmount ?? order.shippingAmount);
      if (input.discount_amount > ceiling) {
        throw refused(
          'discount_too_large',
          `تخفیف (${toPersianDigits(input.discount_amount)} تومان) از مبلغ سفارش بیشتر است.`,
          'discount_amount',
        );
      }
      changes.discountAmount = input.discount_amount;
    }
    if (input.description !== undefined) changes.description = input.description;
    if (input.tracking_code !== undefined) changes.trackingCode = input.tracking_code || null;
    await tx.update(orders).set(changes).where(eq(orders.id, order.id));
    const totals = await refreshOrderTotals(tx, order.id, actor.now);
    const { order: updated, refunded } = await settleOverpayment(tx, totals, actor);
    await auditOrder(tx, {
      entity: 'orders',
      entityId: order.id,
      action: 'update',
      before: pick(order),
      after: {
        ...pick(updated),
        price_difference: updated.totalAmount - updated.paidAmount,
        refunded_to_wallet: refunded,
      },
    });
    return updated;
  });
}

const pick = (order: OrderRow) => ({
  address_id: order.addressId,
  shipping_id: order.shippingId,
  shipping_amount: order.shippingAmount,
  discount_amount: order.discountAmount,
  description: order.description,
  tracking_code: order.trackingCode,
  total_amount: order.totalAmount,
  paid_amount: order.paidAmount,
});
