import {
  adminResources,
  checkoutAddressFields,
  checkoutFields,
  contactAnswerFields,
  contactFormFields,
  customerAddressFields,
  type FieldSpec,
  getResource,
  miniOrderFields,
  orderBulkStatusFields,
  orderCreateFields,
  orderStatusChangeFields,
  orderUpdateFields,
  postCommentAnswerFields,
  productCommentAnswerFields,
  productSpecificationFields,
  SETTING_DEFINITIONS,
  varietyFields,
  visitFields,
  walletMoveFields,
} from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { postComments } from '../src/db/schema/index.ts';
import { adminProfileFields } from '../src/services/admin-fields.ts';
import { rowsOf } from '../src/services/reports/common.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

/** The three payloads of issue 13 hole 8. */
const PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)'];
const PLAIN = 'باید متن ساده باشد';
const NOT_IMAGE = 'باید نشانی تصویری باشد';
const ALLOWED_HOST = 'cdn.example.com';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'mobile']);
const textFields = (fields: readonly FieldSpec[]) =>
  fields.filter((field) => TEXT_TYPES.has(field.type ?? '') && !(field as { readOnly?: boolean }).readOnly);

/** One plain-text field of one endpoint: where to send it and under which key the 422 names it. */
interface Row {
  endpoint: string;
  method: 'POST' | 'PUT';
  url: () => string;
  field: FieldSpec;
  /** Puts the value where the endpoint reads the field (an address object, a row of a list). */
  body: (value: string) => Record<string, unknown>;
  key: string;
  public?: boolean;
  headers?: Record<string, string>;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
let headers: Record<string, string>;
let contactId = 0;
let commentId = 0;

/** Every generic create of the registry with its text fields, then the custom routes' own field lists. */
function rows(): Row[] {
  const out: Row[] = [];
  const add = (
    endpoint: string,
    method: 'POST' | 'PUT',
    url: () => string,
    fields: readonly FieldSpec[],
    extra: Partial<Row> & { wrap?: (field: string, value: string) => Record<string, unknown> } = {},
  ) => {
    const { wrap, ...rest } = extra;
    for (const field of textFields(fields))
      out.push({
        endpoint,
        method,
        url,
        field,
        body: (value) => (wrap ? wrap(field.name, value) : { [field.name]: value }),
        key: field.name,
        ...rest,
        ...(rest.key ? { key: `${rest.key}${field.name}` } : {}),
      });
  };
  for (const resource of adminResources) {
    if (resource.operations && !resource.operations.includes('create')) continue;
    add(`POST ${resource.endpoint}`, 'POST', () => `/api/${resource.endpoint}`, resource.fields);
  }
  const commentResource = getResource('post_comments');
  add(
    'PUT admin/comments/{id}',
    'PUT',
    () => `/api/admin/comments/${commentId}`,
    commentResource?.fields ?? [],
  );
  add('POST front/contacts', 'POST', () => '/api/front/contacts', contactFormFields, { public: true });
  add(
    'PUT admin/contacts/{id}/answer',
    'PUT',
    () => `/api/admin/contacts/${contactId}/answer`,
    contactAnswerFields,
  );
  add(
    'POST admin/product-comment-answer',
    'POST',
    () => '/api/admin/product-comment-answer',
    productCommentAnswerFields,
  );
  add(
    'POST admin/comments/{id}/answer',
    'POST',
    () => `/api/admin/comments/${commentId}/answer`,
    postCommentAnswerFields,
  );
  add('PUT admin/profile', 'PUT', () => '/api/admin/profile', adminProfileFields);
  add('PUT admin/orders/{id}/status', 'PUT', () => '/api/admin/orders/1/status', orderStatusChangeFields);
  add(
    'POST admin/orders/status/changes',
    'POST',
    () => '/api/admin/orders/status/changes',
    orderBulkStatusFields,
  );
  add('POST admin/orders', 'POST', () => '/api/admin/orders', orderCreateFields);
  add('PUT admin/orders/{id}', 'PUT', () => '/api/admin/orders/1', orderUpdateFields);
  add(
    'POST admin/customers/addresses',
    'POST',
    () => '/api/admin/customers/addresses',
    customerAddressFields,
  );
  add(
    'PUT admin/customers/addresses/{id}',
    'PUT',
    () => '/api/admin/customers/addresses/1',
    customerAddressFields,
  );
  add('POST admin/customer/deposit', 'POST', () => '/api/admin/customer/deposit', walletMoveFields);
  add('POST admin/customer/withdraw', 'POST', () => '/api/admin/customer/withdraw', walletMoveFields);
  add('POST admin/mini_orders', 'POST', () => '/api/admin/mini_orders', miniOrderFields);
  add('PUT admin/settings', 'PUT', () => '/api/admin/settings', SETTING_DEFINITIONS);
  add('POST front/visits', 'POST', () => '/api/front/visits', visitFields, { public: true });
  const checkout = { public: true, headers: { 'idempotency-key': 'plain-text-checkout-1' } };
  add('POST front/orders', 'POST', () => '/api/front/orders', checkoutFields, checkout);
  add('POST front/orders (address)', 'POST', () => '/api/front/orders', checkoutAddressFields, {
    ...checkout,
    key: 'address.',
    wrap: (name, value) => ({ address: { [name]: value } }),
  });
  add('POST admin/products (varieties)', 'POST', () => '/api/admin/products', varietyFields, {
    key: 'varieties.0.',
    wrap: (name, value) => ({ title: 'کالا', varieties: [{ [name]: value }] }),
  });
  add(
    'POST admin/products (specifications)',
    'POST',
    () => '/api/admin/products',
    productSpecificationFields,
    {
      key: 'specifications.0.',
      wrap: (name, value) => ({ title: 'کالا', specifications: [{ specification_id: 1, [name]: value }] }),
    },
  );
  return out;
}

let remote = 0;
/** A request from its own address, so the storefront's per-address limits never answer first. */
async function send(row: Pick<Row, 'method' | 'url' | 'public' | 'headers'>, body: unknown) {
  remote += 1;
  const res = await t.app.inject({
    method: row.method,
    url: row.url(),
    headers: { ...(row.public ? {} : headers), ...row.headers },
    remoteAddress: `10.13.${remote >> 8}.${remote & 255}`,
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Rows of every table whose text holds `needle` (the whole database, both drivers). */
async function tablesHolding(needle: string): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    t.db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const [hit] = await rowsOf<{ n: number | string }>(
      t.db,
      sql`SELECT count(*) AS n FROM ${sql.identifier(name)} AS r WHERE r::text LIKE ${`%${needle}%`}`,
    );
    if (Number(hit?.n) > 0) found.push(name);
  }
  return found;
}

beforeAll(async () => {
  t = await createTestApp({ config: { imageHosts: [ALLOWED_HOST] } });
  headers = (await t.adminWith('super_admin')).headers;
  api = apiAs(t, headers);
  const contact = await send(
    { method: 'POST', url: () => '/api/front/contacts', public: true },
    { name: 'مینا', phone_number: '09121234567', subject: 'پرسش', body: 'سفارشم کی می‌رسد؟' },
  );
  contactId = contact.body.data.contact.id;
  const category = await api.post('/admin/post-categories', { name: 'اخبار' });
  const post = await api.post('/admin/posts', {
    title: 'مطلب',
    post_category_id: category.body.data.postCategory.id,
    body: '<p>متن</p>',
  });
  const [comment] = await t.db
    .insert(postComments)
    .values({ postId: post.body.data.post.id, name: 'سارا', body: 'ممنون', status: 'pending' })
    .returning();
  commentId = comment?.id as number;
});
afterAll(async () => t?.close());

describe('plain-text fields refuse markup (issue 13, hole 8)', () => {
  const table = rows();

  it('covers the fields the issue named and the custom routes', () => {
    const keys = new Set(table.map((row) => `${row.endpoint} ${row.key}`));
    for (const expected of [
      'POST admin/products short_description',
      'POST admin/products meta_description',
      'POST admin/brands description',
      'POST admin/categories meta_description',
      'POST admin/sellers full_name',
      'POST admin/shippings name',
      'POST admin/f_a_qs question',
      'POST front/contacts body',
      'PUT admin/contacts/{id}/answer answer',
      'POST admin/product-comment-answer body',
      'POST admin/comments/{id}/answer body',
      'PUT admin/settings shop_name',
      'POST front/orders (address) address.address',
    ])
      expect(keys, expected).toContain(expected);
    expect(table.length).toBeGreaterThan(100);
  });

  it.each(PAYLOADS)('answers 422 naming the field for %s, on every endpoint and field', async (payload) => {
    const wrong: string[] = [];
    for (const row of table) {
      const res = await send(row, row.body(payload));
      const messages: string[] = res.body.errors?.[row.key] ?? [];
      if (res.status !== 422 || !messages.some((message) => message.includes(PLAIN)))
        wrong.push(
          `${row.endpoint} ${row.key}: ${res.status} ${JSON.stringify(res.body.errors ?? res.body)}`,
        );
      else expect(messages.find((message) => message.includes(PLAIN))).toContain(row.field.label);
    }
    expect(wrong).toEqual([]);
  });

  it('accepts Persian text with < as a sign, and a<b', async () => {
    const brand = await api.post('/admin/brands', {
      name: 'قیمت < ۱۰۰',
      description: 'اگر a<b، آنگاه ۳ > ۲',
    });
    expect(brand.status).toBe(201);
    expect(brand.body.data.brand.description).toBe('اگر a<b، آنگاه ۳ > ۲');
  });

  it('keeps HTML fields HTML, through the sanitiser (a FAQ answer, a category description)', async () => {
    const faq = await api.post('/admin/f_a_qs', {
      question: 'ارسال چند روز طول می‌کشد؟',
      answer: '<p>دو روز</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(faq.status).toBe(201);
    expect(faq.body.data.faq.answer).toContain('<p>دو روز</p>');
    expect(faq.body.data.faq.answer).not.toMatch(/script|onerror/);
    const category = await api.post('/admin/categories', {
      title: 'کیف',
      description: '<p><strong>چرم</strong></p><script>alert(1)</script>',
    });
    expect(category.status).toBe(201);
    expect(category.body.data.category.description).toBe('<p><strong>چرم</strong></p>');
  });

  it('keeps the .htaccess raw: its <IfModule> is syntax, not markup', async () => {
    const content = '<IfModule mod_rewrite.c>\nRewriteEngine On\n</IfModule>';
    const saved = await api.put('/admin/htaccess', { content });
    expect(saved.status).toBe(200);
    expect(saved.body.data.htaccess.content).toBe(content);
  });

  it('refuses markup in a post office sheet’s text cells', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('مرسوله‌ها');
    sheet.addRow(['بارکد', 'نام گیرنده']);
    sheet.addRow(['ABC12345', '<img src=x onerror=alert(1)>']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), 'parcels.xlsx');
    const request = new Request('http://local/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shipping_excels',
      headers: { ...headers, 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().errors)).toContain('باید متن ساده باشد');
  });

  it('stored none of the payloads anywhere', async () => {
    expect(await tablesHolding('alert(1)')).toEqual([]);
    expect(await tablesHolding('onerror')).toEqual([]);
  });
});

describe('image fields take an upload path or an allowed https URL', () => {
  const BAD = [
    '/../../etc/passwd',
    '//evil.example/x.png',
    'https://evil.example/x.png',
    'javascript:alert(1)',
    '/api/media/../../etc/passwd',
  ];
  const imageRows = adminResources
    .filter((resource) => !resource.operations || resource.operations.includes('create'))
    .flatMap((resource) =>
      resource.fields
        .filter((field) => field.type === 'image' && !field.readOnly)
        .map((field) => ({ url: `/${resource.endpoint}`, field: field.name })),
    );

  it('refuses traversal, protocol-relative, other hosts and script URLs on every image field', async () => {
    expect(imageRows.map((row) => `${row.url} ${row.field}`)).toEqual(
      expect.arrayContaining(['/admin/brands image', '/admin/shippings logo', '/admin/sliders image']),
    );
    const wrong: string[] = [];
    for (const bad of BAD) {
      for (const row of imageRows) {
        const res = await api.post(row.url, { [row.field]: bad });
        const messages: string[] = res.body.errors?.[row.field] ?? [];
        if (res.status !== 422 || !messages.some((m) => m.includes(NOT_IMAGE)))
          wrong.push(`${row.url} ${row.field} ${bad}: ${res.status}`);
      }
      const setting = await api.put('/admin/settings', { logo: bad });
      if (setting.status !== 422 || !setting.body.errors.logo?.[0]?.includes(NOT_IMAGE))
        wrong.push(`settings logo ${bad}: ${setting.status}`);
    }
    expect(wrong).toEqual([]);
    expect(await tablesHolding('evil.example')).toEqual([]);
    expect(await tablesHolding('etc/passwd')).toEqual([]);
  });

  it('accepts the upload endpoint’s path and an allow-listed https URL', async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
    const request = new Request('http://local/', { method: 'POST', body: form });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/brands/image',
      headers: { ...headers, 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(uploaded.statusCode).toBe(201);
    const path = uploaded.json().data.image as string;
    const brand = await api.post('/admin/brands', { name: 'با لوگو', image: path });
    expect(brand.status).toBe(201);
    expect(brand.body.data.brand.image).toBe(path);
    const url = `https://${ALLOWED_HOST}/brands/logo.png`;
    const updated = await api.put(`/admin/brands/${brand.body.data.brand.id}`, { image: url });
    expect(updated.status).toBe(200);
    expect(updated.body.data.brand.image).toBe(url);
    expect((await api.put('/admin/settings', { logo: path })).status).toBe(200);
    expect((await api.put('/admin/settings', { logo: url })).status).toBe(200);
  });

  it('reads SHOP_IMAGE_HOSTS as lower-case host names, none by default', () => {
    expect(loadConfig({}).imageHosts).toEqual([]);
    expect(
      loadConfig({ SHOP_IMAGE_HOSTS: ' CDN.example.com, img.example.org ,bad host,https://x.y' }).imageHosts,
    ).toEqual(['cdn.example.com', 'img.example.org']);
  });
});
