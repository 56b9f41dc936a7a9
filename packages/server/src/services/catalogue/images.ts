import { randomBytes } from 'node:crypto';
import { toPersianDigits, UPLOAD_PREFIX } from '@shop-admin/core';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/client.ts';
import { productImages } from '../../db/schema/index.ts';
import { AppError, refused } from '../../http/errors.ts';
import type { FileStorage } from './storage.ts';

/** Image types accepted, by the type the file's content shows (never its name or declared type). */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** Largest image accepted, in bytes (5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Most images one product keeps. */
export const MAX_IMAGES_PER_PRODUCT = 20;

/**
 * Where an image is served: a stable URL that never changes content, so it can be cached for a year.
 * Core's `UPLOAD_PATH` (the `image` type's rule) accepts exactly the paths built here.
 */
export const MEDIA_PREFIX = UPLOAD_PREFIX;
export const imageUrl = (key: string): string => `${MEDIA_PREFIX}${key}`;

/** A product image's key: `products/<product id>/<32 random hex>.<type>`. */
export const PRODUCT_IMAGE_FILE = /^[0-9a-f]{32}\.(jpg|png|webp|gif|avif)$/;

const BAD_TYPE = 'فایل باید تصویر JPG، PNG، WebP، GIF یا AVIF باشد.';

/** An upload whose content was checked: its type from the magic bytes. */
export interface CheckedImage {
  data: Buffer;
  ext: string;
  mime: string;
}

/**
 * Checks an uploaded file by its content: the magic bytes must say JPEG, PNG, WebP, GIF or AVIF (an
 * SVG, HTML or a renamed executable is refused whatever its name), and it must not be empty or larger
 * than {@link MAX_IMAGE_BYTES}. Refusals are 422/413 with a Persian reason.
 */
export async function checkImage(data: Buffer): Promise<CheckedImage> {
  if (data.length > MAX_IMAGE_BYTES) {
    throw new AppError(
      413,
      'payload_too_large',
      `حجم تصویر نباید بیشتر از ${toPersianDigits(5)} مگابایت باشد.`,
    );
  }
  if (!data.length) throw refused('invalid_image', 'فایل تصویر خالی است.', 'images');
  const type = await fileTypeFromBuffer(data);
  const mime = type ? IMAGE_TYPES[type.ext] : undefined;
  if (!type || !mime || mime !== type.mime) throw refused('invalid_image', BAD_TYPE, 'images');
  return { data, ext: type.ext, mime };
}

type ImageRow = typeof productImages.$inferSelect;

/** Product images: stored files in the FileStorage, rows in product_images. */
export function productImagesService(db: Db, storage: FileStorage) {
  const list = (productId: number, via: Db = db): Promise<ImageRow[]> =>
    via
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.order), asc(productImages.id));

  return {
    list,
    /**
     * Stores checked images for a product, all or none: files are written first, the rows in one
     * transaction (inside `via`, the route's, when given); if the rows fail, the files are removed again.
     */
    async add(
      productId: number,
      images: readonly CheckedImage[],
      now: Date,
      via: Db = db,
    ): Promise<ImageRow[]> {
      const keys = images.map(
        (image) => `products/${productId}/${randomBytes(16).toString('hex')}.${image.ext}`,
      );
      try {
        await Promise.all(images.map((image, i) => storage.put(keys[i] as string, image.data)));
        return await via.transaction(async (tx) => {
          const [existing] = await tx
            .select({ n: count() })
            .from(productImages)
            .where(eq(productImages.productId, productId));
          const have = existing?.n ?? 0;
          if (have + images.length > MAX_IMAGES_PER_PRODUCT) {
            throw refused(
              'too_many_images',
              `هر محصول حداکثر ${toPersianDigits(MAX_IMAGES_PER_PRODUCT)} تصویر دارد.`,
              'images',
            );
          }
          await tx.insert(productImages).values(
            images.map((image, i) => ({
              productId,
              key: keys[i] as string,
              mime: image.mime,
              size: image.data.length,
              order: have + i,
              createdAt: now,
              updatedAt: now,
            })),
          );
          return list(productId, tx as unknown as Db);
        });
      } catch (error) {
        await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
        throw error;
      }
    },
    /**
     * Deletes one image's row of a product and answers its file's key (for {@link deleteFiles} once the
     * deletion commits); null when the product has no such image.
     */
    async remove(productId: number, imageId: number, via: Db = db): Promise<string | null> {
      const [row] = await via
        .delete(productImages)
        .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
        .returning();
      return row?.key ?? null;
    },
    /** Sets one image's alternative text (null clears it). False when the product has no such image. */
    async setAlt(
      productId: number,
      imageId: number,
      alt: string | null,
      now: Date,
      via: Db = db,
    ): Promise<boolean> {
      const [row] = await via
        .update(productImages)
        .set({ alt, updatedAt: now })
        .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
        .returning({ id: productImages.id });
      return !!row;
    },
    /** Puts the images in the given order; every id must be one of the product's images. */
    async sort(productId: number, ids: readonly number[], now: Date, via: Db = db): Promise<ImageRow[]> {
      return via.transaction(async (tx) => {
        const rows = await list(productId, tx as unknown as Db);
        const own = new Set(rows.map((row) => row.id));
        if (ids.length !== own.size || !ids.every((id) => own.has(id)) || new Set(ids).size !== ids.length) {
          throw refused('invalid_order', 'ترتیب باید همه تصاویر همین محصول را یک بار داشته باشد.', 'ids');
        }
        for (const [order, id] of ids.entries()) {
          await tx.update(productImages).set({ order, updatedAt: now }).where(eq(productImages.id, id));
        }
        return list(productId, tx as unknown as Db);
      });
    },
    /** Removes the files of deleted products (after their rows are gone). */
    async deleteFiles(keys: readonly string[]): Promise<void> {
      await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
    },
    /** The main image URL of each product (the first by order). */
    async mainImages(productIds: readonly number[]): Promise<Map<number, string>> {
      if (!productIds.length) return new Map();
      const rows = await db
        .select({ productId: productImages.productId, key: productImages.key })
        .from(productImages)
        .where(inArray(productImages.productId, [...productIds]))
        .orderBy(asc(productImages.order), asc(productImages.id));
      const out = new Map<number, string>();
      for (const row of rows) if (!out.has(row.productId)) out.set(row.productId, imageUrl(row.key));
      return out;
    },
  };
}

export type ProductImagesService = ReturnType<typeof productImagesService>;
