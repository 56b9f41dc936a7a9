import {
  CUSTOMER_LIMITS,
  type FieldValues,
  formatJalali,
  normalizePersian,
  ORDER_SUCCESS_STATUSES,
  toAsciiDigits,
} from '@shop-admin/core';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  like,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { foldedPersian, likeLiteral } from '../../db/persian-sql.ts';
import {
  addresses,
  cities,
  customerRoles,
  customers,
  miniOrders,
  orders,
  wallets,
  walletTransactions,
} from '../../db/schema/index.ts';
import { AppError, notFound, refused, validationFailed } from '../../http/errors.ts';
import { idFilter } from '../catalogue/reference-common.ts';
import { onePage } from '../list-page.ts';
import type { ListQuery, ResourceService } from '../resource-service.ts';
import { lockRow, readDateFilter, uniqueViolation } from '../table-service.ts';
import { type CustomerRow, customerSearchCondition, customerSearchText } from './customer-by-mobile.ts';
import { type CustomerColumns, customerColumns } from './customer-values.ts';

const { passwordHash: _p, search: _s, ...publicColumns } = getTableColumns(customers);

/** A customer as the API shows it (never the password hash), with the wallet's balances. */
export function serializeCustomer(
  row: Omit<CustomerRow, 'passwordHash' | 'search'>,
  wallet?: { balance: number | null; giftBalance: number | null },
) {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: name,
    mobile: row.mobile,
    email: row.email,
    national_code: row.nationalCode,
    gender: row.gender,
    birth_date: row.birthDate,
    birth_date_jalali: row.birthDate
      ? formatJalali(new Date(`${row.birthDate}T12:00:00Z`), 'YYYY/MM/DD', { digits: 'latin' })
      : null,
    card_number: row.cardNumber,
    newsletter: row.newsletter,
    foreign_national: row.foreignNational,
    status: row.status === 1,
    role_id: row.roleId,
    balance: Number(wallet?.balance ?? 0),
    gift_balance: Number(wallet?.giftBalance ?? 0),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** A customer as answered: the list's row; the profile (`get`) adds the role and the order summary. */
export type CustomerJson = ReturnType<typeof serializeCustomer> & {
  role?: { id: number; name: string } | null;
  order_summary?: Awaited<ReturnType<typeof customerOrderSummary>>;
};

const SORTS: Record<string, AnyPgColumn> = {
  id: customers.id,
  first_name: customers.firstName,
  last_name: customers.lastName,
  created_at: customers.createdAt,
};

const flag = (query: ListQuery, name: string): boolean | null => {
  const value = query.filters[name];
  if (value === undefined || value === '') return null;
  const word = value.trim().toLowerCase();
  if (word === '1' || word === 'true') return true;
  if (word === '0' || word === 'false') return false;
  throw validationFailed({ [name]: [`مقدار فیلتر ${name} باید ۰ یا ۱ باشد.`] });
};

/** The where-clause of Shopit's customer filters plus the Persian-normalised `search`. */
export function customerConditions(query: ListQuery): SQL | undefined {
  const f = query.filters;
  const conditions: (SQL | undefined)[] = [];
  const search = f.search ?? f.q;
  if (search) conditions.push(customerSearchCondition(search));
  const id = idFilter(query, 'id');
  if (id) conditions.push(eq(customers.id, id));
  for (const [name, column] of [
    ['first_name', customers.firstName],
    ['last_name', customers.lastName],
  ] as const) {
    const value = f[name]?.trim();
    if (value) conditions.push(like(foldedPersian(column), `%${likeLiteral(normalizePersian(value))}%`));
  }
  const mobile = f.mobile ? toAsciiDigits(f.mobile).replace(/\D/g, '') : '';
  if (mobile) conditions.push(like(customers.mobile, `%${likeLiteral(mobile)}%`));
  const deposits = flag(query, 'has_deposits');
  if (deposits !== null) {
    const exists = sql`exists (select 1 from ${walletTransactions} wt where wt.customer_id = ${customers.id} and wt.type = 'deposit')`;
    conditions.push(deposits ? exists : sql`not ${exists}`);
  }
  const transactions = flag(query, 'has_transactions');
  if (transactions !== null) {
    const exists = sql`exists (select 1 from ${walletTransactions} wt where wt.customer_id = ${customers.id})`;
    conditions.push(transactions ? exists : sql`not ${exists}`);
  }
  const cityId = idFilter(query, 'city_id');
  if (cityId) {
    conditions.push(
      sql`exists (select 1 from ${addresses} a where a.customer_id = ${customers.id} and a.deleted_at is null and a.city_id = ${cityId})`,
    );
  }
  const provinceId = idFilter(query, 'province_id');
  if (provinceId) {
    conditions.push(
      sql`exists (select 1 from ${addresses} a join ${cities} c on c.id = a.city_id where a.customer_id = ${customers.id} and a.deleted_at is null and c.province_id = ${provinceId})`,
    );
  }
  for (const edge of ['start', 'end'] as const) {
    const raw = f[`${edge}_date`];
    if (!raw) continue;
    const at = readDateFilter(raw, edge);
    if (!at) throw validationFailed({ [`${edge}_date`]: ['تاریخ فیلتر معتبر نیست (مثلا ۱۴۰۴/۰۸/۰۱).'] });
    conditions.push(
      edge === 'start' ? sql`${customers.createdAt} >= ${at}` : sql`${customers.createdAt} < ${at}`,
    );
  }
  return and(...conditions);
}

/** Counts and amounts of a customer's online orders by status, and of their in-person sales. */
export async function customerOrderSummary(db: Db, customerId: number) {
  const rows = await db
    .select({
      status: orders.status,
      count: count(),
      amount: sql<string>`coalesce(sum(${orders.totalAmount}), 0)`,
    })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), isNull(orders.parentId)))
    .groupBy(orders.status);
  const byStatus: Record<string, { count: number; amount: number }> = {};
  let paidCount = 0;
  let paidAmount = 0;
  for (const row of rows) {
    byStatus[row.status] = { count: row.count, amount: Number(row.amount) };
    if ((ORDER_SUCCESS_STATUSES as readonly string[]).includes(row.status)) {
      paidCount += row.count;
      paidAmount += Number(row.amount);
    }
  }
  const [physical] = await db
    .select({ count: count(), amount: sql<string>`coalesce(sum(${miniOrders.total}), 0)` })
    .from(miniOrders)
    .where(eq(miniOrders.customerId, customerId));
  return {
    online: {
      count: rows.reduce((sum, row) => sum + row.count, 0),
      paid_count: paidCount,
      paid_amount: paidAmount,
      by_status: byStatus,
    },
    physical: { count: physical?.count ?? 0, amount: Number(physical?.amount ?? 0) },
  };
}

/** Customers (Shopit R `customers`): the list with filters, the profile with wallet and orders, writes. */
export function customersService(db: Db) {
  const select = (tx: Db = db) =>
    tx
      .select({ ...publicColumns, balance: wallets.balance, giftBalance: wallets.giftBalance })
      .from(customers)
      .leftJoin(wallets, eq(wallets.customerId, customers.id));
  const toJson = (row: Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]) =>
    serializeCustomer(row, { balance: row.balance, giftBalance: row.giftBalance });

  const fetch = async (id: number, tx?: Db): Promise<CustomerJson | null> => {
    if (tx) await lockRow(tx, customers, customers.id, id);
    const [row] = await select(tx).where(eq(customers.id, id)).limit(1);
    return row ? toJson(row) : null;
  };

  const writing = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw uniqueViolation(error, { mobile: 'شماره موبایل' }) ?? error;
    }
  };

  const checkRole = async (columns: CustomerColumns, tx: Db) => {
    if (columns.roleId === undefined || columns.roleId === null) return;
    const [role] = await tx
      .select({ id: customerRoles.id })
      .from(customerRoles)
      .where(eq(customerRoles.id, Number(columns.roleId)));
    if (!role) throw refused('invalid_role', 'نقش مشتری انتخاب‌شده وجود ندارد.', 'role_id');
  };

  const resource: ResourceService<CustomerJson, FieldValues<'customers'>, 'customers'> = {
    resourceName: 'customers',
    async list(query) {
      const where = customerConditions(query);
      const sortColumn = query.sortBy ? SORTS[query.sortBy] : undefined;
      const order = sortColumn
        ? [query.sortDesc ? desc(sortColumn) : asc(sortColumn), asc(customers.id)]
        : [desc(customers.id)];
      const base = select()
        .where(where)
        .orderBy(...order);
      const rows = await onePage(base.$dynamic(), query.page);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(customers).where(where);
      return { items: rows.map(toJson), total };
    },
    async get(id, tx) {
      const customer = await fetch(id, tx);
      if (!customer) return null;
      const role = customer.role_id
        ? ((
            await (tx ?? db)
              .select({ id: customerRoles.id, name: customerRoles.name })
              .from(customerRoles)
              .where(eq(customerRoles.id, Number(customer.role_id)))
          )[0] ?? null)
        : null;
      return { ...customer, role, order_summary: await customerOrderSummary(tx ?? db, id) };
    },
    async create(values, ctx) {
      const columns = await customerColumns(values, ctx.now);
      await checkRole(columns, ctx.db);
      const mobile = String(columns.mobile);
      const [row] = await writing(() =>
        ctx.db
          .insert(customers)
          .values({
            ...columns,
            mobile,
            search: customerSearchText(columns.firstName ?? null, columns.lastName ?? null, mobile),
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })
          .returning({ id: customers.id }),
      );
      if (!row) throw new Error('customer was not written');
      return (await fetch(row.id, ctx.db)) as CustomerJson;
    },
    async update(id, values, ctx) {
      const columns = await customerColumns(values, ctx.now);
      await checkRole(columns, ctx.db);
      await writing(() =>
        ctx.db.transaction(async (tx) => {
          const [current] = await tx.select().from(customers).where(eq(customers.id, id)).for('update');
          if (!current) throw notFound();
          const next = { ...current, ...columns };
          await tx
            .update(customers)
            .set({
              ...columns,
              search: customerSearchText(next.firstName, next.lastName, next.mobile),
              updatedAt: ctx.now,
            })
            .where(eq(customers.id, id));
        }),
      );
      return (await fetch(id, ctx.db)) as CustomerJson;
    },
    async remove(id, ctx) {
      const { db } = ctx;
      const [used] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, id));
      if ((used?.n ?? 0) > 0) throw refused('in_use', 'این مشتری سفارش دارد و حذف نمی‌شود؛ غیرفعالش کنید.');
      const [wallet] = await db
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(eq(wallets.customerId, id));
      if (Number(wallet?.balance ?? 0) > 0)
        throw refused('in_use', 'کیف پول این مشتری موجودی دارد و حذف نمی‌شود.');
      await db.delete(customers).where(eq(customers.id, id));
    },
  };

  return {
    resource,
    /**
     * Quick search (customers/search?q=): at most 20 customers (id, names, mobile) matching the id,
     * the mobile's digits or the Persian-normalised names, and how many match in all.
     */
    async quickSearch(term: string) {
      const text = term.trim();
      if (!text)
        throw new AppError(422, 'search_required', 'عبارت جستجو را وارد کنید.', {
          errors: { q: ['عبارت جستجو را وارد کنید.'] },
        });
      const digits = toAsciiDigits(text).replace(/[\s-]/g, '');
      const byName = customerSearchCondition(text);
      const conditions: (SQL | undefined)[] = [byName];
      if (/^\d{1,15}$/.test(digits)) {
        conditions.push(eq(customers.id, Number(digits)), like(customers.mobile, `%${likeLiteral(digits)}%`));
      }
      const where = or(...conditions);
      const rows = await db
        .select({
          id: customers.id,
          first_name: customers.firstName,
          last_name: customers.lastName,
          mobile: customers.mobile,
        })
        .from(customers)
        .where(where)
        .orderBy(desc(customers.id))
        .limit(CUSTOMER_LIMITS.quickSearch);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(customers).where(where);
      return { customers: rows, count: total };
    },
    /** Customers by id, for other lists that show names (transactions, withdraws, sales). */
    async namesByIds(ids: readonly number[]) {
      if (!ids.length) return new Map<number, { name: string; mobile: string }>();
      const rows = await db
        .select({
          id: customers.id,
          first: customers.firstName,
          last: customers.lastName,
          mobile: customers.mobile,
        })
        .from(customers)
        .where(inArray(customers.id, [...new Set(ids)]));
      return new Map(
        rows.map((r) => [r.id, { name: [r.first, r.last].filter(Boolean).join(' '), mobile: r.mobile }]),
      );
    },
  };
}
