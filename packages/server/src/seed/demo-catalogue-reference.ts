import { PRESET_COLORS } from '@shop-admin/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  attributeCategory,
  attributes,
  attributeValues,
  brandCategory,
  brands,
  categories,
  categorySpecification,
  colors,
  gifts,
  recommendationGroups,
  sizeCharts,
  sizeChartTypes,
  sizeChartTypeValues,
  specifications,
  specificationValues,
  units,
} from '../db/schema/index.ts';
import {
  DEMO_ATTRIBUTES,
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_EXTRA_COLORS,
  DEMO_GIFTS,
  DEMO_RECOMMENDATION_GROUPS,
  DEMO_SIZE_CHART_TYPES,
  DEMO_SIZE_CHARTS,
  DEMO_SPECIFICATIONS,
  DEMO_UNITS,
  type DemoCategory,
  type Department,
} from './demo-catalogue-data.ts';
import { demoImagePath } from './demo-images.ts';
import { DAY, type DemoContext, type DemoStep } from './demo-step.ts';

const DEPARTMENTS: readonly Department[] = ['clothing', 'home', 'electronics'];

/** The slug of a demo category: its English title, lower-case with dashes. */
const slugOf = (enTitle: string) => enTitle.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Inserts one category and its subtree; returns the rows written. */
async function insertTree(
  db: Db,
  node: DemoCategory,
  parentId: number | null,
  level: number,
  priority: number,
  ctx: DemoContext,
): Promise<number> {
  const [row] = await db
    .insert(categories)
    .values({
      parentId,
      level,
      priority,
      title: node.title,
      enTitle: node.enTitle,
      slug: slugOf(node.enTitle),
      description: `خرید اینترنتی ${node.title} با ضمانت اصالت کالا و ارسال به سراسر ایران.`,
      status: true,
      special: level === 3 && ctx.random.chance(0.2),
      showInHome: level <= 2,
      metaTitle: `خرید ${node.title}`,
      metaDescription: `${node.title}: قیمت، مشخصات و خرید آنلاین`,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: categories.id });
  if (!row) throw new Error('category insert returned nothing');
  let written = 1;
  for (const [index, child] of (node.children ?? []).entries())
    written += await insertTree(db, child, row.id, level + 1, index, ctx);
  return written;
}

/**
 * The catalogue's reference lists: brands (Persian and Latin), units, the 16 preset colours and more,
 * a three-level category tree for clothing, home and electronics, attributes (سایز S..XXL and 38..46,
 * جنس …) and specifications with their values, the attributes / brands / specifications offered per
 * department, size chart types and charts, gifts and the recommendation groups. Runs before the
 * products, which find these by name (readCatalogueReference).
 */
export const catalogueReferenceStep: DemoStep = {
  name: 'catalogue-reference',
  async run(ctx) {
    const { db, now } = ctx;
    const stamp = { createdAt: now, updatedAt: now };
    let written = 0;

    const brandRows = await db
      .insert(brands)
      .values(
        DEMO_BRANDS.map((brand) => ({
          name: brand.name,
          description: brand.description,
          showIndex: brand.showIndex ?? false,
          status: true,
          image: demoImagePath('reference/brands', brand.name, 'png'),
          ...stamp,
        })),
      )
      .returning({ id: brands.id, name: brands.name });
    await db.insert(units).values(DEMO_UNITS.map((unit) => ({ ...unit, status: true, ...stamp })));
    const palette = [...PRESET_COLORS.map((c) => ({ name: c.name, hex: c.hex })), ...DEMO_EXTRA_COLORS];
    await db
      .insert(colors)
      .values(palette.map((color) => ({ name: color.name, code: color.hex, status: true, ...stamp })));
    written += brandRows.length + DEMO_UNITS.length + palette.length;

    const roots = new Map<Department, number>();
    for (const [priority, department] of DEPARTMENTS.entries()) {
      written += await insertTree(db, DEMO_CATEGORIES[department], null, 1, priority, ctx);
      const [root] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.slug, slugOf(DEMO_CATEGORIES[department].enTitle)));
      if (root) roots.set(department, root.id);
    }

    for (const attribute of DEMO_ATTRIBUTES) {
      const [row] = await db
        .insert(attributes)
        .values({
          name: attribute.name,
          label: attribute.label,
          type: attribute.type,
          style: attribute.style,
          showFilter: attribute.showFilter,
          public: true,
          status: true,
          ...stamp,
        })
        .returning({ id: attributes.id });
      if (!row) continue;
      if (attribute.values.length)
        await db
          .insert(attributeValues)
          .values(
            attribute.values.map((value, position) => ({ attributeId: row.id, value, position, ...stamp })),
          );
      const offered = attribute.departments.flatMap((d) => (roots.has(d) ? [roots.get(d) as number] : []));
      if (offered.length)
        await db
          .insert(attributeCategory)
          .values(offered.map((categoryId) => ({ categoryId, attributeId: row.id })));
      written += 1 + attribute.values.length;
    }
    for (const [order, spec] of DEMO_SPECIFICATIONS.entries()) {
      const [row] = await db
        .insert(specifications)
        .values({
          name: spec.name,
          label: spec.label,
          type: spec.type,
          group: spec.group,
          required: spec.required,
          showFilter: spec.showFilter,
          public: true,
          status: true,
          order,
          ...stamp,
        })
        .returning({ id: specifications.id });
      if (!row) continue;
      if (spec.values.length)
        await db
          .insert(specificationValues)
          .values(
            spec.values.map((value, position) => ({ specificationId: row.id, value, position, ...stamp })),
          );
      const offered = spec.departments.flatMap((d) => (roots.has(d) ? [roots.get(d) as number] : []));
      if (offered.length)
        await db
          .insert(categorySpecification)
          .values(offered.map((categoryId) => ({ categoryId, specificationId: row.id })));
      written += 1 + spec.values.length;
    }
    const byName = new Map(brandRows.map((row) => [row.name, row.id]));
    const brandLinks = DEMO_BRANDS.flatMap((brand) => {
      const categoryId = roots.get(brand.department);
      const brandId = byName.get(brand.name);
      return categoryId && brandId ? [{ categoryId, brandId }] : [];
    });
    if (brandLinks.length) await db.insert(brandCategory).values(brandLinks);

    const typeIds = new Map<string, number>();
    for (const type of DEMO_SIZE_CHART_TYPES) {
      const [row] = await db
        .insert(sizeChartTypes)
        .values({ name: type.name, ...stamp })
        .returning({ id: sizeChartTypes.id });
      if (!row) continue;
      typeIds.set(type.name, row.id);
      await db
        .insert(sizeChartTypeValues)
        .values(type.values.map((name, position) => ({ typeId: row.id, name, position, ...stamp })));
      written += 1 + type.values.length;
    }
    await db.insert(sizeCharts).values(
      DEMO_SIZE_CHARTS.map((chart) => ({
        title: chart.title,
        typeId: typeIds.get(chart.type) ?? null,
        chart: chart.chart,
        ...stamp,
      })),
    );
    await db.insert(gifts).values(
      DEMO_GIFTS.map((gift) => ({
        name: gift.name,
        startDate: new Date(now.getTime() + gift.startDays * DAY),
        endDate: new Date(now.getTime() + gift.endDays * DAY),
        status: gift.status,
        ...stamp,
      })),
    );
    await db.insert(recommendationGroups).values(
      DEMO_RECOMMENDATION_GROUPS.map((group) => ({
        name: group.name,
        label: group.label,
        showInHome: group.home,
        showInFilter: group.filter,
        ...stamp,
      })),
    );
    written += DEMO_SIZE_CHARTS.length + DEMO_GIFTS.length + DEMO_RECOMMENDATION_GROUPS.length;
    ctx.counts['catalogue-reference'] = written;
  },
};

/** A leaf category with its department and its titles from the root (پوشاک › مردانه › پیراهن). */
export interface ReferenceLeaf {
  id: number;
  department: Department;
  path: string[];
}

/** What the product step needs of the reference data, read from the tables by name. */
export interface CatalogueReference {
  /** Third-level categories, with their department. */
  leaves: ReferenceLeaf[];
  /** Brand ids by department. */
  brands: Record<Department, { id: number; name: string }[]>;
  /** Unit ids by name (عدد، جفت، کیلوگرم …). */
  units: Record<string, number>;
  /** Every active colour. */
  colors: { id: number; name: string; code: string }[];
  /** Select attributes by latin name, with their values in order. */
  attributes: Record<string, { id: number; values: { id: number; value: string }[] }>;
  /** Specifications by latin name, with their values. */
  specifications: Record<string, { id: number; type: string; values: { id: number; value: string }[] }>;
}

/**
 * Reads the demo reference data back (or whatever the shop has), for the product step: leaf
 * categories by department, brands by department, units, colours, attribute and specification values.
 */
export async function readCatalogueReference(db: Db): Promise<CatalogueReference> {
  const allCategories = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.priority));
  const byId = new Map(allCategories.map((row) => [row.id, row]));
  const departmentOf = new Map<number, Department>();
  for (const department of DEPARTMENTS) {
    const root = allCategories.find((row) => row.slug === slugOf(DEMO_CATEGORIES[department].enTitle));
    if (root) departmentOf.set(root.id, department);
  }
  const leaves: ReferenceLeaf[] = [];
  for (const row of allCategories) {
    if (allCategories.some((other) => other.parentId === row.id)) continue;
    const path: string[] = [];
    let rootId = row.id;
    for (
      let node = byId.get(row.id);
      node;
      node = node.parentId === null ? undefined : byId.get(node.parentId)
    ) {
      path.unshift(node.title);
      rootId = node.id;
    }
    const department = departmentOf.get(rootId);
    if (department) leaves.push({ id: row.id, department, path });
  }
  const brandRows = await db.select().from(brands).orderBy(asc(brands.id));
  const links = await db.select().from(brandCategory);
  const brandsBy: Record<Department, { id: number; name: string }[]> = {
    clothing: [],
    home: [],
    electronics: [],
  };
  for (const link of links) {
    const department = departmentOf.get(link.categoryId);
    const brand = brandRows.find((row) => row.id === link.brandId);
    if (department && brand) brandsBy[department].push({ id: brand.id, name: brand.name });
  }
  const attributeRows = await db.select().from(attributes);
  const valueRows = await db.select().from(attributeValues).orderBy(asc(attributeValues.position));
  const specRows = await db.select().from(specifications);
  const specValueRows = await db
    .select()
    .from(specificationValues)
    .orderBy(asc(specificationValues.position));
  return {
    leaves,
    brands: brandsBy,
    units: Object.fromEntries((await db.select().from(units)).map((row) => [row.name, row.id])),
    colors: (await db.select().from(colors).where(eq(colors.status, true)).orderBy(asc(colors.id))).map(
      (row) => ({
        id: row.id,
        name: row.name,
        code: row.code,
      }),
    ),
    attributes: Object.fromEntries(
      attributeRows.map((row) => [
        row.name,
        {
          id: row.id,
          values: valueRows
            .filter((v) => v.attributeId === row.id)
            .map((v) => ({ id: v.id, value: v.value })),
        },
      ]),
    ),
    specifications: Object.fromEntries(
      specRows.map((row) => [
        row.name,
        {
          id: row.id,
          type: row.type,
          values: specValueRows
            .filter((v) => v.specificationId === row.id)
            .map((v) => ({ id: v.id, value: v.value })),
        },
      ]),
    ),
  };
}
