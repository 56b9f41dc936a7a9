import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, faqs, pages } from '../src/db/schema/index.ts';
import { LARAVEL_PAGINATOR_KEYS } from './support/laravel.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(
    t,
    (
      await t.adminWith([
        'read_page',
        'write_page',
        'modify_page',
        'delete_page',
        'read_faq',
        'write_faq',
        'modify_faq',
        'delete_faq',
      ])
    ).headers,
  );
});
afterAll(async () => t?.close());

describe('pages', () => {
  it('creates a page with a Persian slug and sanitised text; a second one with the same title gets -2', async () => {
    const res = await api.post('/admin/pages', {
      title: 'درباره ما',
      text: '<h2>ما که هستیم</h2><p style="color:red" onmouseover="x()">فروشگاه <a href="https://x.ir" target="_blank">ما</a></p><iframe src="https://evil"></iframe>',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('صفحه با موفقیت ثبت شد');
    expect(res.body.data.page).toMatchObject({
      title: 'درباره ما',
      slug: 'درباره-ما',
      text: '<h2>ما که هستیم</h2><p>فروشگاه <a href="https://x.ir" target="_blank" rel="noopener noreferrer">ما</a></p>',
    });
    const twin = await api.post('/admin/pages', { title: 'درباره  ما!', text: '<p>نسخه دیگر</p>' });
    expect(twin.body.data.page.slug).toBe('درباره-ما-2');
  });

  it('keeps the slug when the title changes (links stay), and refuses a sent slug as read-only', async () => {
    const [page] = await t.db.select().from(pages).orderBy(asc(pages.id)).limit(1);
    const res = await api.put(`/admin/pages/${page?.id}`, { title: 'درباره فروشگاه' });
    expect(res.status).toBe(200);
    expect(res.body.data.page).toMatchObject({ title: 'درباره فروشگاه', slug: 'درباره-ما' });
    const slug = await api.put(`/admin/pages/${page?.id}`, { slug: 'x' });
    expect(slug.status).toBe(422);
  });

  it('lists, searches Persian-insensitively, shows and deletes', async () => {
    const list = await api.get('/admin/pages');
    expect(Object.keys(list.body.data.pages).sort()).toEqual(LARAVEL_PAGINATOR_KEYS);
    expect(list.body.data.pages.total).toBe(2);
    const found = await api.get(`/admin/pages?search=${encodeURIComponent('فروشگاه')}`);
    expect(found.body.data.pages.total).toBe(1);
    const id = found.body.data.pages.data[0].id;
    expect((await api.get(`/admin/pages/${id}`)).body.data.page.title).toBe('درباره فروشگاه');
    expect((await api.del(`/admin/pages/${id}`)).status).toBe(200);
    expect((await api.get(`/admin/pages/${id}`)).status).toBe(404);
  });

  it('answers Persian validation errors', async () => {
    const res = await api.post('/admin/pages', { title: '', text: '<script>x()</script>' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ title: ['عنوان الزامی است.'] });
    const empty = await api.post('/admin/pages', { title: 'قوانین', text: '<script>x()</script>' });
    expect(empty.body.errors).toEqual({ text: ['متن پس از پاک‌سازی خالی است.'] });
    const long = await api.post('/admin/pages', { title: 'ی'.repeat(192), text: '<p>x</p>' });
    expect(long.body.errors.title).toEqual(['عنوان نباید بیشتر از ۱۹۱ نویسه باشد.']);
  });
});

describe('FAQs', () => {
  const ids: number[] = [];
  it('creates FAQs at the end of the order, answering {faq} and listing {faqs} in order', async () => {
    for (const question of ['ارسال چند روز طول می‌کشد؟', 'چطور مرجوع کنم؟', 'پرداخت در محل دارید؟']) {
      const res = await api.post('/admin/f_a_qs', {
        question,
        answer: `<p>پاسخ ${question}</p>`,
        status: true,
      });
      expect(res.status).toBe(201);
      ids.push(res.body.data.faq.id);
    }
    const list = await api.get('/admin/f_a_qs');
    expect(list.status).toBe(200);
    expect(list.body.data.faqs.data.map((f: { id: number; order: number }) => [f.id, f.order])).toEqual([
      [ids[0], 0],
      [ids[1], 1],
      [ids[2], 2],
    ]);
  });

  it('sorts with every id in the new order (Shopit key `f_a_qs` too)', async () => {
    const [a, b, c] = ids as [number, number, number];
    const res = await api.post('/admin/f_a_qs/sort', { ids: [c, a, b] });
    expect(res.status).toBe(200);
    expect(res.body.data.faqs.map((f: { id: number }) => f.id)).toEqual([c, a, b]);
    const shopit = await api.post('/admin/f_a_qs/sort', { f_a_qs: [b, c, a] });
    expect(shopit.status).toBe(200);
    const rows = await t.db.select().from(faqs).orderBy(asc(faqs.order));
    expect(rows.map((row) => row.id)).toEqual([b, c, a]);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'faqs'), eq(auditLogs.action, 'sort')))
      .orderBy(asc(auditLogs.id));
    expect(audit.map((row) => [row.before, row.after])).toEqual([
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

  it('refuses a partial, repeated or unknown order in Persian and changes nothing', async () => {
    const [a, b, c] = ids as [number, number, number];
    const missing = await api.post('/admin/f_a_qs/sort', { ids: [a, b] });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.ids[0]).toContain('جا افتاده');
    const twice = await api.post('/admin/f_a_qs/sort', { ids: [a, a, b, c] });
    expect(twice.body.errors.ids[0]).toContain('تکراری');
    const unknown = await api.post('/admin/f_a_qs/sort', { ids: [a, b, c, 999999] });
    expect(unknown.body.errors.ids[0]).toContain('۹۹۹۹۹۹');
    const none = await api.post('/admin/f_a_qs/sort', {});
    expect(none.body.errors.ids).toEqual(['ترتیب الزامی است.']);
    const rows = await t.db.select().from(faqs).orderBy(asc(faqs.order));
    expect(rows.map((row) => row.id)).toEqual([b, c, a]);
  });

  it('edits, filters by status, deletes, and validates in Persian', async () => {
    const [a] = ids as [number];
    const off = await api.put(`/admin/f_a_qs/${a}`, {
      status: false,
      answer: '<p>پاسخ تازه<script>x</script></p>',
    });
    expect(off.body.data.faq).toMatchObject({ status: false, answer: '<p>پاسخ تازه</p>' });
    expect((await api.get('/admin/f_a_qs?status=0')).body.data.faqs.total).toBe(1);
    const bad = await api.post('/admin/f_a_qs', { question: '', answer: '' });
    expect(bad.body.errors).toEqual({ question: ['پرسش الزامی است.'], answer: ['پاسخ الزامی است.'] });
    expect((await api.del(`/admin/f_a_qs/${a}`)).status).toBe(200);
    expect((await api.get('/admin/f_a_qs')).body.data.faqs.total).toBe(2);
  });

  it('refuses staff without the FAQ and page permissions', async () => {
    const reader = apiAs(t, (await t.adminWith(['read_faq', 'read_page'])).headers);
    const [, b, c] = ids as [number, number, number];
    expect((await reader.get('/admin/f_a_qs')).status).toBe(200);
    const sort = await reader.post('/admin/f_a_qs/sort', { ids: [c, b] });
    expect(sort.status).toBe(403);
    expect(sort.body.message).toBe('شما مجوز «ویرایش پرسش‌های متداول» (modify_faq) را ندارید.');
    expect((await reader.post('/admin/pages', { title: 'x', text: 'x' })).status).toBe(403);
    expect((await reader.del(`/admin/f_a_qs/${b}`)).status).toBe(403);
  });
});
