import type { FastifyInstance } from 'fastify';
import { registerImageUploads } from '../image-uploads.ts';

/**
 * Images of posts and slides: `POST admin/posts/image` or `admin/sliders/image`, served from
 * `/api/media/content/<kind>/<file>` (see registerImageUploads).
 */
export async function contentImageRoutes(app: FastifyInstance) {
  await registerImageUploads(app, 'content', { posts: 'post', sliders: 'slider' });
}
