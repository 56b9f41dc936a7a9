import { DISCOUNT_TYPES, PRODUCT_STATUSES } from '@shop-admin/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  attributeCategory,
  attributes,
  attributeValues,
  brands,
  categories,
  categorySpecification,
  colors,
  sizeChartTypes,
  sizeChartTypeValues,
  specifications,
  specificationValues,
  units,
} from '../../db/schema/index.ts';

/** Groups child rows by their parent id. */
function byParent<T, K>(rows: readonly T[], key: (row: T) => K) {
  const out = new Map<K, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}

/**
 * GET products/create (shopit-contract.md c): what the product form chooses from. Categories come flat
 * with `parent_id` and `level` (the form builds the tree) and the attributes and specifications each
 * offers; inactive brands, units, colours and attributes are left out.
 */
export async function productFormOptions(db: Db) {
  const [
    cats,
    attrCats,
    specCats,
    attrs,
    attrVals,
    brandRows,
    unitRows,
    colorRows,
    specs,
    specVals,
    types,
    typeVals,
  ] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.level), asc(categories.priority), asc(categories.id)),
    db.select().from(attributeCategory),
    db.select().from(categorySpecification),
    db.select().from(attributes).where(eq(attributes.status, true)).orderBy(asc(attributes.id)),
    db.select().from(attributeValues).orderBy(asc(attributeValues.position), asc(attributeValues.id)),
    db.select().from(brands).where(eq(brands.status, true)).orderBy(asc(brands.name)),
    db.select().from(units).where(eq(units.status, true)).orderBy(asc(units.id)),
    db.select().from(colors).where(eq(colors.status, true)).orderBy(asc(colors.name)),
    db
      .select()
      .from(specifications)
      .where(eq(specifications.status, true))
      .orderBy(asc(specifications.order)),
    db
      .select()
      .from(specificationValues)
      .orderBy(asc(specificationValues.position), asc(specificationValues.id)),
    db.select().from(sizeChartTypes).orderBy(asc(sizeChartTypes.id)),
    db.select().from(sizeChartTypeValues).orderBy(asc(sizeChartTypeValues.position)),
  ]);
  const attrsOf = byParent(attrCats, (r) => r.categoryId);
  const specsOf = byParent(specCats, (r) => r.categoryId);
  const valuesOf = byParent(attrVals, (r) => r.attributeId);
  const specValuesOf = byParent(specVals, (r) => r.specificationId);
  const typeValuesOf = byParent(typeVals, (r) => r.typeId);
  return {
    categories: cats.map((c) => ({
      id: c.id,
      title: c.title,
      parent_id: c.parentId,
      level: c.level,
      status: c.status,
      attribute_ids: (attrsOf.get(c.id) ?? []).map((r) => r.attributeId),
      specification_ids: (specsOf.get(c.id) ?? []).map((r) => r.specificationId),
    })),
    attributes: attrs.map((a) => ({
      id: a.id,
      name: a.name,
      label: a.label,
      type: a.type,
      style: a.style,
      values: (valuesOf.get(a.id) ?? []).map((v) => ({ id: v.id, value: v.value })),
    })),
    brands: brandRows.map((b) => ({ id: b.id, name: b.name })),
    units: unitRows.map((u) => ({ id: u.id, name: u.name, symbol: u.symbol, precision: u.precision })),
    colors: colorRows.map((c) => ({ id: c.id, name: c.name, code: c.code })),
    specifications: specs.map((s) => ({
      id: s.id,
      name: s.name,
      label: s.label,
      type: s.type,
      group: s.group,
      required: s.required,
      values: (specValuesOf.get(s.id) ?? []).map((v) => ({ id: v.id, value: v.value })),
    })),
    size_chart_types: types.map((t) => ({
      id: t.id,
      name: t.name,
      values: (typeValuesOf.get(t.id) ?? []).map((v) => ({ id: v.id, name: v.name })),
    })),
    statuses: PRODUCT_STATUSES,
    discount_types: DISCOUNT_TYPES,
  };
}
