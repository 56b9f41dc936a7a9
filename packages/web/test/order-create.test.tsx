import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, products, varieties } from '../../server/src/db/schema/index.ts';
import { productSearchText } from '../../server/src/services/catalogue/products-query.ts';
import { fundWallet, type OrderWorld, seedOrderWorld, walletOf } from '../../server/test/orders-fixtures.ts';
import {
  createErrorsOf,
  createLines,
  type OrderQuote,
  quoteBody,
  shownAmount,
} from '../src/screens/orders/create/create-model.ts';
import { renderApp } from './support/render-app.tsx';
import { startServer, type TestServer } from './support/server.ts';

configure({ asyncUtilTimeout: 8000 });

let server: TestServer;
let token: string;
let worlds = 0;

beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.adminWith('super_admin'));
});
afterAll(async () => {
  await server.close();
});

/** A customer with an address and a product whose variety has a SKU the product search finds. */
async function world(): Promise<OrderWorld & { sku: string }> {
  worlds += 1;
  const w = await seedOrderWorld(server.app, { mobile: `0937${String(2_000_000 + worlds).slice(-7)}` });
  const sku = `OC-${100 + worlds}`;
  const db = server.app.ctx.db;
  await db.update(varieties).set({ sku }).where(eq(varieties.id, w.plain.id));
  await db
    .update(products)
    .set({ search: productSearchText(w.product.title, [sku]) })
    .where(eq(products.id, w.product.id));
  return { ...w, sku };
}

const orderCount = async () => {
  const res = await server.app.inject({
    method: 'GET',
    url: '/api/admin/orders?per_page=1',
    headers: { authorization: `Bearer ${token}` },
  });
  return (res.json() as { data: { orders: { total: number } } }).data.orders.total;
};

/** The amount the form shows to collect («مبلغ قابل پرداخت»). */
const totalShown = () => document.querySelector('.create-estimate-total dd')?.textContent;

describe('order create model', () => {
  it('adds a variety again as one more unit and keeps a quantity at least one', () => {
    const v = {
      id: 7,
      productTitle: 'کیف',
      title: 'مشکی',
      sku: null,
      price: 1000,
      balance: 3,
      productStatus: 'available',
    };
    let lines = createLines([], { type: 'add', variety: v });
    lines = createLines(lines, { type: 'add', variety: v });
    expect(lines).toEqual([{ variety: v, quantity: 2 }]);
    expect(createLines(lines, { type: 'quantity', id: 7, quantity: 0 })[0]?.quantity).toBe(1);
  });

  it("puts the server's 422 on its field and a line's on that line", async () => {
    const { ApiError } = await import('@shop-admin/core');
    const v = {
      id: 9,
      productTitle: 'کیف',
      title: '',
      sku: null,
      price: 1000,
      balance: 3,
      productStatus: 'available',
    };
    const error = new ApiError({
      status: 422,
      code: 'validation_failed',
      message: 'خطا',
      fieldErrors: { discount_amount: ['تخفیف زیاد است.'], 'varieties.0.quantity': ['تعداد زیاد است.'] },
    });
    const out = createErrorsOf(error, [{ variety: v, quantity: 1 }]);
    expect(out.fields.discount).toBe('تخفیف زیاد است.');
    expect(out.lines.get(9)).toBe('تعداد زیاد است.');
  });
});

describe('the amount shown before placing', () => {
  const v = {
    id: 5,
    productTitle: 'کیف',
    title: '',
    sku: null,
    price: 1_000_000,
    balance: 9,
    productStatus: 'available',
  };
  const request = {
    customerId: 3,
    addressId: 4,
    shippingId: 2,
    lines: [{ variety: v, quantity: 2 }],
    coupon: ' yalda ',
  };

  it("asks the quote for the order as it stands, without staff's discount; nothing before a customer and a line", () => {
    expect(quoteBody(request)).toEqual({
      customer_id: 3,
      address_id: 4,
      shipping_id: 2,
      varieties: [{ id: 5, quantity: 2 }],
      coupon_code: 'yalda',
    });
    expect(quoteBody({ ...request, shippingId: null })).not.toHaveProperty('address_id');
    expect(quoteBody({ ...request, customerId: null })).toBeNull();
    expect(quoteBody({ ...request, lines: [] })).toBeNull();
  });

  it("is core's orderAmount on the quote plus staff's discount; without a quote, not exact and without the coupon", () => {
    const quote: OrderQuote = {
      lines: [{ variety_id: 5, amount: 900_000, discount_amount: 100_000, quantity: 2 }],
      shipping: { id: 2, name: 'پست', amount: 40_000 },
      coupon: { id: 1, code: 'YALDA', discount: 180_000 },
      items_amount: 1_800_000,
      shipping_amount: 40_000,
      coupon_discount: 180_000,
      staff_discount: 0,
      discount_amount: 180_000,
      total_amount: 1_660_000,
    };
    expect(shownAmount({ request, quote, listedShipping: 30_000, staffDiscount: 10_000 })).toEqual({
      priced: true,
      exact: true,
      amount: expect.objectContaining({ ok: true, discount_amount: 190_000, total_amount: 1_650_000 }),
    });
    // A quote before the address and method are chosen prices the coupon but is not the saved amount yet.
    expect(
      shownAmount({
        request,
        quote: { ...quote, shipping: null, shipping_amount: 0 },
        listedShipping: 0,
        staffDiscount: 0,
      }),
    ).toMatchObject({ priced: true, exact: false, amount: { total_amount: 1_620_000 } });
    expect(shownAmount({ request, quote: undefined, listedShipping: 30_000, staffDiscount: 0 })).toEqual({
      priced: false,
      exact: false,
      amount: expect.objectContaining({ ok: true, coupon_discount: 0, total_amount: 2_030_000 }),
    });
    expect(shownAmount({ request, quote, listedShipping: 0, staffDiscount: 5_000_000 }).amount).toMatchObject(
      {
        ok: false,
        reason: 'discount_too_large',
      },
    );
  });
});

describe('/admin/order/create', () => {
  it('starts with ?customer, adds a line by SKU with Enter, and pays from the wallet', async () => {
    const w = await world();
    await fundWallet(server.app.ctx.db, w.customer.id, 500_000);
    const app = renderApp({
      baseURL: server.baseURL,
      path: `/admin/order/create?customer=${w.customer.id}`,
      token,
    });
    await screen.findByText(/کیف پول: ۵۰۰,۰۰۰ تومان/);
    await app.user.click(await screen.findByRole('radio', { name: /خیابان ولیعصر/ }));
    const search = screen.getByLabelText('افزودن کالا (نام، SKU یا بارکد)');
    await app.user.type(search, w.sku);
    await screen.findByRole('button', { name: /مشکی/ });
    await app.user.type(search, '{Enter}');
    const row = await waitFor(() => {
      const found = document.querySelector(`tr[data-variety="${w.plain.id}"]`);
      if (!(found instanceof HTMLElement)) throw new Error('line not added yet');
      return found;
    });
    fireEvent.change(within(row).getByRole('spinbutton'), { target: { value: '2' } });
    await screen.findByRole('radio', { name: /پست پیشتاز · ۳۰,۰۰۰ تومان/, checked: true });
    await waitFor(() =>
      expect(document.querySelector('.create-estimate')?.getAttribute('data-exact')).toBe('true'),
    );
    expect(totalShown()).toBe('۲۳۰,۰۰۰ تومان');
    await app.user.click(screen.getByRole('button', { name: /^ثبت سفارش/ }));
    await waitFor(() => expect(app.currentPath()).toMatch(/^\/admin\/order\/\d+$/));
    const id = Number(app.currentPath().split('/').pop());
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const order = (res.json() as { data: { order: { status: string; total_amount: number } } }).data.order;
    expect(order).toMatchObject({ status: 'new', total_amount: 230_000 });
    expect(await walletOf(server.app.ctx.db, w.customer.id)).toBe(270_000);
  });

  it('shows Persian errors on their fields before placing: missing parts, and a discount above the order (core rule)', async () => {
    const w = await world();
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/order/create', token });
    const place = await screen.findByRole('button', { name: /^ثبت سفارش/ });
    await app.user.click(place);
    expect(await screen.findByText('مشتری را انتخاب کنید یا بسازید.')).toBeTruthy();
    expect(screen.getByText('دست‌کم یک کالا اضافه کنید.')).toBeTruthy();
    expect(screen.getByLabelText('مشتری (نام یا موبایل)').getAttribute('aria-invalid')).toBe('true');

    await app.user.type(screen.getByLabelText('مشتری (نام یا موبایل)'), w.customer.mobile);
    await app.user.click(await screen.findByRole('button', { name: /مریم کاظمی/ }));
    await app.user.click(await screen.findByRole('radio', { name: /خیابان ولیعصر/ }));
    await app.user.type(screen.getByLabelText('افزودن کالا (نام، SKU یا بارکد)'), w.sku);
    await app.user.click(await screen.findByRole('button', { name: /مشکی/ }));
    await app.user.click(screen.getByRole('radio', { name: /پرداخت‌شده بیرون از سایت/ }));
    await screen.findByRole('radio', { name: /پست پیشتاز/, checked: true });
    const discount = screen.getByLabelText('تخفیف سفارش');
    await app.user.type(discount, '9000000');
    const before = await orderCount();
    await app.user.click(place);
    const message = await screen.findByText(/از مبلغ سفارش بیشتر است/);
    expect(message.id).toBe('create-discount-error');
    expect(discount.getAttribute('aria-invalid')).toBe('true');
    expect(await orderCount()).toBe(before);
  });

  it('makes a new customer inline and chooses them', async () => {
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/order/create', token });
    await app.user.click(await screen.findByRole('button', { name: 'مشتری جدید' }));
    const form = screen.getByRole('form', { name: 'مشتری جدید' });
    await app.user.type(within(form).getByLabelText('موبایل'), '۰۹۳۸۱۲۳۴۵۶۷');
    await app.user.type(within(form).getByLabelText('نام'), 'نگار');
    await app.user.type(within(form).getByLabelText('نام خانوادگی'), 'صالحی');
    await app.user.click(within(form).getByRole('button', { name: 'ساختن مشتری' }));
    expect(await screen.findByRole('link', { name: 'نگار صالحی' })).toBeTruthy();
    expect(await screen.findByText('این مشتری آدرس ثبت‌شده‌ای ندارد.')).toBeTruthy();
  });

  it("shows the coupon's discount and the amount the order is saved with, before placing", async () => {
    const w = await world();
    await server.app.ctx.db.insert(coupons).values({
      title: 'یلدا',
      code: `YLD${worlds}`,
      type: 'percentage',
      amount: 10,
      minOrderAmount: 150_000,
    });
    const app = renderApp({
      baseURL: server.baseURL,
      path: `/admin/order/create?customer=${w.customer.id}`,
      token,
    });
    await app.user.click(await screen.findByRole('radio', { name: /خیابان ولیعصر/ }));
    const search = screen.getByLabelText('افزودن کالا (نام، SKU یا بارکد)');
    await app.user.type(search, w.sku);
    await app.user.click(await screen.findByRole('button', { name: /مشکی/ }));
    await screen.findByRole('radio', { name: /پست پیشتاز/, checked: true });
    // One unit (100,000) is below the coupon's minimum: its refusal shows on the coupon field now.
    await app.user.type(screen.getByLabelText('کد تخفیف'), `yld${worlds}`);
    expect(await screen.findByText(/کمتر از حداقل لازم است/)).toBeTruthy();
    const row = document.querySelector(`tr[data-variety="${w.plain.id}"]`) as HTMLElement;
    fireEvent.change(within(row).getByRole('spinbutton'), { target: { value: '2' } });
    // 200,000 + 30,000 shipping − 10% of 200,000.
    await waitFor(() => expect(totalShown()).toBe('۲۱۰,۰۰۰ تومان'));
    expect(document.querySelector('.create-estimate')?.getAttribute('data-exact')).toBe('true');
    expect(screen.queryByText(/کمتر از حداقل لازم است/)).toBeNull();
    expect(screen.getByText('سفارش با همین مبلغ ثبت می‌شود.')).toBeTruthy();
  });

  it('offers a draft product disabled, with the reason, instead of refusing it at submit', async () => {
    const w = await world();
    await server.app.ctx.db.update(products).set({ status: 'draft' }).where(eq(products.id, w.product.id));
    const app = renderApp({ baseURL: server.baseURL, path: '/admin/order/create', token });
    await app.user.type(await screen.findByLabelText('افزودن کالا (نام، SKU یا بارکد)'), w.sku);
    const option = await screen.findByRole('button', { name: /مشکی/ });
    expect(option).toHaveProperty('disabled', true);
    expect(option.textContent).toContain('قابل فروش نیست: پیش‌نویس است و منتشر نشده');
  });
});
