import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function upload(kind: string, headers: Record<string, string>) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'x.png');
  const request = new Request('http://local/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/${kind}/image`,
    headers: { ...headers, 'content-type': request.headers.get('content-type') as string },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('image uploads of banners, menu icons, shipping logos and settings logos', () => {
  it.each([
    ['advertise', 'write_advertise', 'read_advertise'],
    ['menu_items', 'write_menu', 'read_menu'],
    ['shippings', 'write_shipping', 'read_shipping'],
    ['settings', 'modify_setting', 'read_setting'],
  ])('POST admin/%s/image stores the file with %s and refuses %s', async (kind, allowed, refused) => {
    const ok = await upload(kind, (await t.adminWith([allowed])).headers);
    expect(ok.status).toBe(201);
    const path = ok.body.data.image as string;
    expect(path).toMatch(new RegExp(`^/api/media/content/${kind}/[0-9a-f]{32}\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await upload(kind, (await t.adminWith([refused])).headers)).status).toBe(403);
  });
});
