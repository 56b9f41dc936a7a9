import { createHash } from 'node:crypto';
import { imageUrl } from '../services/catalogue/images.ts';

/**
 * A demo image's path in the shape the upload endpoint returns (`/api/media/<folder>/<32 hex>.<ext>`),
 * so seeded rows pass the `image` type's rule like any saved record. The name is hashed for the hex
 * part (the same name gives the same path on every seed). Slides and banners are PNGs whose files
 * demo-image-files.ts writes at start, as it does for brands and the social feed.
 */
export const demoImagePath = (folder: string, name: string, ext: 'jpg' | 'webp' | 'png' = 'webp'): string =>
  imageUrl(`${folder}/${createHash('md5').update(name).digest('hex')}.${ext}`);
