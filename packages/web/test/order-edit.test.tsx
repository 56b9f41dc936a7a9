import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  FIXTURE_NOW,
  fundWallet,
  placeFixtureOrder,
  seedOrderWorld,
  walletOf,
} from '../../server/test/orders-fixtures.ts';
import { renderApp } from './support/render-app.tsx';
import { startServer, type TestServer } from './support/server.ts';

configure({ asyncUtilTimeout: 8000 });

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

const put = (url: string, payload: Record<string, unknown>) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

/** Two units of a 100,000 Toman variety, paid from the wallet (status new), or moved on to `to`. */
async function paidOrder(to?: string) {
  customers += 1;
  const world = await seedOrderWorld(server.app, {
    mobile: `0939${String(3_000_000 + customers).slice(-7)}`,
  });
  const order = await placeFixtureOrder(server.app, world, [{ id: world.plain.id, quantity: 2 }], {
    now: FIXTURE_NOW,
  });
  await fundWallet(server.app.ctx.db, world.customer.id, order.totalAmount);
  await put(`admin/orders/${order.id}/status`, { status: 'new' });
  if (to) await put(`admin/orders/${order.id}/status`, { status: to });
  return { world, order };
}

describe('editing an order on its screen', () => {
  it('lowers a paid line, shows the refund rule and the refund, and the wallet and stock follow', async () => {
    const { world, order } = await paidOrder();
    expect(await walletOf(server.app.ctx.db, world.customer.id)).toBe(0);
    const app = renderApp({ baseURL: server.baseURL, path: `/admin/order/${order.id}`, token });
    const edit = await screen.findByRole('region', { name: 'ویرایش اقلام، تخفیف و ارسال' });
    expect(edit).toHaveTextContent('مابه‌التفاوت به کیف پول مشتری برمی‌گردد');
    const quantity = within(edit).getByLabelText(/^تعداد /);
    await app.user.clear(quantity);
    await app.user.type(quantity, '1');
    await app.user.click(within(edit).getByRole('button', { name: 'ذخیره تعداد' }));
    expect(await screen.findByText(/۱۰۰,۰۰۰ تومان به کیف پول مشتری برگشت/)).toBeTruthy();
    expect(await walletOf(server.app.ctx.db, world.customer.id)).toBe(100_000);
    expect(await balanceOf(server.app.ctx.db, world.plain.id)).toBe(9);
  });

  it("puts the server's refusal on the field: a discount above the order", async () => {
    const { order } = await paidOrder();
    const app = renderApp({ baseURL: server.baseURL, path: `/admin/order/${order.id}`, token });
    const edit = await screen.findByRole('region', { name: 'ویرایش اقلام، تخفیف و ارسال' });
    const discount = within(edit).getByLabelText('تخفیف سفارش');
    await app.user.clear(discount);
    await app.user.type(discount, '5000000');
    await app.user.click(within(edit).getByRole('button', { name: 'ذخیره تخفیف و ارسال' }));
    const message = await within(edit).findByText(/از مبلغ سفارش بیشتر است/);
    await waitFor(() => expect(discount.getAttribute('aria-describedby')).toBe(message.id));
  });

  it('says why a sent order cannot be edited', async () => {
    const { order } = await paidOrder('delivered');
    renderApp({ baseURL: server.baseURL, path: `/admin/order/${order.id}`, token });
    const edit = await screen.findByRole('region', { name: 'ویرایش اقلام، تخفیف و ارسال' });
    expect(edit).toHaveTextContent('اقلام سفارش در وضعیت «ارسال شده» قابل تغییر نیست.');
    expect(within(edit).queryByRole('button')).toBeNull();
  });
});
