import {
  allowedOrderTransitions,
  ORDER_STATUS_KEYS,
  orderStatusLabel,
  toPersianDigits,
} from '@shop-admin/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { varieties } from '../../server/src/db/schema/index.ts';
import {
  FIXTURE_NOW,
  fundWallet,
  placeFixtureOrder,
  seedOrderWorld,
} from '../../server/test/orders-fixtures.ts';
import { readPrintIds } from '../src/screens/orders/print-screen.tsx';
import { renderApp } from './support/render-app.tsx';
import { startServer, type TestServer } from './support/server.ts';

configure({ asyncUtilTimeout: 5000 });

let server: TestServer;
let token: string;
let customers = 0;

beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.adminWith('super_admin'));
});
afterAll(async () => {
  await server.close();
});

async function call(method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) {
  const response = await server.app.inject({
    method,
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return response.json() as { data: { order: { status: string } } };
}

/** An order placed for a customer of its own and paid from their wallet (status new); its item may get a SKU. */
async function paidOrder(sku?: string) {
  customers += 1;
  const world = await seedOrderWorld(server.app, {
    mobile: `0936${String(1_000_000 + customers).slice(-7)}`,
  });
  if (sku) await server.app.ctx.db.update(varieties).set({ sku }).where(eq(varieties.id, world.plain.id));
  const order = await placeFixtureOrder(server.app, world, [{ id: world.plain.id, quantity: 2 }], {
    now: FIXTURE_NOW,
  });
  await fundWallet(server.app.ctx.db, world.customer.id, order.totalAmount);
  await call('PUT', `admin/orders/${order.id}/status`, { status: 'new' });
  return order;
}

describe('print ids', () => {
  it('reads ?ids in any digit script, drops bad parts and repeats', () => {
    expect(readPrintIds('12,۱۳, 14،12,abc,-3,0')).toEqual([12, 13, 14]);
    expect(readPrintIds(null)).toEqual([]);
  });
});

describe('order screen', () => {
  it("offers exactly core's moves, each with its key, and confirms a cancel with the refund first", async () => {
    const order = await paidOrder();
    const app = renderApp({ baseURL: server.baseURL, path: `/admin/order/${order.id}`, token });
    const moves = await screen.findByRole('group', { name: 'تغییر وضعیت' });
    const buttons = within(moves).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-keyshortcuts'))).toEqual(
      allowedOrderTransitions('new').map((to) => ORDER_STATUS_KEYS[to]),
    );
    expect(buttons.map((button) => button.textContent)).toEqual(
      allowedOrderTransitions('new').map((to) => `${orderStatusLabel(to)} ${ORDER_STATUS_KEYS[to]}`),
    );
    await app.user.click(within(moves).getByRole('button', { name: /کنسل شده/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('۲۳۰,۰۰۰ تومان به کیف پول مشتری برمی‌گردد.');
    expect(confirm).toHaveTextContent('۲ عدد کالا به موجودی انبار برمی‌گردد.');
    await app.user.click(within(confirm).getByLabelText(/بدون جابه‌جایی وجه/));
    expect(confirm).toHaveTextContent('مبلغی به کیف پول مشتری برنمی‌گردد.');
    await app.user.click(within(confirm).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await call('GET', `admin/orders/${order.id}`)).data.order.status).toBe('new');
  });

  it('moves without a confirmation when nothing but the status changes', async () => {
    const order = await paidOrder();
    const app = renderApp({ baseURL: server.baseURL, path: `/admin/order/${order.id}`, token });
    const moves = await screen.findByRole('group', { name: 'تغییر وضعیت' });
    await app.user.click(within(moves).getByRole('button', { name: /در حال پردازش/ }));
    await waitFor(async () =>
      expect((await call('GET', `admin/orders/${order.id}`)).data.order.status).toBe('in_progress'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const again = await screen.findByRole('group', { name: 'تغییر وضعیت' });
    await waitFor(() => expect(within(again).queryByRole('button', { name: /در حال پردازش/ })).toBeNull());
  });
});

describe('a guest order', () => {
  it('shows the buyer’s mobile where an order of no customer shows none', async () => {
    customers += 1;
    const world = await seedOrderWorld(server.app, {
      mobile: `0936${String(1_000_000 + customers).slice(-7)}`,
    });
    // A guest checkout with a customer's mobile: the order joins no account until they sign in.
    const placed = await server.app.inject({
      method: 'POST',
      url: '/api/front/orders',
      headers: { 'idempotency-key': `desk-guest-${customers}` },
      payload: {
        mobile: world.customer.mobile,
        address: {
          first_name: 'ناشناس',
          last_name: 'غریبه',
          mobile: '09127776655',
          city_id: world.city.id,
          postal_code: '9876543210',
          address: 'مشهد، بلوار وکیل‌آباد، پلاک ۷',
        },
        shipping_id: world.shipping.id,
        varieties: [{ id: world.plain.id, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    renderApp({ baseURL: server.baseURL, path: `/admin/order/${placed.json().data.order.id}`, token });
    const buyer = (await screen.findByText('مشتری')).parentElement as HTMLElement;
    await waitFor(() => expect(buyer).toHaveTextContent('مهمان، بدون حساب'));
    expect(buyer).toHaveTextContent(toPersianDigits(world.customer.mobile));
    expect(within(buyer).queryByRole('link')).toBeNull();
  });
});

describe('a stale status move', () => {
  /** Another staff member changes the order (its tracking code) after this screen loaded it. */
  const changeMeanwhile = async (id: number, code: string) => {
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { tracking_code: code },
    });
    expect(response.statusCode).toBe(200);
  };

  it('sends the version it loaded; on 412 shows what changed and does not move', async () => {
    const order = await paidOrder();
    const app = renderApp({ baseURL: server.baseURL, path: `/admin/order/${order.id}`, token });
    const moves = await screen.findByRole('group', { name: 'تغییر وضعیت' });
    await changeMeanwhile(order.id, 'TRK-123');
    await app.user.click(within(moves).getByRole('button', { name: /در حال پردازش/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'این سفارش در این فاصله تغییر کرده است' });
    expect(within(dialog).getByRole('row', { name: /کد رهگیری/ })).toHaveTextContent('TRK-123');
    expect((await call('GET', `admin/orders/${order.id}`)).data.order.status).toBe('new');
    await app.user.click(within(dialog).getByRole('button', { name: 'بارگذاری نسخهٔ تازه' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByDisplayValue('TRK-123')).toBeInTheDocument();
    expect((await call('GET', `admin/orders/${order.id}`)).data.order.status).toBe('new');
    // Loaded afresh, the same move now goes through.
    await app.user.click(
      within(screen.getByRole('group', { name: 'تغییر وضعیت' })).getByRole('button', {
        name: /در حال پردازش/,
      }),
    );
    await waitFor(async () =>
      expect((await call('GET', `admin/orders/${order.id}`)).data.order.status).toBe('in_progress'),
    );
  });

  it('moves anyway when staff choose to after seeing the change', async () => {
    const order = await paidOrder();
    const app = renderApp({ baseURL: server.baseURL, path: `/admin/order/${order.id}`, token });
    const moves = await screen.findByRole('group', { name: 'تغییر وضعیت' });
    await changeMeanwhile(order.id, 'TRK-456');
    await app.user.click(within(moves).getByRole('button', { name: /در حال پردازش/ }));
    const dialog = await screen.findByRole('alertdialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'بازنویسی با تغییرهای من' }));
    await waitFor(async () =>
      expect((await call('GET', `admin/orders/${order.id}`)).data.order.status).toBe('in_progress'),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('orders list', () => {
  it('opens an order on its screen: «نمایش», never a generic «ویرایش» (orders declare no update)', async () => {
    const order = await paidOrder();
    renderApp({ baseURL: server.baseURL, path: '/admin/order', token });
    const row = await waitFor(() => {
      const found = document.querySelector(`tr[data-row-id="${order.id}"]`);
      if (!(found instanceof HTMLElement)) throw new Error('row not shown yet');
      return found;
    });
    const open = within(row).getByRole('link', { name: /^نمایش «/ });
    expect(open).toHaveTextContent('نمایش');
    expect(open.getAttribute('href')).toMatch(new RegExp(`/admin/order/${order.id}$`));
    expect(within(row).queryByText('ویرایش')).toBeNull();
  });
});

describe('order lines', () => {
  it('shows a SKU as typed, Latin digits isolated left to right, as the till does', async () => {
    const sku = `SKU-${2040 + customers}`;
    const order = await paidOrder(sku);
    renderApp({ baseURL: server.baseURL, path: `/admin/order/${order.id}`, token });
    const code = await screen.findByText(sku);
    expect(code.tagName).toBe('BDI');
    expect(code.getAttribute('dir')).toBe('ltr');
  });
});
