import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements, auditLogs } from '../src/db/schema/index.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(
    t,
    (
      await t.adminWith([
        'read_position',
        'write_position',
        'modify_position',
        'delete_position',
        'read_advertise',
        'write_advertise',
        'modify_advertise',
        'delete_advertise',
      ])
    ).headers,
  );
});
afterAll(async () => t?.close());

/** The audit rows of one position's action, oldest first. */
const audits = (positionId: number, action: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.entity, 'positions'),
        eq(auditLogs.entityId, String(positionId)),
        eq(auditLogs.action, action),
      ),
    )
    .orderBy(asc(auditLogs.id));

/** The weights of one position's banners, by id. */
const weights = async (positionId: number) =>
  (
    await t.db
      .select({ id: advertisements.id, possibility: advertisements.possibility })
      .from(advertisements)
      .where(eq(advertisements.positionId, positionId))
      .orderBy(asc(advertisements.id))
  ).map((row) => row.possibility);

const IMAGES = [
  '/api/media/content/banners/0123456789abcdef0123456789abcdef.webp',
  '/api/media/content/banners/b123456789abcdefb123456789abcdef.webp',
  '/api/media/content/banners/c123456789abcdefc123456789abcdef.webp',
];

let positions = 0;
/**
 * A position of one test's own (a fresh key), with three banners: the first links to a page and weighs
 * 100, the others 0.
 */
async function positionWithBanners() {
  positions += 1;
  const made = await api.post('/admin/positions', { key: `spot_${positions}`, label: `جایگاه ${positions}` });
  expect(made.status).toBe(201);
  const positionId = made.body.data.position.id as number;
  const banners: number[] = [];
  for (const [index, image] of IMAGES.entries()) {
    const link = index === 0 ? { link: '/shop?tag=yalda' } : {};
    const res = await api.post('/admin/advertise', { position_id: positionId, image, ...link });
    expect(res.status).toBe(201);
    banners.push(res.body.data.advertisement.id);
  }
  return { positionId, banners };
}

describe('banner positions and banners', () => {
  it('creates a position, refusing a taken key and bad values in Persian', async () => {
    const res = await api.post('/admin/positions', {
      key: 'home_top',
      label: 'بالای صفحه اصلي',
      description: 'بنر پهن زیر اسلایدر',
      width: 1200,
      height: 300,
      status: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.position).toMatchObject({ key: 'home_top', label: 'بالای صفحه اصلی', width: 1200 });
    const taken = await api.post('/admin/positions', { key: 'home_top', label: 'دیگری' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.key).toEqual(['این کلید قبلا ثبت شده است.']);
    const bad = await api.post('/admin/positions', { key: 'بالا', label: '', width: 0 });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['key', 'label', 'width']);
  });

  it('adds banners with a Tehran time window; the first takes weight 100, the next 0', async () => {
    const made = await api.post('/admin/positions', { key: 'home_middle', label: 'میانه صفحه اصلي' });
    const positionId = made.body.data.position.id;
    const banners: number[] = [];
    const first = await api.post('/admin/advertise', {
      position_id: positionId,
      image: '/api/media/content/banners/0123456789abcdef0123456789abcdef.webp',
      link: '/shop?tag=yalda',
      new_tab: true,
      start: '1404/09/25 00:00',
      end: '1404/10/01 23:59',
    });
    expect(first.status).toBe(201);
    expect(first.body.data.advertisement).toMatchObject({
      possibility: 100,
      new_tab: true,
      start: '2025-12-15T20:30:00.000Z',
      end: '2025-12-22T20:29:00.000Z',
      position_label: 'میانه صفحه اصلی',
    });
    banners.push(first.body.data.advertisement.id);
    for (const image of [
      '/api/media/content/banners/b123456789abcdefb123456789abcdef.webp',
      '/api/media/content/banners/c123456789abcdefc123456789abcdef.webp',
    ]) {
      const res = await api.post('/admin/advertise', { position_id: positionId, image });
      expect(res.body.data.advertisement).toMatchObject({ possibility: 0, start: null, end: null });
      banners.push(res.body.data.advertisement.id);
    }
    const position = await api.get(`/admin/positions/${positionId}`);
    expect(position.body.data.position.advertisements).toHaveLength(3);
    expect(position.body.data.position.advertisements_count).toBe(3);
    const list = await api.get(`/admin/advertise?position_id=${positionId}`);
    expect(list.body.data.advertisements.total).toBe(3);
  });

  it("names what each banner leads to: a linked record's title, an index page's label, null for a typed link", async () => {
    const { positionId, banners } = await positionWithBanners();
    const shoe = await insertProduct(t, 'کفش کتانی یلدا');
    const bag = await insertProduct(t, 'کیف دستی پاییزه');
    expect(
      (await api.put(`/admin/advertise/${banners[1]}`, { linkable_type: 'product', linkable_id: shoe.id }))
        .status,
    ).toBe(200);
    const shown = await api.put(`/admin/advertise/${banners[2]}`, {
      linkable_type: 'product',
      linkable_id: bag.id,
    });
    expect(shown.body.data.advertisement.linkable_title).toBe('کیف دستی پاییزه');
    const position = await api.get(`/admin/positions/${positionId}`);
    expect(
      position.body.data.position.advertisements.map(
        (b: { linkable_title: string | null }) => b.linkable_title,
      ),
    ).toEqual([null, 'کفش کتانی یلدا', 'کیف دستی پاییزه']);
    await api.put(`/admin/advertise/${banners[1]}`, { linkable_type: 'index_product', linkable_id: null });
    const list = await api.get(`/admin/advertise?position_id=${positionId}&sort_by=id`);
    expect(
      list.body.data.advertisements.data.map((b: { linkable_title: string | null }) => b.linkable_title),
    ).toEqual([null, 'فروشگاه (همه محصولات)', 'کیف دستی پاییزه']);
  });

  it('refuses bad banners: backwards window, unknown position, link and linked item both', async () => {
    const { positionId, banners } = await positionWithBanners();
    const before = await weights(positionId);
    const backwards = await api.post('/admin/advertise', {
      position_id: positionId,
      image: '/api/media/content/banners/0123456789abcdef0123456789abcdef.webp',
      start: '1404/10/02',
      end: '1404/10/01',
    });
    expect(backwards.body.errors).toEqual({ end: ['زمان پایان نمایش باید بعد از زمان شروع باشد.'] });
    const badDate = await api.put(`/admin/advertise/${banners[0]}`, { end: '1404/13/01' });
    expect(badDate.body.errors.end).toBeDefined();
    const nowhere = await api.post('/admin/advertise', {
      position_id: 99999,
      image: '/api/media/content/banners/0123456789abcdef0123456789abcdef.webp',
    });
    expect(nowhere.body.errors.position_id).toEqual(['جایگاه با شناسه ۹۹۹۹۹ وجود ندارد.']);
    const noImage = await api.post('/admin/advertise', { position_id: positionId });
    expect(noImage.body.errors.image).toBeDefined();
    const both = await api.put(`/admin/advertise/${banners[0]}`, { linkable_type: 'index_product' });
    expect(both.body.errors.link).toBeDefined();
    const cleared = await api.put(`/admin/advertise/${banners[0]}`, {
      link: null,
      linkable_type: 'index_product',
    });
    expect(cleared.body.data.advertisement).toMatchObject({ link: null, linkable_type: 'index_product' });
    expect(await weights(positionId)).toEqual(before);
  });

  it('sets the weights of a position at once, all or nothing', async () => {
    const { positionId, banners } = await positionWithBanners();
    const set = (ids: unknown, possibility: unknown) =>
      api.post(`/admin/positions/${positionId}/update_possibility`, {
        banner_ids: ids,
        banner_possibility: possibility,
      });
    const ok = await set(banners, [50, '۳۰', 20]);
    expect(ok.status).toBe(200);
    expect(ok.body.data.advertisements.map((b: { possibility: number }) => b.possibility)).toEqual([
      50, 30, 20,
    ]);
    expect(await weights(positionId)).toEqual([50, 30, 20]);
    const [weightLog] = await audits(positionId, 'weights');
    expect(weightLog).toMatchObject({ entityId: String(positionId), adminId: expect.any(Number) });
    expect(weightLog?.before).toEqual(banners.map((id, i) => ({ id, possibility: i === 0 ? 100 : 0 })));

    const notHundred = await set(banners, [50, 30, 30]);
    expect(notHundred.body.errors.banner_possibility).toEqual([
      'جمع ضریب‌های نمایش باید ۱۰۰ باشد (اکنون ۱۱۰).',
    ]);
    const missing = await set(banners.slice(0, 2), [50, 50]);
    expect(missing.body.errors.banner_ids[0]).toContain('جا افتاده');
    const lengths = await set(banners, [100]);
    expect(lengths.body.errors.banner_possibility).toEqual(['برای هر بنر یک ضریب نمایش بفرستید.']);
    const range = await set(banners, [150, -25, -25]);
    expect(range.body.errors['banner_possibility.0']).toBeDefined();
    const other = await api.post('/admin/positions', { key: 'sidebar', label: 'کنار صفحه' });
    const foreign = await api.post(`/admin/positions/${other.body.data.position.id}/update_possibility`, {
      banner_ids: banners,
      banner_possibility: [50, 30, 20],
    });
    expect(foreign.body.errors.banner_ids[0]).toContain('کنار صفحه');
    expect((await set('x', [])).status).toBe(422);
    expect(
      (
        await api.post('/admin/positions/99999/update_possibility', {
          banner_ids: [],
          banner_possibility: [],
        })
      ).status,
    ).toBe(404);
    expect(await weights(positionId)).toEqual([50, 30, 20]);
  });

  it('orders the banners of a position with every id of it (Shopit orders too), refusing others in Persian', async () => {
    const { positionId, banners } = await positionWithBanners();
    const [a, b, c] = banners as [number, number, number];
    const order = async () =>
      (
        (await api.get(`/admin/positions/${positionId}`)).body.data.position.advertisements as {
          id: number;
        }[]
      ).map((banner) => banner.id);
    expect(await order()).toEqual([a, b, c]);
    const res = await api.post(`/admin/positions/${positionId}/sort`, { ids: [c, a, b] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('ترتیب بنرها ذخیره شد');
    expect(
      res.body.data.advertisements.map((banner: { id: number; order: number }) => [banner.id, banner.order]),
    ).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    expect(await order()).toEqual([c, a, b]);
    const list = await api.get(`/admin/advertise?position_id=${positionId}&sort_by=order`);
    expect(list.body.data.advertisements.data.map((banner: { id: number }) => banner.id)).toEqual([c, a, b]);
    const shopit = await api.post(`/admin/positions/${positionId}/sort`, { orders: [b, c, a] });
    expect(shopit.status).toBe(200);
    expect(await order()).toEqual([b, c, a]);

    const partial = await api.post(`/admin/positions/${positionId}/sort`, { ids: [a, b] });
    expect(partial.status).toBe(422);
    expect(partial.body.errors.ids[0]).toContain('جا افتاده');
    const twice = await api.post(`/admin/positions/${positionId}/sort`, { ids: [a, a, b, c] });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.ids[0]).toContain('تکراری');
    const foreign = await api.post(`/admin/positions/${positionId}/sort`, { ids: [a, b, c, 999999] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.ids[0]).toContain('۹۹۹۹۹۹');
    expect((await api.post('/admin/positions/999999/sort', { ids: [] })).status).toBe(404);
    expect(await order()).toEqual([b, c, a]);

    const reader = apiAs(t, (await t.adminWith(['read_position', 'read_advertise'])).headers);
    const refusedSort = await reader.post(`/admin/positions/${positionId}/sort`, { ids: [a, b, c] });
    expect(refusedSort.status).toBe(403);
    expect(refusedSort.body.message).toBe('شما مجوز «ویرایش بنرهای تبلیغاتی» (modify_advertise) را ندارید.');
    expect(await order()).toEqual([b, c, a]);

    const sorts = await audits(positionId, 'sort');
    expect(sorts.map((row) => [row.before, row.after])).toEqual([
      [
        [a, b, c],
        [c, a, b],
      ],
      [
        [c, a, b],
        [b, c, a],
      ],
    ]);
  });

  it('puts a new banner at the end of the order of its position', async () => {
    const { positionId } = await positionWithBanners();
    const res = await api.post('/admin/advertise', {
      position_id: positionId,
      image: '/api/media/content/banners/0123456789abcdef0123456789abcdef.webp',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.advertisement.order).toBe(3);
    expect((await api.del(`/admin/advertise/${res.body.data.advertisement.id}`)).status).toBe(200);
  });

  it('refuses deleting a position that has banners, then deletes', async () => {
    const { positionId, banners } = await positionWithBanners();
    const refused = await api.del(`/admin/positions/${positionId}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('این جایگاه ۳ بنر دارد؛ ابتدا بنرها را حذف یا جابه‌جا کنید.');
    for (const id of banners) expect((await api.del(`/admin/advertise/${id}`)).status).toBe(200);
    expect((await api.del(`/admin/positions/${positionId}`)).status).toBe(200);
    expect((await api.get(`/admin/positions/${positionId}`)).status).toBe(404);
  });

  it('refuses staff without the position and advertise permissions', async () => {
    const reader = apiAs(t, (await t.adminWith(['read_position', 'read_advertise'])).headers);
    expect((await reader.get('/admin/positions')).status).toBe(200);
    expect((await reader.post('/admin/positions', { key: 'a', label: 'a' })).status).toBe(403);
    expect(
      (
        await reader.post('/admin/advertise', {
          position_id: 1,
          image: '/api/media/content/banners/0123456789abcdef0123456789abcdef.webp',
        })
      ).status,
    ).toBe(403);
    const weightsRes = await reader.post('/admin/positions/1/update_possibility', {
      banner_ids: [],
      banner_possibility: [],
    });
    expect(weightsRes.status).toBe(403);
  });
});
