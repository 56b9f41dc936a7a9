import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { IMAGE_TYPES } from '../../services/catalogue/images.ts';
import type { FileStorage } from '../../services/catalogue/storage.ts';

/** Served images never change under their URL (a new upload gets a new random name): cache a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Answers a stored image by its storage key, with year-long cache headers and an ETag from its
 * random file name. The route's param schema has already restricted `file` to a safe name.
 */
export async function sendStoredImage(
  storage: FileStorage,
  key: string,
  file: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const etag = `"${file}"`;
  reply.header('cache-control', IMMUTABLE).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const found = await storage.get(key);
  if (!found) throw notFound();
  const ext = file.slice(file.lastIndexOf('.') + 1);
  return reply
    .type(IMAGE_TYPES[ext] ?? 'application/octet-stream')
    .header('content-length', found.size)
    .send(found.stream);
}
