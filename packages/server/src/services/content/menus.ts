import { type FieldValues, MENU_GROUPS, NESTABLE, normalizePersian, toPersianDigits } from '@shop-admin/core';
import { and, asc, count, desc, eq, like, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foldedPersian, likeLiteral } from '../../db/persian-sql.ts';
import { menuItems } from '../../db/schema/index.ts';
import { notFound, refused, validationFailed } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { withBooleanFilters } from '../catalogue/reference-common.ts';
import { onePage } from '../list-page.ts';
import type { ActionContext, ListQuery, ResourceService } from '../resource-service.ts';
import { checkLink, mergeLink } from './linkables.ts';
import { depthsOf, type MenuNode, menuTooDeepMessage, planMenuSort } from './menu-tree.ts';

type MenuRow = typeof menuItems.$inferSelect;
type Values = FieldValues<'menu_items'>;

const groupLabel = (group: string) => MENU_GROUPS.find((entry) => entry.name === group)?.label ?? group;

/** A menu item as the API shows it (Shopit's field names). */
export function serializeMenuItem(row: MenuRow) {
  return {
    id: row.id,
    group: row.group,
    group_label: groupLabel(row.group),
    parent_id: row.parentId,
    title: row.title,
    link: row.link,
    linkable_type: row.linkableType,
    linkable_id: row.linkableId,
    new_tab: row.newTab,
    icon: row.icon,
    status: row.status,
    order: row.order,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export type MenuItemJson = ReturnType<typeof serializeMenuItem>;
export type MenuTreeNode = MenuItemJson & { children: MenuTreeNode[] };

/** Nests items under their parents, siblings by order then id. */
export function nestMenu(rows: readonly MenuItemJson[]): MenuTreeNode[] {
  const nodes = new Map<number, MenuTreeNode>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: MenuTreeNode[] = [];
  for (const node of [...nodes.values()].sort((a, b) => a.order - b.order || a.id - b.id)) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** A known menu group, or a 404 (the group is part of the URL). */
export function knownGroup(group: string): string {
  if (!MENU_GROUPS.some((entry) => entry.name === group)) throw notFound();
  return group;
}

/**
 * Storefront menus: items in groups, nested at most NESTABLE.maxDepth deep, written one at a time
 * (parent in the same group, depth checked; the generic routes audit them) or as a whole tree by
 * `sort`, audited here in its transaction.
 */
export function menusService(db: Db) {
  const find = async (tx: Db, id: number) => {
    const [row] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).limit(1);
    return row ?? null;
  };
  const groupNodes = async (tx: Db, group: string, lock = false): Promise<MenuNode[]> => {
    const query = tx
      .select({ id: menuItems.id, parentId: menuItems.parentId, order: menuItems.order })
      .from(menuItems)
      .where(eq(menuItems.group, group))
      .orderBy(asc(menuItems.id));
    return lock ? query.for('update') : query;
  };

  /** Checks a new parent: in the same group, not the item or under it, and the subtree still fits. */
  const checkParent = async (tx: Db, group: string, parentId: number, itemId: number | null) => {
    const nodes = await groupNodes(tx, group, true);
    if (!nodes.some((node) => node.id === parentId)) {
      const parent = await find(tx, parentId);
      throw validationFailed({
        parent_id: [
          parent
            ? 'آیتم والد باید در همین گروه منو باشد.'
            : `آیتم منو با شناسه ${toPersianDigits(parentId)} وجود ندارد.`,
        ],
      });
    }
    const { level, height } = depthsOf(nodes);
    if (itemId !== null) {
      let cursor: number | null = parentId;
      while (cursor !== null) {
        if (cursor === itemId)
          throw validationFailed({ parent_id: ['آیتم منو نمی‌تواند زیرمنوی خودش یا زیرمنوهایش باشد.'] });
        cursor = nodes.find((node) => node.id === cursor)?.parentId ?? null;
      }
    }
    const depth = (level.get(parentId) ?? 1) + (itemId === null ? 1 : (height.get(itemId) ?? 1));
    if (depth > NESTABLE.maxDepth) throw validationFailed({ parent_id: [menuTooDeepMessage] });
  };

  const columns = (values: Values) => {
    const out: Partial<typeof menuItems.$inferInsert> = {};
    if (Object.hasOwn(values, 'title')) out.title = values.title as string;
    if (Object.hasOwn(values, 'new_tab')) out.newTab = Boolean(values.new_tab);
    if (Object.hasOwn(values, 'icon')) out.icon = (values.icon as string | null) || null;
    if (Object.hasOwn(values, 'status')) out.status = Boolean(values.status);
    return out;
  };

  const conditions = (query: ListQuery): SQL | undefined => {
    const parts: (SQL | undefined)[] = [];
    const { group, status } = query.filters;
    if (group) parts.push(eq(menuItems.group, group));
    if (status !== undefined && status !== '') parts.push(eq(menuItems.status, status === 'true'));
    const search = query.filters.search ?? query.filters.q;
    if (search)
      parts.push(like(foldedPersian(menuItems.title), `%${likeLiteral(normalizePersian(search))}%`));
    return and(...parts);
  };

  const resource: ResourceService<MenuItemJson, Values, 'menu_items'> = {
    resourceName: 'menu_items',
    async list(rawQuery) {
      const query = withBooleanFilters(rawQuery, ['status']);
      const where = conditions(query);
      const sortColumn =
        query.sortBy === 'title' ? menuItems.title : query.sortBy === 'id' ? menuItems.id : null;
      const base = db
        .select()
        .from(menuItems)
        .where(where)
        .orderBy(
          ...(sortColumn
            ? [query.sortDesc ? desc(sortColumn) : asc(sortColumn)]
            : [asc(menuItems.group), asc(menuItems.order)]),
          asc(menuItems.id),
        );
      const rows = await onePage(base.$dynamic(), query.page);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(menuItems).where(where);
      return { items: rows.map(serializeMenuItem), total };
    },
    async get(id, tx) {
      // Not locked here: a write locks the item's whole group (in the sort's order), so taking the
      // item's row first could deadlock against a concurrent sort of the same menu.
      const row = await find(tx ?? db, id);
      return row ? serializeMenuItem(row) : null;
    },
    async create(values, ctx) {
      return ctx.db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const group = values.group as string;
        const parentId = (values.parent_id as number | null | undefined) ?? null;
        if (parentId !== null) await checkParent(t, group, parentId, null);
        const link = await checkLink(t, mergeLink(values));
        const [top] = await t
          .select({ top: max(menuItems.order) })
          .from(menuItems)
          .where(
            and(eq(menuItems.group, group), parentId === null ? undefined : eq(menuItems.parentId, parentId)),
          );
        const [row] = await t
          .insert(menuItems)
          .values({
            ...columns(values),
            title: values.title as string,
            group,
            parentId,
            ...link,
            order: (top?.top ?? -1) + 1,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })
          .returning();
        if (!row) throw new Error('menu item not inserted');
        const json = serializeMenuItem(row);
        return json;
      });
    },
    async update(id, values, ctx) {
      return ctx.db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const stored = await find(t, id);
        if (!stored) throw notFound();
        const set: Partial<typeof menuItems.$inferInsert> = { ...columns(values), updatedAt: ctx.now };
        if (Object.hasOwn(values, 'parent_id')) {
          const parentId = (values.parent_id as number | null | undefined) ?? null;
          if (parentId !== null) await checkParent(t, stored.group, parentId, id);
          set.parentId = parentId;
        }
        if (['link', 'linkable_type', 'linkable_id'].some((name) => Object.hasOwn(values, name)))
          Object.assign(set, await checkLink(t, mergeLink(values, stored)));
        const [row] = await t.update(menuItems).set(set).where(eq(menuItems.id, id)).returning();
        if (!row) throw notFound();
        const json = serializeMenuItem(row);
        return json;
      });
    },
    async remove(id, ctx) {
      await ctx.db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const stored = await find(t, id);
        if (!stored) throw notFound();
        const [children] = await t.select({ n: count() }).from(menuItems).where(eq(menuItems.parentId, id));
        if ((children?.n ?? 0) > 0)
          throw refused(
            'in_use',
            `این آیتم ${toPersianDigits(children?.n ?? 0)} زیرمنو دارد؛ ابتدا آن‌ها را جابه‌جا یا حذف کنید.`,
          );
        await t.delete(menuItems).where(eq(menuItems.id, id));
      });
    },
  };

  return {
    resource,
    /** The groups with their Persian labels (Shopit `{groups:[{id,title}], group_labels}`). */
    groups() {
      return {
        groups: MENU_GROUPS.map(({ name, label }) => ({ id: name, title: label })),
        group_labels: Object.fromEntries(MENU_GROUPS.map(({ name, label }) => [name, label])),
      };
    },
    /** One group's items nested under their parents. */
    async tree(group: string): Promise<MenuTreeNode[]> {
      const rows = await db
        .select()
        .from(menuItems)
        .where(eq(menuItems.group, knownGroup(group)));
      return nestMenu(rows.map(serializeMenuItem));
    },
    /**
     * Applies a drag-and-drop tree to one group: all of it or none, on the group's rows locked first
     * (two staff sorting at once apply one after the other). Returns how many items moved.
     */
    async sort(group: string, tree: unknown, ctx: ActionContext): Promise<number> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const nodes = await groupNodes(t, knownGroup(group), true);
        const plan = planMenuSort(tree, nodes);
        const before = new Map(nodes.map((node) => [node.id, node]));
        const moved = plan.filter((place) => {
          const old = before.get(place.id);
          return !old || old.parentId !== place.parentId || old.order !== place.order;
        });
        // Parents first, so no moment of the transaction holds a deeper tree than planned.
        for (const place of [...moved].sort((a, b) => a.level - b.level))
          await t
            .update(menuItems)
            .set({ parentId: place.parentId, order: place.order, updatedAt: ctx.now })
            .where(eq(menuItems.id, place.id));
        if (moved.length) {
          // Each moved item with its title and its parent's, so the log says what moved where by name.
          const titles = new Map(
            (
              await t
                .select({ id: menuItems.id, title: menuItems.title })
                .from(menuItems)
                .where(eq(menuItems.group, knownGroup(group)))
            ).map((row) => [row.id, row.title]),
          );
          const named = (id: number, parentId: number | null, order: number) => ({
            id,
            title: titles.get(id) ?? null,
            parent_id: parentId,
            parent_title: parentId === null ? null : (titles.get(parentId) ?? null),
            order,
          });
          await recordAudit(t, {
            entity: 'menu_items',
            entityId: group,
            action: 'sort',
            before: moved.map((place) => {
              const was = pickPlace(before.get(place.id));
              return named(place.id, was.parent_id, was.order);
            }),
            after: moved.map((place) => named(place.id, place.parentId, place.order)),
          });
        }
        return moved.length;
      });
    },
  };
}

const pickPlace = (node: MenuNode | undefined) => ({
  parent_id: node?.parentId ?? null,
  order: node?.order ?? 0,
});

export type MenusService = ReturnType<typeof menusService>;
