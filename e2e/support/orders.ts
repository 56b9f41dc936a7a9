import {
  FIXTURE_NOW,
  fundWallet,
  placeFixtureOrder,
  seedOrderWorld,
} from '../../packages/server/test/orders-fixtures.ts';
import type { Shop } from './shop-server.ts';

let customers = 0;

/** Calls the real API with the super admin's token; answers the envelope's data (throws on a non-2xx). */
export async function apiCall<T>(shop: Shop, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${shop.url}/api/${path}`, {
    method,
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message}`);
  return json.data;
}

/**
 * A customer of their own with an order paid from their wallet: placed as the storefront places it
 * (wait_for_payment), the wallet funded with exactly its total, then moved to `new` through the API,
 * which charges the wallet and notifies staff (so it is unread for every admin with read_order).
 */
export async function walletPaidOrder(shop: Shop, token: string, quantity = 2) {
  customers += 1;
  const world = await seedOrderWorld(shop.app, {
    mobile: `0935${String(1_000_000 + customers).slice(-7)}`,
    name: ['نرگس', `مشتری${customers}`],
  });
  const order = await placeFixtureOrder(shop.app, world, [{ id: world.plain.id, quantity }], {
    now: FIXTURE_NOW,
  });
  await fundWallet(shop.db, world.customer.id, order.totalAmount);
  await apiCall(shop, token, 'PUT', `admin/orders/${order.id}/status`, { status: 'new' });
  return { world, id: order.id, total: order.totalAmount };
}

/** The ids of this admin's unread orders (GET admin/orders?unread=1). */
export async function unreadOrderIds(shop: Shop, token: string): Promise<number[]> {
  const data = await apiCall<{ orders: { data: { id: number }[] } }>(
    shop,
    token,
    'GET',
    'admin/orders?unread=1&per_page=100',
  );
  return data.orders.data.map((row) => row.id);
}
