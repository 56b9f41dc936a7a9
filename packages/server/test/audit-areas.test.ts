import { and, desc, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, cities, contacts, customerRoles, settings } from '../src/db/schema/index.ts';
import { findOrCreateCustomer } from '../src/services/people/customer-by-mobile.ts';
import { depositToWallet } from '../src/services/wallet/ledger.ts';
import { stockedVariety } from './support/checkout-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let root: Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['adminWith']>>;
beforeAll(async () => {
  t = await createTestApp();
  root = await t.adminWith('super_admin');
});
afterAll(async () => t?.close());

/** Every write comes from this address; the audit row must name it. */
const IP = '203.0.113.7';

interface Call {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
type Answer = any;

/** One admin write in one area and the audit row it must leave. */
interface AreaWrite {
  area: string;
  entity: string;
  action: string;
  /** Prepares what the write needs (rows, stock, a wallet) and returns the request. */
  request: () => Promise<Call>;
  /** The audited record, from the answer (or known from the preparation). */
  entityId: (answer: Answer) => string;
  /** null, a value, or the fields the row's before/after must hold. */
  before: () => unknown;
  after: (answer: Answer) => unknown;
}

let customerRoleId = 0;
let withdrawId = 0;
let contactId = 0;
let customerId = 0;
let addressOwnerId = 0;
let withdrawerId = 0;
/** A customer of one area's own, so each area's test passes alone or shuffled. */
const customerOf = async (mobile: string) =>
  (await findOrCreateCustomer(t.db, { mobile, firstName: 'سارا' }, new Date())).id;
let shopNameBefore: string | null = null;

const AREAS: AreaWrite[] = [
  {
    area: 'customers',
    entity: 'customers',
    action: 'update',
    async request() {
      customerId = await customerOf('09121110001');
      return { method: 'PUT', url: `/admin/customers/${customerId}`, payload: { first_name: 'نرگس' } };
    },
    entityId: () => String(customerId),
    before: () => ({ first_name: 'سارا', mobile: '09121110001' }),
    after: () => ({ first_name: 'نرگس', mobile: '09121110001' }),
  },
  {
    area: 'customer addresses',
    entity: 'addresses',
    action: 'create',
    async request() {
      addressOwnerId = await customerOf('09121110002');
      const [city] = await t.db.select().from(cities).where(eq(cities.name, 'تبریز'));
      const payload = {
        customer_id: addressOwnerId,
        city: city?.id,
        first_name: 'نرگس',
        last_name: 'رحیمی',
        mobile: '09121110001',
        address: 'خیابان امام، کوچه ۱۲، پلاک ۴',
        postal_code: '5135678901',
      };
      return { method: 'POST', url: '/admin/customers/addresses', payload };
    },
    entityId: (answer) => String(answer.data.address.id),
    before: () => null,
    after: () => ({ customer_id: addressOwnerId, postal_code: '5135678901' }),
  },
  {
    area: 'sellers',
    entity: 'sellers',
    action: 'create',
    request: async () => ({
      method: 'POST',
      url: '/admin/sellers',
      payload: { full_name: 'مهدی رستمی', national_code: '0013542419' },
    }),
    entityId: (answer) => String(answer.data.seller.id),
    before: () => null,
    after: () => ({ full_name: 'مهدی رستمی', national_code: '0013542419' }),
  },
  {
    area: 'customer roles',
    entity: 'customer_roles',
    action: 'update',
    async request() {
      const [role] = await t.db.insert(customerRoles).values({ name: 'همکار' }).returning();
      customerRoleId = role?.id ?? 0;
      return { method: 'PUT', url: `/admin/customer_roles/${customerRoleId}`, payload: { name: 'عمده‌فروش' } };
    },
    entityId: () => String(customerRoleId),
    before: () => ({ name: 'همکار' }),
    after: () => ({ name: 'عمده‌فروش' }),
  },
  {
    area: 'shipping methods',
    entity: 'shippings',
    action: 'create',
    request: async () => ({
      method: 'POST',
      url: '/admin/shippings',
      payload: { name: 'پیک موتوری', default_price: 60_000 },
    }),
    entityId: (answer) => String(answer.data.shipping.id),
    before: () => null,
    after: () => ({ name: 'پیک موتوری', default_price: 60_000 }),
  },
  {
    area: 'coupons',
    entity: 'coupons',
    action: 'create',
    request: async () => ({
      method: 'POST',
      url: '/admin/coupon',
      payload: {
        title: 'تخفیف پاییز',
        code: 'autumn1404',
        start_date: '1404/07/01',
        end_date: '1404/09/30',
        type: 'flat',
        amount: 20_000,
      },
    }),
    entityId: (answer) => String(answer.data.coupon.id),
    before: () => null,
    after: () => ({ code: 'AUTUMN1404', amount: 20_000 }),
  },
  {
    area: 'settings',
    entity: 'settings',
    action: 'update',
    async request() {
      const [row] = await t.db.select().from(settings).where(eq(settings.name, 'shop_name'));
      shopNameBefore = row?.value ?? null;
      return { method: 'PUT', url: '/admin/settings', payload: { shop_name: 'فروشگاه نمونه' } };
    },
    entityId: () => 'shop_name',
    before: () => shopNameBefore,
    after: () => 'فروشگاه نمونه',
  },
  {
    area: 'admins',
    entity: 'admins',
    action: 'create',
    request: async () => ({
      method: 'POST',
      url: '/admin/admins',
      payload: {
        name: 'نرگس احمدی',
        username: 'audit_admin',
        password: 'secret-pass-1',
        password_confirmation: 'secret-pass-1',
        role: root.role.id,
      },
    }),
    entityId: (answer) => String(answer.data.admin.id),
    before: () => null,
    after: () => ({ name: 'نرگس احمدی', username: 'audit_admin' }),
  },
  {
    area: 'roles',
    entity: 'roles',
    action: 'create',
    request: async () => ({
      method: 'POST',
      url: '/admin/roles',
      payload: { name: 'audit_role', label: 'حسابرس', permissions: ['read_log'] },
    }),
    entityId: (answer) => String(answer.data.role.id),
    before: () => null,
    after: () => ({ name: 'audit_role', label: 'حسابرس', permissions: [{ name: 'read_log' }] }),
  },
  {
    area: 'withdraw requests',
    entity: 'withdraws',
    action: 'update',
    async request() {
      withdrawerId = await customerOf('09121110003');
      await depositToWallet(t.db, { customerId: withdrawerId, amount: 200_000, now: new Date() });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/withdraws',
        headers: root.headers,
        payload: { customer_id: withdrawerId, amount: 60_000 },
      });
      withdrawId = created.json().data.withdraw.id;
      return { method: 'PUT', url: `/admin/withdraws/${withdrawId}`, payload: { status: 'canceled' } };
    },
    entityId: () => String(withdrawId),
    before: () => ({ status: 'pending', amount: 60_000 }),
    after: () => ({ status: 'canceled', amount: 60_000 }),
  },
  {
    area: 'in-person sales',
    entity: 'mini_orders',
    action: 'create',
    async request() {
      const shirt = await stockedVariety(t.app, root.headers, { title: 'پیراهن', price: 300_000, stock: 3 });
      const payload = {
        mobile: '09121110001',
        varieties: [{ id: shirt.varietyId, quantity: 1, amount: 300_000 }],
      };
      return { method: 'POST', url: '/admin/mini_orders', payload };
    },
    entityId: (answer) => String(answer.data.mini_order.id),
    before: () => null,
    after: (answer) => ({ id: answer.data.mini_order.id, sells: [{ quantity: 1 }] }),
  },
  {
    area: 'contacts',
    entity: 'contacts',
    action: 'read',
    async request() {
      const [row] = await t.db
        .insert(contacts)
        .values({ name: 'علی', phone: '09120000000', subject: 'سلام', body: 'پیام آزمایشی', status: 0 })
        .returning();
      contactId = row?.id ?? 0;
      return { method: 'POST', url: `/admin/contacts/${contactId}/read` };
    },
    entityId: () => String(contactId),
    before: () => ({ status: 0 }),
    after: () => ({ status: 1 }),
  },
];

/** null and plain values compare exactly; objects by the fields the case names. */
function expectState(actual: unknown, expected: unknown) {
  if (expected !== null && typeof expected === 'object') expect(actual).toMatchObject(expected);
  else expect(actual).toEqual(expected);
}

describe('every admin area writes to the one audit log', () => {
  it.each(AREAS.map((write) => [write.area, write] as const))(
    '%s: the admin, entity, action, before → after and IP',
    async (_area, write) => {
      const call = await write.request();
      const [{ last } = { last: 0 }] = await t.db.select({ last: max(auditLogs.id) }).from(auditLogs);
      const res = await t.app.inject({
        method: call.method,
        url: `/api${call.url}`,
        headers: root.headers,
        remoteAddress: IP,
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      const answer = res.json();
      const rows = await t.db
        .select()
        .from(auditLogs)
        .where(
          and(
            gt(auditLogs.id, last ?? 0),
            eq(auditLogs.entity, write.entity),
            eq(auditLogs.action, write.action),
          ),
        )
        .orderBy(desc(auditLogs.id));
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({ adminId: root.admin.id, ip: IP, entityId: write.entityId(answer) });
      expectState(row?.before, write.before());
      expectState(row?.after, write.after(answer));
      expect(JSON.stringify(row)).not.toMatch(/password|secret-pass/);
    },
  );
});
