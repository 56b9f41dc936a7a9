import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  colors,
  specifications,
  specificationValues,
  units,
} from '../src/db/schema/index.ts';

/** Reference data the product tests build on, written straight into the database. */
export async function seedCatalogueReference(db: Db) {
  const [brand] = await db.insert(brands).values({ name: 'چرم مشهد' }).returning();
  const [otherBrand] = await db.insert(brands).values({ name: 'سامسونگ' }).returning();
  const [unit] = await db.insert(units).values({ name: 'عدد', symbol: 'pcs', precision: 1 }).returning();
  const [root] = await db
    .insert(categories)
    .values({ title: 'پوشاک', slug: 'clothing', level: 1 })
    .returning();
  const [child] = await db
    .insert(categories)
    .values({ title: 'کیف و کفش', slug: 'bags', parentId: root?.id, level: 2 })
    .returning();
  const [leaf] = await db
    .insert(categories)
    .values({ title: 'کیف چرمی', slug: 'leather-bags', parentId: child?.id, level: 3 })
    .returning();
  const [home] = await db.insert(categories).values({ title: 'خانه', slug: 'home', level: 1 }).returning();
  const [red] = await db.insert(colors).values({ name: 'قرمز', code: '#e53935' }).returning();
  const [blue] = await db.insert(colors).values({ name: 'آبی', code: '#1e88e5' }).returning();
  const [size] = await db.insert(attributes).values({ name: 'size', label: 'سایز' }).returning();
  const sizes = await db
    .insert(attributeValues)
    .values(['S', 'M', 'L'].map((value, position) => ({ attributeId: size?.id as number, value, position })))
    .returning();
  const [material] = await db
    .insert(specifications)
    .values({ name: 'material', label: 'جنس', type: 'select' })
    .returning();
  const materials = await db
    .insert(specificationValues)
    .values(
      ['چرم', 'پارچه'].map((value, position) => ({
        specificationId: material?.id as number,
        value,
        position,
      })),
    )
    .returning();
  const [weightSpec] = await db
    .insert(specifications)
    .values({ name: 'dimensions', label: 'ابعاد', type: 'text' })
    .returning();
  const need = <T>(row: T | undefined): T => {
    if (!row) throw new Error('fixture insert returned nothing');
    return row;
  };
  return {
    brand: need(brand),
    otherBrand: need(otherBrand),
    unit: need(unit),
    categories: { root: need(root), child: need(child), leaf: need(leaf), home: need(home) },
    colors: { red: need(red), blue: need(blue) },
    size: need(size),
    sizes: { S: need(sizes[0]), M: need(sizes[1]), L: need(sizes[2]) },
    material: need(material),
    materials: { leather: need(materials[0]), cloth: need(materials[1]) },
    dimensions: need(weightSpec),
  };
}

export type CatalogueReference = Awaited<ReturnType<typeof seedCatalogueReference>>;

/** POSTs a product and returns it (fails the test on anything but 201). */
export async function createProduct(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: Record<string, unknown>,
) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/products', headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.product as ProductJson;
}

/** The parts of a product answer the tests read. */
export interface ProductJson {
  id: number;
  title: string;
  slug: string;
  sku: string | null;
  status: string;
  unit_price: number;
  approved_at: string | null;
  total_balance: number;
  categories: { id: number; title: string }[];
  varieties: {
    id: number;
    title: string;
    price: number;
    sku: string | null;
    balance: number;
    is_default: boolean;
    attribute_value_ids: number[];
    color_id: number | null;
  }[];
  [key: string]: unknown;
}
