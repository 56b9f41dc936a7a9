import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  brands,
  postCategories,
  postComments,
  posts,
  products,
  sliders,
} from '../src/db/schema/index.ts';
import { readCsv, readXlsx, XLSX_TYPE as XLSX } from './exports-read.ts';
import { fundWallet } from './orders-fixtures.ts';
import { customer, stockedVariety, waitingOrder } from './support/checkout-fixtures.ts';
import { insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.adminWith(['read_brand', 'read_product', 'read_log'])).headers;
  await t.db.insert(brands).values([
    {
      name: 'کیمیا، "تک"',
      slug: 'kimia',
      status: true,
      showIndex: true,
      createdAt: new Date('2025-03-20T21:00:00Z'),
    },
    {
      name: 'زرین\nخط دوم',
      slug: 'zarin',
      status: false,
      showIndex: false,
      createdAt: new Date('2025-03-20T20:59:00Z'),
    },
  ] as never);
});
afterAll(async () => t?.close());

const download = (url: string, accept?: string, headers = staff) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...headers, ...(accept ? { accept } : {}) } });

describe('list exports', () => {
  it('downloads a generic list as CSV with Persian headers, Jalali Tehran dates and quoted text', async () => {
    const res = await download('/admin/brands?export=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="brands-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = readCsv(res.body);
    expect(rows[0]).toEqual(['شناسه', 'تصویر', 'نام برند', 'وضعیت', 'در صفحه اصلی']);
    expect(rows).toHaveLength(3);
    const names = rows.slice(1).map((r) => r[2]);
    expect(names).toContain('کیمیا، "تک"');
    expect(names).toContain('زرین\nخط دوم');
    const kimia = rows.find((r) => r[2] === 'کیمیا، "تک"');
    expect(kimia?.slice(3)).toEqual(['بله', 'بله']);
  });

  it('answers Accept: text/csv and keeps the filters', async () => {
    const res = await download('/admin/brands?status=0', 'text/csv');
    const rows = readCsv(res.body);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['زرین\nخط دوم']);
  });

  it("downloads an Excel workbook for Shopit's Accept: x-xlsx, right to left, numbers as numbers", async () => {
    const res = await download('/admin/brands', 'x-xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    const { sheet, rows } = await readXlsx(res.rawPayload);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(rows[0]).toEqual(['شناسه', 'تصویر', 'نام برند', 'وضعیت', 'در صفحه اصلی']);
    expect(rows).toHaveLength(3);
    expect(typeof rows[1]?.[0]).toBe('number');
    expect(rows.map((r) => r[2])).toContain('کیمیا، "تک"');
  });

  it('writes money as plain integers and dates as Jalali in Tehran time', async () => {
    const product = await insertProduct(t, 'کیف چرمی', 12_500_000);
    // 2025-03-20 20:30Z is 1404/01/01 00:00 in Tehran (UTC+3:30), still 1403/12/30 in UTC.
    await t.db.execute(sql`UPDATE products SET created_at = '2025-03-20T20:30:00Z' WHERE id = ${product.id}`);
    const csv = readCsv((await download('/admin/products?export=csv')).body);
    const header = csv[0] ?? [];
    const row = csv.find((r) => r[header.indexOf('عنوان')] === 'کیف چرمی') ?? [];
    expect(row[header.indexOf('قیمت')]).toBe('12500000');
    expect(row[header.indexOf('تاریخ ایجاد')]).toBe('1404/01/01 00:00:00');
    const xlsx = await readXlsx((await download('/admin/products?export=xlsx')).rawPayload);
    const xHeader = xlsx.rows[0] ?? [];
    const xRow = xlsx.rows.find((r) => r[xHeader.indexOf('عنوان')] === 'کیف چرمی') ?? [];
    expect(xRow[xHeader.indexOf('قیمت')]).toBe(12_500_000);
    expect(xRow[xHeader.indexOf('تاریخ ایجاد')]).toBe('1404/01/01 00:00:00');
    await t.db.delete(products);
  });

  it('streams lists longer than one batch, paged and keyset, every row once', async () => {
    const many = Array.from({ length: 2345 }, (_, i) => ({
      name: `برند ${i}`,
      slug: `b-${i}`,
      status: true,
    }));
    await t.db.insert(brands).values(many as never);
    const csv = readCsv((await download('/admin/brands?export=csv&status=1')).body);
    expect(csv).toHaveLength(1 + 2345 + 1);
    expect(new Set(csv.slice(1).map((r) => r[0])).size).toBe(2346);

    const logs = Array.from({ length: 2001 }, (_, i) => ({
      entity: 'brands',
      entityId: String(i),
      action: 'update',
    }));
    await t.db.insert(auditLogs).values(logs);
    const xlsx = await readXlsx((await download('/admin/logs?export=xlsx&entity=brands')).rawPayload);
    expect(xlsx.rows).toHaveLength(1 + 2001);
    expect(xlsx.rows[0]).toEqual(['شناسه', 'زمان', 'مدیر', 'شرح', 'آی‌پی']);
    // Each entry as the sentence the log page shows.
    expect(xlsx.rows[1]?.[3]).toBe('سامانه برند شماره ۲۰۰۰ را ویرایش کرد.');
    const ids = xlsx.rows.slice(1).map((r) => r[0] as number);
    expect(new Set(ids).size).toBe(2001);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('needs the list permission like the list itself', async () => {
    const other = (await t.adminWith(['read_product'])).headers;
    expect((await download('/admin/brands?export=csv', undefined, other)).statusCode).toBe(403);
  });
});

describe('custom list exports', () => {
  it('downloads the orders list with its filters, and the wallet transactions', async () => {
    const clerk = (await t.adminWith(['read_order', 'read_transaction', 'read_product'])).headers;
    const boss = (await t.adminWith('super_admin')).headers;
    const item = await stockedVariety(t.app, boss, { title: 'دفتر', price: 25_000, stock: 9 });
    const buyer = await customer(t.db);
    const line = { productId: item.productId, varietyId: item.varietyId, quantity: 2, amount: item.price };
    const first = await waitingOrder(t.db, { customerId: buyer.id, lines: [line] });
    const second = await waitingOrder(t.db, { customerId: buyer.id, lines: [line] });

    const waitingRes = await download('/admin/orders?status=wait_for_payment&export=csv', undefined, clerk);
    expect(waitingRes.statusCode, waitingRes.body.slice(0, 300)).toBe(200);
    const waiting = readCsv(waitingRes.body);
    expect(waiting[0]?.[0]).toBe('شماره');
    expect(waiting.slice(1).map((r) => Number(r[0]))).toEqual([second.order.id, first.order.id]);
    // Sorted by another column, the download pages like the list instead of walking ids.
    const sorted = await download(
      '/admin/orders?status=wait_for_payment&sort_by=total_amount&export=csv',
      undefined,
      clerk,
    );
    expect(readCsv(sorted.body)).toHaveLength(3);
    const delivered = await download('/admin/orders?status=delivered', 'text/csv', clerk);
    expect(readCsv(delivered.body)).toHaveLength(1);

    await fundWallet(t.db, buyer.id, 70_000);
    const ledger = await download('/admin/customers/transactions?export=xlsx', undefined, clerk);
    expect(ledger.headers['content-type']).toBe(XLSX);
    const { rows } = await readXlsx(ledger.rawPayload);
    expect(rows.slice(1).some((r) => r.includes(70_000))).toBe(true);
  });
});

describe('content list exports', () => {
  it('downloads the FAQs as CSV and Excel, row for row as the JSON list shows them', async () => {
    const editor = (await t.adminWith(['read_faq', 'write_faq'])).headers;
    for (const question of ['ارسال، چند روز "طول" می‌کشد؟', 'مرجوعی چطور است؟']) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/admin/f_a_qs',
        headers: editor,
        payload: { question, answer: '<p>پاسخ کوتاه</p>', status: true },
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const list = (await download('/admin/f_a_qs?all=1', undefined, editor)).json().data.faqs;
    const expected = list.map((f: { id: number; question: string; order: number }) => [
      f.id,
      f.question,
      f.order,
      'بله',
    ]);
    expect(expected).toHaveLength(2);
    const header = ['شناسه', 'پرسش', 'ترتیب', 'وضعیت'];
    const csv = readCsv((await download('/admin/f_a_qs?export=csv', undefined, editor)).body);
    expect(csv).toEqual([header, ...expected.map((row: unknown[]) => row.map(String))]);
    const xlsx = await readXlsx((await download('/admin/f_a_qs', 'x-xlsx', editor)).rawPayload);
    expect(xlsx.rows).toEqual([header, ...expected]);
  });
});

describe('per-record views', () => {
  it("download through their list's filter: a post's comments, a slider group, a record's history", async () => {
    const boss = (await t.adminWith('super_admin')).headers;
    const [category] = await t.db.insert(postCategories).values({ name: 'اخبار', slug: 'news' }).returning();
    const [post, other] = await t.db
      .insert(posts)
      .values(
        ['یک', 'دو'].map((title, i) => ({
          postCategoryId: category?.id ?? 0,
          title,
          slug: `post-${i}`,
          body: '<p>متن</p>',
        })),
      )
      .returning();
    await t.db.insert(postComments).values([
      { postId: post?.id ?? 0, name: 'مینا', body: 'عالی بود' },
      { postId: post?.id ?? 0, name: 'رضا', body: 'ممنون' },
      { postId: other?.id ?? 0, name: 'سارا', body: 'دیگری' },
    ]);
    const comments = readCsv(
      (await download(`/admin/comments?post_id=${post?.id}&export=csv`, undefined, boss)).body,
    );
    expect(comments[0]?.slice(1, 4)).toEqual(['مطلب', 'نام', 'متن']);
    expect(
      comments
        .slice(1)
        .map((row) => `${row[1]}: ${row[3]}`)
        .sort(),
    ).toEqual(['یک: عالی بود', 'یک: ممنون']);

    await t.db.insert(sliders).values([
      {
        title: 'بالا',
        group: 'header',
        image: '/api/media/content/sliders/0123456789abcdef0123456789abcdef.jpg',
      },
      {
        title: 'پایین',
        group: 'footer',
        image: '/api/media/content/sliders/b123456789abcdefb123456789abcdef.jpg',
      },
    ]);
    const header = await readXlsx((await download('/admin/sliders?group=header', 'x-xlsx', boss)).rawPayload);
    expect(header.rows.slice(1).map((row) => row.includes('بالا'))).toEqual([true]);

    const history = readCsv((await download('/admin/logs?entity=brands&entity_id=7&export=csv')).body);
    expect(history.slice(1).map((row) => row[3])).toEqual(['سامانه برند شماره ۷ را ویرایش کرد.']);
  });
});
