import { PRESET_COLORS } from '@shop-admin/core';
import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  categoryProduct,
  colors,
  flashes,
  flashProducts,
  productComments,
  products,
  recommendationGroups,
  recommendations,
  sizeCharts,
} from '../src/db/schema/index.ts';
import { seedBase } from '../src/seed/base.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { catalogueMerchandisingStep } from '../src/seed/demo-catalogue-merchandising.ts';
import { catalogueReferenceStep, readCatalogueReference } from '../src/seed/demo-catalogue-reference.ts';
import { staffStep } from '../src/seed/demo-staff.ts';
import type { DemoStep } from '../src/seed/demo-step.ts';
import { createTestDatabase, type TestDatabase } from './support/test-app.ts';

const NOW = new Date('2025-10-23T08:00:00Z');

/** Stands in for the product step: 60 products spread over the leaf categories. */
const fakeProducts: DemoStep = {
  name: 'fake-products',
  async run(ctx) {
    const reference = await readCatalogueReference(ctx.db);
    for (let i = 0; i < 60; i++) {
      const leaf = reference.leaves[i % reference.leaves.length];
      if (!leaf) throw new Error('no leaf categories');
      const title = `${leaf.path.at(-1)} مدل ${i + 1}`;
      const [row] = await ctx.db
        .insert(products)
        .values({
          title,
          slug: `demo-${i}`,
          unitPrice: ctx.random.int(10, 500) * 10_000,
          status: 'available',
        })
        .returning();
      if (!row) continue;
      await ctx.db.insert(categoryProduct).values({ productId: row.id, categoryId: leaf.id });
      ctx.made.products.push({ id: row.id, title });
    }
  },
};

let shop: TestDatabase;
let counts: Record<string, number>;
beforeAll(async () => {
  shop = await createTestDatabase();
  await seedBase(shop.database.db, { username: 'root', password: 'root-password-1' });
  const result = await seedDemo(shop.database.db, {
    now: NOW,
    steps: [staffStep, catalogueReferenceStep, fakeProducts, catalogueMerchandisingStep],
  });
  counts = result.counts;
});
afterAll(async () => shop?.destroy());

describe('the demo catalogue', () => {
  it('has a three-level Persian category tree across clothing, home and electronics', async () => {
    const db = shop.database.db;
    const roots = await db
      .select()
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.priority));
    expect(roots.map((row) => row.title)).toEqual(['پوشاک', 'خانه و آشپزخانه', 'کالای دیجیتال']);
    const reference = await readCatalogueReference(db);
    expect(reference.leaves.map((leaf) => leaf.path.join(' › '))).toContain('پوشاک › مردانه › پیراهن');
    expect(reference.leaves.every((leaf) => leaf.path.length === 3)).toBe(true);
    expect(Math.max(...(await db.select().from(categories)).map((row) => row.level))).toBe(3);
    expect(new Set(reference.leaves.map((leaf) => leaf.department))).toEqual(
      new Set(['clothing', 'home', 'electronics']),
    );
  });

  it('has Persian and Latin brands, the 16 preset colours and more, sizes S..XXL and 38..46', async () => {
    const db = shop.database.db;
    const names = (await db.select().from(brands)).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['پارس‌خزر', 'Samsung', 'هاکوپیان', 'LC Waikiki']));
    const codes = (await db.select().from(colors)).map((row) => row.code);
    for (const preset of PRESET_COLORS) expect(codes).toContain(preset.hex);
    expect(codes.length).toBeGreaterThan(16);
    const [size] = await db.select().from(attributes).where(eq(attributes.name, 'size'));
    const values = await db
      .select()
      .from(attributeValues)
      .where(eq(attributeValues.attributeId, size?.id as number))
      .orderBy(asc(attributeValues.position));
    expect(values.map((v) => v.value)).toEqual(['S', 'M', 'L', 'XL', 'XXL', '38', '40', '42', '44', '46']);
    expect((await db.select().from(sizeCharts)).length).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(recommendationGroups)).map((g) => g.name)).toContain('top_sales');
  });

  it('links products: a running, an upcoming and an ended flash sale, recommendations, comments in every status', async () => {
    const db = shop.database.db;
    const sales = await db.select().from(flashes);
    expect(sales.some((s) => s.startDate < NOW && s.endDate > NOW)).toBe(true);
    expect(sales.some((s) => s.startDate > NOW)).toBe(true);
    expect(sales.some((s) => s.endDate < NOW)).toBe(true);
    expect((await db.select().from(flashProducts)).length).toBeGreaterThan(20);
    expect((await db.select().from(recommendations)).length).toBeGreaterThan(10);
    const comments = await db.select().from(productComments);
    expect(new Set(comments.map((c) => c.status))).toEqual(new Set(['pending', 'approved', 'reject']));
    expect(comments.some((c) => c.parentId !== null && c.adminId !== null)).toBe(true);
    expect(
      comments.every((c) => c.parentId !== null || (c.rate !== null && c.rate >= 1 && c.rate <= 5)),
    ).toBe(true);
    expect(counts['catalogue-reference']).toBeGreaterThan(100);
    expect(counts['catalogue-merchandising']).toBeGreaterThan(100);
  });

  it('writes nothing that needs products when there are none', async () => {
    const bare = await createTestDatabase();
    try {
      await seedBase(bare.database.db, { username: 'root', password: 'root-password-1' });
      const result = await seedDemo(bare.database.db, {
        now: NOW,
        steps: [staffStep, catalogueReferenceStep, catalogueMerchandisingStep],
      });
      expect(result.counts['catalogue-merchandising']).toBe(0);
      expect(await bare.database.db.select().from(flashes)).toEqual([]);
    } finally {
      await bare.destroy();
    }
  });
});
