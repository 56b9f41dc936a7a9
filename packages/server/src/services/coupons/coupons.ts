import {
  COUPON_ORIGINS,
  type FieldValues,
  normalizeCouponCode,
  normalizePersian,
  toPersianDigits,
} from '@shop-admin/core';
import { and, asc, count, desc, eq, gte, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foldedPersian, likeLiteral } from '../../db/persian-sql.ts';
import { categories, couponCategories, coupons, couponUsages } from '../../db/schema/index.ts';
import { notFound, refused, validationFailed } from '../../http/errors.ts';
import { duplicatesOf, readWindow } from '../catalogue/reference-common.ts';
import { onePage } from '../list-page.ts';
import type { ListQuery, TxContext } from '../resource-service.ts';
import { lockRow, readDateFilter, uniqueViolation } from '../table-service.ts';

type Values = FieldValues<'coupons'>;
type CouponRow = typeof coupons.$inferSelect;
type CategoryInput = { id: number; amount?: number | null };

const DAY_MS = 86_400_000;

// Written out with the outer table's name: drizzle leaves columns unqualified inside a sql`` subquery.
const usageStats = () => ({
  totalUsage: sql<number>`(select count(*) from coupon_usages u where u.coupon_id = "coupons"."id")`.mapWith(
    Number,
  ),
  customersCount:
    sql<number>`(select count(distinct u.customer_id) from coupon_usages u where u.coupon_id = "coupons"."id")`.mapWith(
      Number,
    ),
});

function serialize(row: CouponRow & { totalUsage?: number; customersCount?: number }) {
  return {
    id: row.id,
    title: row.title,
    code: row.code,
    start_date: row.startDate,
    end_date: row.endDate,
    type: row.type,
    coupon_type: row.couponType,
    amount: row.amount,
    usage_limit: row.usageLimit,
    usage_per_user_limit: row.usagePerUserLimit,
    min_order_amount: row.minOrderAmount,
    total_usage: row.totalUsage ?? 0,
    customers_count: row.customersCount ?? 0,
    creator_id: row.creatorId,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** A coupon as the API shows it, with its categories (each `{id, title, amount}`). */
export type CouponJson = Awaited<ReturnType<typeof withCategories>>[number];

async function withCategories(db: Db, items: ReturnType<typeof serialize>[]) {
  const ids = items.map((item) => item.id);
  // No coupons, no categories to read (and none to add).
  if (!ids.length) return [];
  const rows = await db
    .select({
      couponId: couponCategories.couponId,
      id: categories.id,
      title: categories.title,
      amount: couponCategories.amount,
    })
    .from(couponCategories)
    .innerJoin(categories, eq(categories.id, couponCategories.categoryId))
    .where(inArray(couponCategories.couponId, ids))
    .orderBy(asc(categories.id));
  return items.map((item) => ({
    ...item,
    categories: rows.filter((row) => row.couponId === item.id).map(({ couponId: _, ...rest }) => rest),
  }));
}

/** The list's where-clause: search (code or title, Persian-folded), coupon_type, type, created_at range. */
function conditions(query: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const search = query.filters.search ?? query.filters.q;
  if (search) {
    const needle = `%${likeLiteral(normalizeCouponCode(search).toLowerCase())}%`;
    const folded = `%${likeLiteral(normalizePersian(search))}%`;
    parts.push(
      or(sql`lower(${coupons.code}) like ${needle}`, sql`${foldedPersian(coupons.title)} like ${folded}`),
    );
  }
  const origin = query.filters.coupon_type;
  if (origin) {
    if (!COUPON_ORIGINS.some((option) => option.value === origin))
      throw validationFailed({ coupon_type: ['مقدار فیلتر coupon_type باید admin یا order_gift باشد.'] });
    parts.push(eq(coupons.couponType, origin));
  }
  const type = query.filters.type;
  if (type) {
    if (type !== 'flat' && type !== 'percentage')
      throw validationFailed({ type: ['مقدار فیلتر type باید flat یا percentage باشد.'] });
    parts.push(eq(coupons.type, type));
  }
  const start = query.filters.start_date ? readDateFilter(query.filters.start_date, 'start') : null;
  const end = query.filters.end_date ? readDateFilter(query.filters.end_date, 'end') : null;
  if (start) parts.push(gte(coupons.createdAt, start));
  if (end) parts.push(sql`${coupons.createdAt} < ${end}`);
  return and(...parts);
}

const SORTS = {
  id: coupons.id,
  title: coupons.title,
  start_date: coupons.startDate,
  end_date: coupons.endDate,
  created_at: coupons.createdAt,
} as const;

/** The refusals of a coupon body: percentage above 100, a code taken (any case), unknown or repeated categories. */
async function checkBody(db: Db, values: Values, id: number | null, stored?: CouponRow) {
  const errors: Record<string, string[]> = {};
  const type = (values.type as string | undefined) ?? stored?.type;
  const amount = (values.amount as number | undefined) ?? stored?.amount;
  if (type === 'percentage' && amount !== undefined && amount > 100)
    errors.amount = ['مقدار تخفیف درصدی نمی‌تواند بیشتر از ۱۰۰ باشد.'];
  if (typeof values.code === 'string') {
    const code = normalizeCouponCode(values.code);
    const [taken] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(sql`upper(${coupons.code}) = ${code}`, id === null ? undefined : ne(coupons.id, id)))
      .limit(1);
    if (taken) errors.code = ['این کد قبلا ثبت شده است.'];
  }
  if (Array.isArray(values.categories)) {
    const rows = values.categories as CategoryInput[];
    const ids = rows.map((row) => row.id);
    for (const dup of duplicatesOf(ids))
      errors[`categories.${ids.lastIndexOf(dup)}.id`] = [`دسته‌بندی ${toPersianDigits(dup)} دو بار آمده است.`];
    if (ids.length) {
      const found = new Set(
        (await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))).map(
          (row) => row.id,
        ),
      );
      ids.forEach((categoryId, index) => {
        if (!found.has(categoryId)) errors[`categories.${index}.id`] = ['دسته‌بندی انتخاب شده وجود ندارد.'];
      });
      if (type === 'percentage')
        rows.forEach((row, index) => {
          if (row.amount != null && row.amount > 100)
            errors[`categories.${index}.amount`] = ['مقدار تخفیف درصدی نمی‌تواند بیشتر از ۱۰۰ باشد.'];
        });
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

function columnsOf(values: Values): Partial<typeof coupons.$inferInsert> {
  const out: Partial<typeof coupons.$inferInsert> = {};
  if (Object.hasOwn(values, 'title')) out.title = String(values.title);
  if (typeof values.code === 'string') out.code = normalizeCouponCode(values.code);
  if (Object.hasOwn(values, 'type')) out.type = String(values.type);
  if (Object.hasOwn(values, 'amount')) out.amount = Number(values.amount);
  if (Object.hasOwn(values, 'usage_limit')) out.usageLimit = (values.usage_limit as number | null) ?? null;
  if (Object.hasOwn(values, 'usage_per_user_limit'))
    out.usagePerUserLimit = (values.usage_per_user_limit as number | null) ?? null;
  if (Object.hasOwn(values, 'min_order_amount'))
    out.minOrderAmount = (values.min_order_amount as number | null) ?? null;
  return out;
}

async function replaceCategories(db: Db, couponId: number, rows: readonly CategoryInput[]) {
  await db.delete(couponCategories).where(eq(couponCategories.couponId, couponId));
  if (rows.length)
    await db
      .insert(couponCategories)
      .values(rows.map((row) => ({ couponId, categoryId: row.id, amount: row.amount ?? null })));
}

const writing = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw uniqueViolation(error, { code: 'کد' }) ?? error;
  }
};

/**
 * Coupons (Shopit `coupon` resource): codes unique whatever their case (stored upper-cased), Jalali
 * or Gregorian start/end times (end after start), percentage at most 100, category scope with per-
 * category amounts; lists with each coupon's total_usage and customers_count, and the Shopit totals.
 */
export function couponsService(db: Db) {
  /** One coupon; given a write's transaction, read through it with the coupon locked. */
  const get = async (id: number, tx?: Db): Promise<CouponJson | null> => {
    if (tx) await lockRow(tx, coupons, coupons.id, id);
    const [row] = await (tx ?? db)
      .select({ coupon: coupons, ...usageStats() })
      .from(coupons)
      .where(eq(coupons.id, id))
      .limit(1);
    if (!row) return null;
    const [item] = await withCategories(tx ?? db, [serialize({ ...row.coupon, ...row })]);
    return item ?? null;
  };

  return {
    resourceName: 'coupons' as const,
    get,
    async list(query: ListQuery): Promise<{ items: CouponJson[]; total: number }> {
      const where = conditions(query);
      const column = query.sortBy ? SORTS[query.sortBy as keyof typeof SORTS] : undefined;
      const order = column
        ? [query.sortDesc ? desc(column) : asc(column), asc(coupons.id)]
        : [desc(coupons.id)];
      const base = db
        .select({ coupon: coupons, ...usageStats() })
        .from(coupons)
        .where(where)
        .orderBy(...order);
      const rows = await onePage(base.$dynamic(), query.page);
      const [total] = await db.select({ n: count() }).from(coupons).where(where);
      const items = await withCategories(
        db,
        rows.map((row) => serialize({ ...row.coupon, ...row })),
      );
      return { items, total: total?.n ?? 0 };
    },
    /**
     * Shopit's `totals`: every coupon, staff-made ones, order-gift ones, and the last thirty days
     * (coupons created and uses made), each `{label, count, used}`.
     */
    async totals(now: Date) {
      const since = new Date(now.getTime() - 30 * DAY_MS);
      const [byOrigin] = await db
        .select({
          all: count(),
          admin: sql<number>`count(*) filter (where ${coupons.couponType} = 'admin')`.mapWith(Number),
          gift: sql<number>`count(*) filter (where ${coupons.couponType} = 'order_gift')`.mapWith(Number),
          recent: sql<number>`count(*) filter (where ${coupons.createdAt} >= ${since})`.mapWith(Number),
        })
        .from(coupons);
      const [uses] = await db
        .select({
          all: count(),
          admin: sql<number>`count(*) filter (where ${coupons.couponType} = 'admin')`.mapWith(Number),
          gift: sql<number>`count(*) filter (where ${coupons.couponType} = 'order_gift')`.mapWith(Number),
          recent: sql<number>`count(*) filter (where ${couponUsages.createdAt} >= ${since})`.mapWith(Number),
        })
        .from(couponUsages)
        .innerJoin(coupons, eq(coupons.id, couponUsages.couponId));
      return {
        coupon: { label: 'همه کدهای تخفیف', count: byOrigin?.all ?? 0, used: uses?.all ?? 0 },
        AdminCoupons: { label: 'ساخته مدیر', count: byOrigin?.admin ?? 0, used: uses?.admin ?? 0 },
        GiftCoupons: { label: 'هدیه سفارش', count: byOrigin?.gift ?? 0, used: uses?.gift ?? 0 },
        lastThirtyDays: { label: 'سی روز گذشته', count: byOrigin?.recent ?? 0, used: uses?.recent ?? 0 },
      };
    },
    async create(values: Values, ctx: TxContext): Promise<CouponJson> {
      await checkBody(ctx.db, values, null);
      const window = readWindow(values);
      if (!window) throw validationFailed({ start_date: ['زمان شروع و پایان لازم است.'] });
      const id = await writing(() =>
        ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(coupons)
            .values({
              ...columnsOf(values),
              title: String(values.title),
              code: normalizeCouponCode(String(values.code)),
              type: String(values.type),
              amount: Number(values.amount),
              couponType: 'admin',
              startDate: window.startDate,
              endDate: window.endDate,
              creatorId: ctx.admin.id,
              createdAt: ctx.now,
              updatedAt: ctx.now,
            })
            .returning({ id: coupons.id });
          if (!row) throw new Error('coupon not inserted');
          if (Array.isArray(values.categories))
            await replaceCategories(tx as unknown as Db, row.id, values.categories as CategoryInput[]);
          return row.id;
        }),
      );
      return (await get(id, ctx.db)) as CouponJson;
    },
    async update(id: number, values: Values, ctx: TxContext): Promise<CouponJson> {
      const [stored] = await ctx.db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
      if (!stored) throw notFound();
      await checkBody(ctx.db, values, id, stored);
      const window =
        Object.hasOwn(values, 'start_date') || Object.hasOwn(values, 'end_date')
          ? readWindow(values, {
              startDate: stored.startDate ?? new Date(0),
              endDate: stored.endDate ?? new Date(8.64e15),
            })
          : null;
      await writing(() =>
        ctx.db.transaction(async (tx) => {
          await tx
            .update(coupons)
            .set({
              ...columnsOf(values),
              ...(window ? { startDate: window.startDate, endDate: window.endDate } : {}),
              updatedAt: ctx.now,
            })
            .where(eq(coupons.id, id));
          if (Array.isArray(values.categories))
            await replaceCategories(tx as unknown as Db, id, values.categories as CategoryInput[]);
        }),
      );
      return (await get(id, ctx.db)) as CouponJson;
    },
    async remove(id: number, ctx: TxContext): Promise<void> {
      const { db } = ctx;
      const [used] = await db.select({ n: count() }).from(couponUsages).where(eq(couponUsages.couponId, id));
      const n = used?.n ?? 0;
      if (n > 0)
        throw refused(
          'in_use',
          `این کد تخفیف ${toPersianDigits(n)} بار استفاده شده و حذف نمی‌شود؛ برای پایان دادن، زمان پایانش را تغییر دهید.`,
        );
      await db.delete(coupons).where(eq(coupons.id, id));
    },
  };
}
