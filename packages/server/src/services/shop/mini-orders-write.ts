import { can, extraPermission, formatPriceInput, toPersianDigits } from '@shop-admin/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { miniOrderItems, miniOrders } from '../../db/schema/index.ts';
import { AppError, notFound, refused, validationFailed } from '../../http/errors.ts';
import type { AuthAdmin } from '../admins.ts';
import { recordAudit } from '../audit/record.ts';
import type { StockService } from '../catalogue/stock.ts';
import { varietyById } from '../catalogue/varieties-read.ts';
import type { NotificationService } from '../notifications/notification-service.ts';
import { findOrCreateCustomer } from '../people/customer-by-mobile.ts';
import { depositToWallet, withdrawFromWallet } from '../wallet/ledger.ts';
import { saleVarieties } from './mini-orders-read.ts';
import {
  checkOfflineSale,
  isClientIdClash,
  type OfflineSaleInput,
  recordShortfall,
  saleIdByClientId,
} from './offline-sale.ts';

/** One line of a sale as validated by core's miniOrderFields. */
interface LineInput {
  id: number;
  quantity: number;
  amount: number;
}

/** A new in-person sale, from the validated body of POST mini_orders. */
export interface NewMiniOrder extends OfflineSaleInput {
  mobile?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  varieties?: LineInput[] | null;
  refund_varieties?: LineInput[] | null;
  discount_amount?: number | null;
  from_wallet_amount?: number | null;
  cash_amount?: number | null;
  card_amount?: number | null;
  description?: string | null;
}

const price = (n: number) => toPersianDigits(formatPriceInput(n));

const PRICE_DENIED = 'شما مجوز تغییر قیمت در فروش حضوری را ندارید.';

/**
 * A line charged below the variety's price today (a sold line) or refunded above its list price (a
 * returned line) is a price change: it needs `discount_mini_order`, like a discount (403 on the line).
 */
async function checkPriceChanges(db: Db, sells: LineInput[], refunds: LineInput[], now: Date) {
  const ids = [...new Set([...sells, ...refunds].map((line) => line.id))];
  const prices = new Map<number, { final: number; list: number }>();
  for (const id of ids) {
    const variety = await varietyById(db, id, now);
    if (variety) prices.set(id, { final: variety.final_price.amount, list: variety.price });
  }
  const errors: Record<string, string[]> = {};
  sells.forEach((line, index) => {
    const known = prices.get(line.id);
    if (known && line.amount < known.final) errors[`varieties.${index}.amount`] = [PRICE_DENIED];
  });
  refunds.forEach((line, index) => {
    const known = prices.get(line.id);
    if (known && line.amount > known.list) errors[`refund_varieties.${index}.amount`] = [PRICE_DENIED];
  });
  if (Object.keys(errors).length) throw new AppError(403, 'forbidden', PRICE_DENIED, { errors });
}

/** The tender of a sale: cash and card as sent (they and the wallet part must make the amount due), else the rest in cash. */
function tenderOf(input: NewMiniOrder, due: number, fromWallet: number) {
  if (input.cash_amount == null && input.card_amount == null) {
    return { cash: due - fromWallet, card: 0 };
  }
  const cash = input.cash_amount ?? 0;
  const card = input.card_amount ?? 0;
  if (cash + card + fromWallet !== due) {
    throw refused(
      'tender_mismatch',
      `جمع پرداخت نقدی، کارت و کیف پول (${price(cash + card + fromWallet)} تومان) با مبلغ قابل پرداخت (${price(due)} تومان) برابر نیست.`,
      'cash_amount',
    );
  }
  return { cash, card };
}

/** A refused stock movement names the line it came from (`varieties.2.quantity`). */
function onLine<T>(field: string, work: () => Promise<T>): Promise<T> {
  return work().catch((error: unknown) => {
    if (error instanceof AppError && error.status === 422) {
      throw new AppError(422, error.code, error.message, {
        errors: { [`${field}.quantity`]: [error.message] },
        data: error.data,
      });
    }
    throw error;
  });
}

/**
 * In-person sales' writes. A sale is one transaction: the customer found or created by mobile, the
 * sale and its lines, a stock movement per line (sold lines decrement, returned lines increment,
 * through app.ctx.stock), and the wallet part through the ledger. Any refused line or a short wallet
 * rolls everything back. Deleting a sale reverses its movements and gives the wallet part back.
 */
export function miniOrdersWriter(db: Db, stock: StockService, notifications: NotificationService) {
  /**
   * Records a sale. With a client id it is idempotent (issue 33): a sale already recorded under that id
   * is answered again (`replayed`), even when two requests race (the unique index decides). An
   * offline sale (`offline`) is taken in cash or card only, and its sold lines may take stock below
   * zero: each shortfall is written on its stock line and the stock keepers are notified.
   */
  async function create(
    input: NewMiniOrder,
    admin: AuthAdmin,
    now: Date,
  ): Promise<{ id: number; replayed: boolean }> {
    const earlier = await saleIdByClientId(db, input.client_id);
    if (earlier !== null) return { id: earlier, replayed: true };
    try {
      return { id: await write(input, admin, now), replayed: false };
    } catch (error) {
      const raced = isClientIdClash(error) ? await saleIdByClientId(db, input.client_id) : null;
      if (raced === null) throw error;
      return { id: raced, replayed: true };
    }
  }

  async function write(input: NewMiniOrder, admin: AuthAdmin, now: Date): Promise<number> {
    checkOfflineSale(input);
    const offline = input.offline === true;
    const sells = input.varieties ?? [];
    const refunds = input.refund_varieties ?? [];
    if (!sells.length && !refunds.length) {
      throw validationFailed({ varieties: ['دست‌کم یک کالای فروش یا مرجوعی وارد کنید.'] });
    }
    const discount = input.discount_amount ?? 0;
    const fromWallet = input.from_wallet_amount ?? 0;
    const mayDiscount = can(admin.permissions, extraPermission('discount_mini_order'), {
      role: admin.role?.name,
    });
    if (discount > 0 && !mayDiscount) {
      throw new AppError(403, 'forbidden', 'شما مجوز تخفیف دادن در فروش حضوری را ندارید.', {
        errors: { discount_amount: ['شما مجوز تخفیف دادن در فروش حضوری را ندارید.'] },
      });
    }
    const known = await saleVarieties(
      db,
      [...sells, ...refunds].map((line) => line.id),
    );
    const errors: Record<string, string[]> = {};
    for (const [field, lines] of [
      ['varieties', sells],
      ['refund_varieties', refunds],
    ] as const) {
      lines.forEach((line, index) => {
        if (!known.has(line.id)) errors[`${field}.${index}.id`] = ['تنوع محصول یافت نشد.'];
      });
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    if (!mayDiscount) await checkPriceChanges(db, sells, refunds, now);
    const sellAmount = sells.reduce((sum, line) => sum + line.amount * line.quantity, 0);
    const refundAmount = refunds.reduce((sum, line) => sum + line.amount * line.quantity, 0);
    if (discount > sellAmount) {
      throw refused(
        'discount_too_large',
        `تخفیف نمی‌تواند بیشتر از مبلغ فروش (${price(sellAmount)} تومان) باشد.`,
        'discount_amount',
      );
    }
    const total = sellAmount - refundAmount - discount;
    if (fromWallet > Math.max(total, 0)) {
      throw refused(
        'wallet_too_large',
        `پرداخت از کیف پول نمی‌تواند بیشتر از مبلغ قابل پرداخت (${price(Math.max(total, 0))} تومان) باشد.`,
        'from_wallet_amount',
      );
    }
    if (fromWallet > 0 && !input.mobile) {
      throw refused('customer_required', 'برای پرداخت از کیف پول، موبایل مشتری را وارد کنید.', 'mobile');
    }
    const tender = tenderOf(input, Math.max(total, 0), fromWallet);
    const type = sells.length && refunds.length ? 'both' : sells.length ? 'sell' : 'refund';

    return db.transaction(async (tx) => {
      const customer = input.mobile
        ? await findOrCreateCustomer(
            tx,
            { mobile: input.mobile, firstName: input.first_name, lastName: input.last_name },
            now,
          )
        : null;
      const [sale] = await tx
        .insert(miniOrders)
        .values({
          customerId: customer?.id ?? null,
          description: input.description ?? null,
          trackingCode: input.card_reference || null,
          clientId: input.client_id ?? null,
          offlineAt: offline ? (input.offline_at ?? now) : null,
          discountAmount: discount,
          type,
          fromWalletAmount: fromWallet,
          cashAmount: tender.cash,
          cardAmount: tender.card,
          sellAmount,
          refundAmount,
          total,
          creatorId: admin.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!sale) throw new Error('mini order was not written');
      const label = `فروش حضوری شماره ${toPersianDigits(sale.id)}`;
      for (const [field, kind, lines] of [
        ['varieties', 'sell', sells],
        ['refund_varieties', 'refund', refunds],
      ] as const) {
        for (const [index, line] of lines.entries()) {
          const productId = known.get(line.id)?.productId as number;
          await tx.insert(miniOrderItems).values({
            miniOrderId: sale.id,
            productId,
            varietyId: line.id,
            quantity: line.quantity,
            amount: line.amount,
            type: kind,
            createdAt: now,
            updatedAt: now,
          });
          const moved = await onLine(`${field}.${index}`, () =>
            stock.move(tx, {
              varietyId: line.id,
              type: kind === 'sell' ? 'decrement' : 'increment',
              quantity: line.quantity,
              description: kind === 'sell' ? label : `مرجوعی ${label}`,
              miniOrderId: sale.id,
              creatorId: admin.id,
              allowShortfall: offline,
            }),
          );
          if (moved.shortfall > 0) {
            await recordShortfall(tx, notifications, {
              saleId: sale.id,
              varietyId: line.id,
              shortfall: moved.shortfall,
              transactionId: moved.transaction.id,
              now,
            });
          }
        }
      }
      if (fromWallet > 0 && customer) {
        await withdrawFromWallet(tx, {
          customerId: customer.id,
          amount: fromWallet,
          meta: { description: `پرداخت ${label}`, mini_order_id: sale.id },
          adminId: admin.id,
          now,
        });
      }
      await recordAudit(tx, {
        entity: 'mini_orders',
        entityId: sale.id,
        action: 'create',
        after: { ...sale, sells, refunds },
      });
      return sale.id;
    });
  }

  return {
    create,

    /**
     * Deletes a sale: sold units go back into stock, returned units come out again (a Persian 422 if
     * they are no longer there, and nothing changes), and the wallet part is given back.
     */
    async remove(id: number, admin: AuthAdmin, now: Date, via: Db = db): Promise<void> {
      await via.transaction(async (tx) => {
        const [sale] = await tx.select().from(miniOrders).where(eq(miniOrders.id, id)).for('update');
        if (!sale) throw notFound();
        const lines = await tx
          .select()
          .from(miniOrderItems)
          .where(eq(miniOrderItems.miniOrderId, id))
          .orderBy(asc(miniOrderItems.id));
        const label = `حذف فروش حضوری شماره ${toPersianDigits(id)}`;
        for (const line of lines) {
          await stock.move(tx, {
            varietyId: line.varietyId,
            type: line.type === 'sell' ? 'increment' : 'decrement',
            quantity: line.quantity,
            description: label,
            miniOrderId: id,
            creatorId: admin.id,
          });
        }
        if (sale.fromWalletAmount > 0 && sale.customerId) {
          await depositToWallet(tx, {
            customerId: sale.customerId,
            amount: sale.fromWalletAmount,
            meta: { description: `بازگشت پرداخت کیف پول، ${label}`, mini_order_id: id },
            adminId: admin.id,
            now,
          });
        }
        await tx.delete(miniOrders).where(eq(miniOrders.id, id));
      });
    },
  };
}
