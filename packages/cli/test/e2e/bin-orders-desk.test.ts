import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOrderPaid } from '../../../server/src/services/orders/pay-order.ts';
import {
  balanceOf,
  FIXTURE_NOW,
  type OrderWorld,
  orderRow,
  placeFixtureOrder,
  seedOrderWorld,
  walletOf,
} from '../../../server/test/orders-fixtures.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { cliRunner } from '../support/spawn-cli.ts';

let server: TestServer;
let cli: ReturnType<typeof cliRunner>;
let world: OrderWorld;

beforeAll(async () => {
  server = await startServer();
  const boss = await server.adminWith('super_admin');
  cli = cliRunner({ SHOP_ADMIN_URL: server.url, SHOP_ADMIN_TOKEN: boss.token });
  world = await seedOrderWorld(server.app);
});

afterAll(async () => {
  cli?.cleanup();
  await server?.close();
});

// Each test spawns the bin a dozen times; on a busy machine that passes the default 30 s.
const errorOf = (stderr: string) => JSON.parse(stderr).error as Record<string, unknown>;

/** A paid order (status new) of `quantity` plain units: stock taken, money paid, notification sent. */
async function paidOrder(quantity = 2) {
  const order = await placeFixtureOrder(server.app, world, [{ id: world.plain.id, quantity }]);
  await markOrderPaid(server.app.ctx, server.app.ctx.db, {
    orderId: order.id,
    gateway: 'virtual',
    transactionId: `cli-desk-${order.id}`,
    now: FIXTURE_NOW,
  });
  return orderRow(server.app.ctx.db, order.id);
}

describe('orders status', { timeout: 120_000 }, () => {
  it('refuses a cancel that refunds money without --yes when stdin is not a terminal, then does it with --yes', async () => {
    const order = await paidOrder(2);
    const stock = await balanceOf(server.db, world.plain.id);
    const wallet = await walletOf(server.db, world.customer.id);

    const refused = await cli.run(['orders', 'status', String(order.id), '--to', 'canceled', '--json']);
    expect(refused.code).toBe(2);
    expect(errorOf(refused.stderr)).toMatchObject({ code: 'not_a_terminal' });
    expect(errorOf(refused.stderr).hint).toContain('--yes');
    expect((await orderRow(server.db, order.id)).status).toBe('new');

    const done = await cli.run(['orders', 'status', `#${order.id}`, '--to', 'canceled', '--yes', '--json']);
    expect(done.code).toBe(0);
    expect(JSON.parse(done.stdout)).toEqual([
      {
        id: order.id,
        from: 'new',
        status: 'canceled',
        changed: true,
        message: expect.stringContaining('کنسل شده'),
        refunded: order.totalAmount,
        charged: 0,
      },
    ]);
    expect(await balanceOf(server.db, world.plain.id)).toBe(stock + 2);
    expect(await walletOf(server.db, world.customer.id)).toBe(wallet + order.totalAmount);
  });

  it('asks on a terminal, showing the units and the refund, and moves on "y"', async () => {
    const order = await paidOrder(3);
    const result = await cli.runInTerminal(['orders', 'status', String(order.id), '--to', 'failed'], {
      answer: { when: '[y/N]', input: 'y\r' },
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`order ${order.id}: new → failed: 3 unit(s) back to stock`);
    expect(result.stdout).toContain(
      `${order.totalAmount.toLocaleString('en-US')} toman refunded to the wallet`,
    );
    expect((await orderRow(server.db, order.id)).status).toBe('failed');
  });

  it('reports each order in TSV and CSV: one moved, one refused with core’s Persian reason (exit 11, partial)', async () => {
    const moving = await paidOrder(1);
    const canceled = await paidOrder(1);
    expect((await cli.run(['orders', 'status', String(canceled.id), '--to', 'canceled', '--yes'])).code).toBe(
      0,
    );

    const tsv = await cli.run([
      'orders',
      'status',
      String(moving.id),
      String(canceled.id),
      '--to',
      'in_progress',
    ]);
    expect(tsv.code).toBe(11);
    const [header, ...rows] = tsv.stdout.trimEnd().split('\n');
    expect(header).toBe('id\tfrom\tstatus\tchanged\trefunded\tcharged\tmessage');
    expect(rows.map((row) => row.split('\t').slice(0, 4))).toEqual([
      [String(moving.id), 'new', 'in_progress', 'true'],
      [String(canceled.id), 'canceled', 'canceled', 'false'],
    ]);
    expect(rows[1]).toContain('فقط به وضعیت «جدید» می‌رود');
    expect(tsv.stderr).toContain('1 of 2 order(s) moved to in_progress; 1 refused or not found');
    expect(tsv.stderr).toContain(`#${canceled.id}`);

    const csv = await cli.run(['orders', 'status', String(moving.id), '--to', 'delivered', '--csv']);
    expect(parse(csv.stdout, { columns: true })).toEqual([
      expect.objectContaining({
        id: String(moving.id),
        from: 'in_progress',
        status: 'delivered',
        changed: 'true',
      }),
    ]);
  });

  it('exits 6 (orders_unchanged) when no order changed, still printing each result; 2 for a bad status or number', async () => {
    const order = await paidOrder(1);
    const none = await cli.run([
      'orders',
      'status',
      String(order.id),
      '999999',
      '--to',
      'wait_for_payment',
      '--json',
    ]);
    expect(none.code).toBe(6);
    const results = JSON.parse(none.stdout) as { id: number; changed: boolean; message: string }[];
    expect(results.map((r) => [r.id, r.changed])).toEqual([
      [order.id, false],
      [999999, false],
    ]);
    expect(results[1]?.message).toContain('پیدا نشد');
    expect(errorOf(none.stderr)).toMatchObject({ code: 'orders_unchanged' });
    expect((await orderRow(server.db, order.id)).status).toBe('new');

    expect((await cli.run(['orders', 'status', String(order.id), '--to', 'lost'])).code).toBe(2);
  });

  it('exits 11 (partial_failure) when some orders moved and others were refused or not found, each result in JSON and CSV', async () => {
    const first = await paidOrder(1);
    const second = await paidOrder(1);
    const json = await cli.run([
      'orders',
      'status',
      String(first.id),
      '999998',
      '--to',
      'in_progress',
      '--json',
    ]);
    expect(json.code).toBe(11);
    expect(
      (JSON.parse(json.stdout) as { id: number; changed: boolean }[]).map((r) => [r.id, r.changed]),
    ).toEqual([
      [first.id, true],
      [999998, false],
    ]);
    expect(errorOf(json.stderr)).toMatchObject({
      code: 'partial_failure',
      fields: { 'orders.999998': [expect.stringContaining('پیدا نشد')] },
    });
    expect((await orderRow(server.db, first.id)).status).toBe('in_progress');

    const csv = await cli.run([
      'orders',
      'status',
      String(second.id),
      '999998',
      '--to',
      'in_progress',
      '--csv',
    ]);
    expect(csv.code).toBe(11);
    expect(
      (parse(csv.stdout, { columns: true }) as Record<string, string>[]).map((r) => [r.id, r.changed]),
    ).toEqual([
      [String(second.id), 'true'],
      ['999998', 'false'],
    ]);
    // Every order moved: exit 0.
    expect((await cli.run(['orders', 'status', String(second.id), '--to', 'delivered'])).code).toBe(0);
    expect((await cli.run(['orders', 'status', 'abc', '--to', 'new'])).code).toBe(2);
  });
});

describe('orders get', { timeout: 120_000 }, () => {
  it('shows the lines, payments and status log in TSV, CSV and a table, not only in --json', async () => {
    const order = await paidOrder(2);
    await cli.run(['orders', 'status', String(order.id), '--to', 'in_progress', '--description', 'بسته‌بندی']);

    const tsv = await cli.run(['orders', 'get', String(order.id)]);
    expect(tsv.code).toBe(0);
    const blocks = tsv.stdout.trimEnd().split('\n\n');
    expect(blocks).toHaveLength(4);
    expect(blocks[0]?.split('\n')[1]?.split('\t')[0]).toBe(String(order.id));
    const items = blocks[1]?.split('\n') ?? [];
    expect(items[0]).toBe(
      'section\tid\tproduct_title\tvariety\tattributes\tsku\tamount\tquantity\tdiscount_amount\ttotal',
    );
    expect(items).toHaveLength(2);
    expect(items[1]?.split('\t')[0]).toBe('item');
    expect(items[1]?.split('\t')[7]).toBe('2');
    const payments = blocks[2]?.split('\n') ?? [];
    expect(payments[0]?.startsWith('section\tinvoice_id')).toBe(true);
    expect(payments.slice(1).some((row) => row.includes('virtual'))).toBe(true);
    const logs = blocks[3]?.split('\n') ?? [];
    expect(logs[0]).toBe('section\tcreated_at\tfrom_status\tstatus\tadmin\tdescription');
    expect(logs.at(-1)?.split('\t').slice(2)).toEqual(['new', 'in_progress', expect.any(String), 'بسته‌بندی']);

    const csv = await cli.run(['orders', 'get', String(order.id), '--csv']);
    const csvBlocks = csv.stdout.trimEnd().split(/\r?\n\r?\n/);
    const lines = parse(csvBlocks[1] ?? '', { columns: true }) as Record<string, string>[];
    expect(lines).toEqual([
      expect.objectContaining({ section: 'item', quantity: '2', total: String(order.itemsAmount) }),
    ]);

    const table = await cli.runInTerminal(['orders', 'get', String(order.id), '--bidi', 'off']);
    expect(table.code).toBe(0);
    for (const heading of ['اقلام سفارش (1)', 'فاکتورها و پرداخت‌ها', 'تاریخچه وضعیت'])
      expect(table.stdout).toContain(heading);
    expect(table.stdout).toContain('در حال پردازش');
  });

  it("--jq is jq ('.[0].id' on orders, .id on orders get; a jq error exits 2 with jq's message), on subcommands too (orders get, orders status, notifications read), where --json sits on the group too", async () => {
    // One order for the whole test: the fixture's stock is shared by the file's tests.
    const order = await paidOrder(1);
    const listed = JSON.parse((await cli.run(['orders', '--all', '--json'])).stdout) as { id: number }[];
    const first = await cli.run(['orders', '--all', '--json', '--jq', '.[0].id']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toBe(`${listed[0]?.id}\n`);
    const ids = await cli.run(['orders', '--all', '--json', '--jq', '.[].id']);
    expect(ids.stdout).toBe(listed.map((row) => `${row.id}\n`).join(''));
    const got = await cli.run(['orders', 'get', String(order.id), '--json', '--jq', '.id']);
    expect(got.code, got.stderr).toBe(0);
    expect(got.stdout).toBe(`${order.id}\n`);

    const syntax = await cli.run(['orders', '--json', '--jq', '.[0']);
    expect(syntax.code).toBe(2);
    expect(syntax.stdout).toBe('');
    // With --json the error is JSON on stderr: jq's message, and a hint with jq examples.
    expect(errorOf(syntax.stderr)).toMatchObject({
      code: 'usage',
      message: expect.stringMatching(/^--jq: syntax error, unexpected end of file/),
      hint: expect.stringContaining('The expression is jq'),
    });
    // JMESPath's projection is jq that fails on real data: jq's own words, exit 2.
    const runtime = await cli.run(['orders', 'get', String(order.id), '--json', '--jq', '[].id']);
    expect(runtime.code).toBe(2);
    expect(errorOf(runtime.stderr).message).toBe('--jq: Cannot index array with string ("id")');

    const moved = await cli.run([
      'orders',
      'status',
      String(order.id),
      '--to',
      'in_progress',
      '--json',
      '--jq',
      '.[].status',
    ]);
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toBe('in_progress\n');
    const read = await cli.run([
      'notifications',
      'read',
      '--order',
      String(order.id),
      '--json',
      '--jq',
      '.read | length',
    ]);
    expect(read.code, read.stderr).toBe(0);
    expect(read.stdout).toBe('1\n');
    // Without --json, --jq still asks for it.
    const bare = await cli.run(['orders', 'get', String(order.id), '--jq', '.id']);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('add --json');
  });
});

describe('notifications read', { timeout: 120_000 }, () => {
  it('marks one notification by id, an order’s by --order, and all with --all; unknown ids exit 5', async () => {
    const first = await paidOrder(1);
    const second = await paidOrder(1);
    const third = await paidOrder(1);
    const listed = JSON.parse(
      (await cli.run(['notifications', '--unread', '--json', 'id,order_id'])).stdout,
    ) as {
      id: string;
      order_id: number;
    }[];
    const idOf = (orderId: number) => listed.find((n) => n.order_id === orderId)?.id as string;
    const unreadOrders = async () =>
      (
        JSON.parse((await cli.run(['notifications', '--unread', '--json', 'order_id'])).stdout) as {
          order_id: number;
        }[]
      ).map((n) => n.order_id);

    const one = await cli.run(['notifications', 'read', idOf(first.id), '--json']);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout)).toMatchObject({ read: [idOf(first.id)], not_found: [] });
    const afterOne = await unreadOrders();
    expect(afterOne).not.toContain(first.id);
    expect(afterOne).toEqual(expect.arrayContaining([second.id, third.id]));

    const byOrder = await cli.run(['notifications', 'read', '--order', `${second.id}`]);
    expect(byOrder.code).toBe(0);
    expect(byOrder.stderr).toContain('1 notification(s) marked read');
    const afterOrder = await unreadOrders();
    expect(afterOrder).not.toContain(second.id);
    expect(afterOrder).toContain(third.id);

    const unknown = await cli.run([
      'notifications',
      'read',
      '00000000-0000-4000-8000-000000000000',
      '--json',
    ]);
    expect(unknown.code).toBe(5);
    expect(errorOf(unknown.stderr).code).toBe('not_found');
    // A bad id (not a notification id at all) is not found too, as the README says (it was exit 6).
    for (const bad of ['12', 'abc']) {
      const malformed = await cli.run(['notifications', 'read', bad, '--json']);
      expect(malformed.code, malformed.stderr).toBe(5);
      expect(errorOf(malformed.stderr).code).toBe('not_found');
    }
    expect((await cli.run(['notifications', 'read'])).code).toBe(2);
    expect((await cli.run(['notifications', 'read', '--all', '--order', '3'])).code).toBe(2);

    expect((await cli.run(['notifications', 'read', '--all'])).code).toBe(0);
    expect(await unreadOrders()).toEqual([]);
  });
});
