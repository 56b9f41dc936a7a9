import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../src/db/schema/index.ts';
import { LARAVEL_PAGINATOR_KEYS } from './support/laravel.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let staff: { headers: Record<string, string>; admin: { id: number } };
let ipCounter = 0;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.adminWith(['read_contact', 'contact_modify', 'delete_contact']);
});
afterAll(async () => t?.close());

/** Each test posts from its own address, so the per-IP limit only bites where a test wants it to. */
const freshIp = () => `10.0.0.${++ipCounter}`;

const validForm = {
  name: 'مریم احمدی',
  email: 'maryam@example.com',
  phone_number: '۰۹۱۲۳۴۵۶۷۸۹',
  subject: 'پیگیری سفارش',
  body: 'سلام، سفارش من هنوز ارسال نشده است.',
};

const send = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/front/contacts', payload: payload as object, remoteAddress });

async function insertContact(values: Partial<typeof contacts.$inferInsert> & { createdAt: Date }) {
  const [row] = await t.db
    .insert(contacts)
    .values({ name: 'علی', phone: '09120000000', subject: 'سلام', body: 'متن پیام آزمایشی', ...values })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}

describe('the storefront contact form', () => {
  it('stores a valid message as unread, with the mobile in ASCII digits', async () => {
    const res = await send(validForm);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'پیام شما با موفقیت ارسال شد' });
    expect(body.data.contact).toMatchObject({ name: 'مریم احمدی', phone_number: '09123456789', status: 0 });
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, body.data.contact.id));
    expect(row).toMatchObject({ phone: '09123456789', status: 0, subject: 'پیگیری سفارش' });
  });

  it('answers 422 with Persian messages per field and stores nothing', async () => {
    const before = (await t.db.select().from(contacts)).length;
    const res = await send({
      name: '',
      email: 'not-an-email',
      phone_number: '12345',
      subject: 'x'.repeat(151),
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(body.errors).toEqual({
      name: ['نام الزامی است.'],
      email: ['ایمیل باید یک نشانی ایمیل معتبر باشد.'],
      phone_number: ['قالب تلفن همراه درست نیست.'],
      subject: ['موضوع نباید بیشتر از ۱۵۰ نویسه باشد.'],
      body: ['متن پیام الزامی است.'],
    });
    expect((await t.db.select().from(contacts)).length).toBe(before);
  });

  it('refuses unknown fields, wrong types and a non-object body', async () => {
    const unknown = await send({ ...validForm, status: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.status).toEqual(['فیلد status پذیرفته نیست.']);
    const wrongType = await send({ ...validForm, body: { text: 'x' } });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors.body).toBeDefined();
    const notObject = await send([validForm]);
    expect(notObject.statusCode).toBe(400);
  });

  it('limits each address to 5 messages in 10 minutes with the Persian 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await send(validForm, ip)).statusCode).toBe(201);
    const limited = await send(validForm, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      code: 'rate_limited',
      message: 'درخواست های شما بیش از حد مجاز است',
    });
    expect((await send(validForm, freshIp())).statusCode).toBe(201);
  });

  it('raises total_unread_contacts live for every connected admin', async () => {
    const { admin } = await t.adminWith(['read_contact']);
    const seen: unknown[] = [];
    const unsubscribe = t.app.ctx.events.subscribe(admin.id, (event) => seen.push(event));
    try {
      await send(validForm);
      const unread = (await t.db.select().from(contacts).where(eq(contacts.status, 0))).length;
      await expect
        .poll(() => seen)
        .toContainEqual({
          event: 'unread_counts',
          data: { total_unread_contacts: unread },
        });
    } finally {
      unsubscribe();
    }
  });
});

describe('staff contact messages', () => {
  it('lists 10 per page, newest first, under `contacts` as a Laravel paginator', async () => {
    await t.db.delete(contacts);
    const base = Date.UTC(2025, 0, 1);
    for (let i = 0; i < 12; i++) {
      await insertContact({ subject: `موضوع ${i}`, createdAt: new Date(base + i * 3_600_000) });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/contacts', headers: staff.headers });
    expect(res.statusCode).toBe(200);
    const page = res.json().data.contacts;
    expect(Object.keys(page).sort()).toEqual(LARAVEL_PAGINATOR_KEYS);
    expect(page).toMatchObject({ per_page: 10, total: 12, last_page: 2, current_page: 1 });
    expect(page.data.map((c: { subject: string }) => c.subject)).toEqual(
      Array.from({ length: 10 }, (_, i) => `موضوع ${11 - i}`),
    );
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contacts?page=2',
      headers: staff.headers,
    });
    expect(second.json().data.contacts.data.map((c: { subject: string }) => c.subject)).toEqual([
      'موضوع 1',
      'موضوع 0',
    ]);
  });

  it('filters by status and by Persian-insensitive search, and refuses a bad status', async () => {
    await t.db.delete(contacts);
    await insertContact({ subject: 'مشكل در پرداخت', status: 0, createdAt: new Date() });
    await insertContact({ subject: 'زمان ارسال', status: 1, createdAt: new Date() });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contacts?status=1',
      headers: staff.headers,
    });
    expect(read.json().data.contacts.data.map((c: { subject: string }) => c.subject)).toEqual(['زمان ارسال']);
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/admin/contacts?search=${encodeURIComponent('مشکل')}`,
      headers: staff.headers,
    });
    expect(search.json().data.contacts.total).toBe(1);
    const sql = await t.app.inject({
      method: 'GET',
      url: `/api/admin/contacts?search=${encodeURIComponent("'; drop table contacts; --%_")}`,
      headers: staff.headers,
    });
    expect(sql.statusCode).toBe(200);
    expect(sql.json().data.contacts.total).toBe(0);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contacts?status=x',
      headers: staff.headers,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual(['مقدار انتخاب‌شده برای وضعیت معتبر نیست.']);
  });

  it('keeps messages of equal time or status newest first, whatever the sort', async () => {
    await t.db.delete(contacts);
    const createdAt = new Date('2025-03-01T08:00:00Z');
    const made: number[] = [];
    for (const status of [1, 0, 1, 0]) made.push((await insertContact({ status, createdAt })).id);
    const [a, b, c, d] = made;
    const ids = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/contacts?${query}`, headers: staff.headers }))
        .json()
        .data.contacts.data.map((row: { id: number }) => row.id);
    expect(await ids('')).toEqual([d, c, b, a]);
    expect(await ids('sort_by=created_at')).toEqual([d, c, b, a]);
    expect(await ids('sort_by=status')).toEqual([d, b, c, a]);
    expect(await ids('sort_by=status&sort_desc=1')).toEqual([c, a, d, b]);
  });

  it('shows one message under `contact`, and 404s in Persian for a missing one', async () => {
    const row = await insertContact({ createdAt: new Date() });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/contacts/${row.id}`,
      headers: staff.headers,
    });
    expect(res.json().data.contact).toMatchObject({ id: row.id, phone_number: '09120000000', status: 0 });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contacts/999999',
      headers: staff.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      success: false,
      code: 'not_found',
      message: 'مورد خواسته شده یافت نشد',
    });
  });

  it('marks a message read (status 1)', async () => {
    const row = await insertContact({ createdAt: new Date() });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contacts/${row.id}/read`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.contact).toMatchObject({ id: row.id, status: 1 });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contacts/999999/read',
      headers: staff.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('records an answer with its time, and refuses an empty one in Persian', async () => {
    const row = await insertContact({ createdAt: new Date() });
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/contacts/${row.id}/answer`,
      headers: staff.headers,
      payload: { answer: ' ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ answer: ['پاسخ الزامی است.'] });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/contacts/${row.id}/answer`,
      headers: staff.headers,
      payload: { answer: 'سفارش شما امروز ارسال شد.' },
    });
    expect(res.statusCode).toBe(200);
    const contact = res.json().data.contact;
    expect(contact).toMatchObject({ answer: 'سفارش شما امروز ارسال شد.', status: 1 });
    expect(new Date(contact.answered_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/contacts/999999/answer',
      headers: staff.headers,
      payload: { answer: 'پاسخ' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a message', async () => {
    const row = await insertContact({ createdAt: new Date() });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/contacts/${row.id}`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: null });
    expect(await t.db.select().from(contacts).where(eq(contacts.id, row.id))).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/contacts/${row.id}`,
      headers: staff.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('needs read_contact to list and contact_modify to mark read', async () => {
    const { headers } = await t.adminWith(['read_contact']);
    const row = await insertContact({ createdAt: new Date() });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/contacts', headers })).statusCode).toBe(200);
    const read = await t.app.inject({ method: 'POST', url: `/api/admin/contacts/${row.id}/read`, headers });
    expect(read.statusCode).toBe(403);
  });

  it('emails an answer to the sender (the outbox), and keeps each answer in the thread with its admin', async () => {
    const row = await insertContact({ createdAt: new Date(), email: 'sara@example.com', subject: 'مرجوعی' });
    const answer = (text: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/contacts/${row.id}/answer`,
        headers: staff.headers,
        payload: { answer: text },
      });
    const first = await answer('کالا را با پست بفرستید.');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('پاسخ ثبت و به ایمیل فرستنده ارسال شد');
    await answer('هزینه ارسال با ماست.');
    const mails = readdirSync(t.config.outboxDir).filter((f) => f.startsWith(`contact-${row.id}-`));
    expect(mails).toHaveLength(2);
    const eml = readFileSync(join(t.config.outboxDir, mails.sort()[0] ?? ''), 'utf8');
    expect(eml).toContain('To: sara@example.com');
    expect(eml).toMatch(/Subject: =\?UTF-8\?/);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/admin/contacts/${row.id}`,
      headers: staff.headers,
    });
    const contact = shown.json().data.contact;
    expect(contact).toMatchObject({ status: 1, answer: 'هزینه ارسال با ماست.' });
    expect(contact.answers.map((a: { body: string }) => a.body)).toEqual([
      'کالا را با پست بفرستید.',
      'هزینه ارسال با ماست.',
    ]);
    expect(contact.answers[0]).toMatchObject({ admin_id: staff.admin.id, sent_to: 'sara@example.com' });
    expect(contact.answers[0].admin_name).toBeTruthy();
  });

  it('stores an answer to a message without email and says it was not sent', async () => {
    const row = await insertContact({ createdAt: new Date() });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/contacts/${row.id}/answer`,
      headers: staff.headers,
      payload: { answer: 'تماس می‌گیریم.' },
    });
    expect(res.json()).toMatchObject({
      message: 'پاسخ ثبت شد (فرستنده ایمیلی نداده است)',
      data: { contact: { sent_to: null, answers: [{ sent_to: null }] } },
    });
  });

  it('marks every unread message read, beyond any page, and needs contact_modify', async () => {
    for (let i = 0; i < 12; i++) await insertContact({ createdAt: new Date(), status: 0 });
    const { headers } = await t.adminWith(['read_contact']);
    const url = '/api/admin/contacts/read-all';
    expect((await t.app.inject({ method: 'POST', url, headers })).statusCode).toBe(403);
    expect((await t.db.select().from(contacts).where(eq(contacts.status, 0))).length).toBeGreaterThanOrEqual(
      12,
    );
    const res = await t.app.inject({ method: 'POST', url, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.read).toBeGreaterThanOrEqual(12);
    expect(await t.db.select().from(contacts).where(eq(contacts.status, 0))).toEqual([]);
  });
});
