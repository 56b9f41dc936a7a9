import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wallets, walletTransactions } from '../../db/schema/index.ts';
import { refused } from '../../http/errors.ts';

type WalletRow = typeof wallets.$inferSelect;
type WalletTransactionRow = typeof walletTransactions.$inferSelect;

/** One ledger movement: a positive amount in Toman and what it was for. */
export interface LedgerMove {
  customerId: number;
  /** A positive whole number of Toman. */
  amount: number;
  /** Shopit's transaction meta: description (the reason), tracking_code, … */
  meta?: Record<string, unknown>;
  orderId?: number | null;
  adminId?: number | null;
  /** A deposit of gift credit (cannot be withdrawn as cash). */
  gift?: boolean;
  now: Date;
}

/** The wallet and the ledger row a move wrote. */
export interface LedgerResult {
  wallet: WalletRow;
  transaction: WalletTransactionRow;
}

/** The customer's wallet, created empty when missing. */
export async function ensureWallet(db: Db, customerId: number): Promise<WalletRow> {
  await db.insert(wallets).values({ customerId }).onConflictDoNothing();
  const [wallet] = await db.select().from(wallets).where(eq(wallets.customerId, customerId)).limit(1);
  if (!wallet) throw refused('customer_not_found', 'مشتری یافت نشد.', 'customer_id');
  return wallet;
}

function checkAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount < 1) {
    throw refused('invalid_amount', 'مبلغ باید عدد صحیح مثبت باشد.', 'amount');
  }
}

/**
 * Credits a wallet and writes the ledger row, atomically (its own transaction, or a savepoint in
 * the caller's). The balance is updated in place (`balance + x`), so concurrent moves never lose one.
 */
export async function depositToWallet(db: Db, move: LedgerMove): Promise<LedgerResult> {
  checkAmount(move.amount);
  return db.transaction(async (tx) => {
    await ensureWallet(tx, move.customerId);
    const gift = move.gift ? move.amount : 0;
    const [wallet] = await tx
      .update(wallets)
      .set({
        balance: sql`${wallets.balance} + ${move.amount}`,
        giftBalance: sql`${wallets.giftBalance} + ${gift}`,
        updatedAt: move.now,
      })
      .where(eq(wallets.customerId, move.customerId))
      .returning();
    if (!wallet) throw refused('customer_not_found', 'مشتری یافت نشد.', 'customer_id');
    const transaction = await writeRow(tx, wallet, 'deposit', move.amount, move);
    return { wallet, transaction };
  });
}

/**
 * Debits a wallet and writes the ledger row, atomically. The conditional UPDATE (`WHERE balance >=
 * x`) is the check and the write in one row-locked step, so concurrent debits can never overdraw:
 * the one that would is refused with a Persian 422. Gift credit is spent first.
 */
export async function withdrawFromWallet(db: Db, move: LedgerMove): Promise<LedgerResult> {
  checkAmount(move.amount);
  return db.transaction(async (tx) => {
    await ensureWallet(tx, move.customerId);
    const [wallet] = await tx
      .update(wallets)
      .set({
        balance: sql`${wallets.balance} - ${move.amount}`,
        giftBalance: sql`greatest(${wallets.giftBalance} - ${move.amount}, 0)`,
        updatedAt: move.now,
      })
      .where(sql`${wallets.customerId} = ${move.customerId} and ${wallets.balance} >= ${move.amount}`)
      .returning();
    if (!wallet) throw refused('insufficient_balance', 'موجودی کیف پول کافی نیست.', 'amount');
    const transaction = await writeRow(tx, wallet, 'withdraw', -move.amount, move);
    return { wallet, transaction };
  });
}

async function writeRow(
  tx: Db,
  wallet: WalletRow,
  type: 'deposit' | 'withdraw',
  amount: number,
  move: LedgerMove,
): Promise<WalletTransactionRow> {
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      walletId: wallet.id,
      customerId: move.customerId,
      type,
      amount,
      confirmed: true,
      meta: {
        ...move.meta,
        ...(move.adminId ? { admin_id: move.adminId } : {}),
        ...(move.orderId ? { order_id: move.orderId } : {}),
      },
      orderId: move.orderId ?? null,
      adminId: move.adminId ?? null,
      createdAt: move.now,
      updatedAt: move.now,
    })
    .returning();
  if (!row) throw new Error('wallet transaction was not written');
  return row;
}
