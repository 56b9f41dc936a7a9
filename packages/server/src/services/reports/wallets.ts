import { normalizePersian } from '@shop-admin/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likeLiteral } from '../../db/persian-sql.ts';
import { num, rangeConditions, readInteger, readRange, rowsOf, type SqlRow } from './common.ts';

/** One customer's wallet in the report. */
export interface WalletReportRow {
  customer_id: number;
  name: string;
  mobile: string;
  balance: number;
  gift_balance: number;
  /** Confirmed deposits in the period. */
  deposits: number;
  /** Confirmed withdrawals in the period, as a positive amount. */
  withdrawals: number;
}

const where = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

/**
 * Wallets: balances now, and the deposits and withdrawals of the period (`start_date`/`end_date`),
 * largest balance first, filtered by balance (`start_amount`..`end_amount`) and customer search.
 */
export async function walletsReport(
  db: Db,
  filters: Record<string, string>,
  page: { limit: number; offset: number } | null,
) {
  const range = readRange(filters);
  const conditions: SQL[] = [];
  const min = readInteger(filters, 'start_amount', 'حداقل موجودی');
  if (min !== null) conditions.push(sql`w.balance >= ${min}`);
  const max = readInteger(filters, 'end_amount', 'حداکثر موجودی');
  if (max !== null) conditions.push(sql`w.balance <= ${max}`);
  const search = filters.search?.trim();
  if (search) conditions.push(sql`c.search like ${`%${likeLiteral(normalizePersian(search))}%`}`);
  const moves = where([sql`t.confirmed`, ...rangeConditions(sql`t.created_at`, range)]);
  const query = sql`select c.id as customer_id, c.first_name, c.last_name, c.mobile, w.balance, w.gift_balance,
      coalesce(m.deposits, 0) as deposits, coalesce(m.withdrawals, 0) as withdrawals
    from wallets w join customers c on c.id = w.customer_id
    left join (
      select t.wallet_id,
        sum(case when t.type = 'deposit' then t.amount else 0 end) as deposits,
        sum(case when t.type = 'withdraw' then -t.amount else 0 end) as withdrawals
      from wallet_transactions t ${moves}
      group by t.wallet_id
    ) m on m.wallet_id = w.id
    ${where(conditions)}`;
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = await rowsOf<
    SqlRow<
      | 'customer_id'
      | 'first_name'
      | 'last_name'
      | 'mobile'
      | 'balance'
      | 'gift_balance'
      | 'deposits'
      | 'withdrawals'
    >
  >(db, sql`${query} order by w.balance desc, c.id asc ${paging}`);
  const [totals] = await rowsOf<SqlRow<'n' | 'balance' | 'deposits' | 'withdrawals'>>(
    db,
    sql`select count(*) as n, coalesce(sum(balance), 0) as balance, coalesce(sum(deposits), 0) as deposits,
          coalesce(sum(withdrawals), 0) as withdrawals
        from (${query}) q`,
  );
  return {
    items: rows.map(
      (row): WalletReportRow => ({
        customer_id: num(row.customer_id),
        name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
        mobile: String(row.mobile ?? ''),
        balance: num(row.balance),
        gift_balance: num(row.gift_balance),
        deposits: num(row.deposits),
        withdrawals: num(row.withdrawals),
      }),
    ),
    total: num(totals?.n),
    sum_balance: num(totals?.balance),
    sum_deposits: num(totals?.deposits),
    sum_withdrawals: num(totals?.withdrawals),
  };
}
