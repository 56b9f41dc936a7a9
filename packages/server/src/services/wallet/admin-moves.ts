import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { refused } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { depositToWallet, type LedgerResult, withdrawFromWallet } from './ledger.ts';

/** A staff deposit to or debit from a customer's wallet (customer/deposit, customer/withdraw). */
export interface AdminWalletMove {
  customerId: number;
  amount: number;
  /** The reason, required (Shopit meta `description`). */
  description: string;
  trackingCode?: string | null;
  adminId: number;
  now: Date;
}

/** The customer must exist before a wallet is made for them (a 422 on customer_id, not a database error). */
export async function requireCustomer(db: Db, customerId: number): Promise<void> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!row) throw refused('customer_not_found', 'مشتری یافت نشد.', 'customer_id');
}

/**
 * Moves money in or out of a wallet for a member of staff, through the ledger (never overdraws: a
 * Persian 422 when the balance is short), with the admin, the reason and the tracking code in the
 * row's meta as Shopit keeps them, audited in the same transaction.
 */
export async function adminWalletMove(
  db: Db,
  kind: 'deposit' | 'withdraw',
  move: AdminWalletMove,
): Promise<LedgerResult> {
  await requireCustomer(db, move.customerId);
  return db.transaction(async (tx) => {
    const ledgerMove = {
      customerId: move.customerId,
      amount: move.amount,
      meta: {
        description: move.description,
        tracking_code: move.trackingCode ?? null,
        admin_id: move.adminId,
      },
      adminId: move.adminId,
      now: move.now,
    };
    const result =
      kind === 'deposit' ? await depositToWallet(tx, ledgerMove) : await withdrawFromWallet(tx, ledgerMove);
    await recordAudit(tx, {
      entity: 'wallet_transactions',
      entityId: result.transaction.id,
      action: kind,
      after: {
        customer_id: move.customerId,
        amount: result.transaction.amount,
        balance: result.wallet.balance,
        meta: result.transaction.meta,
      },
    });
    return result;
  });
}
