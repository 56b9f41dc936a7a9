import multipart from '@fastify/multipart';
import { productImageAltFields, productImageSortFields } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { products } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';
import { AppError, notFound, refused } from '../../http/errors.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { actionOf, idParams, permissionsOfResource } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import { recordAudit } from '../../services/audit/record.ts';
import {
  type CheckedImage,
  checkImage,
  MAX_IMAGE_BYTES,
  PRODUCT_IMAGE_FILE,
  type ProductImagesService,
} from '../../services/catalogue/images.ts';
import { serializeImage } from '../../services/catalogue/products-serialize.ts';
import type { FileStorage } from '../../services/catalogue/storage.ts';
import { sendStoredImage } from './media.ts';

const imageParams = {
  type: 'object',
  required: ['id', 'imageId'],
  properties: {
    id: { type: 'string', pattern: '^[0-9]{1,15}$' },
    imageId: { type: 'string', pattern: '^[0-9]{1,15}$' },
  },
} as const;

const mediaParams = {
  type: 'object',
  required: ['productId', 'file'],
  properties: {
    productId: { type: 'string', pattern: '^[0-9]{1,15}$' },
    file: { type: 'string', pattern: PRODUCT_IMAGE_FILE.source },
  },
} as const;

/**
 * Product images: multipart upload (type checked from the content, 5 MB each, up to 10 per request),
 * delete, reorder, and the public, long-cached image URLs under /api/media/. Paths are built from ids
 * and random names only, and the media route accepts nothing else, so no request can reach a file
 * outside the upload folder.
 */
export async function productImagesRoutes(
  app: FastifyInstance,
  options: { images: ProductImagesService; storage: FileStorage },
) {
  const { images, storage } = options;
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 10, fields: 10, parts: 20, fieldSize: 1024 },
  });

  const productExists = async (id: number) => {
    const [row] = await app.ctx.db.select({ id: products.id }).from(products).where(eq(products.id, id));
    if (!row) throw notFound();
  };
  const listed = async (id: number) => (await images.list(id)).map(serializeImage);
  /**
   * One audited change of a product's images: the gallery before, the change (false when the image is
   * not the product's: a 404), the gallery after as the answer and in the audit row.
   */
  const changeImages = async (
    id: number,
    action: 'upload' | 'delete' | 'update' | 'sort',
    message: string,
    change: () => Promise<unknown>,
  ) => {
    const before = await listed(id);
    if ((await change()) === false) throw notFound();
    const after = await listed(id);
    await recordAudit(app.ctx.db, { entity: 'product_images', entityId: id, action, before, after });
    return ok({ images: after }, message);
  };

  app.post<{ Params: { id: string } }>(
    '/admin/products/:id/images',
    {
      schema: { params: idParams, consumes: ['multipart/form-data'] },
      config: { permission: permissionsOfResource('products').modify },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!request.isMultipart()) {
        throw new AppError(415, 'unsupported_media_type', 'تصاویر را با multipart/form-data بفرستید.');
      }
      await productExists(id);
      const checked: CheckedImage[] = [];
      for await (const part of request.files()) checked.push(await checkImage(await part.toBuffer()));
      if (!checked.length) throw refused('no_image', 'هیچ تصویری فرستاده نشده است.', 'images');
      const sent = await changeImages(id, 'upload', 'تصاویر با موفقیت بارگذاری شد', () =>
        images.add(id, checked, actionOf(request, app.ctx.clock()).now),
      );
      return reply.status(201).send(sent);
    },
  );

  app.delete<{ Params: { id: string; imageId: string } }>(
    '/admin/products/:id/images/:imageId',
    { schema: { params: imageParams }, config: { permission: permissionsOfResource('products').modify } },
    async (request) => {
      const id = Number(request.params.id);
      return changeImages(id, 'delete', 'تصویر حذف شد', () =>
        images.remove(id, Number(request.params.imageId)),
      );
    },
  );

  app.put<{ Params: { id: string; imageId: string } }>(
    '/admin/products/:id/images/:imageId',
    {
      schema: { params: imageParams },
      config: {
        permission: permissionsOfResource('products').modify,
        docsBody: fieldsToJsonSchema(productImageAltFields),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const { alt } = validateBody(request.body, productImageAltFields);
      const text = typeof alt === 'string' && alt.trim() ? alt.trim() : null;
      return changeImages(id, 'update', 'متن جایگزین تصویر ذخیره شد', () =>
        images.setAlt(id, Number(request.params.imageId), text, app.ctx.clock()),
      );
    },
  );

  app.put<{ Params: { id: string } }>(
    '/admin/products/:id/images/sort',
    { schema: { params: idParams }, config: { permission: permissionsOfResource('products').modify } },
    async (request) => {
      const id = Number(request.params.id);
      await productExists(id);
      const { ids } = validateBody(request.body, productImageSortFields);
      const order = (ids as unknown[]).map(Number);
      return changeImages(id, 'sort', 'ترتیب تصاویر ذخیره شد', () => images.sort(id, order, app.ctx.clock()));
    },
  );

  app.get<{ Params: { productId: string; file: string } }>(
    '/media/products/:productId/:file',
    { schema: { params: mediaParams }, config: { public: true } },
    async (request, reply) => {
      const { productId, file } = request.params;
      return sendStoredImage(storage, `products/${productId}/${file}`, file, request, reply);
    },
  );
}
