import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, shippings } from '../src/db/schema/index.ts';
import { redactUrl } from '../src/http/log-redaction.ts';
import { credentialsReport } from '../src/seed/report.ts';
import { stockedVariety } from './support/checkout-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

/** Every line the app's logger wrote, as written (pino JSON, one line each). */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ config: { paymentGateway: 'virtual' }, logger: { level: 'info', stream } });
});
afterAll(async () => t?.close());

/** The `url` of each request the log recorded. */
const loggedUrls = () =>
  lines
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));

describe('the request log', () => {
  it('holds no signed link of a checkout-and-pay run: signature and expires are redacted', async () => {
    const boss = await t.adminWith('super_admin');
    const bag = await stockedVariety(t.app, boss.headers, {
      title: 'کیف پول چرمی',
      price: 900_000,
      stock: 5,
    });
    const [post] = await t.db
      .insert(shippings)
      .values({ name: 'پست پیشتاز', defaultPrice: 45_000, status: 1 })
      .returning();
    const [city] = await t.db.select().from(cities).limit(1);
    let placedCount = 0;
    const order = () => {
      placedCount += 1;
      return t.app.inject({
        method: 'POST',
        url: '/api/front/orders',
        headers: { 'idempotency-key': `log-secrets-${Date.now()}-${placedCount}` },
        remoteAddress: '10.7.0.1',
        payload: {
          mobile: `0936${String(1_000_000 + placedCount).slice(-7)}`,
          address: {
            first_name: 'نرگس',
            last_name: 'رضایی',
            mobile: '09121112233',
            city_id: city?.id,
            postal_code: '1234567890',
            address: 'تهران، خیابان آزادی، پلاک ۳',
          },
          shipping_id: post?.id,
          varieties: [{ id: bag.varietyId, quantity: 1 }],
        },
      });
    };
    lines.length = 0;
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(201);
    const first = placed.json().data as { gateway_url: string; pay_url: string; fail_url: string };
    const abandoned = (await order()).json().data as { fail_url: string };

    expect((await t.app.inject({ method: 'GET', url: first.gateway_url })).statusCode).toBe(200);
    const paid = await t.app.inject({ method: 'POST', url: first.pay_url });
    expect(paid.statusCode, paid.body).toBe(200);
    // A link used again, and a forged one, are logged too (as 4xx answers).
    await t.app.inject({ method: 'POST', url: first.pay_url });
    await t.app.inject({ method: 'GET', url: first.pay_url.replace(/signature=[0-9a-f]/, 'signature=0') });
    expect((await t.app.inject({ method: 'POST', url: abandoned.fail_url })).statusCode).toBe(200);

    const signatures = [first.gateway_url, first.pay_url, first.fail_url, abandoned.fail_url].map(
      (url) => new URL(url, 'http://shop.test').searchParams.get('signature') as string,
    );
    expect(signatures.every((s) => /^[0-9a-f]{64}$/.test(s))).toBe(true);
    const log = lines.join('\n');
    for (const signature of signatures) expect(log).not.toContain(signature);
    // Not even a 20-character run of one: a partial signature is still part of a capability.
    expect(log).not.toMatch(/[0-9a-f]{20}/);
    // The gateway's requests are logged, with the placeholder where the capability was.
    const gatewayUrls = loggedUrls().filter((url) => url.includes('/front/gateway/virtual/'));
    expect(gatewayUrls.length).toBeGreaterThanOrEqual(5);
    for (const url of gatewayUrls) {
      expect(url).toMatch(/\?expires=\[redacted\]&signature=\[redacted\]$/);
    }
  });

  it('redacts secret query parameters in any URL and keeps the rest', () => {
    expect(redactUrl('/api/front/gateway/virtual/12/pay?expires=1790000000&signature=ab12')).toBe(
      '/api/front/gateway/virtual/12/pay?expires=[redacted]&signature=[redacted]',
    );
    expect(redactUrl('/api/admin/orders?page=2&token=abc&Access_Token=x&status=new')).toBe(
      '/api/admin/orders?page=2&token=[redacted]&Access_Token=[redacted]&status=new',
    );
    expect(redactUrl('/api/x?%73ignature=ab&q=%D8%A7')).toBe('/api/x?%73ignature=[redacted]&q=%D8%A7');
    expect(redactUrl('/api/admin/products')).toBe('/api/admin/products');
  });
});

describe('the start-up report', () => {
  const demo = null;
  it('never prints a super admin password given in SHOP_ADMIN_PASSWORD', () => {
    const report = credentialsReport(
      { createdAdmin: { username: 'owner', password: 'from-the-environment-1', generated: false } },
      demo,
    );
    expect(report).toContain('username: owner');
    expect(report).not.toContain('from-the-environment-1');
    expect(report).toContain('SHOP_ADMIN_PASSWORD (not shown)');
  });

  it('shows a generated password once, as the only way to learn it', () => {
    const report = credentialsReport(
      { createdAdmin: { username: 'admin', password: 'GeneratedPw123', generated: true } },
      demo,
    );
    expect(report).toContain('password: GeneratedPw123');
  });
});
