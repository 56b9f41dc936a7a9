import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productImages, varietyImages } from '../../db/schema/index.ts';
import { validationFailed } from '../../http/errors.ts';

/**
 * The images that show each variety: ids of the product's own images (a colour's photos), in the
 * product's image order. A variety without any shows the product's images.
 */
export async function varietyImageIds(db: Db, varietyIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!varietyIds.length) return out;
  const rows = await db
    .select({ varietyId: varietyImages.varietyId, imageId: varietyImages.productImageId })
    .from(varietyImages)
    .innerJoin(productImages, eq(productImages.id, varietyImages.productImageId))
    .where(inArray(varietyImages.varietyId, [...varietyIds]))
    .orderBy(asc(productImages.order), asc(productImages.id));
  for (const row of rows) out.set(row.varietyId, [...(out.get(row.varietyId) ?? []), row.imageId]);
  return out;
}

/**
 * Sets a variety's images; every id must be an image of the variety's own product, else a 422 on
 * `<prefix>image_ids`.
 */
export async function writeVarietyImages(
  tx: Db,
  productId: number,
  varietyId: number,
  imageIds: readonly number[],
  prefix = '',
): Promise<void> {
  if (imageIds.length) {
    const own = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(and(eq(productImages.productId, productId), inArray(productImages.id, [...imageIds])));
    if (own.length !== new Set(imageIds).size)
      throw validationFailed({ [`${prefix}image_ids`]: ['تصویر انتخاب‌شده از تصاویر همین محصول نیست.'] });
  }
  await tx.delete(varietyImages).where(eq(varietyImages.varietyId, varietyId));
  if (imageIds.length)
    await tx
      .insert(varietyImages)
      .values([...new Set(imageIds)].map((productImageId) => ({ varietyId, productImageId })));
}
