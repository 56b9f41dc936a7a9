import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, newsletters } from '../src/db/schema/index.ts';
import { createMailer, runNewsletterJob } from '../src/services/content/newsletter-job.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let now = new Date('2025-11-22T08:00:00.000Z');
const clock = () => now;
let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
let outbox: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  api = apiAs(
    t,
    (await t.adminWith(['read_newsletters', 'write_newsletters', 'delete_newsletters'])).headers,
  );
  outbox = mkdtempSync(join(tmpdir(), 'shop-outbox-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(outbox, { recursive: true, force: true });
});

const mailer = () => createMailer({ outboxDir: outbox, from: 'فروشگاه <no-reply@shop.local>' });
const runJob = () => runNewsletterJob({ db: t.db, clock, mailer: mailer() });

const audits = (entity: string, action: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.action, action)))
    .orderBy(asc(auditLogs.id));

describe('newsletters', () => {
  const subscribers: number[] = [];

  it('adds subscribers by email or mobile, refusing duplicates and empty ones in Persian', async () => {
    for (const body of [
      { email: 'Sara@Example.com' },
      { email: 'reza@example.com', phone_number: '۰۹۱۲۳۴۵۶۷۸۹' },
      { phone_number: '09350000000' },
    ]) {
      const res = await api.post('/admin/newsletters/users', body);
      expect(res.status).toBe(201);
      subscribers.push(res.body.data.userNewsletter.id);
    }
    const list = await api.get('/admin/newsletters/users');
    expect(list.body.data.userNewsletters.total).toBe(3);
    expect(list.body.data.userNewsletters.data.map((s: { email: string | null }) => s.email)).toContain(
      'sara@example.com',
    );
    const twice = await api.post('/admin/newsletters/users', { email: 'sara@example.com' });
    expect(twice.body.errors.email).toEqual(['این ایمیل قبلا ثبت شده است.']);
    const empty = await api.post('/admin/newsletters/users', {});
    expect(empty.body.errors.email).toEqual(['ایمیل یا شماره موبایل مشترک را وارد کنید.']);
    const bad = await api.post('/admin/newsletters/users', { email: 'not-an-email', phone_number: '123' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'phone_number']);
  });

  it('names the taken mobile in its 422 and searches subscribers by mobile too', async () => {
    // Both columns are unique indexes (not `.unique()` columns); the 422 still names the field.
    const mobile = await api.post('/admin/newsletters/users', { phone_number: '09350000000' });
    expect(mobile.status).toBe(422);
    expect(mobile.body.errors).toEqual({ phone_number: ['این شماره موبایل قبلا ثبت شده است.'] });
    const both = await api.post('/admin/newsletters/users', {
      email: 'reza@example.com',
      phone_number: '09123456789',
    });
    expect(both.body.errors).toEqual({ email: ['این ایمیل قبلا ثبت شده است.'] });
    const found = await api.get('/admin/newsletters/users?search=0935');
    expect(found.body.data.userNewsletters.data.map((s: { phone_number: string }) => s.phone_number)).toEqual(
      ['09350000000'],
    );
  });

  it('refuses a newsletter without audience, body or a valid time, in Persian', async () => {
    const missing = await api.post('/admin/newsletters', {});
    expect(Object.keys(missing.body.errors).sort()).toEqual(['body', 'title']);
    const noAudience = await api.post('/admin/newsletters', { title: 'x', body: '<p>سلام</p>' });
    expect(noAudience.body.errors.users).toEqual([
      'مشترکانی را انتخاب کنید یا «ارسال به همه مشترکان» را روشن کنید.',
    ]);
    const scriptOnly = await api.post('/admin/newsletters', {
      title: 'x',
      body: '<script>alert(1)</script>',
      send_all: true,
    });
    expect(scriptOnly.body.errors.body).toEqual(['متن خبرنامه پس از پاک‌سازی خالی است.']);
    const badTime = await api.post('/admin/newsletters', {
      title: 'x',
      body: '<p>a</p>',
      send_all: true,
      send_at: '1404/13/40',
    });
    expect(badTime.body.errors.send_at).toBeDefined();
    const unknown = await api.post('/admin/newsletters', { title: 'x', body: '<p>a</p>', users: [99999] });
    expect(unknown.body.errors.users).toEqual(['مشترک با شناسه ۹۹۹۹۹ وجود ندارد.']);
    expect((await api.get('/admin/newsletters')).body.data.newsletters.total).toBe(0);
  });

  it('sends a newsletter now to every subscriber with an email, as .eml files in the outbox', async () => {
    const res = await api.post('/admin/newsletters', {
      title: 'حراج يلدا',
      body: '<p>تا <strong>۵۰٪</strong> تخفیف</p><script>steal()</script><a href="https://shop.example/yalda" target="_blank">خرید</a>',
      send_all: true,
    });
    expect(res.status).toBe(201);
    const newsletter = res.body.data.newsletter;
    expect(newsletter).toMatchObject({ title: 'حراج یلدا', status: 'pending', recipients_count: 3 });
    expect(newsletter.body).not.toContain('script');

    const result = await runJob();
    expect(result).toEqual({ sent: [newsletter.id], failed: [] });
    const files = readdirSync(outbox).sort();
    expect(files).toEqual([
      `newsletter-${newsletter.id}-subscriber-${subscribers[0]}.eml`,
      `newsletter-${newsletter.id}-subscriber-${subscribers[1]}.eml`,
    ]);
    const mail = await simpleParser(readFileSync(join(outbox, files[0] as string)));
    expect(mail.subject).toBe('حراج یلدا');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe('sara@example.com');
    expect(mail.from?.value[0]).toMatchObject({ address: 'no-reply@shop.local', name: 'فروشگاه' });
    expect(mail.html).toContain('<strong>۵۰٪</strong>');
    expect(mail.html).toContain('rel="noopener noreferrer"');
    expect(mail.html).not.toContain('steal');
    expect(mail.text).toContain('تا ۵۰٪ تخفیف');
    expect(mail.headers.get('x-newsletter-id')).toBe(String(newsletter.id));

    const shown = await api.get(`/admin/newsletters/${newsletter.id}`);
    expect(shown.body.data.newsletter).toMatchObject({ status: 'success', sent_count: 2, failed_count: 0 });
    const [statusLog] = await audits('newsletters', 'status');
    expect(statusLog).toMatchObject({ entityId: String(newsletter.id), adminId: null });
    expect(statusLog?.after).toEqual({ status: 'success', sent_count: 2, failed_count: 0 });
    expect(await audits('newsletters', 'create')).toHaveLength(1);
    expect(await runJob()).toEqual({ sent: [], failed: [] });
    expect(readdirSync(outbox)).toHaveLength(2);

    // Per subscriber: the two with an email got it; the mobile-only one had nothing to receive.
    const delivered = await api.get(`/admin/newsletters/${newsletter.id}/deliveries`);
    expect(delivered.status).toBe(200);
    expect(delivered.body.data.deliveries.total).toBe(3);
    expect(
      delivered.body.data.deliveries.data.map((d: { email: string | null; status: string }) => [
        d.email,
        d.status,
      ]),
    ).toEqual([
      ['sara@example.com', 'sent'],
      ['reza@example.com', 'sent'],
      [null, 'no_email'],
    ]);
    expect(delivered.body.data.deliveries.data[0].sent_at).toBe(now.toISOString());
  });

  it('holds a scheduled newsletter to chosen subscribers until its Tehran time comes', async () => {
    rmSync(outbox, { recursive: true, force: true });
    const res = await api.post('/admin/newsletters', {
      title: 'ارسال رایگان',
      body: '<p>فقط امروز</p>',
      users: [subscribers[1], subscribers[2]],
      send_at: '1404/09/02 10:00',
    });
    const newsletter = res.body.data.newsletter;
    expect(newsletter).toMatchObject({
      send_at: '2025-11-23T06:30:00.000Z',
      recipients_count: 2,
      send_all: false,
    });
    expect(newsletter.users).toEqual([subscribers[1], subscribers[2]]);
    expect(await runJob()).toEqual({ sent: [], failed: [] });
    const waiting = await api.get(`/admin/newsletters/${newsletter.id}/deliveries`);
    expect(waiting.body.data.deliveries.data.map((d: { status: string }) => d.status)).toEqual([
      'pending',
      'no_email',
    ]);
    now = new Date('2025-11-23T06:30:00.000Z');
    expect(await runJob()).toEqual({ sent: [newsletter.id], failed: [] });
    // Only the chosen subscriber with an email gets a message; the mobile-only one has none.
    expect(readdirSync(outbox)).toEqual([`newsletter-${newsletter.id}-subscriber-${subscribers[1]}.eml`]);
    const list = await api.get('/admin/newsletters?status=success');
    expect(list.body.data.newsletters.total).toBe(2);
  });

  it('sends a newsletter once when two senders run at once', async () => {
    rmSync(outbox, { recursive: true, force: true });
    const res = await api.post('/admin/newsletters', {
      title: 'همزمان',
      body: '<p>یک بار</p>',
      send_all: true,
    });
    const id = res.body.data.newsletter.id;
    const [one, two] = await Promise.all([runJob(), runJob()]);
    expect([...(one?.sent ?? []), ...(two?.sent ?? [])]).toEqual([id]);
    expect(readdirSync(outbox)).toHaveLength(2);
  });

  it('records a failed send with the reason when the mail server refuses', async () => {
    const res = await api.post('/admin/newsletters', {
      title: 'خطا',
      body: '<p>x</p>',
      users: [subscribers[0]],
    });
    const id = res.body.data.newsletter.id;
    const broken = {
      async send() {
        throw new Error('connection refused');
      },
      close() {},
    };
    expect(await runNewsletterJob({ db: t.db, clock, mailer: broken })).toEqual({ sent: [], failed: [id] });
    const shown = await api.get(`/admin/newsletters/${id}`);
    expect(shown.body.data.newsletter).toMatchObject({ status: 'fail', sent_count: 0, failed_count: 1 });
    expect(shown.body.data.newsletter.error).toContain('connection refused');
    const delivered = await api.get(`/admin/newsletters/${id}/deliveries`);
    expect(delivered.body.data.deliveries.data).toEqual([
      expect.objectContaining({ email: 'sara@example.com', status: 'failed', error: 'connection refused' }),
    ]);
    expect((await api.del(`/admin/newsletters/${id}`)).status).toBe(200);
    expect((await api.get(`/admin/newsletters/${id}`)).status).toBe(404);
  });

  it('sends a test of a draft to the admin into the outbox, right to left and sanitised', async () => {
    const writer = await t.adminWith(['write_newsletters']);
    const as = apiAs(t, writer.headers);
    const draft = { title: 'پیش‌نویس', body: '<p>سلام <strong>دنیا</strong></p><script>x()</script>' };
    const noEmail = await as.post('/admin/newsletters/test', draft);
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.errors.email).toEqual([
      'برای حساب شما ایمیلی ثبت نشده است؛ نشانی ایمیل آزمایشی را وارد کنید.',
    ]);
    const empty = await as.post('/admin/newsletters/test', { title: 'x', body: '<script>x()</script>' });
    expect(empty.body.errors.body).toEqual(['متن خبرنامه پس از پاک‌سازی خالی است.']);

    const testOutbox = t.config.outboxDir;
    rmSync(testOutbox, { recursive: true, force: true });
    const res = await as.post('/admin/newsletters/test', { ...draft, email: 'me@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sent_to: 'me@example.com' });
    expect(res.body.message).toBe('نسخه آزمایشی به me@example.com فرستاده شد');
    const files = readdirSync(testOutbox);
    expect(files).toHaveLength(1);
    const mail = await simpleParser(readFileSync(join(testOutbox, files[0] as string)));
    expect(mail.subject).toBe('[آزمایشی] پیش‌نویس');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('<strong>دنیا</strong>');
    expect(mail.html).not.toContain('x()');
    // A test is no newsletter: nothing was queued.
    const listed = await api.get('/admin/newsletters?search=پیش‌نویس');
    expect(listed.body.data.newsletters.total).toBe(0);
    const reader = apiAs(t, (await t.adminWith(['read_newsletters'])).headers);
    expect((await reader.post('/admin/newsletters/test', { ...draft, email: 'me@example.com' })).status).toBe(
      403,
    );
  });

  it('refuses staff without the newsletter permissions', async () => {
    const reader = apiAs(t, (await t.adminWith(['read_newsletters'])).headers);
    expect((await reader.get('/admin/newsletters/users')).status).toBe(200);
    expect(
      (await reader.post('/admin/newsletters', { title: 'x', body: '<p>x</p>', send_all: true })).status,
    ).toBe(403);
    expect((await reader.del(`/admin/newsletters/users/${subscribers[0]}`)).status).toBe(403);
    const nobody = apiAs(t, (await t.adminWith([])).headers);
    expect((await nobody.get('/admin/newsletters')).status).toBe(403);
  });

  it('lists newsletters of equal send time newest first, either way, with their recipient counts', async () => {
    const sendAt = new Date('2025-03-01T08:00:00Z');
    const made = await t.db
      .insert(newsletters)
      .values(
        [0, 1, 2].map(() => ({
          title: 'خبرنامه همزمان',
          body: '<p>x</p>',
          sendAt,
          sendAll: true,
          status: 'sent',
          sentCount: 2,
          failedCount: 1,
        })),
      )
      .returning({ id: newsletters.id });
    const newestFirst = made.map((row) => row.id).reverse();
    const page = async (query: string) =>
      (await api.get(`/admin/newsletters?search=${encodeURIComponent('خبرنامه همزمان')}&${query}`)).body.data
        .newsletters.data as { id: number; recipients_count: number }[];
    expect((await page('sort_by=send_at')).map((row) => row.id)).toEqual(newestFirst);
    expect((await page('sort_by=send_at&sort_desc=1')).map((row) => row.id)).toEqual(newestFirst);
    expect((await page('')).map((row) => row.recipients_count)).toEqual([3, 3, 3]);
  });
});
