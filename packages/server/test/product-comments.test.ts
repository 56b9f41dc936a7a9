import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productComments } from '../src/db/schema/index.ts';
import { findOrCreateCustomer } from '../src/services/people/customer-by-mobile.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
let staffName: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const staff = await t.adminWith(['read_productComment', 'write_productComment', 'delete_productComment']);
  staffName = staff.admin.name;
  api = apiAs(t, staff.headers);
  const kettle = await insertProduct(t, 'كتري برقي');
  const phone = await insertProduct(t, 'گوشی موبایل');
  const rows = [
    {
      key: 'good',
      productId: kettle.id,
      authorName: 'سارا',
      body: 'خيلي عالي و با كيفيت است',
      rate: 5,
      status: 'approved',
    },
    {
      key: 'late',
      productId: kettle.id,
      authorName: 'رضا',
      body: 'دیر رسید ولی سالم بود ۲ روز تاخیر',
      rate: 3,
      status: 'pending',
    },
    {
      key: 'bad',
      productId: phone.id,
      authorName: 'نیما',
      body: 'باتری ضعیف است',
      rate: 1,
      status: 'reject',
    },
  ] as const;
  for (const [index, { key, ...row }] of rows.entries()) {
    const [inserted] = await t.db
      .insert(productComments)
      .values({ ...row, createdAt: new Date(Date.UTC(2025, 9, 1 + index)) })
      .returning();
    ids[key] = inserted?.id as number;
  }
  ids.phone = phone.id;
});
afterAll(async () => t?.close());

const bodies = async (query = '') =>
  (await api.get(`/admin/product-comment?${query}`)).body.data.comments.data.map((c: { id: number }) => c.id);

describe('product comments', () => {
  it('lists comments newest first with the product title, filtered by status, rate and product', async () => {
    const res = await api.get('/admin/product-comment');
    expect(res.status).toBe(200);
    expect(res.body.data.comments.data[0]).toMatchObject({
      id: ids.bad,
      product_title: 'گوشی موبایل',
      status: 'reject',
    });
    expect(await bodies()).toEqual([ids.bad, ids.late, ids.good]);
    expect(await bodies('status=pending')).toEqual([ids.late]);
    expect(await bodies('rate=5')).toEqual([ids.good]);
    expect(await bodies(`product_id=${ids.phone}`)).toEqual([ids.bad]);
    expect(await bodies('sort_by=rate')).toEqual([ids.bad, ids.late, ids.good]);
    expect((await api.get('/admin/product-comment?status=spam')).status).toBe(422);
    expect((await api.get('/admin/product-comment?rate=9')).status).toBe(422);
  });

  it("filters by the customer (the customer's page) and refuses a bad customer id", async () => {
    const customer = await findOrCreateCustomer(
      t.db,
      { mobile: '09121234001', firstName: 'ساره' },
      new Date(),
    );
    await t.db
      .update(productComments)
      .set({ customerId: customer.id })
      .where(eq(productComments.id, ids.late ?? 0));
    expect(await bodies(`customer_id=${customer.id}`)).toEqual([ids.late]);
    expect((await api.get('/admin/product-comment?customer_id=abc')).status).toBe(422);
  });

  it('searches body and product title Persian-normalised (Arabic letters, Persian digits)', async () => {
    expect(await bodies(`search=${encodeURIComponent('كيفيت')}`)).toEqual([ids.good]);
    expect(await bodies(`search=${encodeURIComponent('کتری')}`)).toEqual([ids.late, ids.good]);
    expect(await bodies(`search=${encodeURIComponent('2 روز')}`)).toEqual([ids.late]);
  });

  it('changes a comment’s status with Shopit’s POST product-comment', async () => {
    const res = await api.post('/admin/product-comment', { id: ids.late, status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body.data.comment).toMatchObject({ id: ids.late, status: 'approved' });
    const bad = await api.post('/admin/product-comment', { id: ids.late, status: 'spam' });
    expect(bad.body.errors.status).toEqual(['مقدار انتخاب‌شده برای وضعیت معتبر نیست.']);
    expect((await api.post('/admin/product-comment', { id: 999999, status: 'approved' })).status).toBe(404);
    await api.post('/admin/product-comment', { id: ids.late, status: 'pending' });
  });

  it('stores a staff answer as an approved child comment, shown with the comment', async () => {
    const res = await api.post('/admin/product-comment-answer', {
      comment_id: ids.bad,
      body: 'سلام، لطفا با پشتیباني تماس بگيريد.',
    });
    expect(res.status).toBe(201);
    const comment = res.body.data.comment;
    expect(comment.answers).toEqual([
      expect.objectContaining({
        body: 'سلام، لطفا با پشتیبانی تماس بگیرید.',
        status: 'approved',
        admin_name: staffName,
      }),
    ]);
    expect(comment.status).toBe('reject');
    const shown = await api.get(`/admin/product-comment/${ids.bad}`);
    expect(shown.body.data.comment).toMatchObject({ answers_count: 1, product: { title: 'گوشی موبایل' } });
    // Answers are not listed as comments of their own, and cannot be answered.
    expect(await bodies()).toHaveLength(3);
    const answerId = comment.answers[0].id;
    const nested = await api.post('/admin/product-comment-answer', { comment_id: answerId, body: 'x' });
    expect(nested.status).toBe(422);
    const empty = await api.post('/admin/product-comment-answer', { comment_id: ids.bad, body: '' });
    expect(empty.body.errors.body).toEqual(['متن پاسخ الزامی است.']);
  });

  it('deletes a comment with its answers', async () => {
    expect((await api.del(`/admin/product-comment/${ids.bad}`)).status).toBe(200);
    expect((await api.get(`/admin/product-comment/${ids.bad}`)).status).toBe(404);
    expect((await t.db.select().from(productComments)).map((row) => row.id).sort()).toEqual(
      [ids.good, ids.late].sort(),
    );
  });

  it('refuses staff without the productComment permissions', async () => {
    const reader = apiAs(t, (await t.adminWith(['read_productComment'])).headers);
    expect((await reader.get('/admin/product-comment')).status).toBe(200);
    expect((await reader.post('/admin/product-comment', { id: ids.good, status: 'reject' })).status).toBe(
      403,
    );
    expect(
      (await reader.post('/admin/product-comment-answer', { comment_id: ids.good, body: 'x' })).status,
    ).toBe(403);
    expect((await reader.del(`/admin/product-comment/${ids.good}`)).status).toBe(403);
  });
});
