import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, products } from '../src/db/schema/index.ts';
import { LARAVEL_PAGINATOR_KEYS } from './support/laravel.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.adminWith(['read_brand', 'write_brand', 'modify_brand', 'delete_brand'])).headers;
  api = apiAs(t, staff);
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
afterAll(async () => t?.close());

describe('brands', () => {
  it('creates a brand, turning Arabic ي and ك into Persian letters, and reads it back', async () => {
    const created = await api.post('/admin/brands', {
      name: 'كيميا تك',
      status: 1,
      show_index: true,
      description: 'لوازم خانگي',
      image: '/api/media/reference/brands/0123456789abcdef0123456789abcdef.png',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'برند با موفقیت ثبت شد' });
    expect(created.body.data.brand).toMatchObject({
      name: 'کیمیا تک',
      status: true,
      show_index: true,
      description: 'لوازم خانگی',
      image: '/api/media/reference/brands/0123456789abcdef0123456789abcdef.png',
    });
    const shown = await api.get(`/admin/brands/${created.body.data.brand.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.brand.name).toBe('کیمیا تک');
  });

  it('lists in a Laravel paginator, filtered by status and show_index, sorted by name', async () => {
    await api.post('/admin/brands', { name: 'Adidas', status: 0 });
    await api.post('/admin/brands', { name: 'Zara', status: 1, show_index: false });
    await api.post('/admin/brands', { name: 'Bosch', status: 1, show_index: true });
    const list = await api.get('/admin/brands?status=1&sort_by=name');
    expect(list.status).toBe(200);
    expect(Object.keys(list.body.data.brands).sort()).toEqual(LARAVEL_PAGINATOR_KEYS);
    const names = list.body.data.brands.data.map((brand: { name: string }) => brand.name);
    expect(names).toContain('Zara');
    expect(names).not.toContain('Adidas');
    expect(names).toEqual([...names].sort());
    const home = await api.get('/admin/brands?show_index=1&per_page=50');
    expect(home.body.data.brands.data.every((brand: { show_index: boolean }) => brand.show_index)).toBe(true);
    expect((await api.get('/admin/brands?status=yes')).status).toBe(422);
  });

  it('searches Persian-normalised: Arabic letters, no ZWNJ and Persian digits all find the brand', async () => {
    await api.post('/admin/brands', { name: 'پارس‌خزر ۲۰۰۰' });
    for (const term of ['پارس‌خزر', 'پارس خزر', 'پارس خزر 2000', 'پارس خزر ٢٠٠٠']) {
      const found = await api.get(`/admin/brands?search=${encodeURIComponent(term)}`);
      expect(
        found.body.data.brands.data.map((b: { name: string }) => b.name),
        term,
      ).toContain('پارس‌خزر ۲۰۰۰');
    }
    const arabic = await api.get(`/admin/brands?search=${encodeURIComponent('كيميا')}`);
    expect(arabic.body.data.brands.data.map((b: { name: string }) => b.name)).toEqual(['کیمیا تک']);
  });

  it('updates part of a brand and keeps the rest', async () => {
    const { body } = await api.post('/admin/brands', { name: 'Philips', description: 'هلند' });
    const id = body.data.brand.id;
    const updated = await api.put(`/admin/brands/${id}`, { status: false });
    expect(updated.status).toBe(200);
    expect(updated.body.data.brand).toMatchObject({ name: 'Philips', status: false, description: 'هلند' });
  });

  it('refuses a taken name, a missing name and a bad image path with Persian messages', async () => {
    const taken = await api.post('/admin/brands', { name: 'Zara' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.name).toEqual(['این نام برند قبلا ثبت شده است.']);
    const bad = await api.post('/admin/brands', { name: '', image: 'javascript:alert(1)' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name).toEqual(['نام برند الزامی است.']);
    expect(bad.body.errors.image).toEqual([
      'تصویر باید نشانی تصویری باشد که در همین فروشگاه بارگذاری شده (/api/media/…) یا نشانی https از میزبانی مجاز.',
    ]);
  });

  it('deletes an unused brand and refuses one that products carry', async () => {
    const { body } = await api.post('/admin/brands', { name: 'Temp' });
    expect((await api.del(`/admin/brands/${body.data.brand.id}`)).status).toBe(200);
    expect((await api.get(`/admin/brands/${body.data.brand.id}`)).status).toBe(404);
    const used = await api.post('/admin/brands', { name: 'Used brand' });
    const product = await insertProduct(t, 'پیراهن');
    await t.db.update(products).set({ brandId: used.body.data.brand.id }).where(eq(products.id, product.id));
    const refused = await api.del(`/admin/brands/${used.body.data.brand.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('این برند در ۱ محصول به کار رفته و حذف نمی‌شود.');
    expect(await t.db.select().from(brands).where(eq(brands.id, used.body.data.brand.id))).toHaveLength(1);
  });

  it('uploads a brand image checked by its content and serves it under the path to store', async () => {
    const upload = async (data: Buffer, name: string, headers = staff) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), name);
      const request = new Request('http://local/', { method: 'POST', body: form });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/brands/image',
        headers: { ...headers, 'content-type': request.headers.get('content-type') as string },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      return { status: res.statusCode, body: res.json() };
    };
    const res = await upload(PNG, 'logo.png');
    expect(res.status).toBe(201);
    const path = res.body.data.image as string;
    expect(path).toMatch(/^\/api\/media\/reference\/brands\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const brand = await api.post('/admin/brands', { name: 'با لوگو', image: path });
    expect(brand.body.data.brand.image).toBe(path);
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png');
    expect(svg.status).toBe(422);
    expect(svg.body.code).toBe('invalid_image');
    const reader = (await t.adminWith(['read_brand'])).headers;
    expect((await upload(PNG, 'logo.png', reader)).status).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/media/reference/brands/../../x.png' })).statusCode,
    ).toBe(404);
  });

  it('refuses staff without the brand permissions', async () => {
    const reader = apiAs(t, (await t.adminWith(['read_brand'])).headers);
    expect((await reader.get('/admin/brands')).status).toBe(200);
    const refused = await reader.post('/admin/brands', { name: 'Nope' });
    expect(refused.status).toBe(403);
    // The refusal names the permission (its label and name).
    expect(refused.body.message).toBe('شما مجوز «افزودن برندها» (write_brand) را ندارید.');
    expect(refused.body.data).toEqual({ permission: 'write_brand' });
    const nobody = apiAs(t, (await t.adminWith(['read_unit'])).headers);
    expect((await nobody.get('/admin/brands')).status).toBe(403);
  });
});
