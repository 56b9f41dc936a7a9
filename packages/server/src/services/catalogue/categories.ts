import { type FieldValues, NESTABLE, slugify, toPersianDigits } from '@shop-admin/core';
import { asc, count, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  attributeCategory,
  attributes,
  brandCategory,
  brands,
  categories,
  categoryProduct,
  categorySpecification,
  specifications,
} from '../../db/schema/index.ts';
import { notFound, refused, validationFailed } from '../../http/errors.ts';
import type { ActionContext, ListQuery, ResourceService, TxContext } from '../resource-service.ts';
import { declaredTableService, lockRow, uniqueViolation } from '../table-service.ts';
import {
  buildTree,
  levelsOf,
  planCategorySort,
  subtreeOf,
  tooDeepMessage,
  treeError,
} from './category-tree.ts';
import { readIds } from './reference-common.ts';

type CategoryRow = typeof categories.$inferSelect;
type CategoryValues = FieldValues<'categories'>;
/** What a category write sets on its row: the declared fields but the pivots, and the place in the tree. */
type CategoryColumns = { -readonly [K in keyof CategoryValues]?: unknown } & {
  level?: number;
  priority?: number;
};
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A category as the API shows it (Shopit's field names). */
export function serializeCategory(row: CategoryRow) {
  return {
    id: row.id,
    parent_id: row.parentId,
    level: row.level,
    priority: row.priority,
    title: row.title,
    en_title: row.enTitle,
    slug: row.slug,
    description: row.description,
    status: row.status,
    special: row.special,
    show_in_home: row.showInHome,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    banner_link: row.bannerLink,
    image: row.image,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export type CategoryJson = ReturnType<typeof serializeCategory>;

const PIVOTS = [
  {
    field: 'attribute_ids',
    label: 'ویژگی‌ها',
    table: attributeCategory,
    column: 'attributeId',
    target: attributes,
  },
  { field: 'brand_ids', label: 'برندها', table: brandCategory, column: 'brandId', target: brands },
  {
    field: 'specification_ids',
    label: 'مشخصات فنی',
    table: categorySpecification,
    column: 'specificationId',
    target: specifications,
  },
] as const;

const fa = (n: number) => toPersianDigits(n);

/**
 * Product categories: a tree (parent, priority, level ≤ NESTABLE.maxDepth), slugs made unique from
 * the title, the attributes / brands / specifications offered for the category, and the sort that
 * applies a drag-and-drop tree in one transaction.
 */
export function categoriesService(db: Db) {
  // The declaration's fields, filters, sort keys and search. Shopit's flat list searches the English
  // title and slug too and filters by special, show_in_home, parent_id and level, which the screen does
  // not offer; the pivot id lists are written to their own tables here.
  const base = declaredTableService(db, 'categories', categories, {
    alsoSearch: ['en_title', 'slug'],
    alsoFilter: ['special', 'show_in_home', 'parent_id', 'level'],
    notColumns: PIVOTS.map((pivot) => pivot.field),
  });
  const find = async (tx: Db | Tx, id: number): Promise<CategoryRow | null> => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1);
    return row ?? null;
  };

  const uniqueSlug = async (tx: Db | Tx, base: string, exceptId: number | null): Promise<string> => {
    const root = base || 'category';
    const taken = new Set(
      (
        await tx
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(or(eq(categories.slug, root), like(categories.slug, `${root.replace(/[\\%_]/g, '\\$&')}-%`)))
      )
        .filter((row) => row.id !== exceptId)
        .map((row) => row.slug),
    );
    if (!taken.has(root)) return root;
    for (let n = 2; ; n++) if (!taken.has(`${root}-${n}`)) return `${root}-${n}`;
  };

  const explicitSlug = async (tx: Db | Tx, text: string, exceptId: number | null): Promise<string> => {
    const slug = slugify(text);
    if (!slug) throw validationFailed({ slug: ['نامک باید دست‌کم یک حرف یا رقم داشته باشد.'] });
    const [clash] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
    if (clash && clash.id !== exceptId) throw validationFailed({ slug: ['این نامک قبلا ثبت شده است.'] });
    return slug;
  };

  /** Checks the ids of the pivot fields exist, then replaces the category's rows of each present one. */
  const writePivots = async (tx: Tx, categoryId: number, values: CategoryValues) => {
    const errors: Record<string, string[]> = {};
    const wanted: { pivot: (typeof PIVOTS)[number]; ids: number[] }[] = [];
    for (const pivot of PIVOTS) {
      if (!Object.hasOwn(values, pivot.field)) continue;
      const ids = [...new Set(readIds(values[pivot.field], pivot.field, pivot.label))];
      if (ids.length) {
        const found = await tx
          .select({ id: pivot.target.id })
          .from(pivot.target)
          .where(inArray(pivot.target.id, ids));
        const missing = ids.filter((id) => !found.some((row) => row.id === id));
        if (missing.length)
          errors[pivot.field] = [`${pivot.label} با شناسه ${missing.map(fa).join('، ')} وجود ندارد.`];
      }
      wanted.push({ pivot, ids });
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    for (const { pivot, ids } of wanted) {
      await tx.delete(pivot.table).where(eq(pivot.table.categoryId, categoryId));
      if (ids.length)
        await tx.insert(pivot.table).values(ids.map((id) => ({ categoryId, [pivot.column]: id })) as never);
    }
  };

  const pivotIds = async (id: number, tx: Db) => {
    const out: Record<string, number[]> = {};
    for (const pivot of PIVOTS) {
      const column = pivot.table[pivot.column as keyof typeof pivot.table] as never;
      const rows = await tx
        .select({ id: column })
        .from(pivot.table)
        .where(eq(pivot.table.categoryId, id))
        .orderBy(asc(column));
      out[pivot.field] = rows.map((row) => Number(row.id));
    }
    return out;
  };

  const detail = async (id: number, tx?: Db) => {
    const via = tx ?? db;
    if (tx) await lockRow(tx, categories, categories.id, id);
    const row = await find(via, id);
    if (!row) return null;
    const all = await via
      .select({ id: categories.id, parentId: categories.parentId, title: categories.title })
      .from(categories);
    const byId = new Map(all.map((node) => [node.id, node]));
    const path: { id: number; title: string }[] = [];
    for (let node = byId.get(id); node; node = node.parentId === null ? undefined : byId.get(node.parentId))
      path.unshift({ id: node.id, title: node.title });
    const [products] = await via
      .select({ n: count() })
      .from(categoryProduct)
      .where(eq(categoryProduct.categoryId, id));
    return {
      ...serializeCategory(row),
      path,
      children_count: all.filter((node) => node.parentId === id).length,
      products_count: products?.n ?? 0,
      ...(await pivotIds(id, via)),
    };
  };

  /** The category a write just saved, read in its transaction (always there; a 404 rather than a null answer). */
  const written = async (id: number, tx: Db) => {
    const row = await detail(id, tx);
    if (!row) throw notFound();
    return row;
  };

  const write = async (id: number | null, values: CategoryValues, ctx: TxContext) => {
    try {
      return await ctx.db.transaction(async (tx) => {
        const stored = id === null ? null : await find(tx, id);
        if (id !== null && !stored) throw notFound();
        // The category's own fields under their names; parent, level, priority and slug are set below.
        const set: CategoryColumns = Object.fromEntries(
          Object.entries(values).filter(([name]) => !PIVOTS.some((pivot) => pivot.field === name)),
        );
        // Parent and level: the parent must exist, not be the category or under it, and keep every
        // category of the moved subtree within the maximum depth.
        if (id === null || Object.hasOwn(values, 'parent_id')) {
          const parentId = (values.parent_id as number | null | undefined) ?? null;
          const nodes = await tx
            .select({
              id: categories.id,
              parentId: categories.parentId,
              priority: categories.priority,
              level: categories.level,
            })
            .from(categories)
            .for('update');
          const parent = parentId === null ? null : nodes.find((node) => node.id === parentId);
          if (parentId !== null && !parent)
            throw validationFailed({ parent_id: [`دسته‌بندی والد با شناسه ${fa(parentId)} وجود ندارد.`] });
          if (id !== null && parentId !== null && subtreeOf(id, nodes).has(parentId))
            throw treeError(
              'category_tree_cycle',
              'دسته‌بندی نمی‌تواند زیرمجموعه خودش یا زیردسته‌هایش باشد.',
              'parent_id',
            );
          const parentOf = new Map(nodes.map((node) => [node.id, node.parentId]));
          const probe = id ?? 0;
          parentOf.set(probe, parentId);
          const levels = levelsOf(parentOf);
          const moved = id === null ? new Set([probe]) : subtreeOf(id, nodes);
          for (const member of moved)
            if ((levels.get(member) ?? 1) > NESTABLE.maxDepth)
              throw treeError('category_tree_too_deep', tooDeepMessage, 'parent_id');
          set.parent_id = parentId;
          set.level = levels.get(probe) ?? 1;
          if (stored?.parentId !== parentId) {
            const siblings = nodes.filter((node) => node.parentId === parentId && node.id !== id);
            set.priority = siblings.length ? Math.max(...siblings.map((node) => node.priority)) + 1 : 0;
          }
          if (id !== null && stored && stored.parentId !== parentId) {
            for (const member of moved) {
              if (member === id) continue;
              await tx
                .update(categories)
                .set({ level: levels.get(member) ?? 1 })
                .where(eq(categories.id, member));
            }
          }
        }
        if (Object.hasOwn(values, 'slug') && values.slug)
          set.slug = await explicitSlug(tx, String(values.slug), id);
        else if (id === null || (Object.hasOwn(values, 'slug') && !values.slug)) {
          const title = String(values.title ?? stored?.title ?? '');
          const source = (values.en_title as string | null | undefined) || stored?.enTitle || title;
          set.slug = await uniqueSlug(tx, slugify(source, 180) || slugify(title, 180), id);
        }
        const txCtx = { ...ctx, db: tx as unknown as Db };
        const categoryId = id === null ? Number((await base.create(set, txCtx)).id) : id;
        if (id !== null) await base.update(id, set, txCtx);
        await writePivots(tx, categoryId, values);
        return categoryId;
      });
    } catch (error) {
      throw uniqueViolation(error, { slug: 'نامک' }) ?? error;
    }
  };

  const resource: ResourceService<CategoryJson, CategoryValues, 'categories'> = {
    resourceName: 'categories',
    async list(query: ListQuery) {
      // Shopit's category list takes no created_at range: start_date / end_date are not read.
      const { start_date: _start, end_date: _end, ...filters } = query.filters;
      const where = base.where({ ...query, filters });
      const rows = await db
        .select()
        .from(categories)
        .where(where)
        .orderBy(asc(categories.level), asc(categories.priority), asc(categories.id));
      return { items: rows.map(serializeCategory), total: rows.length };
    },
    get: detail,
    async create(values, ctx) {
      return written(await write(null, values, ctx), ctx.db);
    },
    async update(id, values, ctx) {
      return written(await write(id, values, ctx), ctx.db);
    },
    async remove(id, ctx) {
      const { db } = ctx;
      const [children] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
      if ((children?.n ?? 0) > 0)
        throw refused(
          'in_use',
          `این دسته‌بندی ${fa(children?.n ?? 0)} زیردسته دارد؛ ابتدا آن‌ها را جابه‌جا یا حذف کنید.`,
        );
      const [products] = await db
        .select({ n: count() })
        .from(categoryProduct)
        .where(eq(categoryProduct.categoryId, id));
      if ((products?.n ?? 0) > 0)
        throw refused('in_use', `این دسته‌بندی ${fa(products?.n ?? 0)} محصول دارد و حذف نمی‌شود.`);
      await db.delete(categories).where(eq(categories.id, id));
    },
  };

  return {
    resource,
    /** Every category nested under its parent, siblings by priority (the index of Shopit). */
    async tree() {
      const rows = await db.select().from(categories);
      return buildTree(rows.map(serializeCategory));
    },
    /**
     * Applies a drag-and-drop tree: all of it or none. The categories are locked first, so two staff
     * sorting at once apply one after the other, each on the tree the other left.
     */
    async sort(tree: unknown, ctx: ActionContext) {
      return db.transaction(async (tx) => {
        const nodes = await tx
          .select({
            id: categories.id,
            parentId: categories.parentId,
            priority: categories.priority,
            level: categories.level,
          })
          .from(categories)
          .orderBy(asc(categories.id))
          .for('update');
        const plan = planCategorySort(tree, nodes);
        const before = new Map(nodes.map((node) => [node.id, node]));
        let changed = 0;
        // Parents first (lower levels), so no moment of the transaction holds a deeper tree than planned.
        for (const place of [...plan].sort((a, b) => a.level - b.level)) {
          const old = before.get(place.id);
          if (
            old &&
            old.parentId === place.parentId &&
            old.priority === place.priority &&
            old.level === place.level
          )
            continue;
          await tx
            .update(categories)
            .set({
              parentId: place.parentId,
              priority: place.priority,
              level: place.level,
              updatedAt: ctx.now,
            })
            .where(eq(categories.id, place.id));
          changed++;
        }
        return changed;
      });
    },
  };
}

export type CategoriesService = ReturnType<typeof categoriesService>;
