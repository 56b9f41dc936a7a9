import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { advertisements, brands, instagramPosts, productImages, sliders } from '../db/schema/index.ts';
import { MEDIA_PREFIX } from '../services/catalogue/images.ts';
import { createLocalDiskStorage } from '../services/catalogue/storage.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, sum]);
}

/** Two colours picked from a name, so each demo image looks different but the same on every start. */
function coloursOf(name: string): [number[], number[]] {
  let h = 0;
  for (const char of name) h = (h * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const hue = (h % 360) / 360;
  const rgb = (hh: number, l: number) => {
    const f = (n: number) => {
      const k = (n + hh * 12) % 12;
      return Math.round(255 * (l - 0.45 * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
    };
    return [f(0), f(8), f(4)];
  };
  return [rgb(hue, 0.45), rgb((hue + 0.12) % 1, 0.7)];
}

/**
 * A diagonal two-colour gradient PNG with soft stripes (a stand-in picture for the demo shop's
 * slides and banners, generated here: nothing is fetched or bundled); with `disc`, a light round
 * shape in the middle, the stand-in for a product photo or a brand's logo.
 */
export function demoPicture(
  name: string,
  width: number,
  height: number,
  options: { disc?: boolean } = {},
): Buffer {
  const [from, to] = coloursOf(name);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.7 + (y / height) * 0.3;
      const stripe = Math.floor((x + y) / 48) % 2 === 0 ? 1 : 0.94;
      const inDisc =
        options.disc === true && (x - width / 2) ** 2 + (y - height / 2) ** 2 < (width * 0.3) ** 2;
      for (let c = 0; c < 3; c++) {
        const base = ((from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t) * stripe;
        row[1 + x * 3 + c] = Math.round(inDisc ? 255 - (255 - base) * 0.25 : base);
      }
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Sizes of the demo pictures by their folder (slides are wide, banners smaller). */
const SIZES: Readonly<Record<string, [number, number]>> = {
  'content/sliders': [1200, 400],
  'content/advertise': [600, 300],
  'reference/brands': [240, 240],
  /** The social feed's posts (/admin/instagram). */
  'content/posts': [320, 320],
};

/** A demo product's picture (square, with a disc): the seed stores its size, start writes its file. */
export const DEMO_PRODUCT_PICTURE_SIZE = 360;
export const demoProductPicture = (key: string): Buffer =>
  demoPicture(key, DEMO_PRODUCT_PICTURE_SIZE, DEMO_PRODUCT_PICTURE_SIZE, { disc: true });

/** The picture behind a demo path (a storage key), or null for a folder with no demo pictures. */
function pictureOf(key: string): Buffer | null {
  if (key.startsWith('products/')) return demoProductPicture(key);
  const folder = key.slice(0, key.lastIndexOf('/'));
  const size = SIZES[folder];
  if (!size) return null;
  return demoPicture(key, size[0], size[1], { disc: folder === 'reference/brands' });
}

/**
 * Writes the pictures behind the demo's slides, banners, brands, social feed posts and product images (PNG paths) into
 * the upload storage when they are missing (a fresh data directory, or a shop seeded before the
 * demo shipped pictures), so the seeded paths are real images. Stored files are never touched.
 * Returns how many were written.
 */
export async function writeDemoPictures(db: Db, dataDir: string): Promise<number> {
  const root = join(dataDir, 'uploads');
  const storage = createLocalDiskStorage(root);
  const rows = [
    ...(await db
      .select({ image: sliders.image })
      .from(sliders)
      .where(like(sliders.image, `${MEDIA_PREFIX}content/sliders/%.png`))),
    ...(await db
      .select({ image: advertisements.image })
      .from(advertisements)
      .where(like(advertisements.image, `${MEDIA_PREFIX}content/advertise/%.png`))),
    ...(await db
      .select({ image: brands.image })
      .from(brands)
      .where(like(brands.image, `${MEDIA_PREFIX}reference/brands/%.png`))),
    ...(await db
      .select({ image: instagramPosts.image })
      .from(instagramPosts)
      .where(like(instagramPosts.image, `${MEDIA_PREFIX}content/posts/%.png`))),
  ];
  const keys = [
    ...rows.flatMap(({ image }) => (image ? [image.slice(MEDIA_PREFIX.length)] : [])),
    ...(
      await db
        .select({ key: productImages.key })
        .from(productImages)
        .where(like(productImages.key, 'products/%.png'))
    ).map((row) => row.key),
  ];
  let written = 0;
  for (const key of keys) {
    if (existsSync(join(root, key))) continue;
    const picture = pictureOf(key);
    if (!picture) continue;
    await storage.put(key, picture);
    written += 1;
  }
  return written;
}
