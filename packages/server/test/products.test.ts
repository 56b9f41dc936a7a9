import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueReference, createProduct, seedCatalogueReference } from './products-fixtures.ts';
import { customer, stockedVariety, waitingOrder } from './support/checkout-fixtures.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ref: CatalogueReference;
let boss: { headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  ref = await seedCatalogueReference(t.db);
  boss = await t.adminWith('super_admin');
});
afterAll(async () => t?.close());

const get = (url: string, headers = boss.headers) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = boss.headers) =>
  t.app.inject({ method, url, headers, payload: payload as never });

describe('POST admin/products', () => {
  it('creates a product with a hidden default variety, a Persian slug and Persian letters', async () => {
    const product = await createProduct(t.app, boss.headers, {
      title: 'كيف چرمي مردانه',
      unit_price: '۱٬۲۵۰٬۰۰۰',
      purchase_price: 900000,
      sku: 'BAG-100',
      brand_id: ref.brand.id,
      unit_id: ref.unit.id,
      categories: [ref.categories.leaf.id],
      stock: 4,
    });
    expect(product.title).toBe('کیف چرمی مردانه');
    expect(product.slug).toBe('کیف-چرمی-مردانه');
    expect(product.unit_price).toBe(1_250_000);
    expect(product.status).toBe('draft');
    expect(product.approved_at).not.toBeNull();
    expect(product.categories).toEqual([{ id: ref.categories.leaf.id, title: 'کیف چرمی' }]);
    expect(product.varieties).toHaveLength(1);
    expect(product.varieties[0]).toMatchObject({ is_default: true, price: 1_250_000, balance: 4, title: '' });
    expect(product.total_balance).toBe(4);
  });

  it('accepts Shopit’s {product: {…}} body and gives a repeated title the next free slug', async () => {
    const a = await createProduct(t.app, boss.headers, {
      product: { title: 'ماگ سرامیکی', unit_price: 150000 },
    });
    const b = await createProduct(t.app, boss.headers, {
      product: { title: 'ماگ سرامیکی', unit_price: '160,000' },
    });
    expect(a.slug).toBe('ماگ-سرامیکی');
    expect(b.slug).toBe('ماگ-سرامیکی-2');
  });

  it('sanitises the description HTML on the server', async () => {
    const product = await createProduct(t.app, boss.headers, {
      title: 'کوسن مخمل',
      unit_price: 320000,
      description:
        '<p onclick="steal()">نرم <strong>و</strong> گرم</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' +
        '<a href="https://example.com" target="_blank">سازنده</a><img src="data:image/png;base64,AAAA"><iframe src="https://evil"></iframe>',
    });
    const res = await get(`/api/admin/products/${product.id}`);
    const html = res.json().data.product.description as string;
    expect(html).toContain('<p>نرم <strong>و</strong> گرم</p>');
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">سازنده</a>',
    );
    expect(html).not.toMatch(/script|onclick|javascript:|iframe|data:image/);
  });

  it('creates varieties from colours and attribute values, with their own prices, SKUs and stock', async () => {
    const product = await createProduct(t.app, boss.headers, {
      title: 'تیشرت نخی',
      unit_price: 450000,
      varieties: [
        {
          color_id: ref.colors.red.id,
          attribute_value_ids: [ref.sizes.M.id],
          price: 450000,
          sku: 'TS-R-M',
          stock: 3,
        },
        {
          color_id: ref.colors.blue.id,
          attribute_value_ids: [ref.sizes.L.id],
          price: 470000,
          sku: 'TS-B-L',
          stock: 0,
        },
      ],
      specifications: [
        { specification_id: ref.material.id, value_ids: [ref.materials.cloth.id] },
        { specification_id: ref.dimensions.id, value: '۷۰ × ۵۰ سانتی‌متر' },
      ],
    });
    expect(product.varieties.map((v) => [v.title, v.price, v.sku, v.balance, v.is_default])).toEqual([
      ['قرمز - M', 450000, 'TS-R-M', 3, false],
      ['آبی - L', 470000, 'TS-B-L', 0, false],
    ]);
    const specs = (await get(`/api/admin/products/${product.id}`)).json().data.product.specifications;
    expect(specs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ specification_id: ref.material.id, value_ids: [ref.materials.cloth.id] }),
        expect.objectContaining({ specification_id: ref.dimensions.id, value: '۷۰ × ۵۰ سانتی‌متر' }),
      ]),
    );
  });

  it('answers bad input with every error in Persian', async () => {
    const res = await send('POST', '/api/admin/products', {
      unit_price: -5,
      discount_type: 'half',
      sku: 'with space',
      weight: 'heavy',
      colour: 'red',
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.title).toEqual(['عنوان الزامی است.']);
    expect(errors.unit_price?.[0]).toContain('قیمت باید');
    expect(errors.discount_type).toEqual(['مقدار انتخاب‌شده برای نوع تخفیف معتبر نیست.']);
    expect(errors.sku).toEqual(['قالب کد انبار (SKU) درست نیست.']);
    expect(errors.colour).toEqual(['فیلد colour پذیرفته نیست.']);
    expect(Object.keys(errors)).toContain('weight');
  });

  it('answers a null status with a Persian 422 on the field, on create and update, and keeps a null discount type', async () => {
    const created = await send('POST', '/api/admin/products', {
      title: 'چراغ',
      unit_price: 100,
      status: null,
    });
    expect(created.statusCode, created.body).toBe(422);
    expect(created.json().errors).toEqual({ status: ['وضعیت نمی‌تواند خالی باشد.'] });
    const product = await createProduct(t.app, boss.headers, {
      title: 'چراغ',
      unit_price: 100,
      discount_type: null,
    });
    const updated = await send('PUT', `/api/admin/products/${product.id}`, { status: null });
    expect(updated.statusCode, updated.body).toBe(422);
    expect(updated.json().errors).toEqual({ status: ['وضعیت نمی‌تواند خالی باشد.'] });
    expect((await get(`/api/admin/products/${product.id}`)).json().data.product.status).toBe('draft');
  });

  it('refuses unknown references, too large discounts, duplicate combinations and taken SKUs', async () => {
    const bad = await send('POST', '/api/admin/products', {
      title: 'میز',
      unit_price: 100,
      brand_id: 999999,
      categories: [999999],
      discount_type: 'percentage',
      discount: 150,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      brand_id: ['برند انتخاب‌شده وجود ندارد.'],
      categories: ['دسته‌بندی انتخاب‌شده وجود ندارد.'],
      discount: ['تخفیف درصدی بیشتر از ۱۰۰ نیست.'],
    });
    const twice = await send('POST', '/api/admin/products', {
      title: 'شلوار',
      unit_price: 100,
      varieties: [
        { attribute_value_ids: [ref.sizes.S.id], price: 100 },
        { attribute_value_ids: [ref.sizes.S.id], price: 120 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['varieties.1.attribute_value_ids']).toEqual([
      'تنوعی با همین رنگ و مقادیر ویژگی برای این محصول وجود دارد.',
    ]);
    const taken = await send('POST', '/api/admin/products', { title: 'دیگر', unit_price: 1, sku: 'TS-R-M' });
    expect(taken.json().errors).toEqual({ sku: ['این کد انبار قبلا ثبت شده است.'] });
    const rowError = await send('POST', '/api/admin/products', {
      title: 'x',
      unit_price: 1,
      varieties: [{ price: 'abc' }, { color_id: ref.colors.red.id }],
    });
    expect(rowError.json().errors).toMatchObject({ 'varieties.0.price': expect.any(Array) });
    // A variety without a price takes the product's (issue 34): nothing to refuse on row 1.
    expect(rowError.json().errors['varieties.1.price']).toBeUndefined();
  });

  it('refuses `available` while every variety has 0 stock, and allows it with stock', async () => {
    const empty = await send('POST', '/api/admin/products', {
      title: 'لامپ',
      unit_price: 90000,
      status: 'available',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      code: 'no_stock',
      errors: { status: ['محصولی که همه تنوع‌هایش موجودی صفر دارند نمی‌تواند «موجود» باشد.'] },
    });
    const stocked = await createProduct(t.app, boss.headers, {
      title: 'لامپ',
      unit_price: 90000,
      status: 'available',
      stock: 2,
    });
    expect(stocked.status).toBe('available');
  });

  it('leaves approval to approvers: a creator without approved_products makes an unapproved product', async () => {
    const clerk = await t.adminWith(['read_product', 'write_product']);
    const product = await createProduct(t.app, clerk.headers, { title: 'گلدان', unit_price: 70000 });
    expect(product.approved_at).toBeNull();
  });
});

describe('GET admin/products', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const make = async (body: Record<string, unknown>) => (await createProduct(t.app, boss.headers, body)).id;
    ids = {
      kettle: await make({
        title: 'کتری برقی استیل',
        unit_price: 2_100_000,
        purchase_price: 1_500_000,
        sku: 'KT-۲۰۲۴',
        brand_id: ref.otherBrand.id,
        categories: [ref.categories.home.id],
        stock: 5,
        status: 'available',
      }),
      wallet: await make({
        title: 'کیف پول چرمی',
        unit_price: 650_000,
        categories: [ref.categories.leaf.id],
        status: 'soon',
      }),
      belt: await make({ title: 'کمربند چرم', unit_price: 480_000, categories: [ref.categories.child.id] }),
    };
  });

  it('pages like Laravel and counts products per status under the other filters', async () => {
    const res = await get('/api/admin/products?per_page=2');
    expect(res.statusCode).toBe(200);
    const { products, statusCounts, statuses } = res.json().data;
    expect(products).toMatchObject({ current_page: 1, per_page: 2, data: expect.any(Array) });
    expect(products.data).toHaveLength(2);
    expect(products.data[0].id).toBeGreaterThan(products.data[1].id);
    expect(Object.values(statusCounts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
      products.total,
    );
    expect(statuses.map((s: { value: string }) => s.value)).toEqual([
      'draft',
      'soon',
      'available',
      'out_of_stock',
      'available_offline',
    ]);
    expect(products.data[0]).toMatchObject({
      varieties: [expect.objectContaining({ store: { balance: expect.any(Number) } })],
    });
    const soon = (await get('/api/admin/products?status=soon')).json().data;
    expect(soon.products.data.map((p: { id: number }) => p.id)).toEqual([ids.wallet]);
    expect(soon.statusCounts.available).toBeGreaterThanOrEqual(1);
  });

  it('finds Persian titles typed with Arabic ي/ك and SKUs typed with Persian digits', async () => {
    const arabic = (await get(`/api/admin/products?search=${encodeURIComponent('كيف پول')}`)).json().data
      .products;
    expect(arabic.data.map((p: { id: number }) => p.id)).toEqual([ids.wallet]);
    const digits = (await get(`/api/admin/products?search=${encodeURIComponent('kt-۲۰۲۴')}`)).json().data
      .products;
    expect(digits.data.map((p: { id: number }) => p.id)).toEqual([ids.kettle]);
    const spaced = (await get(`/api/admin/products?q=${encodeURIComponent('کتریبرقی')}`)).json().data
      .products;
    expect(spaced.data.map((p: { id: number }) => p.id)).toEqual([ids.kettle]);
  });

  it('filters by a category and everything below it, by brand, and sorts by price', async () => {
    const clothing = (
      await get(`/api/admin/products?category_id=${ref.categories.child.id}&sort_by=unit_price`)
    ).json();
    const found = clothing.data.products.data.map((p: { id: number }) => p.id);
    expect(found).toEqual(expect.arrayContaining([ids.wallet, ids.belt]));
    expect(found).not.toContain(ids.kettle);
    const prices = clothing.data.products.data.map((p: { unit_price: number }) => p.unit_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const brand = (await get(`/api/admin/products?brand_id=${ref.otherBrand.id}`)).json().data.products.data;
    expect(brand.map((p: { id: number }) => p.id)).toEqual([ids.kettle]);
  });

  it('refuses a filter value that is not one', async () => {
    const res = await get('/api/admin/products?status=gone&category_id=abc');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      status: expect.any(Array),
      category_id: ['مقدار دسته‌بندی معتبر نیست.'],
    });
  });

  it('quick-searches with exact codes first and refuses an empty term', async () => {
    const res = await get(`/api/admin/products/search?q=${encodeURIComponent('KT-2024')}`);
    expect(res.json().data.products[0].id).toBe(ids.kettle);
    expect(res.json().data.products_count).toBe(1);
    expect((await get('/api/admin/products/search?q=%20')).statusCode).toBe(400);
  });

  it('shows cost prices in the quick search only to product readers', async () => {
    const url = `/api/admin/products/search?q=${encodeURIComponent('KT-2024')}`;
    const [full] = (await get(url)).json().data.products;
    expect(full.purchase_price).toBe(1_500_000);
    expect(full.varieties[0]).toHaveProperty('purchase_price');
    const cashier = await t.adminWith(['mini_order']);
    const res = await get(url, cashier.headers);
    expect(res.statusCode).toBe(200);
    const [lean] = res.json().data.products;
    expect(lean).toMatchObject({ id: ids.kettle, unit_price: 2_100_000 });
    expect(lean).not.toHaveProperty('purchase_price');
    expect(lean.varieties.length).toBeGreaterThan(0);
    for (const variety of lean.varieties) expect(variety).not.toHaveProperty('purchase_price');
    expect(res.body).not.toContain('1500000');
  });

  it('gives the form its options', async () => {
    const data = (await get('/api/admin/products/create')).json().data;
    expect(data.brands.map((b: { name: string }) => b.name)).toContain('چرم مشهد');
    expect(data.attributes[0]).toMatchObject({
      name: 'size',
      values: expect.arrayContaining([expect.objectContaining({ value: 'M' })]),
    });
    expect(data.statuses).toContainEqual({ value: 'out_of_stock', label: 'ناموجود' });
    expect(data.discount_types).toContainEqual({ value: 'percentage', label: 'درصد' });
    expect(data.categories.find((c: { id: number }) => c.id === ref.categories.leaf.id)).toMatchObject({
      parent_id: ref.categories.child.id,
      level: 3,
    });
  });
});

describe('PUT, DELETE and approval', () => {
  it('updates fields, keeps the default variety’s price in step and re-indexes the title for search', async () => {
    const product = await createProduct(t.app, boss.headers, { title: 'پتو', unit_price: 800000 });
    const res = await send('PUT', `/api/admin/products/${product.id}`, {
      title: 'پتوی مسافرتی',
      unit_price: 850000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.product).toMatchObject({ title: 'پتوی مسافرتی', unit_price: 850000, slug: 'پتو' });
    expect(res.json().data.product.varieties[0].price).toBe(850000);
    const found = (await get(`/api/admin/products?search=${encodeURIComponent('مسافرتي')}`)).json().data
      .products.data;
    expect(found.map((p: { id: number }) => p.id)).toEqual([product.id]);
    const refused = await send('PUT', `/api/admin/products/${product.id}`, { status: 'available' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('no_stock');
  });

  it('deletes a product, and refuses once an order line names it', async () => {
    const gone = await createProduct(t.app, boss.headers, { title: 'موقت', unit_price: 1 });
    expect((await send('DELETE', `/api/admin/products/${gone.id}`)).statusCode).toBe(200);
    expect((await get(`/api/admin/products/${gone.id}`)).statusCode).toBe(404);

    const sold = await stockedVariety(t.app, boss.headers, { title: 'فروخته', price: 1_000, stock: 5 });
    const buyer = await customer(t.db);
    await waitingOrder(t.db, {
      customerId: buyer.id,
      lines: [{ productId: sold.productId, varietyId: sold.varietyId, quantity: 1, amount: sold.price }],
    });
    const res = await send('DELETE', `/api/admin/products/${sold.productId}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'in_use',
      message: 'این محصول در سفارش‌ها آمده است و حذف نمی‌شود.',
    });
    expect((await get(`/api/admin/products/${sold.productId}`)).statusCode).toBe(200);
  });

  it('approves and disapproves with approved_products only', async () => {
    const clerk = await t.adminWith(['read_product', 'write_product', 'modify_product']);
    const product = await createProduct(t.app, clerk.headers, { title: 'صندلی', unit_price: 10 });
    expect(
      (await send('POST', `/api/admin/products/${product.id}/approve`, undefined, clerk.headers)).statusCode,
    ).toBe(403);
    const approver = await t.adminWith(['approved_products', 'read_product']);
    const approved = await send(
      'POST',
      `/api/admin/products/${product.id}/approve`,
      undefined,
      approver.headers,
    );
    expect(approved.json().data.product.approved_at).not.toBeNull();
    const list = (await get('/api/admin/products?approved=0')).json().data.products.data;
    expect(list.map((p: { id: number }) => p.id)).not.toContain(product.id);
    const undone = await send(
      'POST',
      `/api/admin/products/${product.id}/disapprove`,
      undefined,
      approver.headers,
    );
    expect(undone.json().data.product.approved_at).toBeNull();
  });

  it('refuses each action without its permission', async () => {
    const reader = await t.adminWith(['read_product']);
    expect((await get('/api/admin/products', reader.headers)).statusCode).toBe(200);
    const post = await send('POST', '/api/admin/products', { title: 'x', unit_price: 1 }, reader.headers);
    expect(post.statusCode).toBe(403);
    // The refusal names the missing permission: its Persian label and name, and the name in data.
    expect(post.json()).toMatchObject({
      code: 'forbidden',
      message: 'شما مجوز «افزودن محصولات» (write_product) را ندارید.',
      data: { permission: 'write_product' },
    });
    expect((await send('PUT', '/api/admin/products/1', { title: 'x' }, reader.headers)).statusCode).toBe(403);
    expect((await send('DELETE', '/api/admin/products/1', undefined, reader.headers)).statusCode).toBe(403);
    const nobody = await t.adminWith([]);
    expect((await get('/api/admin/products', nobody.headers)).statusCode).toBe(403);
  });
});

describe('GET admin/products?ids=', () => {
  it('answers several products named by id in one read, and refuses a list that is not ids', async () => {
    const boss = await t.adminWith('super_admin');
    const made = [];
    for (const title of ['سینی مسی', 'قوری چینی', 'استکان کمرباریک'])
      made.push(await createProduct(t.app, boss.headers, { title, unit_price: 10000 }));
    const ids = made.map((p) => p.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products?ids=${ids[0]},${ids[2]}&per_page=50`,
      headers: boss.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const titles = res
      .json()
      .data.products.data.map((p: { title: string }) => p.title)
      .sort();
    expect(titles).toEqual(['استکان کمرباریک', 'سینی مسی'].sort());
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products?ids=1,x',
      headers: boss.headers,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.ids).toBeDefined();
  });
});
