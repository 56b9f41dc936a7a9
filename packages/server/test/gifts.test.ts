import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifts } from '../src/db/schema/index.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t, (await t.adminWith(['read_gift', 'write_gift', 'modify_gift', 'delete_gift'])).headers);
});
afterAll(async () => t?.close());

/** A gift of one test's own. */
async function makeGift(name: string, start: string, end: string, status: boolean) {
  const res = await api.post('/admin/gifts', { name, start_date: start, end_date: end, status });
  expect(res.status).toBe(201);
  return res.body.data.gift.id as number;
}

describe('gifts', () => {
  it('creates a gift with a Tehran time window, an image path and a status', async () => {
    const res = await api.post('/admin/gifts', {
      name: 'كيف هديه',
      start_date: '1404/09/01 00:00',
      end_date: '1404/09/30 23:59',
      status: 1,
      image: '/api/media/reference/gifts/0123456789abcdef0123456789abcdef.webp',
    });
    expect(res.status).toBe(201);
    const id = res.body.data.gift.id;
    expect(res.body.data.gift).toMatchObject({
      name: 'کیف هدیه',
      start_date: '2025-11-21T20:30:00.000Z',
      end_date: '2025-12-21T20:29:00.000Z',
      status: true,
      image: '/api/media/reference/gifts/0123456789abcdef0123456789abcdef.webp',
    });
    expect((await api.get(`/admin/gifts/${id}`)).body.data.gift.name).toBe('کیف هدیه');
  });

  it('refuses an end before the start (also on a partial update) and a bad image, writing nothing', async () => {
    const id = await makeGift('جاکلیدی', '1404/09/01', '1404/09/30', true);
    const before = await t.db.select().from(gifts);
    const backwards = await api.post('/admin/gifts', {
      name: 'x',
      start_date: '1404/09/02',
      end_date: '1404/09/01',
    });
    expect(backwards.body.errors).toEqual({ end_date: ['زمان پایان باید بعد از زمان شروع باشد.'] });
    const partial = await api.put(`/admin/gifts/${id}`, { start_date: '1404/10/01' });
    expect(partial.status).toBe(422);
    const image = await api.put(`/admin/gifts/${id}`, { image: 'C:\\gift.png' });
    expect(image.body.errors.image).toEqual([
      'تصویر باید نشانی تصویری باشد که در همین فروشگاه بارگذاری شده (/api/media/…) یا نشانی https از میزبانی مجاز.',
    ]);
    const missing = await api.post('/admin/gifts', {});
    expect(Object.keys(missing.body.errors).sort()).toEqual(['end_date', 'name', 'start_date']);
    expect(await t.db.select().from(gifts)).toEqual(before);
  });

  it('lists filtered by status, searched, sorted by start; updates and deletes', async () => {
    // Its own two, named with a word no other test uses; the search keeps other tests' gifts out.
    const id = await makeGift('کیف هدیه نوروزی', '1404/09/01 00:00', '1404/09/30 23:59', true);
    await makeGift('ماگ سرامیکی نوروزی', '1404/08/01', '1404/08/15', false);
    const names = async (query: string) =>
      (
        await api.get(`/admin/gifts?search=${encodeURIComponent('نوروزی')}&${query}`)
      ).body.data.gifts.data.map((g: { name: string }) => g.name);
    expect(await names('status=1')).toEqual(['کیف هدیه نوروزی']);
    expect(await names('status=0')).toEqual(['ماگ سرامیکی نوروزی']);
    expect(await names('sort_by=start_date')).toEqual(['ماگ سرامیکی نوروزی', 'کیف هدیه نوروزی']);
    expect(await names('sort_by=start_date&sort_desc=1')).toEqual(['کیف هدیه نوروزی', 'ماگ سرامیکی نوروزی']);
    const search = await api.get(`/admin/gifts?search=${encodeURIComponent('هديه نوروزي')}`);
    expect(search.body.data.gifts.data.map((g: { id: number }) => g.id)).toEqual([id]);
    const updated = await api.put(`/admin/gifts/${id}`, { end_date: '1404/10/10 12:00', status: false });
    expect(updated.body.data.gift).toMatchObject({ status: false, end_date: '2025-12-31T08:30:00.000Z' });
    expect((await api.del(`/admin/gifts/${id}`)).status).toBe(200);
    expect((await api.get(`/admin/gifts/${id}`)).status).toBe(404);
  });

  it('refuses staff without write_gift', async () => {
    const reader = apiAs(t, (await t.adminWith(['read_gift'])).headers);
    expect((await reader.post('/admin/gifts', { name: 'x' })).status).toBe(403);
  });
});
