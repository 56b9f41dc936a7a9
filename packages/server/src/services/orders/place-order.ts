import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { customers, orderItems, orderStatusLogs, orders } from '../../db/schema/index.ts';
import { refused } from '../../http/errors.ts';
import { recordCouponUsage } from '../coupons/apply.ts';
import { type OrderAddressColumns, orderAddressOf } from './order-address.ts';
import { auditOrder } from './order-audit.ts';
import type { WantedLine } from './order-lines.ts';
import { refreshOrderTotals } from './order-totals.ts';
import { priceOrder } from './price-order.ts';

type OrderRow = typeof orders.$inferSelect;

/** What placing an order needs, from the storefront checkout or from staff. */
export interface PlaceOrderInput {
  /** The account the order joins; null for a guest order that joins none yet (checkout/guest-orders.ts). */
  customerId: number | null;
  /** One of the customer's live addresses (staff and signed-in checkouts); ignored with `givenAddress`. */
  addressId: number | null;
  /** The address columns to copy as they are (a guest checkout's address as given). */
  givenAddress?: OrderAddressColumns;
  /**
   * A checkout without the customer's login: a coupon limited per customer is refused (only the
   * one-time code proves whose uses they are), and a coupon's use is counted for `couponHolderId`, the
   * mobile's customer (coupon_usages names one), not necessarily the order's.
   */
  guest?: { couponHolderId: number };
  shippingId: number;
  varieties: readonly WantedLine[];
  /** Staff's order-level discount in Toman (added to the coupon's). */
  discountAmount?: number;
  couponCode?: string | null;
  /** The customer's note. */
  description?: string | null;
  /** The customer chose reservation: payment moves the order to `reserved` instead of `new`. */
  reserved?: boolean;
  /** The admin who placed it (staff orders); null for the storefront. */
  creatorId?: number | null;
  /** The storefront's Idempotency-Key: placing again with the same key returns the first order. */
  idempotencyKey?: string | null;
  now: Date;
}

/** The Idempotency-Key had already placed an order (before, or by a concurrent request): that one. */
export class OrderKeyTaken extends Error {
  readonly order: OrderRow;
  constructor(order: OrderRow) {
    super('idempotency key taken');
    this.order = order;
  }
}

/** How placeOrder treats a guest order's missing customer: active, no role. */
const GUEST = { id: null, status: 1, roleId: null } as const;

/**
 * Places an order in `wait_for_payment`, in one transaction (a savepoint when `db` is one): lines
 * priced from each variety's current price and discount with its snapshot in `extra`, stock checked
 * (not taken: stock leaves the warehouse when the order is paid), the address copied, shipping quoted,
 * the coupon priced and its use recorded, totals cached, and the first status log written. Refusals
 * are Persian 422s naming the field (and the variety when it is one). With an `idempotencyKey` already
 * used, OrderKeyTaken carries the order placed under it (and this transaction's writes roll back).
 */
export async function placeOrder(_ctx: AppContext, db: Db, input: PlaceOrderInput): Promise<OrderRow> {
  const { now } = input;
  if (input.idempotencyKey) {
    const existing = await orderByKey(db, input.idempotencyKey);
    if (existing) throw new OrderKeyTaken(existing);
  }
  return db.transaction(async (tx) => {
    const customer = input.customerId === null ? GUEST : await activeCustomer(tx, input.customerId);
    const address = input.givenAddress ?? (await savedAddress(tx, customer.id, input.addressId));
    const couponHolder = input.guest?.couponHolderId ?? customer.id;
    if (couponHolder === null) throw new Error('a guest order names the customer its coupon use counts for');
    const { lines, shipping, coupon, amount } = await priceOrder(tx, {
      varieties: input.varieties,
      customerRoleId: customer.roleId,
      cityId: address.cityId,
      shippingId: input.shippingId,
      couponHolderId: couponHolder,
      guest: Boolean(input.guest),
      couponCode: input.couponCode,
      staffDiscount: input.discountAmount ?? 0,
      now,
    });
    if (!shipping) throw new Error('an order is placed with an address and a shipping method');
    const inserted = await tx
      .insert(orders)
      .values({
        customerId: customer.id,
        addressId: address.addressId,
        address: address.address,
        provinceId: address.provinceId,
        cityId: address.cityId,
        receiver: address.receiver,
        shippingId: shipping.shipping.id,
        shippingAmount: shipping.amount,
        couponId: coupon?.coupon.id ?? null,
        discountAmount: amount.discount_amount,
        description: input.description ?? null,
        status: 'wait_for_payment',
        reserved: input.reserved ?? false,
        idempotencyKey: input.idempotencyKey ?? null,
        creatorId: input.creatorId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning();
    const placed = inserted[0];
    if (!placed) {
      // A concurrent checkout with the same key won the race; answer with its order.
      const existing = input.idempotencyKey ? await orderByKey(tx, input.idempotencyKey) : undefined;
      if (!existing) throw new Error('order insert returned nothing');
      throw new OrderKeyTaken(existing);
    }
    await tx.insert(orderItems).values(
      lines.map((line) => ({
        orderId: placed.id,
        productId: line.productId,
        varietyId: line.varietyId,
        quantity: line.quantity,
        amount: line.amount,
        discountAmount: line.discountAmount,
        status: 1,
        extra: line.extra,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await tx.insert(orderStatusLogs).values({
      orderId: placed.id,
      fromStatus: null,
      status: 'wait_for_payment',
      adminId: input.creatorId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (coupon) {
      await recordCouponUsage(tx, {
        couponId: coupon.coupon.id,
        customerId: couponHolder,
        orderId: placed.id,
        now,
      });
    }
    const order = await refreshOrderTotals(tx, placed.id, now);
    if (input.creatorId) {
      await auditOrder(tx, { entity: 'orders', entityId: order.id, action: 'create', after: order });
    }
    return order;
  });
}

/** The customer an order is placed for, refused with a Persian 422 when missing or deactivated. */
export async function activeCustomer(db: Db, customerId: number) {
  const [customer] = await db
    .select({ id: customers.id, status: customers.status, roleId: customers.roleId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!customer) throw refused('customer_not_found', 'مشتری یافت نشد.', 'customer_id');
  if (customer.status !== 1) throw refused('customer_inactive', 'حساب این مشتری غیرفعال است.', 'customer_id');
  return customer;
}

/** One of the customer's live addresses, as the columns an order copies. */
function savedAddress(db: Db, customerId: number | null, addressId: number | null) {
  if (customerId === null || addressId === null) throw new Error('an order needs an address');
  return orderAddressOf(db, customerId, addressId);
}

async function orderByKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}
