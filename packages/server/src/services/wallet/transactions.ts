import { toAsciiDigits } from '@shop-admin/core';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, walletTransactions } from '../../db/schema/index.ts';
import { validationFailed } from '../../http/errors.ts';
import { onePage } from '../list-page.ts';
import type { ListQuery } from '../resource-service.ts';
import { readDateFilter } from '../table-service.ts';

type TransactionRow = typeof walletTransactions.$inferSelect;

/** A ledger row as the API shows it: signed amount (withdrawals negative, as Shopit's bavix), meta and who. */
export function serializeTransaction(
  row: TransactionRow,
  customer?: { first: string | null; last: string | null; mobile: string | null },
) {
  const meta = row.meta ?? {};
  return {
    id: row.id,
    wallet_id: row.walletId,
    customer_id: row.customerId,
    customer_name: customer ? [customer.first, customer.last].filter(Boolean).join(' ') : null,
    customer_mobile: customer?.mobile ?? null,
    type: row.type,
    amount: row.amount,
    confirmed: row.confirmed,
    description: typeof meta.description === 'string' ? meta.description : null,
    tracking_code: typeof meta.tracking_code === 'string' ? meta.tracking_code : null,
    meta,
    order_id: row.orderId,
    admin_id: row.adminId,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** Shopit's ledger filters: confirmed, type (deposit|withdraw), customer_id, Jalali start/end dates. */
function conditions(query: ListQuery): SQL | undefined {
  const f = query.filters;
  const out: (SQL | undefined)[] = [];
  if (f.confirmed !== undefined && f.confirmed !== '') {
    const word = f.confirmed.trim().toLowerCase();
    if (!['0', '1', 'true', 'false'].includes(word))
      throw validationFailed({ confirmed: ['مقدار فیلتر تایید باید ۰ یا ۱ باشد.'] });
    out.push(eq(walletTransactions.confirmed, word === '1' || word === 'true'));
  }
  if (f.type !== undefined && f.type !== '') {
    if (f.type !== 'deposit' && f.type !== 'withdraw')
      throw validationFailed({ type: ['نوع تراکنش باید deposit یا withdraw باشد.'] });
    out.push(eq(walletTransactions.type, f.type));
  }
  if (f.customer_id !== undefined && f.customer_id !== '') {
    const id = Number(toAsciiDigits(f.customer_id).trim());
    if (!Number.isSafeInteger(id) || id <= 0)
      throw validationFailed({ customer_id: ['شناسه مشتری معتبر نیست.'] });
    out.push(eq(walletTransactions.customerId, id));
  }
  for (const edge of ['start', 'end'] as const) {
    const raw = f[`${edge}_date`];
    if (!raw) continue;
    const at = readDateFilter(raw, edge);
    if (!at) throw validationFailed({ [`${edge}_date`]: ['تاریخ فیلتر معتبر نیست (مثلا ۱۴۰۴/۰۸/۰۱).'] });
    out.push(
      edge === 'start'
        ? sql`${walletTransactions.createdAt} >= ${at}`
        : sql`${walletTransactions.createdAt} < ${at}`,
    );
  }
  return and(...out);
}

/** Deposits and withdrawals of a set of rows, both as positive Toman. */
export interface WalletTotals {
  deposit: number;
  withdraw: number;
}

/**
 * The wallet ledger (customers/transactions): a page of rows (newest first unless sorted by id or
 * created_at) with their customers, the
 * page's deposit and withdrawal totals, and the same totals over every row the filters match.
 */
export async function listTransactions(db: Db, query: ListQuery) {
  const where = conditions(query);
  const base = db
    .select({
      row: walletTransactions,
      first: customers.firstName,
      last: customers.lastName,
      mobile: customers.mobile,
    })
    .from(walletTransactions)
    .leftJoin(customers, eq(customers.id, walletTransactions.customerId))
    .where(where)
    .orderBy(
      query.sortBy === 'created_at' && !query.sortDesc
        ? asc(walletTransactions.createdAt)
        : query.sortBy === 'created_at'
          ? desc(walletTransactions.createdAt)
          : query.sortBy === 'id' && !query.sortDesc
            ? asc(walletTransactions.id)
            : desc(walletTransactions.id),
      desc(walletTransactions.id),
    );
  const rows = await onePage(base.$dynamic(), query.page);
  const items = rows.map((r) => serializeTransaction(r.row, r));
  const pageTotals: WalletTotals = { deposit: 0, withdraw: 0 };
  for (const item of items) {
    if (item.type === 'deposit') pageTotals.deposit += item.amount;
    else pageTotals.withdraw += -item.amount;
  }
  const [sums] = await db
    .select({
      n: count(),
      deposit: sql<string>`coalesce(sum(${walletTransactions.amount}) filter (where ${walletTransactions.type} = 'deposit'), 0)`,
      withdraw: sql<string>`coalesce(-sum(${walletTransactions.amount}) filter (where ${walletTransactions.type} = 'withdraw'), 0)`,
    })
    .from(walletTransactions)
    .where(where);
  return {
    items,
    total: sums?.n ?? 0,
    pageTotals,
    totals: {
      deposit: Number(sums?.deposit ?? 0),
      withdraw: Number(sums?.withdraw ?? 0),
    } satisfies WalletTotals,
  };
}
