import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import {
  permissionsOf,
  shippingAssignCitiesFields,
  shippingIdsFields,
  sortIdsFields,
  toPersianDigits,
} from '@shop-admin/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { AppError, refused, validationFailed } from '../../http/errors.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared, idParams } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import { checkImage, imageUrl, MAX_IMAGE_BYTES } from '../../services/catalogue/images.ts';
import { readIds } from '../../services/catalogue/reference-common.ts';
import { createLocalDiskStorage } from '../../services/catalogue/storage.ts';
import { shippingExcelsService } from '../../services/shipping/excels.ts';
import { shippingsService } from '../../services/shipping/methods.ts';
import { sendStoredImage } from '../catalogue/media.ts';

/** The largest post office sheet accepted (a month of parcels is well under 1 MB). */
const MAX_SHEET_BYTES = 10 * 1024 * 1024;
const LOGO_FILE = /^[0-9a-f]{32}\.(jpg|png|webp|gif|avif)$/;

/** The single file of a multipart request, or a Persian 415/422/413. */
async function oneFile(request: FastifyRequest, what: string, field: string, maxBytes: number) {
  if (!request.isMultipart())
    throw new AppError(415, 'unsupported_media_type', `${what} را با multipart/form-data بفرستید.`);
  const part = await request.file({ limits: { fileSize: maxBytes } });
  if (!part) throw refused('no_file', `هیچ ${what}ی فرستاده نشده است.`, field);
  const buffer = await part.toBuffer();
  if (part.file.truncated)
    throw new AppError(413, 'payload_too_large', `حجم ${what} بیش از ${maxBytes / 1024 / 1024} مگابایت است.`);
  return { buffer, fileName: part.filename };
}

/**
 * Shipping methods (shopit-contract.md c "Shipping"): the resource `admin/shippings` with its area and
 * role prices, `POST shippings/sort`, `POST shippings/{id}/assign-cities`, the logo upload
 * (`POST shippings/logo` → `{image}`) served under /api/media/shippings/; and the post office's parcel
 * sheets: `admin/shipping_excels` list/show/delete, multipart upload, its preview (parsed, nothing saved:
 * `POST shipping_excels/preview`), and `multiple-delete`.
 */
export async function shippingRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const storage = createLocalDiskStorage(join(app.ctx.config.dataDir, 'uploads'));
  await app.register(multipart, {
    limits: { fileSize: MAX_SHEET_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  const shippings = shippingsService(db);
  const perms = permissionsOf('shipping');

  app.post(
    '/admin/shippings/sort',
    { config: { permission: perms.modify, docsBody: fieldsToJsonSchema(sortIdsFields) } },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      // Shopit's screen sends `shippings` (ids in order); `ids` is accepted too.
      const input = Object.hasOwn(body, 'shippings') ? { ids: body.shippings } : body;
      const { ids } = validateBody(input, sortIdsFields);
      await shippings.sort(readIds(ids, 'ids', 'ترتیب'), app.ctx.clock());
      return ok(null, 'ترتیب روش‌های ارسال ذخیره شد');
    },
  );
  app.post<{ Params: { id: string } }>(
    '/admin/shippings/:id/assign-cities',
    {
      schema: { params: idParams },
      config: { permission: perms.modify, docsBody: fieldsToJsonSchema(shippingAssignCitiesFields) },
    },
    async (request) => {
      // Clearing the city restriction is said out loud (`cities: []` or `cities: null`): a bodyless or
      // `{}` request is a mistake, not an order to drop every city price.
      const values = validateBody(request.body ?? {}, shippingAssignCitiesFields);
      if (!Object.hasOwn(values, 'cities'))
        throw validationFailed({
          cities: ['فهرست شهرها الزامی است؛ برای برداشتن محدودیت شهری، فهرست خالی بفرستید.'],
        });
      const rows = (values.cities ?? []) as { id: number; price: number }[];
      const shipping = await shippings.assignCities(Number(request.params.id), rows, app.ctx.clock());
      return ok({ shipping }, 'هزینه ارسال شهرها ذخیره شد');
    },
  );
  app.post(
    '/admin/shippings/logo',
    { schema: { consumes: ['multipart/form-data'] }, config: { permission: perms.write } },
    async (request, reply) => {
      const { buffer } = await oneFile(request, 'تصویر', 'logo', MAX_IMAGE_BYTES);
      const image = await checkImage(buffer);
      const key = `shippings/${randomBytes(16).toString('hex')}.${image.ext}`;
      await storage.put(key, image.data);
      return reply.status(201).send(ok({ image: imageUrl(key) }, 'لوگو با موفقیت بارگذاری شد'));
    },
  );
  app.get<{ Params: { file: string } }>(
    '/media/shippings/:file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', pattern: LOGO_FILE.source } },
        },
      },
      config: { public: true },
    },
    async (request, reply) =>
      sendStoredImage(storage, `shippings/${request.params.file}`, request.params.file, request, reply),
  );
  registerResourceRoutes(app, declared('shippings'), shippings.resource);

  const excels = shippingExcelsService(db);
  const excelPerms = permissionsOf('shipping_excel');
  app.post(
    '/admin/shipping_excels',
    { schema: { consumes: ['multipart/form-data'] }, config: { permission: excelPerms.write } },
    async (request, reply) => {
      const { buffer, fileName } = await oneFile(request, 'فایل اکسل', 'file', MAX_SHEET_BYTES);
      const result = await excels.importSheet(buffer, fileName, app.ctx.clock());
      const skipped = result.skipped.length
        ? `؛ ${toPersianDigits(result.skipped.length)} بارکد تکراری کنار گذاشته شد`
        : '';
      return reply
        .status(201)
        .send(
          ok(
            { created: result.created, skipped: result.skipped },
            `${toPersianDigits(result.created)} مرسوله ثبت شد${skipped}`,
          ),
        );
    },
  );
  // The same sheet read without saving, for staff to check the parsed rows first.
  app.post(
    '/admin/shipping_excels/preview',
    { schema: { consumes: ['multipart/form-data'] }, config: { permission: excelPerms.write } },
    async (request) => {
      const { buffer } = await oneFile(request, 'فایل اکسل', 'file', MAX_SHEET_BYTES);
      const { rows } = await excels.previewSheet(buffer);
      const duplicates = rows.filter((row) => row.duplicate).length;
      return ok(
        { rows, duplicates },
        `${toPersianDigits(rows.length - duplicates)} مرسوله آماده ثبت${duplicates ? `؛ ${toPersianDigits(duplicates)} بارکد تکراری` : ''}`,
      );
    },
  );
  const removeMany = async (request: FastifyRequest) => {
    const { ids } = validateBody(request.body ?? {}, shippingIdsFields);
    const removed = await excels.removeMany(readIds(ids, 'ids', 'شناسه‌ها'));
    return ok({ deleted: removed }, 'مرسوله‌های انتخاب شده حذف شدند');
  };
  const multipleDelete = {
    config: { permission: excelPerms.delete, docsBody: fieldsToJsonSchema(shippingIdsFields) },
  };
  app.delete('/admin/shipping_excels/multiple-delete', multipleDelete, removeMany);
  app.post('/admin/shipping_excels/multiple-delete', multipleDelete, removeMany);
  registerResourceRoutes(app, declared('shipping_excels'), excels.resource);
}
