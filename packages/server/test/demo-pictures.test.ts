import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisementPositions, advertisements, sliders } from '../src/db/schema/index.ts';
import { demoPicture, writeDemoPictures } from '../src/seed/demo-image-files.ts';
import { demoImagePath } from '../src/seed/demo-images.ts';
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
});
