import { stemPermission } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { registerImageUploads } from '../image-uploads.ts';

/**
 * Images of posts, slides, banners, menu icons, shipping methods' logos and the settings' logos:
 * `POST admin/<kind>/image`, served from `/api/media/content/<kind>/<file>` (see registerImageUploads).
 */
export async function contentImageRoutes(app: FastifyInstance) {
  await registerImageUploads(app, 'content', {
    posts: 'post',
    sliders: 'slider',
    advertise: 'advertise',
    menu_items: 'menu',
    shippings: 'shipping',
    settings: { permission: stemPermission('setting', 'modify') },
  });
}
