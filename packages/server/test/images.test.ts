import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage, isSafeStorageKey } from '../src/services/catalogue/storage.ts';
import { createProduct } from './products-fixtures.ts';
import { dropLeftoverConnections, listenOnLoopback } from './support/live-stream.ts';
import { createTestApp } from './support/test-app.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');

let t: Awaited<ReturnType<typeof createTestApp>>;
let boss: Awaited<ReturnType<typeof t.adminWith>>;
let api: string;
let origin: string;
let uploads: string;

beforeAll(async () => {
  t = await createTestApp();
  boss = await t.adminWith('super_admin');
  api = await listenOnLoopback(t.app);
  origin = new URL(api).origin;
  uploads = join(t.config.dataDir, 'uploads');
});
afterAll(async () => {
  dropLeftoverConnections(t.app);
  await t?.close();
});

interface UploadAnswer {
  code?: string;
  message?: string;
  data: { images: { id: number; url: string; mime: string; size: number }[] };
}

/** Uploads files the way a browser form does (multipart/form-data over real HTTP). */
async function upload(
  productId: number,
  files: { data: Buffer; name: string; type: string }[],
  token = boss.token,
) {
  const form = new FormData();
  for (const file of files)
    form.append('images', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const res = await fetch(`${api}admin/products/${productId}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as UploadAnswer };
}

const filesOf = (productId: number) => {
  const dir = join(uploads, 'products', String(productId));
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('product images', () => {
  it('stores images checked by their content and serves them with long cache headers', async () => {
    const product = await createProduct(t.app, boss.headers, { title: 'قاب عکس', unit_price: 1 });
    const res = await upload(product.id, [
      { data: PNG, name: 'front.png', type: 'image/png' },
      // A GIF named and declared as a JPEG: the content decides.
      { data: GIF, name: 'side.jpg', type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(201);
    const images = res.body.data.images;
    expect(images.map((i) => [i.mime, i.size])).toEqual([
      ['image/png', PNG.length],
      ['image/gif', GIF.length],
    ]);
    expect(images[0]?.url).toMatch(new RegExp(`^/api/media/products/${product.id}/[0-9a-f]{32}\\.png$`));
    expect(images[1]?.url).toMatch(/\.gif$/);
    const served = await fetch(`${origin}${images[0]?.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const again = await fetch(`${origin}${images[0]?.url}`, {
      headers: { 'if-none-match': served.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    const shown = (
      await t.app.inject({ method: 'GET', url: `/api/admin/products/${product.id}`, headers: boss.headers })
    ).json();
    expect(shown.data.product.main_image).toBe(images[0]?.url);
    expect(shown.data.product.images).toHaveLength(2);
  });

  it('refuses what is not an image whatever its name and type say, and keeps nothing of the request', async () => {
    const product = await createProduct(t.app, boss.headers, { title: 'تابلو', unit_price: 1 });
    const svg = await upload(product.id, [
      { data: PNG, name: 'ok.png', type: 'image/png' },
      { data: SVG, name: 'logo.png', type: 'image/png' },
    ]);
    expect(svg.status).toBe(422);
    expect(svg.body).toMatchObject({
      code: 'invalid_image',
      message: 'فایل باید تصویر JPG، PNG، WebP، GIF یا AVIF باشد.',
    });
    const text = await upload(product.id, [
      { data: Buffer.from('MZ\x90\x00 not a picture'), name: 'photo.jpg', type: 'image/jpeg' },
    ]);
    expect(text.status).toBe(422);
    expect(filesOf(product.id)).toEqual([]);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(product.id, [{ data: big, name: 'big.png', type: 'image/png' }]);
    expect(tooBig.status).toBe(413);
    expect(filesOf(product.id)).toEqual([]);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/images`,
      headers: boss.headers,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const none = await upload(product.id, []);
    expect(none.status).toBe(422);
  });

  it('deletes and reorders images, and removes the files with their product', async () => {
    const product = await createProduct(t.app, boss.headers, { title: 'آلبوم', unit_price: 1 });
    const { body } = await upload(product.id, [
      { data: PNG, name: 'a.png', type: 'image/png' },
      { data: GIF, name: 'b.gif', type: 'image/gif' },
      { data: PNG, name: 'c.png', type: 'image/png' },
    ]);
    const [a, b, c] = body.data.images;
    const sorted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/images/sort`,
      headers: boss.headers,
      payload: { ids: [c?.id, a?.id, b?.id] },
    });
    expect(sorted.json().data.images.map((i: { id: number }) => i.id)).toEqual([c?.id, a?.id, b?.id]);
    const partial = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/images/sort`,
      headers: boss.headers,
      payload: { ids: [a?.id] },
    });
    expect(partial.statusCode).toBe(422);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}/images/${a?.id}`,
      headers: boss.headers,
    });
    expect(removed.json().data.images.map((i: { id: number }) => i.id)).toEqual([c?.id, b?.id]);
    expect((await fetch(`${origin}${a?.url}`)).status).toBe(404);
    expect(filesOf(product.id)).toHaveLength(2);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${product.id}`, headers: boss.headers });
    expect(filesOf(product.id)).toEqual([]);
  });

  it('cannot be led outside the upload folder', async () => {
    for (const path of [
      '/api/media/products/1/..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/media/products/1/../../../../etc/passwd',
      '/api/media/products/..%2F..%2F/0123456789abcdef0123456789abcdef.png',
      '/api/media/products/1/0123456789abcdef0123456789abcdef.png%00.txt',
    ]) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).toBe(404);
    }
    for (const key of ['../x', '/etc/passwd', 'a/../b', 'a//b', 'a/./b', 'A.png', '', 'a\\b'])
      expect(isSafeStorageKey(key), key).toBe(false);
    expect(isSafeStorageKey('products/1/0123456789abcdef0123456789abcdef.png')).toBe(true);
    const storage = createLocalDiskStorage(uploads);
    await expect(storage.put('../escape.png', PNG)).rejects.toThrow(/unsafe storage key/);
    expect(await storage.get('../../etc/passwd')).toBeNull();
    // put takes a stream as well as a buffer; get streams it back; delete forgets it.
    await storage.put('tests/1/stream.png', Readable.from([PNG.subarray(0, 10), PNG.subarray(10)]));
    const back = await storage.get('tests/1/stream.png');
    expect(back?.size).toBe(PNG.length);
    const chunks: Buffer[] = [];
    for await (const chunk of back?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PNG)).toBe(true);
    await storage.delete('tests/1/stream.png');
    expect(await storage.get('tests/1/stream.png')).toBeNull();
  });

  it('needs modify_product to change images', async () => {
    const reader = await t.adminWith(['read_product']);
    const product = await createProduct(t.app, boss.headers, { title: 'نقاشی', unit_price: 1 });
    const res = await upload(product.id, [{ data: PNG, name: 'a.png', type: 'image/png' }], reader.token);
    expect(res.status).toBe(403);
    expect(filesOf(product.id)).toEqual([]);
  });
});
