import { normalizePersian } from '@shop-admin/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, cities, customers, provinces } from '../src/db/schema/index.ts';
import { seedGeo } from '../src/seed/base-geo.ts';
import { IRAN_GEO } from '../src/seed/base-geo-data.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t, (await t.adminWith(['read_area', 'write_area', 'modify_area', 'delete_area'])).headers);
});
afterAll(async () => t?.close());

describe('the seeded map of Iran', () => {
  it('has all 31 provinces, each with its capital and main cities, spelt with Persian ی and ک', () => {
    expect(IRAN_GEO).toHaveLength(31);
    const all = IRAN_GEO.flatMap((entry) => [entry.province, ...entry.cities]);
    for (const name of all) {
      expect(name, name).not.toMatch(/[\u064A\u0649\u0643]/);
      expect(name, name).toBe(name.trim());
    }
    for (const entry of IRAN_GEO) {
      expect(entry.cities.length, entry.province).toBeGreaterThanOrEqual(6);
      const keys = entry.cities.map(normalizePersian);
      expect(new Set(keys).size, entry.province).toBe(keys.length);
    }
    expect(new Set(IRAN_GEO.map((entry) => entry.province)).size).toBe(31);
  });

  it('is in the base seed of every shop, and seeding again adds nothing', async () => {
    const [p] = await t.db.select({ n: count() }).from(provinces);
    const [c] = await t.db.select({ n: count() }).from(cities);
    expect(p?.n).toBe(31);
    expect(c?.n).toBe(IRAN_GEO.reduce((sum, entry) => sum + entry.cities.length, 0));
    expect(await seedGeo(t.db)).toEqual({ provinces: 0, cities: 0 });
    const [tehran] = await t.db.select().from(provinces).where(eq(provinces.name, 'تهران'));
    const tehranCities = await t.db
      .select()
      .from(cities)
      .where(eq(cities.provinceId, tehran?.id ?? 0));
    expect(tehranCities.map((city) => city.name)).toContain('تهران');
  });
});

describe('provinces and cities API', () => {
  it('lists provinces searched with Arabic letters, and cities filtered by province with its name', async () => {
    const found = await api.get(`/admin/provinces?search=${encodeURIComponent('كرمان')}&all=1`);
    expect(found.status).toBe(200);
    expect(found.body.data.provinces.map((p: { name: string }) => p.name).sort()).toEqual(
      ['کرمان', 'کرمانشاه'].sort(),
    );
    const [fars] = await t.db.select().from(provinces).where(eq(provinces.name, 'فارس'));
    const list = await api.get(`/admin/cities?province_id=${fars?.id}&per_page=100`);
    expect(list.body.data.cities.total).toBe(IRAN_GEO.find((e) => e.province === 'فارس')?.cities.length);
    expect(list.body.data.cities.data[0]).toMatchObject({
      name: 'شیراز',
      province_id: fars?.id,
      province: { id: fars?.id, name: 'فارس' },
      status: true,
    });
    const bad = await api.get('/admin/cities?province_id=abc');
    expect(bad.status).toBe(422);
  });

  it('creates, renames, deactivates and filters a city; refuses an unknown province in Persian', async () => {
    const [qom] = await t.db.select().from(provinces).where(eq(provinces.name, 'قم'));
    const created = await api.post('/admin/cities', { name: 'شهر جديد', province_id: qom?.id });
    expect(created.status).toBe(201);
    expect(created.body.data.city).toMatchObject({ name: 'شهر جدید', province: { name: 'قم' } });
    const id = created.body.data.city.id;
    const off = await api.put(`/admin/cities/${id}`, { status: false });
    expect(off.body.data.city.status).toBe(false);
    const inactive = await api.get(`/admin/cities?province_id=${qom?.id}&status=0`);
    expect(inactive.body.data.cities.data.map((c: { id: number }) => c.id)).toEqual([id]);
    const unknown = await api.post('/admin/cities', { name: 'هیچ‌جا', province_id: 999999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.province_id).toEqual(['استان انتخاب شده وجود ندارد.']);
    expect((await api.del(`/admin/cities/${id}`)).status).toBe(200);
  });

  it('refuses deleting a province with cities and a city an address uses, in Persian', async () => {
    const [ilam] = await t.db.select().from(provinces).where(eq(provinces.name, 'ایلام'));
    const refused = await api.del(`/admin/provinces/${ilam?.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('شهر دارد');
    const [city] = await t.db.select().from(cities).where(eq(cities.name, 'ایلام'));
    const [customer] = await t.db.insert(customers).values({ mobile: '09120000001' }).returning();
    await t.db.insert(addresses).values({
      customerId: customer?.id ?? 0,
      cityId: city?.id ?? 0,
      firstName: 'علی',
      lastName: 'رضایی',
      mobile: '09120000001',
      address: 'خیابان اصلی',
    });
    const used = await api.del(`/admin/cities/${city?.id}`);
    expect(used.status).toBe(422);
    expect(used.body.message).toContain('نشانی');
  });

  it('refuses a taken province name and needs the area permissions', async () => {
    const taken = await api.post('/admin/provinces', { name: 'تهران' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.name).toEqual(['این نام استان قبلا ثبت شده است.']);
    const reader = apiAs(t, (await t.adminWith(['read_area'])).headers);
    expect((await reader.post('/admin/provinces', { name: 'استان تازه' })).status).toBe(403);
  });

  it('lets any signed-in staff member read provinces and cities (the address filters), but not change them', async () => {
    const clerk = apiAs(t, (await t.adminWith(['read_order', 'read_customer'])).headers);
    const all = await clerk.get('/admin/provinces?all=1');
    expect(all.status).toBe(200);
    expect(JSON.stringify(all.body)).toContain('تهران');
    expect((await clerk.get('/admin/cities?all=1')).status).toBe(200);
    expect((await clerk.post('/admin/provinces', { name: 'استان دیگر' })).status).toBe(403);
    const [city] = await t.db.select().from(cities).limit(1);
    expect((await clerk.put(`/admin/cities/${city?.id}`, { name: 'نام تازه' })).status).toBe(403);
    expect((await clerk.del(`/admin/cities/${city?.id}`)).status).toBe(403);
  });

  it('offers the storefront the active provinces and cities in Persian order, without signing in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/front/provinces' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.provinces as { name: string; cities: { name: string }[] }[];
    expect(list).toHaveLength(31);
    expect(list[0]?.name).toBe('آذربایجان شرقی');
    const names = list.map((p) => p.name);
    expect(names.indexOf('گیلان')).toBeGreaterThan(names.indexOf('کهگیلویه و بویراحمد'));
    expect(names.indexOf('چهارمحال و بختیاری')).toBeLessThan(names.indexOf('خراسان جنوبی'));
    expect(list.find((p) => p.name === 'قم')?.cities.map((c) => c.name)).not.toContain('شهر جدید');
  });
});

describe('seeding the map on a database shared by two starting servers', () => {
  it('adds each city once when two seeds run at the same time', async () => {
    const { serverKeys } = await import('../src/db/schema/index.ts');
    await t.db.delete(serverKeys).where(eq(serverKeys.name, 'geo_seed'));
    const [tabriz] = await t.db.select().from(cities).where(eq(cities.name, 'تبریز'));
    await t.db.delete(cities).where(eq(cities.id, tabriz?.id ?? 0));
    const results = await Promise.all([seedGeo(t.db), seedGeo(t.db)]);
    expect(results.map((r) => r.cities).sort()).toEqual([0, 1]);
    expect(await t.db.select().from(cities).where(eq(cities.name, 'تبریز'))).toHaveLength(1);
    expect(await seedGeo(t.db)).toEqual({ provinces: 0, cities: 0 });
  });
});
