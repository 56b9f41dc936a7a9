import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisementPositions, advertisements, sliders } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { catalogueReferenceStep } from '../src/seed/demo-catalogue-reference.ts';
import { contentMarketingStep } from '../src/seed/demo-content-marketing.ts';
import { demoPicture, writeDemoPictures } from '../src/seed/demo-image-files.ts';
import { demoImagePath } from '../src/seed/demo-images.ts';
import { productsStep } from '../src/seed/demo-products.ts';
import { staffStep } from '../src/seed/demo-staff.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('demo pictures', () => {
  it('draws a real PNG of the asked size', () => {
    const png = demoPicture('x', 120, 40);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(120);
    expect(png.readUInt32BE(20)).toBe(40);
  });

  it("writes the missing files behind the demo's slides and banners, which the media route then serves", async () => {
    const slides = ['جشنواره', 'ارسال رایگان'].map((name) => demoImagePath('content/sliders', name, 'png'));
    await t.db
      .insert(sliders)
      .values(slides.map((image, order) => ({ title: `اسلاید ${order}`, group: 'header', image, order })));
    const [position] = await t.db
      .insert(advertisementPositions)
      .values({ key: 'home_top', label: 'بالای خانه' })
      .returning();
    const banner = demoImagePath('content/advertise', 'home_top-1', 'png');
    await t.db.insert(advertisements).values({ positionId: position?.id as number, image: banner });
    for (const path of [...slides, banner])
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);

    expect(await writeDemoPictures(t.db, t.config.dataDir)).toBe(3);
    for (const path of [...slides, banner]) {
      const served = await t.app.inject({ method: 'GET', url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    }
    // Kept across restarts: nothing is written twice.
    expect(await writeDemoPictures(t.db, t.config.dataDir)).toBe(0);
  });

  it('gives every demo brand and a share of the demo products a picture the media routes serve', async () => {
    await seedDemo(t.db, { seed: 7, steps: [staffStep, catalogueReferenceStep, productsStep] });
    const written = await writeDemoPictures(t.db, t.config.dataDir);
    const { headers } = await t.adminWith('super_admin');
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

    const brandList = (await get('/api/admin/brands?all=1')).json().data.brands;
    const brandRows: { image: string | null }[] = brandList.data ?? brandList;
    expect(brandRows.length).toBeGreaterThan(3);
    const productList = (await get('/api/admin/products?per_page=60')).json().data.products;
    const productRows: { main_image: string | null }[] = productList.data;
    const pictured = productRows.filter((p) => p.main_image !== null);
    // About a third of the products, not none and not all.
    expect(pictured.length).toBeGreaterThanOrEqual(productRows.length / 4);
    expect(pictured.length).toBeLessThan(productRows.length);
    expect(written).toBeGreaterThanOrEqual(brandRows.length + pictured.length);

    for (const path of [...brandRows.map((b) => b.image), ...pictured.map((p) => p.main_image)]) {
      expect(path).toMatch(/^\/api\/media\//);
      const served = await t.app.inject({ method: 'GET', url: path as string });
      expect(served.statusCode, path as string).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    }
    // The product's image row names the picture's real size.
    const one = (await get(`/api/admin/products?per_page=60`))
      .json()
      .data.products.data.find((p: { main_image: string | null }) => p.main_image);
    const full = (await get(`/api/admin/products/${one.id}`)).json().data.product;
    const served = await t.app.inject({ method: 'GET', url: one.main_image });
    expect(full.images[0]).toMatchObject({ size: served.rawPayload.length });
  });

  it("gives the demo's social feed (/admin/instagram) pictures the media route serves", async () => {
    // A shop of its own: the feed's step seeds banners too, which the tests above made by hand.
    const own = await createTestApp();
    try {
      await seedDemo(own.db, { seed: 7, steps: [contentMarketingStep] });
      await writeDemoPictures(own.db, own.config.dataDir);
      const { headers } = await own.adminWith('super_admin');
      const answer = (await own.app.inject({ method: 'GET', url: '/api/admin/instagram', headers })).json();
      const posts: { image: string }[] = answer.data.instagram;
      expect(posts).toHaveLength(6);
      for (const { image } of posts) {
        const served = await own.app.inject({ method: 'GET', url: image });
        expect(served.statusCode, image).toBe(200);
        expect(served.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
      }
    } finally {
      await own.close();
    }
  });
});
