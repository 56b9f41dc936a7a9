import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, sliders } from '../src/db/schema/index.ts';
import { LARAVEL_PAGINATOR_KEYS } from './support/laravel.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
const header: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(
    t,
    (await t.adminWith(['read_slider', 'write_slider', 'modify_slider', 'delete_slider'])).headers,
  );
});
afterAll(async () => t?.close());

const slide = (title: string, group = 'header', extra: Record<string, unknown> = {}) => ({
  title,
  group,
  image: `/api/media/content/sliders/${createHash('md5').update(title).digest('hex')}.jpg`,
  status: true,
  ...extra,
});

describe('slider groups', () => {
  it('lists the groups core declares with Persian labels and counts', async () => {
    const res = await api.get('/admin/sliders/groups');
    expect(res.status).toBe(200);
    expect(res.body.data.groups).toEqual(['header', 'header-mobile', 'footer', 'inner']);
    expect(res.body.data.group_labels).toMatchObject({ header: 'هدر', 'header-mobile': 'هدر موبایل' });
    expect(res.body.data.counts.header).toBe(0);
  });
});

describe('slides', () => {
  it('creates slides at the end of their group, with a link or a linked item', async () => {
    const product = await insertProduct(t, 'کفش ورزشی');
    for (const [i, title] of ['حراج پاییزه', 'کالکشن زمستانه', 'ارسال رایگان'].entries()) {
      const extra =
        i === 0 ? { link: '/flash' } : i === 1 ? { linkable_type: 'product', linkable_id: product.id } : {};
      const res = await api.post('/admin/sliders', slide(title, 'header', extra));
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('اسلاید با موفقیت ثبت شد');
      expect(res.body.data.slider).toMatchObject({ title, group: 'header', group_label: 'هدر', order: i });
      header.push(res.body.data.slider.id);
    }
    const mobile = await api.post('/admin/sliders', slide('حراج موبایل', 'header-mobile'));
    expect(mobile.body.data.slider).toMatchObject({ group_label: 'هدر موبایل', order: 0 });
    const blog = await api.post('/admin/sliders', slide('وبلاگ', 'inner', { linkable_type: 'index_post' }));
    expect(blog.status).toBe(201);
    expect(blog.body.data.slider).toMatchObject({
      linkable_type: 'index_post',
      linkable_id: null,
      link: null,
    });
  });

  it('answers one group in order as a Laravel paginator (404 for an unknown group)', async () => {
    const res = await api.get('/admin/sliders/groups/header');
    expect(res.status).toBe(200);
    expect(res.body.data.group_label).toBe('هدر');
    expect(Object.keys(res.body.data.sliders).sort()).toEqual(LARAVEL_PAGINATOR_KEYS);
    expect(res.body.data.sliders.data.map((s: { id: number }) => s.id)).toEqual(header);
    expect((await api.get('/admin/sliders/groups/sidebar')).status).toBe(404);
    const all = await api.get('/admin/sliders');
    expect(
      all.body.data.sliders.data.map((s: { group: string; order: number }) => `${s.group}:${s.order}`),
    ).toEqual(['header:0', 'header:1', 'header:2', 'header-mobile:0', 'inner:0']);
    const list = await api.get('/admin/sliders?group=header-mobile');
    expect(list.body.data.sliders.total).toBe(1);
    const bad = await api.get('/admin/sliders?group=sidebar');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.group).toEqual(['این گروه اسلایدر وجود ندارد.']);
  });

  it('sorts a group with every id of it (Shopit `orders` too), refusing others in Persian', async () => {
    const [a, b, c] = header as [number, number, number];
    const res = await api.post('/admin/sliders/sort', { group: 'header', ids: [c, a, b] });
    expect(res.status).toBe(200);
    expect(res.body.data.sliders.map((s: { id: number; order: number }) => [s.id, s.order])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const shopit = await api.post('/admin/sliders/sort', { group: 'header', orders: [b, c, a] });
    expect(shopit.status).toBe(200);

    const [mobile] = await t.db.select().from(sliders).where(eq(sliders.group, 'header-mobile'));
    const other = await api.post('/admin/sliders/sort', { group: 'header', ids: [a, b, c, mobile?.id] });
    expect(other.status).toBe(422);
    expect(other.body.errors.ids[0]).toContain('اسلایدهای گروه هدر');
    const partial = await api.post('/admin/sliders/sort', { group: 'header', ids: [a, b] });
    expect(partial.body.errors.ids[0]).toContain('جا افتاده');
    const badGroup = await api.post('/admin/sliders/sort', { group: 'sidebar', ids: [a] });
    expect(badGroup.body.errors.group).toEqual(['مقدار انتخاب‌شده برای گروه معتبر نیست.']);
    const rows = await t.db
      .select()
      .from(sliders)
      .where(eq(sliders.group, 'header'))
      .orderBy(asc(sliders.order));
    expect(rows.map((row) => row.id)).toEqual([b, c, a]);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'sliders'), eq(auditLogs.action, 'sort')));
    expect(audit.map((row) => [row.entityId, row.after])).toEqual([
      ['header', [c, a, b]],
      ['header', [b, c, a]],
    ]);
  });

  it('moves a slide to the end of another group and switches between link and linked item', async () => {
    const [a] = header as [number];
    const moved = await api.put(`/admin/sliders/${a}`, { group: 'header-mobile' });
    expect(moved.body.data.slider).toMatchObject({ group: 'header-mobile', order: 1 });
    const linked = await api.put(`/admin/sliders/${a}`, { link: null, linkable_type: 'index_product' });
    expect(linked.status).toBe(200);
    expect(linked.body.data.slider).toMatchObject({ link: null, linkable_type: 'index_product' });
  });

  it('answers Persian validation errors and stores nothing', async () => {
    const before = (await t.db.select().from(sliders)).length;
    const res = await api.post('/admin/sliders', {
      title: '',
      group: 'sidebar',
      image: 'javascript:x',
      link: 'ftp://x',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: ['عنوان الزامی است.'],
      group: ['مقدار انتخاب‌شده برای گروه معتبر نیست.'],
      image: [
        'تصویر باید نشانی تصویری باشد که در همین فروشگاه بارگذاری شده (/api/media/…) یا نشانی https از میزبانی مجاز.',
      ],
      link: ['قالب پیوند درست نیست.'],
    });
    const both = await api.post(
      '/admin/sliders',
      slide('هر دو', 'header', { link: '/x', linkable_type: 'product', linkable_id: 1 }),
    );
    expect(both.status).toBe(422);
    expect(both.body.errors.link).toBeDefined();
    const missing = await api.post(
      '/admin/sliders',
      slide('ناموجود', 'header', { linkable_type: 'post', linkable_id: 999999 }),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors.linkable_id[0]).toContain('وجود ندارد');
    const noImage = await api.post('/admin/sliders', { title: 'بی‌تصویر', group: 'header' });
    expect(noImage.body.errors).toEqual({ image: ['تصویر الزامی است.'] });
    expect((await t.db.select().from(sliders)).length).toBe(before);
  });

  it('deletes, and refuses staff without the slider permissions', async () => {
    const reader = apiAs(t, (await t.adminWith(['read_slider'])).headers);
    const [, b, c] = header as [number, number, number];
    expect((await reader.get('/admin/sliders/groups/header')).status).toBe(200);
    const sort = await reader.post('/admin/sliders/sort', { group: 'header', ids: [c, b] });
    expect(sort.status).toBe(403);
    expect(sort.body.message).toBe('شما مجوز «ویرایش اسلایدرها» (modify_slider) را ندارید.');
    expect((await reader.post('/admin/sliders', slide('x'))).status).toBe(403);
    const nobody = apiAs(t, (await t.adminWith([])).headers);
    expect((await nobody.get('/admin/sliders/groups')).status).toBe(403);
    expect((await api.del(`/admin/sliders/${b}`)).status).toBe(200);
    expect((await api.get(`/admin/sliders/${b}`)).status).toBe(404);
  });

  it('uploads a slide image checked by its bytes, serves it, and takes its path on the slide', async () => {
    const staffHeaders = (await t.adminWith(['read_slider', 'write_slider'])).headers;
    const upload = async (data: Buffer, headers: Record<string, string>) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'slide.png');
      const request = new Request('http://local/', { method: 'POST', body: form });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/sliders/image',
        headers: { ...headers, 'content-type': request.headers.get('content-type') as string },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      return { status: res.statusCode, body: res.json() };
    };
    const res = await upload(PNG, staffHeaders);
    expect(res.status).toBe(201);
    const path = res.body.data.image as string;
    expect(path).toMatch(/^\/api\/media\/content\/sliders\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const made = await api.post('/admin/sliders', { title: 'با تصویر', group: 'footer', image: path });
    expect(made.body.data.slider.image).toBe(path);
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>'),
      staffHeaders,
    );
    expect(svg.status).toBe(422);
    const reader = (await t.adminWith(['read_slider'])).headers;
    expect((await upload(PNG, reader)).status).toBe(403);
  });
});
