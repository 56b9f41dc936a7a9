import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, cities, provinces } from '../src/db/schema/index.ts';
import { findOrCreateCustomer } from '../src/services/people/customer-by-mobile.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
let cityId = 0;
let otherCityId = 0;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(
    t,
    (await t.adminWith(['read_customer', 'write_address', 'modify_address', 'delete_address'])).headers,
  );
  const [tabriz] = await t.db.select().from(cities).where(eq(cities.name, 'تبریز'));
  const [shiraz] = await t.db.select().from(cities).where(eq(cities.name, 'شیراز'));
  cityId = tabriz?.id ?? 0;
  otherCityId = shiraz?.id ?? 0;
});
afterAll(async () => t?.close());

/** Each test makes its own customer (and address), so none depends on another's rows. */
let customers = 0;
const newCustomer = async () => {
  customers += 1;
  const mobile = `0912300${String(customers).padStart(4, '0')}`;
  return (await findOrCreateCustomer(t.db, { mobile, firstName: 'حسین' }, new Date())).id;
};

const body = (customerId: number, city = cityId) => ({
  customer_id: customerId,
  city,
  first_name: 'حسين',
  last_name: 'رحيمی',
  mobile: '۰۹۱۲۳۰۰۰۰۰۱',
  address: 'خیابان امام، کوچه ۱۲، پلاک ۴',
  postal_code: '5135678901',
  telephone: '04133334444',
});

const customerWithAddress = async (city = cityId) => {
  const customerId = await newCustomer();
  const res = await api.post('/admin/customers/addresses', body(customerId, city));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { customerId, id: res.body.data.address.id as number, res };
};

describe('customer addresses', () => {
  it('adds an address with Persian letters and Latin digits stored, and lists it with city and province', async () => {
    const { customerId, id, res } = await customerWithAddress();
    expect(res.body.data.address).toMatchObject({
      first_name: 'حسین',
      last_name: 'رحیمی',
      mobile: '09123000001',
      city: { id: cityId, name: 'تبریز', province: { name: 'آذربایجان شرقی' } },
    });
    const list = await api.get(`/admin/customers/${customerId}/addresses`);
    expect(list.body.data.addresses.map((a: { id: number }) => a.id)).toEqual([id]);
  });

  it('filters customers by city and province through their addresses', async () => {
    // Cities no other test uses: Mashhad (Khorasan Razavi) and Isfahan.
    const [mashhad] = await t.db.select().from(cities).where(eq(cities.name, 'مشهد'));
    const [isfahan] = await t.db.select().from(cities).where(eq(cities.name, 'اصفهان'));
    const [province] = await t.db
      .select()
      .from(provinces)
      .where(eq(provinces.id, mashhad?.provinceId ?? 0));
    const { customerId } = await customerWithAddress(mashhad?.id);
    const byCity = await api.get(`/admin/customers?city_id=${mashhad?.id}`);
    expect(byCity.body.data.customers.data.map((c: { id: number }) => c.id)).toEqual([customerId]);
    expect((await api.get(`/admin/customers?province_id=${province?.id}`)).body.data.customers.total).toBe(1);
    expect((await api.get(`/admin/customers?city_id=${isfahan?.id}`)).body.data.customers.total).toBe(0);
  });

  it('refuses an unknown city, a bad mobile, a short postal code and a missing address', async () => {
    const customerId = await newCustomer();
    const res = await api.post('/admin/customers/addresses', {
      ...body(customerId),
      city: 999_999,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.city).toBeDefined();
    const bad = await api.post('/admin/customers/addresses', {
      ...body(customerId),
      mobile: '123',
      postal_code: '12',
      address: '',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['address', 'mobile', 'postal_code']);
    const nobody = await api.post('/admin/customers/addresses', {
      ...body(customerId),
      customer_id: 999_999,
    });
    expect(nobody.status).toBe(422);
  });

  it('edits an address partly', async () => {
    const { id } = await customerWithAddress();
    const res = await api.put(`/admin/customers/addresses/${id}`, {
      city: otherCityId,
      postal_code: '7134567890',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.address).toMatchObject({
      postal_code: '7134567890',
      city: { name: 'شیراز' },
      first_name: 'حسین',
    });
    expect((await api.put('/admin/customers/addresses/999999', { postal_code: '7134567890' })).status).toBe(
      404,
    );
  });

  it('soft-deletes: the row stays for orders, the list no longer shows it, a second delete is a 404', async () => {
    const { customerId, id } = await customerWithAddress();
    expect((await api.del(`/admin/customers/addresses/${customerId + 1}/${id}`)).status).toBe(404);
    const res = await api.del(`/admin/customers/addresses/${customerId}/${id}`);
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, id));
    expect(row?.deletedAt).not.toBeNull();
    expect((await api.get(`/admin/customers/${customerId}/addresses`)).body.data.addresses).toEqual([]);
    expect((await api.del(`/admin/customers/addresses/${customerId}/${id}`)).status).toBe(404);
  });

  it('needs the address permissions', async () => {
    const customerId = await newCustomer();
    const reader = apiAs(t, (await t.adminWith(['read_customer'])).headers);
    expect((await reader.post('/admin/customers/addresses', body(customerId))).status).toBe(403);
  });
});
