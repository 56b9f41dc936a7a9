import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { type PermissionName, type PermissionStem, permissionsOf } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { AppError, refused } from '../http/errors.ts';
import { checkImage, imageUrl, MAX_IMAGE_BYTES, PRODUCT_IMAGE_FILE } from '../services/catalogue/images.ts';
import { createLocalDiskStorage } from '../services/catalogue/storage.ts';
import { sendStoredImage } from './catalogue/media.ts';

/**
 * Image uploads for the records of one area (reference resources, content): `POST
 * admin/<kind>/image` takes one file (multipart; its type read from its bytes, never SVG) with the
 * kind's write permission and answers `{image}`, the path to put in the record's image field;
 * `GET /api/media/<folder>/<kind>/<file>` serves it with year-long cache headers. Names are random,
 * so a path never changes content. `kinds` maps the URL segment to its permission stem (whose write
 * permission it needs) or to `{ permission }` for a stem with no write (settings: modify_setting).
 */
export async function registerImageUploads(
  app: FastifyInstance,
  folder: string,
  kinds: Readonly<Record<string, PermissionStem | { permission: PermissionName }>>,
) {
  const storage = createLocalDiskStorage(join(app.ctx.config.dataDir, 'uploads'));
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  for (const [kind, stem] of Object.entries(kinds)) {
    app.post(
      `/admin/${kind}/image`,
      {
        schema: { consumes: ['multipart/form-data'] },
        config: { permission: typeof stem === 'string' ? permissionsOf(stem).write : stem.permission },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new AppError(415, 'unsupported_media_type', 'تصویر را با multipart/form-data بفرستید.');
        const part = await request.file();
        if (!part) throw refused('no_image', 'هیچ تصویری فرستاده نشده است.', 'image');
        const buffer = await part.toBuffer();
        if (part.file.truncated)
          throw new AppError(413, 'payload_too_large', 'حجم تصویر نباید بیشتر از ۵ مگابایت باشد.');
        const image = await checkImage(buffer);
        const key = `${folder}/${kind}/${randomBytes(16).toString('hex')}.${image.ext}`;
        await storage.put(key, image.data);
        return reply.status(201).send(ok({ image: imageUrl(key) }, 'تصویر با موفقیت بارگذاری شد'));
      },
    );
  }

  const mediaParams = {
    type: 'object',
    required: ['kind', 'file'],
    properties: {
      kind: { type: 'string', enum: Object.keys(kinds) },
      file: { type: 'string', pattern: PRODUCT_IMAGE_FILE.source },
    },
  } as const;
  app.get<{ Params: { kind: string; file: string } }>(
    `/media/${folder}/:kind/:file`,
    { schema: { params: mediaParams }, config: { public: true } },
    async (request, reply) => {
      const { kind, file } = request.params;
      return sendStoredImage(storage, `${folder}/${kind}/${file}`, file, request, reply);
    },
  );
}
