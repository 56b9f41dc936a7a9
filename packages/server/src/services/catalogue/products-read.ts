import { normalizePersian, PRODUCT_STATUSES } from '@shop-admin/core';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  brands,
  categories,
  categoryProduct,
  productSpecifications,
  productSpecificationValues,
  products,
  specifications,
  specificationValues,
  units,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { onePage } from '../list-page.ts';
import type { ListQuery } from '../resource-service.ts';
import { lockRow } from '../table-service.ts';
import type { ProductImagesService } from './images.ts';
import {
  PRODUCT_SORTS,
  productConditions,
  productSearchCondition,
  readProductFilters,
} from './products-query.ts';
import { productColumns, serializeImage } from './products-serialize.ts';
import { varietiesOfProducts } from './varieties-read.ts';

type ProductRow = typeof products.$inferSelect;

/** Every status with 0, then the counts found: the list's status tabs. */
function statusCounts(rows: readonly { status: string; n: number }[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(PRODUCT_STATUSES.map((s) => [s.value, 0]));
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

// The list leaves out the long columns (description HTML, the search key).
const { description: _d, search: _s, shortDescription: _sd, ...listColumns } = getTableColumns(products);

/** Product reads: the list, one product, the quick search and the form options. */
export function productReads(db: Db, images: ProductImagesService, clock: () => Date) {
  /** Categories of each product, as `{id, title}`. */
  async function categoriesOf(productIds: readonly number[], via: Db = db) {
    const out = new Map<number, { id: number; title: string }[]>();
    if (!productIds.length) return out;
    const rows = await via
      .select({ productId: categoryProduct.productId, id: categories.id, title: categories.title })
      .from(categoryProduct)
      .innerJoin(categories, eq(categories.id, categoryProduct.categoryId))
      .where(inArray(categoryProduct.productId, [...productIds]))
      .orderBy(asc(categories.id));
    for (const row of rows)
      out.set(row.productId, [...(out.get(row.productId) ?? []), { id: row.id, title: row.title }]);
    return out;
  }

  /** List rows: the product columns, categories, varieties with their store balance, main image. */
  async function listRows(rows: readonly Omit<ProductRow, 'description' | 'search' | 'shortDescription'>[]) {
    const ids = rows.map((r) => r.id);
    const [cats, vars, mains] = await Promise.all([
      categoriesOf(ids),
      varietiesOfProducts(db, rows, clock()),
      images.mainImages(ids),
    ]);
    return rows.map((row) => {
      const list = vars.get(row.id) ?? [];
      return {
        ...productColumns(row as ProductRow),
        main_image: mains.get(row.id) ?? null,
        total_balance: list.reduce((sum, v) => sum + v.balance, 0),
        categories: cats.get(row.id) ?? [],
        varieties: list.map((v) => ({
          id: v.id,
          title: v.title,
          price: v.price,
          sku: v.sku,
          is_default: v.is_default,
          store: { balance: v.balance },
        })),
      };
    });
  }

  return {
    /**
     * The product list with Shopit's filters and sorts, and `statusCounts` (products per status under
     * the same filters but the status one), from one grouped count that also gives the total.
     */
    async list(query: ListQuery) {
      const filters = readProductFilters(query.filters);
      const where = productConditions(filters, true);
      const sortColumn = query.sortBy ? PRODUCT_SORTS[query.sortBy as keyof typeof PRODUCT_SORTS] : undefined;
      const order = sortColumn
        ? [query.sortDesc ? desc(sortColumn) : asc(sortColumn), desc(products.id)]
        : [desc(products.id)];
      const base = db
        .select(listColumns)
        .from(products)
        .where(where)
        .orderBy(...order);
      const [rows, grouped] = await Promise.all([
        onePage(base.$dynamic(), query.page),
        db
          .select({ status: products.status, n: count() })
          .from(products)
          .where(productConditions(filters, false))
          .groupBy(products.status),
      ]);
      const counts = statusCounts(grouped);
      const total = filters.status
        ? (counts[filters.status] ?? 0)
        : Object.values(counts).reduce((sum, n) => sum + n, 0);
      return { items: await listRows(rows), total, statusCounts: counts };
    },

    /**
     * One product with everything the editor shows; null when there is none. Given a write's
     * transaction, read through it with the product's row locked first (FOR UPDATE).
     */
    async get(id: number, tx?: Db) {
      if (tx) await lockRow(tx, products, products.id, id);
      const on = tx ?? db;
      const [row] = await on
        .select({ product: products, brand: brands, unit: units })
        .from(products)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .leftJoin(units, eq(units.id, products.unitId))
        .where(eq(products.id, id))
        .limit(1);
      if (!row) return null;
      const [cats, vars, imageRows, specs] = await Promise.all([
        categoriesOf([id], on),
        varietiesOfProducts(on, [row.product], clock()),
        images.list(id, on),
        specificationsOf(on, id),
      ]);
      const list = vars.get(id) ?? [];
      const imageList = imageRows.map(serializeImage);
      return {
        ...productColumns(row.product),
        short_description: row.product.shortDescription,
        description: row.product.description,
        meta_title: row.product.metaTitle,
        meta_description: row.product.metaDescription,
        tags: row.product.tags,
        creator_id: row.product.creatorId,
        updater_id: row.product.updaterId,
        brand: row.brand ? { id: row.brand.id, name: row.brand.name } : null,
        unit: row.unit ? { id: row.unit.id, name: row.unit.name, symbol: row.unit.symbol } : null,
        categories: cats.get(id) ?? [],
        specifications: specs,
        varieties: list,
        total_balance: list.reduce((sum, v) => sum + v.balance, 0),
        images: imageList,
        main_image: imageList[0]?.url ?? null,
      };
    },

    /**
     * Quick search (products/search?q=) over title, SKU and barcode, Persian-normalised: exact codes
     * first, then titles starting with the term, then the newest. At most `limit` products.
     */
    async search(term: string, limit = 15) {
      const condition = productSearchCondition(term);
      if (!condition) throw new AppError(400, 'search_required', 'عبارت جستجو را وارد کنید.');
      const normal = normalizePersian(term);
      const rank = sql`case when lower(${products.sku}) = ${normal} or lower(${products.barcode}) = ${normal} then 0
        when ${products.search} like ${`${normal.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} then 1 else 2 end`;
      const [rows, [counted]] = await Promise.all([
        db.select(listColumns).from(products).where(condition).orderBy(rank, desc(products.id)).limit(limit),
        db.select({ n: count() }).from(products).where(condition),
      ]);
      const vars = await varietiesOfProducts(db, rows, clock());
      return {
        products: rows.map((row) => ({
          ...productColumns(row as ProductRow),
          varieties: vars.get(row.id) ?? [],
        })),
        products_count: counted?.n ?? 0,
      };
    },
  };
}

/** A product's specification values: text, or the chosen values of select specs. */
async function specificationsOf(db: Db, productId: number) {
  const [rows, chosen] = await Promise.all([
    db
      .select({ spec: specifications, value: productSpecifications.value })
      .from(productSpecifications)
      .innerJoin(specifications, eq(specifications.id, productSpecifications.specificationId))
      .where(eq(productSpecifications.productId, productId))
      .orderBy(asc(specifications.order), asc(specifications.id)),
    db
      .select({
        specificationId: productSpecificationValues.specificationId,
        id: specificationValues.id,
        value: specificationValues.value,
      })
      .from(productSpecificationValues)
      .innerJoin(
        specificationValues,
        eq(specificationValues.id, productSpecificationValues.specificationValueId),
      )
      .where(and(eq(productSpecificationValues.productId, productId)))
      .orderBy(asc(specificationValues.position), asc(specificationValues.id)),
  ]);
  return rows.map(({ spec, value }) => {
    const values = chosen
      .filter((c) => c.specificationId === spec.id)
      .map((c) => ({ id: c.id, value: c.value }));
    return {
      specification_id: spec.id,
      name: spec.name,
      label: spec.label,
      type: spec.type,
      group: spec.group,
      value,
      value_ids: values.map((v) => v.id),
      values,
    };
  });
}
