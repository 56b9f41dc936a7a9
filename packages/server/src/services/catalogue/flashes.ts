import { type FieldValues, toPersianDigits } from '@shop-admin/core';
import { and, asc, count, desc, eq, gt, inArray, lt, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flashes, flashProducts, products } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import type { ListQuery, ResourceService, TxContext } from '../resource-service.ts';
import { declaredTableService } from '../table-service.ts';
import { requireProducts } from './product-sets.ts';
import { readWindow } from './reference-common.ts';

type FlashRow = typeof flashes.$inferSelect;

/** One product of a flash sale as sent: `{id, discount_type?, discount?, salable_max?}`. */
interface FlashProductInput {
  id: number;
  discount_type?: string | null;
  discount?: number | null;
  salable_max?: number | null;
}

const fa = (n: number) => toPersianDigits(n);

/** Where a flash sale's window stands at `now`. */
export function flashState(
  row: Pick<FlashRow, 'startDate' | 'endDate'>,
  now: Date,
): 'upcoming' | 'running' | 'ended' {
  if (now < row.startDate) return 'upcoming';
  return now < row.endDate ? 'running' : 'ended';
}

function serializeFlash(row: FlashRow, now: Date) {
  return {
    id: row.id,
    title: row.title,
    start_date: row.startDate,
    end_date: row.endDate,
    status: row.status,
    state: flashState(row, now),
    discount_type: row.discountType,
    discount: row.discount,
    timer: row.timer,
    preview_count: row.previewCount,
    order: row.order,
    color: row.color,
    image: row.image,
    mobile_image: row.mobileImage,
    bg_image: row.bgImage,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** One product of a flash sale as answered on show. */
interface FlashProductJson {
  id: number;
  title: string;
  unit_price: number;
  discount_type: string;
  discount: number;
  salable_max: number | null;
  sales_count: number;
}

/** A flash sale as answered: its product count, and on show its products. */
export type FlashJson = ReturnType<typeof serializeFlash> & {
  products_count: number;
  products?: FlashProductJson[];
};

/** The Persian reason a discount is not acceptable, or null. */
function discountProblem(type: string, discount: number, price: number | null): string | null {
  if (type === 'percentage' && (discount < 1 || discount > 100)) return 'تخفیف درصدی باید بین ۱ تا ۱۰۰ باشد.';
  if (type === 'flat' && discount < 1) return 'تخفیف باید بیشتر از صفر باشد.';
  if (type === 'flat' && price !== null && discount > price)
    return `تخفیف (${fa(discount)} تومان) از قیمت محصول (${fa(price)} تومان) بیشتر است.`;
  return null;
}

/**
 * Flash sales: a time window (end after start), a default discount, and products each with their
 * own discount and a cap on how many may sell at the flash price. One product is in at most one
 * active flash sale at a time.
 */
export function flashesService(
  db: Db,
  clock: () => Date,
): ResourceService<FlashJson, FieldValues<'flashes'>, 'flashes'> {
  // A sale's products and its time-window checks are written here, in the sale's own transaction.
  // The `state` filter is answered from the window and `now` (no column); newest sales first.
  const stateWhere = (query: ListQuery): SQL | undefined => {
    const state = query.filters.state;
    const now = clock();
    if (state === 'running') return and(lte(flashes.startDate, now), gt(flashes.endDate, now));
    if (state === 'upcoming') return gt(flashes.startDate, now);
    if (state === 'ended') return lte(flashes.endDate, now);
    if (state) throw validationFailed({ state: ['وضعیت زمانی باید running، upcoming یا ended باشد.'] });
    return undefined;
  };
  const base = declaredTableService(db, 'flashes', flashes, {
    notColumns: ['products'],
    ownFilters: ['state'],
    alsoWhere: stateWhere,
    tieBreak: 'desc',
    defaultOrder: [desc(flashes.startDate), desc(flashes.id)],
    serialize: (row) => row,
  });

  const productsOf = async (flashIds: number[], tx: Db = db) => {
    const rows = flashIds.length
      ? await tx
          .select({
            flashId: flashProducts.flashId,
            id: products.id,
            title: products.title,
            unit_price: products.unitPrice,
            discount_type: flashProducts.discountType,
            discount: flashProducts.discount,
            salable_max: flashProducts.salableMax,
            sales_count: flashProducts.salesCount,
          })
          .from(flashProducts)
          .innerJoin(products, eq(products.id, flashProducts.productId))
          .where(inArray(flashProducts.flashId, flashIds))
          .orderBy(asc(products.id))
      : [];
    const out = new Map<number, FlashProductJson[]>();
    for (const { flashId, ...product } of rows) out.set(flashId, [...(out.get(flashId) ?? []), product]);
    return out;
  };

  const get = async (id: number, tx?: Db): Promise<FlashJson | null> => {
    const select = (tx ?? db).select().from(flashes).where(eq(flashes.id, id));
    const [row] = tx ? await select.for('update') : await select;
    if (!row) return null;
    const items = (await productsOf([id], tx)).get(id) ?? [];
    return { ...serializeFlash(row, clock()), products: items, products_count: items.length };
  };

  const write = async (ctx: TxContext, id: number | null, values: FieldValues<'flashes'>): Promise<number> =>
    ctx.db.transaction(async (tx) => {
      const [stored] =
        id === null ? [] : await tx.select().from(flashes).where(eq(flashes.id, id)).for('update');
      if (id !== null && !stored) throw notFound();
      const window = readWindow(values, stored);
      if (!window) throw validationFailed({ start_date: ['زمان شروع و پایان الزامی است.'] });
      const defaultType = (
        Object.hasOwn(values, 'discount_type') ? values.discount_type : stored?.discountType
      ) as string | null;
      const defaultDiscount = (Object.hasOwn(values, 'discount') ? values.discount : stored?.discount) as
        | number
        | null;
      const errors: Record<string, string[]> = {};
      if (defaultType && defaultDiscount !== null && defaultDiscount !== undefined) {
        const problem = discountProblem(defaultType, defaultDiscount, null);
        if (problem) errors.discount = [problem];
      } else if (defaultType && (Object.hasOwn(values, 'discount') || Object.hasOwn(values, 'discount_type')))
        errors.discount = ['با نوع تخفیف، مقدار تخفیف هم لازم است.'];

      const rows = Object.hasOwn(values, 'products')
        ? ((values.products as FlashProductInput[] | null) ?? [])
        : null;
      const planned: {
        productId: number;
        discountType: string;
        discount: number;
        salableMax: number | null;
      }[] = [];
      if (rows) {
        const byId = await requireProducts(
          tx,
          rows.map((row) => Number(row.id)),
          'products',
        );
        rows.forEach((row, index) => {
          const type = row.discount_type ?? defaultType;
          const discount = row.discount ?? (row.discount_type ? null : defaultDiscount);
          const product = byId.get(Number(row.id));
          if (!type || discount === null || discount === undefined) {
            errors[`products.${index}.discount`] = [
              `برای «${product?.title ?? row.id}» نه تخفیفی آمده و نه فروش ویژه تخفیف پیش‌فرض دارد.`,
            ];
            return;
          }
          const problem = discountProblem(
            type,
            discount,
            type === 'flat' ? (product?.unitPrice ?? null) : null,
          );
          if (problem) errors[`products.${index}.discount`] = [problem];
          planned.push({
            productId: Number(row.id),
            discountType: type,
            discount,
            salableMax: row.salable_max ?? null,
          });
        });
      }
      if (Object.keys(errors).length) throw validationFailed(errors);

      const status = (Object.hasOwn(values, 'status') ? values.status : (stored?.status ?? true)) as boolean;
      const productIds = rows
        ? planned.map((row) => row.productId)
        : id === null
          ? []
          : (
              await tx
                .select({ id: flashProducts.productId })
                .from(flashProducts)
                .where(eq(flashProducts.flashId, id))
            ).map((row) => row.id);
      if (status !== false && productIds.length) {
        // Another active sale over an overlapping window already has one of these products.
        const clashes = await tx
          .select({ flash: flashes.title, product: products.title })
          .from(flashProducts)
          .innerJoin(flashes, eq(flashes.id, flashProducts.flashId))
          .innerJoin(products, eq(products.id, flashProducts.productId))
          .where(
            and(
              inArray(flashProducts.productId, productIds),
              eq(flashes.status, true),
              gt(flashes.endDate, window.startDate),
              lt(flashes.startDate, window.endDate),
              id === null ? undefined : ne(flashes.id, id),
            ),
          )
          .limit(3);
        if (clashes.length)
          throw validationFailed({
            products: clashes.map(
              (clash) => `«${clash.product}» در همین بازه در فروش ویژه «${clash.flash}» هم هست.`,
            ),
          });
      }

      const { products: _, ...own } = values;
      const set = { ...own, start_date: window.startDate, end_date: window.endDate };
      const txCtx = { ...ctx, db: tx as unknown as Db };
      let flashId: number;
      if (id === null) flashId = Number((await base.create(set, txCtx)).id);
      else {
        await base.update(id, set, txCtx);
        flashId = id;
      }
      if (rows) {
        const sold = new Map(
          (await tx.select().from(flashProducts).where(eq(flashProducts.flashId, flashId))).map((row) => [
            row.productId,
            row.salesCount,
          ]),
        );
        await tx.delete(flashProducts).where(eq(flashProducts.flashId, flashId));
        if (planned.length)
          await tx.insert(flashProducts).values(
            planned.map((row) => ({
              flashId,
              ...row,
              salesCount: sold.get(row.productId) ?? 0,
            })),
          );
      }
      return flashId;
    });

  return {
    resourceName: 'flashes',
    async list(query) {
      const { items: rows, total } = await base.list(query);
      const ids = rows.map((row) => row.id);
      const counts = ids.length
        ? await db
            .select({ id: flashProducts.flashId, n: count() })
            .from(flashProducts)
            .where(inArray(flashProducts.flashId, ids))
            .groupBy(flashProducts.flashId)
        : [];
      const byFlash = new Map(counts.map((row) => [row.id, row.n]));
      const now = clock();
      return {
        items: rows.map((row) => ({ ...serializeFlash(row, now), products_count: byFlash.get(row.id) ?? 0 })),
        total,
      };
    },
    get,
    async create(values, ctx) {
      return (await get(await write(ctx, null, values), ctx.db)) as FlashJson;
    },
    async update(id, values, ctx) {
      return (await get(await write(ctx, id, values), ctx.db)) as FlashJson;
    },
    async remove(id, ctx) {
      await ctx.db.delete(flashes).where(eq(flashes.id, id));
    },
  };
}
