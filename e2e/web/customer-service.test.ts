import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatPriceInput, toPersianDigits } from '@shop-admin/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, productComments } from '../../packages/server/src/db/schema/index.ts';
import { findOrCreateCustomer } from '../../packages/server/src/services/people/customer-by-mobile.ts';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { type Shop, startShop } from '../support/shop-server.ts';

const toman = (n: number) => toPersianDigits(formatPriceInput(n));

let shop: Shop;
let browser: Browser;
let token = '';
let customerId = 0;
const withdrawIds: number[] = [];
let emailedContact = 0;
const commentIds: number[] = [];

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${shop.url}/api/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const balance = async () =>
  (await api<{ data: { customer: { balance: number } } }>('GET', `admin/customers/${customerId}`)).body.data
    .customer.balance;
const withdraw = async (id: number) =>
  (await api<{ data: { withdraw: Record<string, unknown> } }>('GET', `admin/withdraws/${id}`)).body.data
    .withdraw;
const unreadContacts = async () =>
  (await api<{ data: { contacts: { total: number } } }>('GET', 'admin/contacts?status=0')).body.data.contacts
    .total;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  token = await shop.rootToken();
  const customer = await findOrCreateCustomer(
    shop.db,
    { mobile: '09127778899', firstName: 'نرگس', lastName: 'کاظمی' },
    new Date(),
  );
  customerId = customer.id;
  const deposit = await api('POST', 'admin/customer/deposit', {
    customer_id: customerId,
    amount: 300_000,
    description: 'شارژ آزمایشی',
  });
  expect(deposit.status).toBe(200);
  for (const amount of [120_000, 80_000]) {
    const made = await api<{ data: { withdraw: { id: number } } }>('POST', 'admin/withdraws', {
      customer_id: customerId,
      amount,
      shaba_code: 'IR120000000000000000000001',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    withdrawIds.push(made.body.data.withdraw.id);
  }
  const now = Date.now();
  const rows = await shop.db
    .insert(contacts)
    .values(
      Array.from({ length: 14 }, (_, i) => ({
        name: i === 0 ? 'پریسا نادری' : `مشتری ${i}`,
        email: i === 0 ? 'parisa@example.com' : null,
        phone: '09120000000',
        subject: i === 0 ? 'پیگیری مرجوعی' : `پیام ${i}`,
        body: i === 0 ? 'کالای مرجوعی را کی پس می‌گیرید؟' : 'متن پیام',
        status: 0,
        createdAt: new Date(now - i * 60_000),
      })),
    )
    .returning({ id: contacts.id });
  emailedContact = rows[0]?.id ?? 0;
  const product = await api<{ data: { product: { id: number } } }>('POST', 'admin/products', {
    title: 'چای ساز',
    unit_price: 900_000,
    status: 'available',
    stock: 3,
  });
  expect(product.status).toBe(201);
  const made = await shop.db
    .insert(productComments)
    .values(
      ['جوش آمدنش کند است', 'خوش رنگ و بی صدا', 'بسته‌بندی خوب بود'].map((body, i) => ({
        productId: product.body.data.product.id,
        customerId,
        authorName: 'نرگس',
        body,
        rate: 3 + i,
        status: 'pending',
        createdAt: new Date(Date.now() - i * 60_000),
      })),
    )
    .returning({ id: productComments.id });
  commentIds.push(...made.map((row) => row.id));
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('withdraw requests, customer service', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser);
    await logIn(page, shop.url);
  });
  afterAll(() => page.context().close());

  const card = (id: number) => page.locator(`[data-withdraw="${id}"]`);
  const dialog = () => page.getByRole('dialog');

  it('approves then pays a request: no wallet change, the tracking code kept', async () => {
    const [id = 0] = withdrawIds;
    expect(await balance()).toBe(100_000);
    await page.goto(`${shop.url}/admin/withdraws`);
    // The IBAN is shown in Persian digits, as every number on a Persian screen.
    await page.getByText('IR۱۲۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۰۱').first().waitFor();
    await card(id).getByRole('button', { name: 'تایید' }).click();
    expect(await dialog().textContent()).toContain('کیف پول مشتری تغییری نمی‌کند');
    await dialog().getByRole('button', { name: 'تایید درخواست' }).click();
    await card(id).waitFor({ state: 'detached' });
    expect(await withdraw(id)).toMatchObject({ status: 'approved' });
    await page.getByRole('button', { name: 'تایید شده', exact: true }).click();
    await card(id).getByRole('button', { name: 'پرداخت شد' }).click();
    await dialog().getByLabel('کد پیگیری بانک (اختیاری)').fill('PAYA-5521');
    await dialog().getByRole('button', { name: 'ثبت پرداخت' }).click();
    await card(id).waitFor({ state: 'detached' });
    expect(await withdraw(id)).toMatchObject({ status: 'paid', tracking_code: 'PAYA-5521' });
    expect(await balance()).toBe(100_000);
  });

  it('rejects one with a reason, after showing the refund: the amount is back through the ledger', async () => {
    const id = withdrawIds[1] ?? 0;
    await page.goto(`${shop.url}/admin/withdraws`);
    await card(id).getByRole('button', { name: 'رد درخواست' }).click();
    expect(await dialog().textContent()).toContain(`${toman(80_000)} تومان به کیف پول مشتری برمی‌گردد`);
    await dialog().getByRole('button', { name: 'رد درخواست' }).click();
    await dialog().getByText('دلیل رد را بنویسید').waitFor();
    expect(await withdraw(id)).toMatchObject({ status: 'pending' });
    await dialog().getByLabel('دلیل رد (الزامی)').fill('شبا به نام مشتری نیست');
    await dialog().getByRole('button', { name: 'رد درخواست' }).click();
    await card(id).waitFor({ state: 'detached' });
    expect(await withdraw(id)).toMatchObject({ status: 'rejected', reject_reason: 'شبا به نام مشتری نیست' });
    expect(await balance()).toBe(180_000);
    const ledger = await api<{
      data: { transactions: { data: { type: string; amount: number; description: string }[] } };
    }>('GET', `admin/customers/transactions?customer_id=${customerId}`);
    const [latest] = ledger.body.data.transactions.data;
    expect(latest).toMatchObject({ type: 'deposit', amount: 80_000 });
    expect(latest?.description).toContain('ردشده');
  });

  it('the envelope menu opens the message itself, which is then read on the server', async () => {
    await page.goto(`${shop.url}/admin`);
    await page.getByRole('button', { name: /پیام‌های تماس/ }).click();
    await page.getByRole('dialog', { name: 'پیام‌های تماس' }).getByText('پیگیری مرجوعی').click();
    await page.waitForURL((url) => url.searchParams.get('show') === String(emailedContact));
    await page.getByRole('heading', { level: 2, name: 'پیگیری مرجوعی' }).waitFor();
    await expect
      .poll(
        async () =>
          (await api<{ data: { contact: { status: number } } }>('GET', `admin/contacts/${emailedContact}`))
            .body.data.contact.status,
      )
      .toBe(1);
  });

  it('an answer is stored in the thread with the admin and emailed: it lands in the outbox', async () => {
    await page.getByLabel(/^پاسخ/).fill('فردا پیک برای دریافت کالا می‌آید.');
    await page.getByRole('button', { name: 'ارسال پاسخ' }).click();
    const answer = page.locator('.thread-staff').first();
    await answer.getByText('فردا پیک برای دریافت کالا می‌آید.').waitFor();
    expect(await answer.textContent()).toContain('parisa@example.com');
    const mails = readdirSync(shop.outboxDir).filter((f) =>
      f.startsWith(`contact-${emailedContact}-answer-`),
    );
    expect(mails).toHaveLength(1);
    const eml = readFileSync(join(shop.outboxDir, mails[0] ?? ''), 'utf8');
    expect(eml).toContain('To: parisa@example.com');
    const thread = await api<{ data: { contact: { answers: { body: string; admin_name: string }[] } } }>(
      'GET',
      `admin/contacts/${emailedContact}`,
    );
    expect(thread.body.data.contact.answers).toEqual([
      expect.objectContaining({ body: 'فردا پیک برای دریافت کالا می‌آید.' }),
    ]);
  });

  it('«mark all read» leaves no unread message on the server, beyond the first page', async () => {
    expect(await unreadContacts()).toBeGreaterThan(10);
    await page.goto(`${shop.url}/admin/contact`);
    await page.getByRole('button', { name: 'همه خوانده شد' }).click();
    await expect.poll(unreadContacts).toBe(0);
  });

  const comment = async (id: number) =>
    (
      await api<{ data: { comment: { status: string; answers: { body: string }[] } } }>(
        'GET',
        `admin/product-comment/${id}`,
      )
    ).body.data.comment;

  it('approves and answers one comment, then approves the other two chosen together', async () => {
    const [first = 0, second = 0, third = 0] = commentIds;
    await page.goto(`${shop.url}/admin/comments`);
    const card = page.locator(`[data-comment="${first}"]`);
    await card.getByRole('button', { name: 'پاسخ' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^متن پاسخ/).fill('نسخه جدید سریع‌تر است؛ ممنون از نظرتان.');
    await dialog.getByRole('button', { name: 'ثبت پاسخ' }).click();
    await card.waitFor({ state: 'detached' });
    expect(await comment(first)).toMatchObject({
      status: 'approved',
      answers: [expect.objectContaining({ body: 'نسخه جدید سریع‌تر است؛ ممنون از نظرتان.' })],
    });
    for (const id of [second, third])
      await page.getByRole('checkbox', { name: `انتخاب دیدگاه ${toPersianDigits(id)}` }).check();
    await page.getByRole('button', { name: 'تایید انتخاب‌شده‌ها' }).click();
    await page.locator(`[data-comment="${third}"]`).waitFor({ state: 'detached' });
    expect((await comment(second)).status).toBe('approved');
    expect((await comment(third)).status).toBe('approved');
  });

  it("the customer's page lists their comments", async () => {
    await page.goto(`${shop.url}/admin/customers/show/${customerId}`);
    const section = page.locator('[data-section="comments"]');
    await section.getByText('خوش رنگ و بی صدا').waitFor();
    expect(await section.textContent()).toContain('تأیید شده');
  });
});
