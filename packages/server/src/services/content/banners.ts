import { type FieldValues, toAsciiDigits, toPersianDigits } from '@shop-admin/core';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { advertisementPositions, advertisements } from '../../db/schema/index.ts';
import { notFound, refused, validationFailed } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { idFilter } from '../catalogue/reference-common.ts';
import type { ResourceService } from '../resource-service.ts';
import { declaredTableService } from '../table-service.ts';
import { checkFullOrder, nextOrder } from './content-common.ts';
import { checkLink, linkableTitles, mergeLink } from './linkables.ts';

type PositionRow = typeof advertisementPositions.$inferSelect;
type BannerRow = typeof advertisements.$inferSelect;

/** A banner as the API shows it; `linkable_title` names what a linked banner leads to. */
function serializeBanner(row: BannerRow, positionLabel?: string | null, linkableTitle?: string | null) {
  return {
    id: row.id,
    position_id: row.positionId,
    position_label: positionLabel ?? null,
    image: row.image,
    link: row.link,
    linkable_type: row.linkableType,
    linkable_id: row.linkableId,
    linkable_title: linkableTitle ?? null,
    new_tab: row.newTab,
    start: row.start,
    end: row.end,
    possibility: row.possibility,
    order: row.order,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export type BannerJson = ReturnType<typeof serializeBanner>;

/** Banners as the API shows them, each with its linked record's title (one query per linkable type). */
async function serializeBanners(
  tx: Db,
  rows: readonly BannerRow[],
  positionLabel: (row: BannerRow) => string | null | undefined,
): Promise<BannerJson[]> {
  const titleOf = await linkableTitles(tx, rows);
  return rows.map((row) => serializeBanner(row, positionLabel(row), titleOf(row)));
}

const serializePosition = (row: PositionRow) => ({
  id: row.id,
  key: row.key,
  label: row.label,
  description: row.description,
  width: row.width,
  height: row.height,
  status: row.status,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

type PositionJson = ReturnType<typeof serializePosition> & {
  advertisements_count?: number;
  advertisements?: BannerJson[];
};

/** `start` / `end` (Dates from validateBody; null clears) over the stored window; the end after the start. */
function readBannerWindow(
  values: FieldValues<'advertisements'>,
  stored?: { start: Date | null; end: Date | null },
) {
  const read = (name: 'start' | 'end', fallback: Date | null): Date | null =>
    Object.hasOwn(values, name) ? ((values[name] as Date | null | undefined) ?? null) : fallback;
  const start = read('start', stored?.start ?? null);
  const end = read('end', stored?.end ?? null);
  if (start && end && end.getTime() <= start.getTime())
    throw validationFailed({ end: ['زمان پایان نمایش باید بعد از زمان شروع باشد.'] });
  return { start, end };
}

/** Banner positions: a table resource whose rows carry their banner count, and on show their banners. */
export function positionsService(
  db: Db,
): ResourceService<PositionJson, FieldValues<'positions'>, 'positions'> {
  // A position's row carries its banner count, and its banners on show; the search also reads the key.
  const base = declaredTableService(db, 'positions', advertisementPositions, {
    alsoSearch: ['key'],
    serialize: serializePosition,
  });
  const counts = async (items: PositionJson[], tx: Db = db) => {
    if (!items.length) return items;
    const rows = await tx
      .select({ id: advertisements.positionId, n: count() })
      .from(advertisements)
      .where(
        inArray(
          advertisements.positionId,
          items.map((item) => item.id),
        ),
      )
      .groupBy(advertisements.positionId);
    return items.map((item) => ({
      ...item,
      advertisements_count: rows.find((r) => r.id === item.id)?.n ?? 0,
    }));
  };
  return {
    resourceName: 'positions',
    async list(query) {
      const result = await base.list(query);
      return { ...result, items: await counts(result.items) };
    },
    async get(id, tx) {
      const row = await base.get(id, tx);
      if (!row) return null;
      const banners = await (tx ?? db)
        .select()
        .from(advertisements)
        .where(eq(advertisements.positionId, id))
        .orderBy(asc(advertisements.order), asc(advertisements.id));
      const [counted] = await counts([row], tx);
      return {
        ...(counted ?? row),
        advertisements: await serializeBanners(tx ?? db, banners, () => row.label),
      };
    },
    create: base.create,
    update: base.update,
    async remove(id, ctx) {
      const [banners] = await ctx.db
        .select({ n: count() })
        .from(advertisements)
        .where(eq(advertisements.positionId, id));
      if ((banners?.n ?? 0) > 0)
        throw refused(
          'in_use',
          `این جایگاه ${toPersianDigits(banners?.n ?? 0)} بنر دارد؛ ابتدا بنرها را حذف یا جابه‌جا کنید.`,
        );
      await base.remove(id, ctx);
    },
  };
}

/** Banners: a link or linked item, an optional time window, and a weight set per position. */
export function bannersService(db: Db) {
  const labels = async (tx: Db, ids: number[]) =>
    new Map(
      ids.length
        ? (
            await tx
              .select({ id: advertisementPositions.id, label: advertisementPositions.label })
              .from(advertisementPositions)
              .where(inArray(advertisementPositions.id, ids))
          ).map((row) => [row.id, row.label])
        : [],
    );
  const show = async (tx: Db, row: BannerRow) => {
    const label = (await labels(tx, [row.positionId])).get(row.positionId);
    const [json] = await serializeBanners(tx, [row], () => label);
    return json as BannerJson;
  };
  const find = async (tx: Db, id: number, lock = false) => {
    const select = tx.select().from(advertisements).where(eq(advertisements.id, id)).limit(1);
    const [row] = lock ? await select.for('update') : await select;
    return row ?? null;
  };
  const position = async (tx: Db, id: number): Promise<PositionRow | null> => {
    const [row] = await tx
      .select()
      .from(advertisementPositions)
      .where(eq(advertisementPositions.id, id))
      .limit(1)
      .for('update');
    return row ?? null;
  };
  // The declared list (sort keys, paging) of the stored rows, each answered with its position's label.
  const table = declaredTableService(db, 'advertisements', advertisements, {
    serialize: (row) => row as BannerRow,
  });

  const resource: ResourceService<BannerJson, FieldValues<'advertisements'>, 'advertisements'> = {
    resourceName: 'advertisements',
    async list(query) {
      // Banners are filtered by their position only (any digits; a bad id is a Persian 422).
      const positionId = idFilter(query, 'position_id');
      const { items: rows, total } = await table.list({
        ...query,
        filters: { position_id: positionId === null ? '' : String(positionId) },
      });
      const names = await labels(db, [...new Set(rows.map((row) => row.positionId))]);
      return { items: await serializeBanners(db, rows, (row) => names.get(row.positionId)), total };
    },
    async get(id, tx) {
      const row = await find(tx ?? db, id, Boolean(tx));
      return row ? show(tx ?? db, row) : null;
    },
    async create(values, ctx) {
      return ctx.db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const positionId = values.position_id as number;
        if (!(await position(t, positionId)))
          throw validationFailed({
            position_id: [`جایگاه با شناسه ${toPersianDigits(positionId)} وجود ندارد.`],
          });
        const window = readBannerWindow(values);
        const link = await checkLink(t, mergeLink(values));
        const [others] = await t
          .select({ n: count() })
          .from(advertisements)
          .where(eq(advertisements.positionId, positionId));
        const [row] = await t
          .insert(advertisements)
          .values({
            positionId,
            image: values.image as string,
            newTab: Boolean(values.new_tab),
            ...window,
            ...link,
            // Shopit: the first banner of a position takes all the weight; later ones start at 0.
            possibility: (others?.n ?? 0) === 0 ? 100 : 0,
            // A new banner goes to the end of its position's order.
            order: await nextOrder(
              t,
              advertisements,
              advertisements.order,
              eq(advertisements.positionId, positionId),
            ),
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })
          .returning();
        if (!row) throw new Error('banner not inserted');
        const json = await show(t, row);
        return json;
      });
    },
    async update(id, values, ctx) {
      return ctx.db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const stored = await find(t, id);
        if (!stored) throw notFound();
        const set: Partial<typeof advertisements.$inferInsert> = { updatedAt: ctx.now };
        if (Object.hasOwn(values, 'image')) set.image = values.image as string;
        if (Object.hasOwn(values, 'new_tab')) set.newTab = Boolean(values.new_tab);
        if (Object.hasOwn(values, 'start') || Object.hasOwn(values, 'end'))
          Object.assign(set, readBannerWindow(values, stored));
        if (['link', 'linkable_type', 'linkable_id'].some((name) => Object.hasOwn(values, name)))
          Object.assign(set, await checkLink(t, mergeLink(values, stored)));
        const [row] = await t.update(advertisements).set(set).where(eq(advertisements.id, id)).returning();
        if (!row) throw notFound();
        const json = await show(t, row);
        return json;
      });
    },
    async remove(id, ctx) {
      await ctx.db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const stored = await find(t, id);
        if (!stored) throw notFound();
        await t.delete(advertisements).where(eq(advertisements.id, id));
      });
    },
  };

  return {
    resource,
    /**
     * Puts every banner of a position in the given order (first shown first) in one transaction, like
     * a slider group's sort; a stale list (missing, repeated or foreign ids) is a Persian 422.
     */
    async sort(positionId: number, ids: readonly number[], now: Date): Promise<BannerJson[]> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const place = await position(t, positionId);
        if (!place) throw notFound();
        const before = await t
          .select({ id: advertisements.id })
          .from(advertisements)
          .where(eq(advertisements.positionId, positionId))
          .orderBy(asc(advertisements.order), asc(advertisements.id))
          .for('update');
        checkFullOrder(
          ids,
          before.map((row) => row.id),
          `بنرهای جایگاه «${place.label}»`,
        );
        for (const [order, id] of ids.entries())
          await t
            .update(advertisements)
            .set({ order, updatedAt: now })
            .where(and(eq(advertisements.id, id), eq(advertisements.positionId, positionId)));
        await recordAudit(t, {
          entity: 'positions',
          entityId: positionId,
          action: 'sort',
          before: before.map((row) => row.id),
          after: ids,
        });
        const rows = await t
          .select()
          .from(advertisements)
          .where(eq(advertisements.positionId, positionId))
          .orderBy(asc(advertisements.order), asc(advertisements.id));
        return serializeBanners(t, rows, () => place.label);
      });
    },
    /**
     * Sets the rotation weights of a position's banners at once (Shopit `update_possibility`): every
     * banner of the position exactly once, whole percentages 0–100 that total 100. All or nothing.
     */
    async setWeights(positionId: number, body: unknown, now: Date): Promise<BannerJson[]> {
      const input = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<
        string,
        unknown
      >;
      const ids = readIntegers(input.banner_ids, 'banner_ids', 'بنرها');
      const weights = readIntegers(input.banner_possibility, 'banner_possibility', 'ضریب‌های نمایش');
      if (ids.length !== weights.length)
        throw validationFailed({ banner_possibility: ['برای هر بنر یک ضریب نمایش بفرستید.'] });
      const outOfRange = weights.findIndex((weight) => weight < 0 || weight > 100);
      if (outOfRange >= 0)
        throw validationFailed({
          [`banner_possibility.${outOfRange}`]: ['ضریب نمایش باید عددی صحیح بین ۰ تا ۱۰۰ باشد.'],
        });
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const place = await position(t, positionId);
        if (!place) throw notFound();
        const banners = await t
          .select()
          .from(advertisements)
          .where(eq(advertisements.positionId, positionId))
          .orderBy(asc(advertisements.id))
          .for('update');
        const known = new Set(banners.map((banner) => banner.id));
        const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
        if (twice.length)
          throw validationFailed({
            banner_ids: [`بنر ${toPersianDigits(twice.join('، '))} بیش از یک بار آمده است.`],
          });
        const foreign = ids.filter((id) => !known.has(id));
        if (foreign.length)
          throw validationFailed({
            banner_ids: [
              `این بنرها در جایگاه «${place.label}» نیستند: ${toPersianDigits(foreign.join('، '))}`,
            ],
          });
        const missing = banners.filter((banner) => !ids.includes(banner.id)).map((banner) => banner.id);
        if (missing.length)
          throw validationFailed({
            banner_ids: [
              `ضریب همه بنرهای جایگاه را بفرستید؛ جا افتاده: ${toPersianDigits(missing.join('، '))}`,
            ],
          });
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        if (banners.length && total !== 100)
          throw validationFailed({
            banner_possibility: [`جمع ضریب‌های نمایش باید ۱۰۰ باشد (اکنون ${toPersianDigits(total)}).`],
          });
        const before = banners.map((banner) => ({ id: banner.id, possibility: banner.possibility }));
        for (const [index, id] of ids.entries()) {
          const weight = weights[index] ?? 0;
          if (banners.find((banner) => banner.id === id)?.possibility !== weight)
            await t
              .update(advertisements)
              .set({ possibility: weight, updatedAt: now })
              .where(and(eq(advertisements.id, id), eq(advertisements.positionId, positionId)));
        }
        const after = ids.map((id, index) => ({ id, possibility: weights[index] ?? 0 }));
        await recordAudit(t, {
          entity: 'positions',
          entityId: positionId,
          action: 'weights',
          before,
          after,
        });
        const rows = await t
          .select()
          .from(advertisements)
          .where(eq(advertisements.positionId, positionId))
          .orderBy(asc(advertisements.order), asc(advertisements.id));
        return serializeBanners(t, rows, () => place.label);
      });
    },
  };
}

/** A list of whole numbers from a body (any digit script); a Persian 422 otherwise. */
function readIntegers(value: unknown, field: string, label: string): number[] {
  if (!Array.isArray(value)) throw validationFailed({ [field]: [`${label} باید فهرست باشد.`] });
  if (value.length > 1000) throw validationFailed({ [field]: [`${label} بیش از حد است.`] });
  return value.map((item, index) => {
    const n =
      typeof item === 'number'
        ? item
        : typeof item === 'string'
          ? Number(toAsciiDigits(item).trim())
          : Number.NaN;
    if (!Number.isSafeInteger(n) || (typeof item === 'string' && item.trim() === ''))
      throw validationFailed({ [`${field}.${index}`]: [`مقدار ${label} باید عدد صحیح باشد.`] });
    return n;
  });
}
