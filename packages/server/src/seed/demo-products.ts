import { createHash } from 'node:crypto';
import { slugify, toPersianDigits } from '@shop-admin/core';
import type { Db } from '../db/client.ts';
import {
  categoryProduct,
  productImages,
  productSpecifications,
  productSpecificationValues,
  products,
  stores,
  storeTransactions,
  varieties,
  varietyAttributeValues,
} from '../db/schema/index.ts';
import { productSearchText } from '../services/catalogue/products-query.ts';
import type { Department } from './demo-catalogue-data.ts';
import {
  type CatalogueReference,
  type ReferenceLeaf,
  readCatalogueReference,
} from './demo-catalogue-reference.ts';
import { demoProductPicture } from './demo-image-files.ts';
import { LEAF_TEMPLATES, type LeafTemplate } from './demo-products-data.ts';
import { seedLargeProducts } from './demo-products-large.ts';
import { DAY, type DemoContext, type DemoStep, insertInBatches } from './demo-step.ts';
import type { Random } from './random.ts';

/** Products per leaf category at the small scale: 29 leaves × 7 ≈ 200 products. */
const PER_LEAF = 7;
/** Products the large scale adds, generated in SQL. */
export const LARGE_PRODUCTS = 100_000;

const SKU_PREFIX: Record<Department, string> = { clothing: 'CL', home: 'HM', electronics: 'EL' };

interface PlannedVariety {
  colorId: number | null;
  values: { attributeId: number; valueId: number }[];
  price: number;
  sku: string | null;
  barcode: string | null;
  stock: number;
  sold: number;
}

interface PlannedProduct {
  row: typeof products.$inferInsert;
  leaf: ReferenceLeaf;
  varieties: PlannedVariety[];
  specs: { specificationId: number; value: string | null; valueIds: number[] }[];
}

const roundPrice = (n: number) => Math.max(10_000, Math.round(n / 10_000) * 10_000);

/** A stock: a sixth at zero, a fifth low (1–3), the rest 4–40. */
function stockOf(random: Random): number {
  const r = random.next();
  return r < 0.16 ? 0 : r < 0.36 ? random.int(1, 3) : random.int(4, 40);
}

function pickSome<T>(random: Random, items: readonly T[], n: number): T[] {
  return random.shuffle(items).slice(0, Math.min(n, items.length));
}

/** The varieties of one product: its template's axis over the reference's sizes, storages and colours. */
function planVarieties(
  random: Random,
  template: LeafTemplate,
  ref: CatalogueReference,
  price: number,
  sku: string,
  barcode: () => string,
): PlannedVariety[] {
  const size = ref.attributes.size;
  const storage = ref.attributes.storage;
  const colours = ref.colors;
  const combos: {
    colorId: number | null;
    value: { attributeId: number; valueId: number; rank: number } | null;
  }[] = [];
  const withColours = (
    values: ({ attributeId: number; valueId: number; rank: number } | null)[],
    n: number,
  ) => {
    for (const colour of pickSome(random, colours, n))
      for (const value of values) combos.push({ colorId: colour.id, value });
  };
  if (template.axis === 'clothes' && size) {
    const letters = size.values.slice(0, 5);
    const start = random.int(0, letters.length - 3);
    const values = letters
      .slice(start, start + 3)
      .map((v, rank) => ({ attributeId: size.id, valueId: v.id, rank }));
    withColours(values, random.int(1, 3));
  } else if (template.axis === 'shoes' && size) {
    const numbers = size.values.slice(5);
    const values = pickSome(random, numbers, 3).map((v, rank) => ({
      attributeId: size.id,
      valueId: v.id,
      rank,
    }));
    withColours(values, random.int(1, 2));
  } else if (template.axis === 'storage' && storage) {
    const start = random.int(0, Math.max(0, storage.values.length - 2));
    const values = storage.values
      .slice(start, start + 2)
      .map((v, rank) => ({ attributeId: storage.id, valueId: v.id, rank }));
    withColours(values, random.int(1, 2));
  } else if (template.axis !== 'none' && colours.length) {
    withColours([null], random.int(2, 3));
  }
  if (!combos.length)
    return [
      { colorId: null, values: [], price, sku: null, barcode: barcode(), stock: stockOf(random), sold: 0 },
    ];
  return combos.map((combo, i) => {
    const step = template.axis === 'storage' ? 0.22 : 0.05;
    const rank = combo.value?.rank ?? 0;
    const stock = stockOf(random);
    return {
      colorId: combo.colorId,
      values: combo.value ? [{ attributeId: combo.value.attributeId, valueId: combo.value.valueId }] : [],
      price: roundPrice(price * (1 + step * rank)),
      sku: `${sku}-${i + 1}`,
      barcode: barcode(),
      stock,
      sold: stock > 0 && random.chance(0.3) ? random.int(1, 3) : 0,
    };
  });
}

/** The specification values of a product of this department (country always; fabric, warranty …). */
function planSpecs(random: Random, ref: CatalogueReference, department: Department, leafTitle: string) {
  const specs: PlannedProduct['specs'] = [];
  const choose = (name: string, n = 1) => {
    const spec = ref.specifications[name];
    if (spec?.values.length)
      specs.push({
        specificationId: spec.id,
        value: null,
        valueIds: pickSome(random, spec.values, n).map((v) => v.id),
      });
  };
  const text = (name: string, value: string) => {
    const spec = ref.specifications[name];
    if (spec) specs.push({ specificationId: spec.id, value, valueIds: [] });
  };
  choose('country');
  if (department === 'clothing') {
    choose('fabric');
    choose('washing', random.int(1, 2));
  } else {
    text('warranty', random.pick(['۱۸ ماه گارانتی شرکتی', '۲۴ ماه گارانتی', '۶ ماه ضمانت بازگشت وجه']));
    text('weight', `${toPersianDigits(random.int(2, 90) * 100)} گرم`);
    if (department === 'electronics' && /گوشی|تبلت|لپ‌تاپ/.test(leafTitle)) choose('ram');
    if (random.chance(0.4)) choose('features', random.int(1, 2));
  }
  return specs;
}

/** Plans about 200 products across the reference step's leaf categories, deterministic from the seed. */
function planProducts(ctx: DemoContext, ref: CatalogueReference): PlannedProduct[] {
  const { random, now } = ctx;
  const titles = new Set<string>();
  const slugs = new Set<string>();
  const planned: PlannedProduct[] = [];
  let barcodes = 0;
  const barcode = () => `626${String(4_000_000_000 + ++barcodes * 7919).padStart(10, '0')}`;
  for (const leaf of ref.leaves) {
    const title = leaf.path[leaf.path.length - 1] ?? '';
    const template = LEAF_TEMPLATES[title];
    if (!template) continue;
    const brands = ref.brands[leaf.department];
    for (let i = 0; i < PER_LEAF; i++) {
      const brand = brands.length && random.chance(0.6) ? random.pick(brands) : null;
      let name = `${random.pick(template.names)} ${random.pick(template.models)}${brand ? ` ${brand.name}` : ''}`;
      if (titles.has(name)) name = `${name} مدل ${toPersianDigits(i + 2)}`;
      titles.add(name);
      let slug = slugify(name, 180);
      for (let n = 2; slugs.has(slug); n++) slug = `${slugify(name, 180)}-${n}`;
      slugs.add(slug);
      const price = roundPrice(template.price[0] + random.next() * (template.price[1] - template.price[0]));
      const sku = `${SKU_PREFIX[leaf.department]}-${1000 + planned.length}`;
      const plannedVarieties = planVarieties(random, template, ref, price, sku, barcode);
      // Some products have just sold their last units: every variety at zero, the sales in the log.
      if (random.chance(0.07))
        for (const variety of plannedVarieties) {
          variety.sold += variety.stock;
          variety.stock = 0;
        }
      const total = plannedVarieties.reduce((sum, v) => sum + v.stock, 0);
      const r = random.next();
      const wanted = r < 0.08 ? 'draft' : r < 0.13 ? 'soon' : r < 0.17 ? 'available_offline' : 'available';
      const status = wanted === 'available' && total === 0 ? 'out_of_stock' : wanted;
      const createdAt = new Date(now.getTime() - random.int(1, 180) * DAY - random.int(0, DAY));
      const discounted = random.chance(0.22);
      const percentage = random.chance(0.6);
      const isDefault = plannedVarieties.length === 1 && plannedVarieties[0]?.sku === null;
      const productBarcode = isDefault ? (plannedVarieties[0]?.barcode ?? null) : null;
      if (isDefault && plannedVarieties[0]) plannedVarieties[0].barcode = null;
      planned.push({
        leaf,
        varieties: plannedVarieties,
        specs: planSpecs(random, ref, leaf.department, title),
        row: {
          title: name,
          slug,
          shortDescription: `${name}؛ ${template.description}`,
          description: `<p>${template.description}</p><ul><li>ارسال به سراسر ایران</li><li>ضمانت اصالت کالا</li><li>هفت روز ضمانت بازگشت</li></ul>`,
          unitPrice: price,
          purchasePrice: roundPrice(price * (0.62 + random.next() * 0.18)),
          discountType: discounted ? (percentage ? 'percentage' : 'flat') : null,
          discount: discounted
            ? percentage
              ? random.pick([10, 15, 20, 25, 30])
              : roundPrice(price * 0.1)
            : null,
          discountUntil:
            discounted && random.chance(0.7) ? new Date(now.getTime() + random.int(3, 30) * DAY) : null,
          sku,
          barcode: productBarcode,
          brandId: brand?.id ?? null,
          unitId: ref.units[template.unit] ?? null,
          metaTitle: `خرید ${name}`,
          metaDescription: `${name} با بهترین قیمت و ارسال سریع`,
          status,
          approvedAt: status === 'draft' || random.chance(0.08) ? null : createdAt,
          publishedAt: createdAt,
          weight: random.int(template.weight[0], template.weight[1]),
          maxNumberPurchases: leaf.department === 'electronics' ? random.int(2, 3) : null,
          search: productSearchText(name, [
            sku,
            productBarcode,
            ...plannedVarieties.flatMap((v) => [v.sku, v.barcode]),
          ]),
          createdAt,
          updatedAt: createdAt,
        },
      });
    }
  }
  return planned;
}

/** Every PICTURED_EVERY-th demo product has a picture (the rest show the list's placeholder). */
const PICTURED_EVERY = 3;

/**
 * The image rows of a share of the demo products: one PNG each (its size measured from the picture
 * demo-image-files.ts writes at start under the same key), so the product list looks like a shop's.
 */
async function writeProductPictures(db: Db, made: readonly (PlannedProduct & { id: number })[]) {
  const rows = made
    .filter((_, i) => i % PICTURED_EVERY === 0)
    .map((p) => {
      const hex = createHash('md5').update(`${p.id}:${p.row.title}`).digest('hex');
      const key = `products/${p.id}/${hex}.png`;
      const at = p.row.createdAt as Date;
      return {
        productId: p.id,
        key,
        mime: 'image/png',
        size: demoProductPicture(key).length,
        order: 0,
        createdAt: at,
        updatedAt: at,
      };
    });
  if (rows.length) await insertInBatches(rows, 500, (batch) => db.insert(productImages).values(batch));
}

/** Writes the planned products with their categories, specifications, varieties, stock and its log. */
async function writeProducts(db: Db, planned: PlannedProduct[], now: Date) {
  const ids: number[] = [];
  await insertInBatches(planned, 200, async (batch) => {
    const rows = await db
      .insert(products)
      .values(batch.map((p) => p.row))
      .returning({ id: products.id });
    ids.push(...rows.map((r) => r.id));
  });
  const withIds = planned.map((p, i) => ({ ...p, id: ids[i] as number }));
  await writeProductPictures(db, withIds);
  await db.insert(categoryProduct).values(withIds.map((p) => ({ productId: p.id, categoryId: p.leaf.id })));
  const specs = withIds.flatMap((p) => p.specs.map((s) => ({ ...s, productId: p.id })));
  await db
    .insert(productSpecifications)
    .values(
      specs.map((s) => ({ productId: s.productId, specificationId: s.specificationId, value: s.value })),
    );
  const chosen = specs.flatMap((s) =>
    s.valueIds.map((valueId) => ({
      productId: s.productId,
      specificationId: s.specificationId,
      specificationValueId: valueId,
    })),
  );
  if (chosen.length) await db.insert(productSpecificationValues).values(chosen);

  const flat = withIds.flatMap((p) => p.varieties.map((v, order) => ({ product: p, variety: v, order })));
  const varietyIds: number[] = [];
  await insertInBatches(flat, 500, async (batch) => {
    const rows = await db
      .insert(varieties)
      .values(
        batch.map(({ product, variety, order }) => ({
          productId: product.id,
          colorId: variety.colorId,
          price: variety.price,
          purchasePrice: product.row.purchasePrice ?? null,
          sku: variety.sku,
          barcode: variety.barcode,
          isDefault: variety.colorId === null && !variety.values.length,
          combinationKey: `${variety.colorId ?? 0}:${variety.values.map((v) => v.valueId).join(',')}`,
          order,
          createdAt: product.row.createdAt,
          updatedAt: product.row.createdAt,
        })),
      )
      .returning({ id: varieties.id });
    varietyIds.push(...rows.map((r) => r.id));
  });
  const links = flat.flatMap((f, i) =>
    f.variety.values.map((v) => ({
      varietyId: varietyIds[i] as number,
      attributeId: v.attributeId,
      attributeValueId: v.valueId,
    })),
  );
  await insertInBatches(links, 1000, (batch) => db.insert(varietyAttributeValues).values(batch));
  const storeIds: number[] = [];
  await insertInBatches(
    flat.map((f, i) => ({ f, id: varietyIds[i] as number })),
    1000,
    async (batch) => {
      const rows = await db
        .insert(stores)
        .values(
          batch.map(({ f, id }) => ({
            varietyId: id,
            balance: f.variety.stock,
            createdAt: f.product.row.createdAt,
            updatedAt: now,
          })),
        )
        .returning({ id: stores.id });
      storeIds.push(...rows.map((r) => r.id));
    },
  );
  // The log tells how each balance came to be: the first delivery, then some in-person sales.
  const log = flat.flatMap((f, i) => {
    const { stock, sold } = f.variety;
    if (stock + sold === 0) return [];
    const base = {
      storeId: storeIds[i] as number,
      varietyId: varietyIds[i] as number,
      productId: f.product.id,
    };
    const received = f.product.row.createdAt as Date;
    const entries = [
      {
        ...base,
        type: 'increment',
        quantity: stock + sold,
        balance: stock + sold,
        description: 'موجودی اولیه',
        createdAt: received,
        updatedAt: received,
      },
    ];
    if (sold) {
      const at = new Date(Math.min(now.getTime() - 3_600_000, received.getTime() + 5 * DAY));
      entries.push({
        ...base,
        type: 'decrement',
        quantity: sold,
        balance: stock,
        description: 'فروش حضوری',
        createdAt: at,
        updatedAt: at,
      });
    }
    return entries;
  });
  await insertInBatches(log, 1000, (batch) => db.insert(storeTransactions).values(batch));
  return { ids: withIds.map((p) => ({ id: p.id, title: p.row.title })), varieties: flat.length };
}

/**
 * The demo products: about 200 believable Persian products across the reference step's clothing,
 * home and electronics leaves, with brands, units, specifications, varieties by size, storage and
 * colour, prices in Toman, discounts, and stock (a sixth of the varieties at zero, a fifth low) with its
 * movement log. The large scale adds 100,000 generated products with varieties and stock. Runs after
 * the reference step (it reads those lists by name) and before the merchandising step (flash sales and
 * comments pick from `made.products`).
 */
export const productsStep: DemoStep = {
  name: 'catalogue-products',
  async run(ctx) {
    const ref = await readCatalogueReference(ctx.db);
    const planned = planProducts(ctx, ref);
    const written = await writeProducts(ctx.db, planned, ctx.now);
    ctx.made.products.push(...written.ids);
    let rows = written.ids.length + written.varieties;
    if (ctx.scale === 'large') {
      const large = await seedLargeProducts(ctx.db, ref, { count: LARGE_PRODUCTS, now: ctx.now });
      ctx.made.products.push(...large.products);
      rows += large.rows;
    }
    ctx.counts['catalogue-products'] = rows;
  },
};
