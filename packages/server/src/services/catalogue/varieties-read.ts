import type { DiscountSource } from '@shop-admin/core';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  attributes,
  attributeValues,
  colors,
  products,
  stores,
  varieties,
  varietyAttributeValues,
} from '../../db/schema/index.ts';
import {
  serializeVariety,
  type VarietyAttributeJson,
  type VarietyExtras,
  type VarietyJson,
} from './products-serialize.ts';
import { varietyImageIds } from './variety-images.ts';

type VarietyRow = typeof varieties.$inferSelect;

/** The attribute values of each variety, in attribute id order. */
export async function varietyAttributes(db: Db, varietyIds: readonly number[]) {
  const out = new Map<number, VarietyAttributeJson[]>();
  if (!varietyIds.length) return out;
  const rows = await db
    .select({
      varietyId: varietyAttributeValues.varietyId,
      attributeId: attributes.id,
      name: attributes.name,
      label: attributes.label,
      valueId: attributeValues.id,
      value: attributeValues.value,
    })
    .from(varietyAttributeValues)
    .innerJoin(attributes, eq(attributes.id, varietyAttributeValues.attributeId))
    .innerJoin(attributeValues, eq(attributeValues.id, varietyAttributeValues.attributeValueId))
    .where(inArray(varietyAttributeValues.varietyId, [...varietyIds]))
    .orderBy(asc(attributes.id));
  for (const row of rows) {
    const list = out.get(row.varietyId) ?? [];
    list.push({
      attribute_id: row.attributeId,
      name: row.name,
      label: row.label,
      value_id: row.valueId,
      value: row.value,
    });
    out.set(row.varietyId, list);
  }
  return out;
}

/** Variety rows with their balance, store id and colour. */
async function varietyRows(db: Db, where: ReturnType<typeof and>) {
  return db
    .select({ variety: varieties, balance: stores.balance, storeId: stores.id, color: colors })
    .from(varieties)
    .leftJoin(stores, eq(stores.varietyId, varieties.id))
    .leftJoin(colors, eq(colors.id, varieties.colorId))
    .where(where)
    .orderBy(asc(varieties.order), asc(varieties.id));
}

function extrasOf(
  row: Awaited<ReturnType<typeof varietyRows>>[number],
  attrs: Map<number, VarietyAttributeJson[]>,
  images: Map<number, number[]>,
): VarietyExtras {
  return {
    imageIds: images.get(row.variety.id) ?? [],
    balance: row.balance ?? 0,
    storeId: row.storeId,
    color: row.color ? { id: row.color.id, name: row.color.name, code: row.color.code } : null,
    attributes: attrs.get(row.variety.id) ?? [],
  };
}

/** The live varieties of each product, serialised with stock, combination and final price. */
export async function varietiesOfProducts(
  db: Db,
  productRows: readonly (DiscountSource & { id: number })[],
  now: Date,
): Promise<Map<number, VarietyJson[]>> {
  const out = new Map<number, VarietyJson[]>();
  if (!productRows.length) return out;
  const byId = new Map(productRows.map((p) => [p.id, p]));
  const rows = await varietyRows(
    db,
    and(inArray(varieties.productId, [...byId.keys()]), isNull(varieties.deletedAt)),
  );
  const ids = rows.map((r) => r.variety.id);
  const [attrs, images] = await Promise.all([varietyAttributes(db, ids), varietyImageIds(db, ids)]);
  for (const row of rows) {
    const product = byId.get(row.variety.productId) as DiscountSource;
    const list = out.get(row.variety.productId) ?? [];
    list.push(serializeVariety(row.variety, extrasOf(row, attrs, images), product, now));
    out.set(row.variety.productId, list);
  }
  return out;
}

/** One variety (soft-deleted ones too) with its product's title, or null. */
export async function varietyById(db: Db, id: number, now: Date) {
  const [row] = await varietyRows(db, and(eq(varieties.id, id)));
  if (!row) return null;
  const [product] = await db.select().from(products).where(eq(products.id, row.variety.productId)).limit(1);
  if (!product) return null;
  const [attrs, images] = await Promise.all([varietyAttributes(db, [id]), varietyImageIds(db, [id])]);
  return {
    ...serializeVariety(row.variety, extrasOf(row, attrs, images), product, now),
    product_title: product.title,
  };
}

/** Live variety rows of a product (for rules about the product's varieties). */
export function liveVarieties(db: Db, productId: number): Promise<VarietyRow[]> {
  return db
    .select()
    .from(varieties)
    .where(and(eq(varieties.productId, productId), isNull(varieties.deletedAt)))
    .orderBy(asc(varieties.id));
}
