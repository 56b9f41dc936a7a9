import multipart from '@fastify/multipart';
import { productImageAltFields, productImageSortFields } from '@shop-admin/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { AppError, notFound, refused } from '../../http/errors.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { idParams, permissionsOfResource } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import { versionedWrite } from '../../http/write-transaction.ts';
import { recordAudit } from '../../services/audit/record.ts';
import {
  type CheckedImage,
  checkImage,
  MAX_IMAGE_BYTES,
  PRODUCT_IMAGE_FILE,
  type ProductImagesService,
} from '../../services/catalogue/images.ts';
import { productReads } from '../../services/catalogue/products-read.ts';
import { serializeImage } from '../../services/catalogue/products-serialize.ts';
import type { FileStorage } from '../../services/catalogue/storage.ts';
import type { TxContext } from '../../services/resource-service.ts';
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

  const reads = productReads(app.ctx.db, images, app.ctx.clock);
  const listed = async (id: number, tx: Db) => (await images.list(id, tx)).map(serializeImage);
  const modify = { permission: permissionsOfResource('products').modify, versionChecked: true };
  /**
   * One audited change of a product's images, in one transaction under the product's row lock: the
   * images are part of the product's answer, so an If-Match names the product's version. The gallery
   * before, the change (false when the image is not the product's: a 404), the gallery after as the
   * answer and in the audit row.
   */
  const changeImages = (
    request: FastifyRequest,
    action: 'upload' | 'delete' | 'update' | 'sort',
    message: string,
    change: (ctx: TxContext, id: number) => Promise<unknown>,
  ) => {
    const id = Number((request.params as { id: string }).id);
    return versionedWrite(
      app,
      request,
      (tx) => reads.get(id, tx),
      async (ctx) => {
        const before = await listed(id, ctx.db);
        if ((await change(ctx, id)) === false) throw notFound();
        const after = await listed(id, ctx.db);
        await recordAudit(ctx.db, { entity: 'product_images', entityId: id, action, before, after });
        return ok({ images: after }, message);
      },
    );
  };

  app.post<{ Params: { id: string } }>(
    '/admin/products/:id/images',
    { schema: { params: idParams, consumes: ['multipart/form-data'] }, config: modify },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(415, 'unsupported_media_type', 'تصاویر را با multipart/form-data بفرستید.');
      }
      const checked: CheckedImage[] = [];
      for await (const part of request.files()) checked.push(await checkImage(await part.toBuffer()));
      if (!checked.length) throw refused('no_image', 'هیچ تصویری فرستاده نشده است.', 'images');
      const sent = await changeImages(request, 'upload', 'تصاویر با موفقیت بارگذاری شد', (ctx, id) =>
        images.add(id, checked, ctx.now, ctx.db),
      );
      return reply.status(201).send(sent);
    },
  );

  app.delete<{ Params: { id: string; imageId: string } }>(
    '/admin/products/:id/images/:imageId',
    { schema: { params: imageParams }, config: modify },
    async (request) =>
      changeImages(request, 'delete', 'تصویر حذف شد', async (ctx, id) => {
        const key = await images.remove(id, Number(request.params.imageId), ctx.db);
        if (key) ctx.afterCommit(() => images.deleteFiles([key]));
        return key !== null;
      }),
  );

  app.put<{ Params: { id: string; imageId: string } }>(
    '/admin/products/:id/images/:imageId',
    {
      schema: { params: imageParams },
      config: { ...modify, docsBody: fieldsToJsonSchema(productImageAltFields) },
    },
    async (request) => {
      const { alt } = validateBody(request.body, productImageAltFields);
      const text = typeof alt === 'string' && alt.trim() ? alt.trim() : null;
      return changeImages(request, 'update', 'متن جایگزین تصویر ذخیره شد', (ctx, id) =>
        images.setAlt(id, Number(request.params.imageId), text, ctx.now, ctx.db),
      );
    },
  );

  app.put<{ Params: { id: string } }>(
    '/admin/products/:id/images/sort',
    { schema: { params: idParams }, config: modify },
    async (request) => {
      const { ids } = validateBody(request.body, productImageSortFields);
      const order = (ids as unknown[]).map(Number);
      return changeImages(request, 'sort', 'ترتیب تصاویر ذخیره شد', (ctx, id) =>
        images.sort(id, order, ctx.now, ctx.db),
      );
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
