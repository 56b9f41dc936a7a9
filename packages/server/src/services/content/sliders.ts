import { type FieldValues, SLIDER_GROUPS, sliderGroupLabel } from '@shop-admin/core';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sliders } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import type { ListQuery, ResourceService } from '../resource-service.ts';
import { declaredTableService } from '../table-service.ts';
import { checkFullOrder, nextOrder } from './content-common.ts';
import { checkLink, mergeLink } from './linkables.ts';

type SliderRow = typeof sliders.$inferSelect;

const GROUPS = new Set<string>(SLIDER_GROUPS.map((group) => group.value));

/** A group's position in core's list of groups (unknown groups last), for ordering slides by group. */
const GROUP_RANK = sql.join(
  [
    sql`case ${sliders.group}`,
    ...SLIDER_GROUPS.map((group, rank) => sql` when ${group.value} then ${sql.raw(String(rank))}`),
    sql` else ${sql.raw(String(SLIDER_GROUPS.length))} end`,
  ],
  sql``,
);

const serializeSlider = (row: SliderRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  group: row.group,
  group_label: sliderGroupLabel(row.group),
  image: row.image,
  link: row.link,
  linkable_type: row.linkableType,
  linkable_id: row.linkableId,
  status: row.status,
  order: row.order,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

export type SliderJson = ReturnType<typeof serializeSlider>;

/** A Persian 422 for a group core does not declare. */
export function checkGroup(group: string): void {
  if (!GROUPS.has(group)) throw validationFailed({ group: ['این گروه اسلایدر وجود ندارد.'] });
}

/**
 * Slides in groups (Shopit `sliders`), each shown in its group's order (smallest first). A slide
 * opens either a typed link or a linked record (type + id, which must exist), never both. A new
 * slide, or one moved to another group, goes to the end of its group.
 */
export function slidersService(db: Db) {
  // Slides without a chosen sort come group by group (core's order of groups), each in its own order;
  // the declaration's search is the title, the API's also the description.
  const table = declaredTableService(db, 'sliders', sliders, {
    alsoSearch: ['description'],
    defaultOrder: [GROUP_RANK, asc(sliders.order), asc(sliders.id)],
    serialize: serializeSlider,
  });

  /** The slide's link after this write, checked by the one link rule of menus, banners and slides. */
  const linkOf = async (tx: Db, values: FieldValues<'sliders'>, stored: SliderRow | null) => {
    const link = await checkLink(tx, mergeLink(values, stored ?? undefined));
    return { link: link.link, linkable_type: link.linkableType, linkable_id: link.linkableId };
  };

  /** An unknown group is a Persian 422 before the list reads the other filters. */
  const readQuery = (query: ListQuery) => {
    const { group } = query.filters;
    if (group) checkGroup(group);
    return query;
  };

  const resource: ResourceService<SliderJson, FieldValues<'sliders'>, 'sliders'> = {
    ...table,
    list: (query) => table.list(readQuery(query)),
    async create(values, ctx) {
      const link = await linkOf(ctx.db, values, null);
      const order = await nextOrder(ctx.db, sliders, sliders.order, eq(sliders.group, String(values.group)));
      return table.create({ ...values, ...link, order }, ctx);
    },
    async update(id, values, ctx) {
      const [stored] = await ctx.db.select().from(sliders).where(eq(sliders.id, id));
      if (!stored) throw notFound();
      const link = await linkOf(ctx.db, values, stored);
      const moved = Object.hasOwn(values, 'group') && values.group !== stored.group;
      const order = moved
        ? await nextOrder(ctx.db, sliders, sliders.order, eq(sliders.group, String(values.group)))
        : undefined;
      return table.update(id, { ...values, ...link, ...(order === undefined ? {} : { order }) }, ctx);
    },
  };

  return {
    resource,
    /** The groups core declares, their Persian labels and how many slides each has. */
    async groups() {
      const rows = await db.select({ group: sliders.group, n: count() }).from(sliders).groupBy(sliders.group);
      const counts = new Map(rows.map((row) => [row.group, row.n]));
      return {
        groups: SLIDER_GROUPS.map((group) => group.value),
        group_labels: Object.fromEntries(SLIDER_GROUPS.map((group) => [group.value, group.label])),
        counts: Object.fromEntries(SLIDER_GROUPS.map((group) => [group.value, counts.get(group.value) ?? 0])),
      };
    },
    /** One group's slides in order (paged like any list). */
    async group(group: string, query: ListQuery) {
      if (!GROUPS.has(group)) throw notFound();
      return table.list({ ...query, sortBy: query.sortBy ?? 'order', filters: { ...query.filters, group } });
    },
    /** Puts every slide of a group in the given order in one transaction; returns before and after. */
    async sort(group: string, ids: readonly number[], now: Date) {
      checkGroup(group);
      return db.transaction(async (tx) => {
        const before = await tx
          .select({ id: sliders.id, order: sliders.order })
          .from(sliders)
          .where(eq(sliders.group, group))
          .orderBy(asc(sliders.order), asc(sliders.id))
          .for('update');
        checkFullOrder(
          ids,
          before.map((row) => row.id),
          `اسلایدهای گروه ${sliderGroupLabel(group)}`,
        );
        for (const [order, id] of ids.entries())
          await tx
            .update(sliders)
            .set({ order, updatedAt: now })
            .where(and(eq(sliders.id, id), eq(sliders.group, group)));
        // One entry per group sort: the group's ids in their order before and after.
        await recordAudit(tx as unknown as Db, {
          entity: 'sliders',
          entityId: group,
          action: 'sort',
          before: before.map((row) => row.id),
          after: ids,
        });
        const after = await tx
          .select()
          .from(sliders)
          .where(eq(sliders.group, group))
          .orderBy(asc(sliders.order), asc(sliders.id));
        return { before, sliders: after.map(serializeSlider) };
      });
    },
  };
}
