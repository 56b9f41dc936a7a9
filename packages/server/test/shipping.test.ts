import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, customerRoles, provinces, shippingCities, shippings } from '../src/db/schema/index.ts';
import { quoteShipping } from '../src/services/shipping/quote.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
let staffHeaders: Record<string, string>;
const place = { tehran: 0, tehranCity: 0, shahriar: 0, isfahan: 0, isfahanCity: 0, kashan: 0, shiraz: 0 };
let vip = 0;

async function cityId(name: string) {
  const [row] = await t.db.select().from(cities).where(eq(cities.name, name));
  if (!row) throw new Error(`no city ${name}`);
  return row.id;
}
async function provinceId(name: string) {
  const [row] = await t.db.select().from(provinces).where(eq(provinces.name, name));
  if (!row) throw new Error(`no province ${name}`);
  return row.id;
}

/** A method made through the staff API (so it takes the next place in the staff's order); its id. */
async function makeMethod(body: Record<string, unknown> & { name: string }): Promise<number> {
  const res = await api.post('/admin/shippings', { default_price: 50_000, ...body });
  expect(res.status).toBe(201);
  return res.body.data.shipping.id;
}

/** A method row straight in the table, for the quote and storefront checks; its id. */
async function insertMethod(values: Partial<typeof shippings.$inferInsert> & { name: string }) {
  const [row] = await t.db
    .insert(shippings)
    .values({ defaultPrice: 50_000, freeThreshold: 3_000_000, ...values })
    .returning();
  if (!row) throw new Error('not inserted');
  return row.id;
}

/** The ids of one page of the staff list for a query string (a search word of the test's own), in order. */
async function listedIds(query: string): Promise<number[]> {
  const res = await api.get(`/admin/shippings?${query}`);
  expect(res.status).toBe(200);
  return res.body.data.shippings.data.map((s: { id: number }) => s.id);
}
const search = (word: string) => `search=${encodeURIComponent(word)}`;

beforeAll(async () => {
  t = await createTestApp();
  staffHeaders = (
    await t.adminWith(['read_shipping', 'write_shipping', 'modify_shipping', 'delete_shipping'])
  ).headers;
  api = apiAs(t, staffHeaders);
  place.tehran = await provinceId('تهران');
  place.isfahan = await provinceId('اصفهان');
  place.tehranCity = await cityId('تهران');
  place.shahriar = await cityId('شهریار');
  place.isfahanCity = await cityId('اصفهان');
  place.kashan = await cityId('کاشان');
  place.shiraz = await cityId('شیراز');
  const [role] = await t.db.insert(customerRoles).values({ name: 'VIP' }).returning();
  vip = role?.id ?? 0;
});
afterAll(async () => t?.close());

describe('shipping methods API', () => {
  it('creates a method with province, city and role prices, shown with their names', async () => {
    // A new method goes last in the staff's order, after whatever methods exist.
    const [last] = await t.db.select({ order: max(shippings.order) }).from(shippings);
    const lastOrder = last?.order ?? 0;
    const res = await api.post('/admin/shippings', {
      name: 'پست پيشتاز',
      default_price: '۴۵۰۰۰',
      free_threshold: 2_000_000,
      minimum_delay: 1,
      description: 'ارسال به سراسر کشور',
      provinces: [{ id: place.isfahan, price: 40_000 }],
      cities: [{ id: place.kashan, price: 35_000 }],
      customer_roles: [{ id: vip, amount: 10_000 }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.shipping).toMatchObject({
      name: 'پست پیشتاز',
      default_price: 45_000,
      free_threshold: 2_000_000,
      minimum_delay: 1,
      status: true,
      order: lastOrder + 1,
      provinces: [{ id: place.isfahan, name: 'اصفهان', price: 40_000 }],
      cities: [{ id: place.kashan, name: 'کاشان', province_id: place.isfahan, price: 35_000 }],
      customer_roles: [{ id: vip, name: 'VIP', amount: 10_000 }],
    });
    const second = await api.post('/admin/shippings', { name: 'پیک موتوری تهران', default_price: 60_000 });
    expect(second.body.data.shipping).toMatchObject({
      order: lastOrder + 2,
      provinces: [],
      cities: [],
      customer_roles: [],
    });
  });

  it('refuses a taken name, unknown and repeated area ids with Persian messages naming the row, writing nothing', async () => {
    const id = await makeMethod({ name: 'پست تكراري', default_price: 45_000 });
    const taken = await api.post('/admin/shippings', { name: 'پست تکراری', default_price: 1 });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.name).toEqual(['این نام روش ارسال قبلا ثبت شده است.']);
    expect(await t.db.select().from(shippings).where(eq(shippings.name, 'پست تکراری'))).toHaveLength(1);
    const bad = await api.put(`/admin/shippings/${id}`, {
      default_price: 1,
      cities: [
        { id: place.kashan, price: 1 },
        { id: 99_999_999, price: 1 },
        { id: place.kashan, price: 2 },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['cities.1.id']).toEqual(['شهر انتخاب شده وجود ندارد.']);
    expect(bad.body.errors['cities.2.id'][0]).toContain('دو بار');
    const negative = await api.post('/admin/shippings', { name: 'منفی', default_price: -5 });
    expect(negative.status).toBe(422);
    expect(await t.db.select().from(shippings).where(eq(shippings.name, 'منفی'))).toEqual([]);
    const [row] = await t.db.select().from(shippings).where(eq(shippings.id, id));
    expect(row?.defaultPrice).toBe(45_000);
    expect(await t.db.select().from(shippingCities).where(eq(shippingCities.shippingId, id))).toEqual([]);
  });

  it('assigns a method its whole city list (route shipping.cities) and sorts methods', async () => {
    const courier = await makeMethod({ name: 'پیک شهرهای تهران' });
    const res = await api.post(`/admin/shippings/${courier}/assign-cities`, {
      cities: [
        { id: place.tehranCity, price: 50_000 },
        { id: place.shahriar, price: 80_000 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.shipping.cities.map((c: { name: string }) => c.name)).toEqual(['تهران', 'شهریار']);
    const again = await api.post(`/admin/shippings/${courier}/assign-cities`, {
      cities: [{ id: place.tehranCity, price: 55_000 }],
    });
    expect(again.body.data.shipping.cities).toEqual([
      { id: place.tehranCity, name: 'تهران', province_id: place.tehran, price: 55_000 },
    ]);
    const rows = await t.db.select().from(shippingCities).where(eq(shippingCities.shippingId, courier));
    expect(rows).toHaveLength(1);
    expect((await api.post('/admin/shippings/999999/assign-cities', { cities: [] })).status).toBe(404);

    // Two methods of this test's own, made in the order the sort then reverses.
    const first = await makeMethod({ name: 'روش ترتیبی یک' });
    const later = await makeMethod({ name: 'روش ترتیبی دو' });
    expect(await listedIds(search('ترتیبی'))).toEqual([first, later]);
    const sorted = await api.post('/admin/shippings/sort', { shippings: [later, first] });
    expect(sorted.status).toBe(200);
    expect(await listedIds(search('ترتیبی'))).toEqual([later, first]);
    // Accepted, this would put `first` back in front.
    const unknown = await api.post('/admin/shippings/sort', { ids: [first, 424242] });
    expect(unknown.status).toBe(422);
    expect(await listedIds(search('ترتیبی'))).toEqual([later, first]);
  });

  it('refuses a bodyless or empty assign-cities and clears the city list only when told', async () => {
    const courier = await makeMethod({ name: 'پیک فقط تهران' });
    const assigned = await api.post(`/admin/shippings/${courier}/assign-cities`, {
      cities: [{ id: place.tehranCity, price: 60_000 }],
    });
    expect(assigned.status).toBe(200);
    const cityRows = () => t.db.select().from(shippingCities).where(eq(shippingCities.shippingId, courier));
    const url = `/api/admin/shippings/${courier}/assign-cities`;
    const headers = staffHeaders;
    const refused = [
      await t.app.inject({ method: 'POST', url, headers }),
      await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
      }),
      await t.app.inject({ method: 'POST', url, headers, payload: {} }),
      await t.app.inject({ method: 'POST', url, headers, payload: { cities: 'all' } }),
      await t.app.inject({ method: 'POST', url, headers, payload: { city: [] } }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'validation_failed' });
    }
    expect(refused[2]?.json().errors.cities).toEqual([
      'فهرست شهرها الزامی است؛ برای برداشتن محدودیت شهری، فهرست خالی بفرستید.',
    ]);
    // The restriction is still there after every refusal.
    expect(await cityRows()).toMatchObject([{ cityId: place.tehranCity, price: 60_000 }]);

    // Said out loud, it is cleared: an empty list, or null.
    const cleared = await api.post(`/admin/shippings/${courier}/assign-cities`, { cities: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.shipping.cities).toEqual([]);
    expect(await cityRows()).toEqual([]);
    await api.post(`/admin/shippings/${courier}/assign-cities`, { cities: [{ id: place.kashan, price: 1 }] });
    expect(await cityRows()).toHaveLength(1);
    expect((await api.post(`/admin/shippings/${courier}/assign-cities`, { cities: null })).status).toBe(200);
    expect(await cityRows()).toEqual([]);
  });

  it('filters by status and search, and a read-only admin cannot write', async () => {
    const post = await makeMethod({ name: 'پست صافی' });
    const courier = await makeMethod({ name: 'پیک صافی' });
    await api.put(`/admin/shippings/${courier}`, { status: false });
    expect(await listedIds(search('صافی'))).toEqual([post, courier]);
    expect(await listedIds(`status=1&${search('صافی')}`)).toEqual([post]);
    expect(await listedIds(`status=0&${search('صافی')}`)).toEqual([courier]);
    // Arabic ي and ك find the Persian ی and ک.
    expect(await listedIds(search('پيك صافي'))).toEqual([courier]);
    const reader = apiAs(t, (await t.adminWith(['read_shipping'])).headers);
    expect((await reader.get('/admin/shippings')).status).toBe(200);
    expect((await reader.post('/admin/shippings/sort', { ids: [courier] })).status).toBe(403);
    expect(await listedIds(search('صافی'))).toEqual([post, courier]);
    expect((await reader.post(`/admin/shippings/${post}/assign-cities`, { cities: [] })).status).toBe(403);
  });

  it('uploads a logo checked from its content and serves it', async () => {
    const post = await makeMethod({ name: 'پست لوگودار' });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = '----shipping-logo';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = (await t.adminWith(['write_shipping', 'modify_shipping'])).headers;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shippings/logo',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const image = res.json().data.image as string;
    expect(image).toMatch(/^\/api\/media\/shippings\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const saved = await apiAs(t, headers).put(`/admin/shippings/${post}`, { logo: image });
    expect(saved.body.data.shipping.logo).toBe(image);
  });

  it('deletes a method with its prices', async () => {
    const id = await makeMethod({ name: 'حذفی', default_price: 1, cities: [{ id: place.shiraz, price: 1 }] });
    // The price row exists, so its absence after the delete is the delete's doing.
    expect(await t.db.select().from(shippingCities).where(eq(shippingCities.shippingId, id))).toHaveLength(1);
    expect((await api.del(`/admin/shippings/${id}`)).status).toBe(200);
    expect(await t.db.select().from(shippingCities).where(eq(shippingCities.shippingId, id))).toEqual([]);
    expect(await t.db.select().from(shippings).where(eq(shippings.id, id))).toEqual([]);
  });

  it("lists in the staff's order with ties by id, paged or whole", async () => {
    // Two ties at order 0 (inactive rows are listed too), then two rows whose order runs against their ids.
    const made = await t.db
      .insert(shippings)
      .values([
        { name: 'ردیفی یک', order: 0, status: 0 },
        { name: 'ردیفی دو', order: 0, status: 0 },
        { name: 'ردیفی سه', order: 3 },
        { name: 'ردیفی چهار', order: 2 },
      ])
      .returning({ id: shippings.id, order: shippings.order });
    const [first, second] = made
      .filter((row) => row.order === 0)
      .map((row) => row.id)
      .sort((a, b) => a - b);
    const third = made.find((row) => row.order === 2)?.id;
    const fourth = made.find((row) => row.order === 3)?.id;
    const expected = [first, second, third, fourth];
    expect(await listedIds(search('ردیفی'))).toEqual(expected);
    const whole = await api.get(`/admin/shippings?all=1&${search('ردیفی')}`);
    expect(whole.body.data.shippings.map((s: { id: number }) => s.id)).toEqual(expected);
    const page = await api.get(`/admin/shippings?per_page=1&page=2&${search('ردیفی')}`);
    expect(page.body.data.shippings.data.map((s: { id: number }) => s.id)).toEqual([second]);
    expect(page.body.data.shippings.total).toBe(4);
  });
});

describe('quoteShipping', () => {
  it('charges the default price where the method has no area prices', async () => {
    const id = await insertMethod({ name: 'تیپاکس' });
    const quote = await quoteShipping(t.db, { shippingId: id, cityId: place.shiraz, itemsAmount: 100_000 });
    expect(quote.amount).toBe(50_000);
    expect(quote.shipping.name).toBe('تیپاکس');
  });

  it('uses the province price, a city price wins over it, and a role price wins over both', async () => {
    const id = await insertMethod({ name: 'قیمت‌دار' });
    await api.put(`/admin/shippings/${id}`, {
      provinces: [{ id: place.isfahan, price: 40_000 }],
      cities: [{ id: place.kashan, price: 30_000 }],
      customer_roles: [{ id: vip, amount: 5_000 }],
    });
    const quote = (cityId: number, customerRoleId?: number) =>
      quoteShipping(t.db, { shippingId: id, cityId, customerRoleId, itemsAmount: 100_000 });
    expect((await quote(place.isfahanCity)).amount).toBe(40_000);
    expect((await quote(place.kashan)).amount).toBe(30_000);
    expect((await quote(place.kashan, vip)).amount).toBe(5_000);
    expect((await quote(place.isfahanCity, vip)).amount).toBe(5_000);
  });

  it('is free from the threshold on', async () => {
    const id = await insertMethod({ name: 'رایگان‌دار', freeThreshold: 1_000_000 });
    const at = await quoteShipping(t.db, { shippingId: id, cityId: place.shiraz, itemsAmount: 1_000_000 });
    expect(at.amount).toBe(0);
    const below = await quoteShipping(t.db, { shippingId: id, cityId: place.shiraz, itemsAmount: 999_999 });
    expect(below.amount).toBe(50_000);
  });

  it('refuses in Persian a city outside a method limited to areas, an inactive method and an unknown city', async () => {
    const id = await insertMethod({ name: 'فقط تهران' });
    await api.post(`/admin/shippings/${id}/assign-cities`, {
      cities: [{ id: place.tehranCity, price: 70_000 }],
    });
    expect(
      (await quoteShipping(t.db, { shippingId: id, cityId: place.tehranCity, itemsAmount: 1 })).amount,
    ).toBe(70_000);
    await expect(
      quoteShipping(t.db, { shippingId: id, cityId: place.shahriar, customerRoleId: vip, itemsAmount: 1 }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'shipping_not_available',
      message: '«فقط تهران» به شهر انتخاب شده ارسال نمی‌کند.',
    });
    const off = await insertMethod({ name: 'خاموش', status: 0 });
    await expect(
      quoteShipping(t.db, { shippingId: off, cityId: place.tehranCity, itemsAmount: 1 }),
    ).rejects.toMatchObject({ status: 422, message: 'روش ارسال انتخاب شده فعال نیست.' });
    await expect(
      quoteShipping(t.db, { shippingId: 987654, cityId: place.tehranCity, itemsAmount: 1 }),
    ).rejects.toMatchObject({ status: 422, code: 'shipping_inactive' });
    await expect(
      quoteShipping(t.db, { shippingId: id, cityId: 987654, itemsAmount: 1 }),
    ).rejects.toMatchObject({ status: 422, code: 'city_not_found' });
  });
});

describe('storefront shipping offers', () => {
  it('lists the active methods that ship to a city with their amounts, without signing in', async () => {
    // Its own three methods: one for everywhere, one for Tehran city only, one switched off.
    await insertMethod({ name: 'ویترین همه جا' });
    const tehranOnly = await insertMethod({ name: 'ویترین فقط تهران' });
    expect(
      (
        await api.post(`/admin/shippings/${tehranOnly}/assign-cities`, {
          cities: [{ id: place.tehranCity, price: 70_000 }],
        })
      ).status,
    ).toBe(200);
    await insertMethod({ name: 'ویترین خاموش', status: 0 });
    const offers = async (city: number, items = 100_000) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/front/shippings?city_id=${city}&items_amount=${items}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.shippings as { name: string; amount: number }[];
    };
    const shiraz = (await offers(place.shiraz)).map((offer) => offer.name);
    expect(shiraz).toContain('ویترین همه جا');
    expect(shiraz).not.toContain('ویترین فقط تهران');
    expect(shiraz).not.toContain('ویترین خاموش');
    const tehran = await offers(place.tehranCity);
    expect(tehran.find((offer) => offer.name === 'ویترین فقط تهران')?.amount).toBe(70_000);
    expect(tehran.map((offer) => offer.name)).not.toContain('ویترین خاموش');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/front/shippings?city_id=987654' });
    expect(unknown.statusCode).toBe(422);
    const bad = await t.app.inject({ method: 'GET', url: '/api/front/shippings?city_id=abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().success).toBe(false);
  });
});
