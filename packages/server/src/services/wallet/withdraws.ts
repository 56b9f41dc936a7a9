import {
  type FieldValues,
  formatPriceInput,
  planWithdrawMove,
  SETTING_DEFINITIONS,
  toAsciiDigits,
  toPersianDigits,
  WALLET_LIMITS,
  WITHDRAW_STATUSES,
  type WithdrawMove,
  withdrawHoldsMoney,
  withdrawStatusLabel,
} from '@shop-admin/core';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { customers, settings, withdraws } from '../../db/schema/index.ts';
import { notFound, refused, validationFailed } from '../../http/errors.ts';
import { onePage } from '../list-page.ts';
import type { ListQuery, ResourceService, TxContext } from '../resource-service.ts';
import { lockRow, readDateFilter } from '../table-service.ts';
import { requireCustomer } from './admin-moves.ts';
import { depositToWallet, withdrawFromWallet } from './ledger.ts';

type WithdrawRow = typeof withdraws.$inferSelect;
type Values = FieldValues<'withdraws'>;
type Status = string;

const STATUSES: readonly string[] = WITHDRAW_STATUSES.map((s) => String(s.value));
/** Core's money rule: pending, approved and paid hold the amount out of the wallet. */
const holdsMoney = withdrawHoldsMoney;

/** A withdraw request as the API shows it, with its customer's name and mobile. */
export function serializeWithdraw(
  row: WithdrawRow,
  customer?: { first: string | null; last: string | null; mobile: string | null },
) {
  return {
    id: row.id,
    customer_id: row.customerId,
    customer_name: customer ? [customer.first, customer.last].filter(Boolean).join(' ') : null,
    customer_mobile: customer?.mobile ?? null,
    amount: row.amount,
    card_number: row.cardNumber,
    bank_account_number: row.bankAccountNumber,
    shaba_code: row.shabaCode,
    tracking_code: row.trackingCode,
    status: row.status,
    status_label: withdrawStatusLabel(row.status),
    reject_reason: row.rejectReason,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export type WithdrawJson = ReturnType<typeof serializeWithdraw>;

/**
 * The smallest withdraw request: the setting `min_withdrew_wallet` (core's SETTING_DEFINITIONS
 * declares it), its declared default when unset, else WALLET_LIMITS.minWithdraw.
 */
export async function minWithdrawAmount(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, 'min_withdrew_wallet'));
  const declared = SETTING_DEFINITIONS.find((s) => s.name === 'min_withdrew_wallet')?.value;
  for (const value of [row?.value, declared]) {
    const amount = Number(toAsciiDigits(String(value ?? '')).replace(/,/g, ''));
    if (value !== null && value !== undefined && value !== '' && Number.isSafeInteger(amount) && amount >= 0)
      return amount;
  }
  return WALLET_LIMITS.minWithdraw;
}

const text = (values: Values, name: 'card_number' | 'bank_account_number' | 'shaba_code') => {
  const value = values[name];
  return value === null || value === undefined ? null : toAsciiDigits(String(value)).replace(/[\s-]/g, '');
};

function detailColumns(values: Values): Partial<typeof withdraws.$inferInsert> {
  const out: Partial<typeof withdraws.$inferInsert> = {};
  if (Object.hasOwn(values, 'card_number')) out.cardNumber = text(values, 'card_number');
  if (Object.hasOwn(values, 'bank_account_number'))
    out.bankAccountNumber = text(values, 'bank_account_number');
  if (Object.hasOwn(values, 'shaba_code'))
    out.shabaCode =
      text(values, 'shaba_code')
        ?.toUpperCase()
        .replace(/^(?!IR)/, 'IR') ?? null;
  if (Object.hasOwn(values, 'tracking_code'))
    out.trackingCode = values.tracking_code === null ? null : String(values.tracking_code);
  return out;
}

function conditions(query: ListQuery): SQL | undefined {
  const f = query.filters;
  const out: (SQL | undefined)[] = [];
  if (f.customer_id) {
    const id = Number(toAsciiDigits(f.customer_id).trim());
    if (!Number.isSafeInteger(id) || id <= 0)
      throw validationFailed({ customer_id: ['شناسه مشتری معتبر نیست.'] });
    out.push(eq(withdraws.customerId, id));
  }
  if (f.status) {
    if (!(STATUSES as readonly string[]).includes(f.status))
      throw validationFailed({ status: ['وضعیت درخواست برداشت معتبر نیست.'] });
    out.push(eq(withdraws.status, f.status));
  }
  for (const edge of ['start', 'end'] as const) {
    const raw = f[`${edge}_date`];
    if (!raw) continue;
    const at = readDateFilter(raw, edge);
    if (!at) throw validationFailed({ [`${edge}_date`]: ['تاریخ فیلتر معتبر نیست (مثلا ۱۴۰۴/۰۸/۰۱).'] });
    out.push(edge === 'start' ? sql`${withdraws.createdAt} >= ${at}` : sql`${withdraws.createdAt} < ${at}`);
  }
  return and(...out);
}

const SORTS: Record<string, AnyPgColumn> = {
  id: withdraws.id,
  amount: withdraws.amount,
  created_at: withdraws.createdAt,
};

/** What a staff move carries: the reject reason, the bank's tracking code of a payment. */
export interface WithdrawMoveInput {
  reason?: string | null;
  trackingCode?: string | null;
}

/**
 * Withdraw requests (Shopit R `withdraws`): creating one takes its amount out of the wallet (a
 * Persian 422 when the balance is short); moving to canceled gives it back; moving back from
 * canceled takes it again. Every move goes through the ledger inside the request's transaction,
 * with the request row locked, so two staff changing one request cannot move the money twice.
 */
export function withdrawsService(db: Db): ResourceService<WithdrawJson, Values, 'withdraws'> & {
  move(id: number, move: WithdrawMove, input: WithdrawMoveInput, ctx: TxContext): Promise<WithdrawJson>;
} {
  const fetch = async (id: number, tx?: Db) => {
    if (tx) await lockRow(tx, withdraws, withdraws.id, id);
    const [row] = await (tx ?? db)
      .select({
        row: withdraws,
        first: customers.firstName,
        last: customers.lastName,
        mobile: customers.mobile,
      })
      .from(withdraws)
      .leftJoin(customers, eq(customers.id, withdraws.customerId))
      .where(eq(withdraws.id, id));
    return row ? serializeWithdraw(row.row, row) : null;
  };

  const moveMoney = async (
    tx: Db,
    row: WithdrawRow,
    from: string,
    to: string,
    adminId: number,
    now: Date,
  ) => {
    if (holdsMoney(from) === holdsMoney(to)) return;
    const move = {
      customerId: row.customerId,
      amount: row.amount,
      meta: {
        description: holdsMoney(to)
          ? `برداشت برای درخواست برداشت شماره ${toPersianDigits(row.id)}`
          : `بازگشت مبلغ درخواست برداشت ${to === 'rejected' ? 'ردشده' : 'لغوشده'} شماره ${toPersianDigits(row.id)}`,
        withdraw_id: row.id,
      },
      adminId,
      now,
    };
    if (holdsMoney(to)) await withdrawFromWallet(tx, move);
    else await depositToWallet(tx, move);
  };

  return {
    resourceName: 'withdraws',
    async list(query) {
      const where = conditions(query);
      const sort = query.sortBy ? SORTS[query.sortBy] : undefined;
      const order = sort
        ? [query.sortDesc ? desc(sort) : asc(sort), asc(withdraws.id)]
        : [desc(withdraws.id)];
      const base = db
        .select({
          row: withdraws,
          first: customers.firstName,
          last: customers.lastName,
          mobile: customers.mobile,
        })
        .from(withdraws)
        .leftJoin(customers, eq(customers.id, withdraws.customerId))
        .where(where)
        .orderBy(...order);
      const rows = await onePage(base.$dynamic(), query.page);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(withdraws).where(where);
      return { items: rows.map((r) => serializeWithdraw(r.row, r)), total };
    },
    get: fetch,
    async create(values, ctx) {
      const customerId = Number(values.customer_id);
      const amount = Number(values.amount);
      await requireCustomer(ctx.db, customerId);
      const min = await minWithdrawAmount(ctx.db);
      if (amount < min) {
        throw refused(
          'amount_too_small',
          `کمترین مبلغ برداشت ${toPersianDigits(formatPriceInput(min))} تومان است.`,
          'amount',
        );
      }
      const status = (values.status as Status | null | undefined) ?? 'pending';
      const id = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(withdraws)
          .values({
            ...detailColumns(values),
            customerId,
            amount,
            status: 'pending',
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })
          .returning();
        if (!row) throw new Error('withdraw was not written');
        await moveMoney(tx, row, 'canceled', 'pending', ctx.admin.id, ctx.now);
        if (status !== 'pending') {
          await moveMoney(tx, row, 'pending', status, ctx.admin.id, ctx.now);
          await tx.update(withdraws).set({ status }).where(eq(withdraws.id, row.id));
        }
        return row.id;
      });
      return (await fetch(id, ctx.db)) as WithdrawJson;
    },
    async update(id, values, ctx) {
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx.select().from(withdraws).where(eq(withdraws.id, id)).for('update');
        if (!row) throw notFound();
        const to = (values.status as Status | null | undefined) ?? row.status;
        await moveMoney(tx, row, row.status, to, ctx.admin.id, ctx.now);
        await tx
          .update(withdraws)
          .set({ ...detailColumns(values), status: to, updatedAt: ctx.now })
          .where(eq(withdraws.id, id));
      });
      return (await fetch(id, ctx.db)) as WithdrawJson;
    },
    /**
     * One staff move (approve, pay, reject, cancel) as core's planWithdrawMove allows it from the
     * locked row's status, with its wallet effect in the same transaction (ctx.db).
     */
    async move(id, move, input, ctx) {
      const [row] = await ctx.db.select().from(withdraws).where(eq(withdraws.id, id)).for('update');
      if (!row) throw notFound();
      const plan = planWithdrawMove(row.status, move);
      if (!plan.ok) throw refused('withdraw_move_refused', plan.reason, 'status');
      await moveMoney(ctx.db, row, row.status, plan.to, ctx.admin.id, ctx.now);
      const set: Partial<typeof withdraws.$inferInsert> = { status: plan.to, updatedAt: ctx.now };
      if (move === 'reject') set.rejectReason = input.reason ?? null;
      if (move === 'pay' && input.trackingCode) set.trackingCode = input.trackingCode;
      await ctx.db.update(withdraws).set(set).where(eq(withdraws.id, id));
      return (await fetch(id, ctx.db)) as WithdrawJson;
    },
    /** A paid request stays (it is history); a pending one gives its amount back first. */
    async remove(id, ctx) {
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx.select().from(withdraws).where(eq(withdraws.id, id)).for('update');
        if (!row) throw notFound();
        if (row.status === 'paid') throw refused('withdraw_paid', 'درخواست برداشت پرداخت‌شده حذف نمی‌شود.');
        await moveMoney(tx, row, row.status, 'canceled', ctx.admin.id, ctx.now);
        await tx.delete(withdraws).where(eq(withdraws.id, id));
      });
    },
  };
}
