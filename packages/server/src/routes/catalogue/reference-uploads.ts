import type { FastifyInstance } from 'fastify';
import { registerImageUploads } from '../image-uploads.ts';

/**
 * Images of brands, categories, gifts and flash sales: `POST admin/<resource>/image`, served from
 * `/api/media/reference/<resource>/<file>` (see registerImageUploads).
 */
export async function referenceUploadRoutes(app: FastifyInstance) {
  await registerImageUploads(app, 'reference', {
    brands: 'brand',
    categories: 'category',
    gifts: 'gift',
    flashes: 'flash',
  });
}
