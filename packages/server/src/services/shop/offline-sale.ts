import {
  OFFLINE_SHORTFALL_NOTIFICATION,
  OFFLINE_SHORTFALL_PERMISSIONS,
  offlineShortfallDescription,
  offlineTenderRefusal,
  toPersianDigits,
} from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { miniOrders, storeTransactions } from '../../db/schema/index.ts';
import { refused, validationFailed } from '../../http/errors.ts';
import { varietyById } from '../catalogue/varieties-read.ts';
import type { NotificationService } from '../notifications/notification-service.ts';

/** The offline part of POST mini_orders' body (issue 33). */
export interface OfflineSaleInput {
  client_id?: string | null;
  offline?: boolean | null;
  offline_at?: Date | null;
  from_wallet_amount?: number | null;
  card_amount?: number | null;
  card_reference?: string | null;
}

/** The sale already recorded under this client id, if any (the idempotency lookup). */
export async function saleIdByClientId(db: Db, clientId: string | null | undefined): Promise<number | null> {
  if (!clientId) return null;
  const [row] = await db
    .select({ id: miniOrders.id })
    .from(miniOrders)
    .where(eq(miniOrders.clientId, clientId))
    .limit(1);
  return row?.id ?? null;
}

/** A second request with the same client id lost the race to the unique index. */
export const isClientIdClash = (error: unknown) => isUniqueViolation(error);

/**
 * The rule of an offline sale (core's): it carries its client id, and it was paid in cash or on the
 * standalone card terminal (with the terminal's reference); a wallet part needs the server.
 */
export function checkOfflineSale(input: OfflineSaleInput): void {
  if (!input.offline) return;
  if (!input.client_id) {
    throw validationFailed({ client_id: ['فروش آفلاین بدون شناسه دستگاه پذیرفته نمی‌شود.'] });
  }
  const refusal = offlineTenderRefusal(input);
  if (refusal) throw refused('offline_tender_refused', refusal.message, refusal.field);
}

/**
 * A synced offline sale took `shortfall` units more than the shelf held: its stock line says so, naming
 * the variety, and the stock keepers are notified (on commit, in the sale's transaction).
 */
export async function recordShortfall(
  tx: Db,
  notifications: NotificationService,
  input: { saleId: number; varietyId: number; shortfall: number; transactionId: number; now: Date },
): Promise<void> {
  const variety = await varietyById(tx, input.varietyId, input.now);
  const varietyTitle = [variety?.product_title, variety?.title].filter(Boolean).join(' - ') || '—';
  const description = offlineShortfallDescription({
    saleId: toPersianDigits(input.saleId),
    varietyTitle,
    varietyId: toPersianDigits(input.varietyId),
    shortfall: toPersianDigits(input.shortfall),
  });
  await tx
    .update(storeTransactions)
    .set({ description })
    .where(eq(storeTransactions.id, input.transactionId));
  await notifications.notifyAdmins(
    {
      type: OFFLINE_SHORTFALL_NOTIFICATION,
      data: {
        description,
        mini_order_id: input.saleId,
        variety_id: input.varietyId,
        product_id: variety?.product_id,
        shortfall: input.shortfall,
      },
      permissions: OFFLINE_SHORTFALL_PERMISSIONS,
    },
    tx,
  );
}
