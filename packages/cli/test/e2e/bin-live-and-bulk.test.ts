import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { cliRunner } from '../support/spawn-cli.ts';

let server: TestServer;
let cli: ReturnType<typeof cliRunner>;
let headers: Record<string, string>;

/** Lines of a running child's stdout, and a way to wait for one that matches. */
function lines(child: ChildProcess) {
  const seen: string[] = [];
  let buffer = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    seen.push(...parts);
  });
  return {
    seen,
    async waitFor(test: (line: string) => boolean, timeoutMs = 10_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = seen.find(test);
        if (line !== undefined) return line;
        if (Date.now() > deadline) throw new Error(`no matching line; got ${JSON.stringify(seen)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

async function product(id: number) {
  const answer = await server.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers });
  return answer.json().data.product as {
    unit_price: number;
    varieties: { id: number; balance: number; price: number }[];
  };
}

beforeAll(async () => {
  server = await startServer();
  const root = await server.adminWith('super_admin');
  headers = root.headers;
  cli = cliRunner({ SHOP_ADMIN_URL: server.url, SHOP_ADMIN_TOKEN: root.token });
});

afterAll(async () => {
  cli?.cleanup();
  await server?.close();
});

describe('notifications --follow', () => {
  it('prints each event raised by the notification service as one JSON object per line', async () => {
    const child = cli.start(['notifications', '--follow', '--json']);
    const out = lines(child);
    try {
      const ready = JSON.parse(await out.waitFor((line) => line.includes('"ready"')));
      expect(ready).toEqual({
        event: 'ready',
        data: { total_unread_notifications: 0, total_unread_contacts: 0 },
      });
      await server.app.ctx.notifications.notifyAdmins({
        type: 'order',
        data: { order_id: 4512, description: 'سفارش جدید ۴۵۱۲ ثبت شد' },
        permissions: ['read_order'],
      });
      const event = JSON.parse(await out.waitFor((line) => line.includes('"notification"')));
      expect(event).toMatchObject({
        event: 'notification',
        data: { kind: 'order', title: 'سفارش جدید', order_id: 4512, link: '/admin/order/4512', read: false },
      });
      expect(Object.keys(event.data)).toEqual([
        'id',
        'type',
        'kind',
        'title',
        'description',
        'link',
        'product_id',
        'order_id',
        'read',
        'read_at',
        'created_at',
      ]);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('prints one tab-separated line per notification when piped without --json', async () => {
    const child = cli.start(['notifications', '--follow']);
    const out = lines(child);
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    try {
      const deadline = Date.now() + 10_000;
      while (!stderr.includes('Following') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      await server.app.ctx.notifications.notifyAdmins({
        type: 'ProductUnavailableNotification',
        data: { product_id: 9, description: 'محصول ۹ ناموجود شد' },
        permissions: ['write_product'],
      });
      const line = await out.waitFor((l) => l.includes('ناموجود'));
      const [time, title, description, link] = line.split('\t');
      expect(time).toMatch(/^1[34]\d\d\/\d\d\/\d\d \d\d:\d\d$/);
      expect([title, description, link]).toEqual(['ناموجود', 'محصول ۹ ناموجود شد', '/admin/products/edit/9']);
    } finally {
      child.kill('SIGTERM');
    }
  });
});

describe('products export and apply', () => {
  let single: number;
  let multi: number;

  beforeAll(async () => {
    const create = async (payload: Record<string, unknown>) => {
      const answer = await server.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        headers,
        payload,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json().data.product.id as number;
    };
    single = await create({
      title: 'کیف چرمی مردانه',
      unit_price: 1_250_000,
      sku: 'BAG-1',
      stock: 5,
      status: 'available',
    });
    const attribute = await server.app.inject({
      method: 'POST',
      url: '/api/admin/attributes',
      headers,
      payload: { name: 'size', label: 'سایز', type: 'select', style: 'box', values: ['S', 'L'] },
    });
    expect(attribute.statusCode, attribute.body).toBe(201);
    const values = (attribute.json().data.attribute.values as { id: number }[]).map((v) => v.id);
    multi = await create({
      title: 'تیشرت نخی',
      unit_price: 350_000,
      status: 'available',
      varieties: [
        { attribute_value_ids: [values[0]], price: 350_000, sku: 'TS-S', stock: 3 },
        { attribute_value_ids: [values[1]], price: 360_000, sku: 'TS-L', stock: 0 },
      ],
    });
  });

  it('exports exactly the columns apply reads, and applying the export untouched changes nothing', async () => {
    const exported = await cli.run(['products', 'export']);
    expect(exported.code).toBe(0);
    const rows = parse(exported.stdout, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'id',
      'variety_id',
      'title',
      'sku',
      'unit_price',
      'base_unit_price',
      'purchase_price',
      'discount',
      'discount_type',
      'discount_until',
      'status',
      'stock',
      'base_stock',
      'stock_adjust',
      'categories_add',
      'categories_remove',
      'approved',
    ]);
    expect(rows.find((r) => r.id === String(single))).toMatchObject({
      title: 'کیف چرمی مردانه',
      sku: 'BAG-1',
      unit_price: '1250000',
      base_unit_price: '1250000',
      stock: '5',
      base_stock: '5',
      status: 'available',
    });
    expect(rows.filter((r) => r.variety_id !== '')).toHaveLength(2);
    const file = join(cli.configDir, 'export.csv');
    writeFileSync(file, exported.stdout);
    const dry = await cli.run(['products', 'apply', file, '--json']);
    expect(dry.code).toBe(0);
    expect(JSON.parse(dry.stdout)).toMatchObject({
      dry_run: true,
      applied: false,
      summary: { changed: 0, failed: 0 },
    });
  });

  it('dry-runs by default with the diff, then applies with --yes; a re-run of matching data changes nothing', async () => {
    const variety = (await product(multi)).varieties.find((v) => v.price === 360_000);
    const csv = `id,variety_id,unit_price,stock\n${single},,1300000,\n,${variety?.id},,4\n`;
    const file = join(cli.configDir, 'edit.csv');
    writeFileSync(file, csv);

    const dry = await cli.run(['products', 'apply', file]);
    expect(dry.code).toBe(0);
    const diff = dry.stdout
      .trimEnd()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(diff[0]).toEqual(['row', 'product_id', 'variety_id', 'sku', 'field', 'before', 'after']);
    expect(diff.slice(1)).toEqual([
      ['1', String(single), '', '', 'unit_price', '1250000', '1300000'],
      ['2', String(multi), String(variety?.id), '', 'stock', '0', '4'],
    ]);
    expect(dry.stderr).toContain('Dry run, nothing written');
    expect((await product(single)).unit_price).toBe(1_250_000);

    const first = await cli.run(['products', 'apply', file, '--yes', '--json']);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({
      applied: true,
      replayed: false,
      summary: { changed: 2 },
    });
    const again = await cli.run(['products', 'apply', file, '--yes', '--json']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({
      applied: true,
      replayed: false,
      summary: { changed: 0, unchanged: 2 },
    });
    expect((await product(single)).unit_price).toBe(1_300_000);
    expect((await product(multi)).varieties.find((v) => v.id === variety?.id)?.balance).toBe(4);
    const moves = await server.app.inject({
      method: 'GET',
      url: `/api/admin/store_transactions?variety_id=${variety?.id}`,
      headers,
    });
    const logged = moves.json().data.storeTransactions.data as { quantity: number }[];
    expect(logged.map((move) => move.quantity)).toEqual([4]);
  });

  it('checks every row with core rules first: errors by row and column, nothing sent', async () => {
    const file = join(cli.configDir, 'bad.csv');
    writeFileSync(file, `id,unit_price,status\n${single},۱٬۴۰۰٬۰۰۰,available\n${multi},abc,bogus\n`);
    const result = await cli.run(['products', 'apply', file, '--yes']);
    expect(result.code).toBe(6);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('row 2 (line 3), unit_price');
    expect(result.stderr).toContain('row 2 (line 3), status');
    const json = await cli.run(['products', 'apply', file, '--json']);
    expect(Object.keys(JSON.parse(json.stderr).error.fields).sort()).toEqual([
      'rows.2.status',
      'rows.2.unit_price',
    ]);
    expect((await product(single)).unit_price).toBe(1_300_000);
  });

  it('reports rows the server refuses (stock below zero) and writes none of the file', async () => {
    const file = join(cli.configDir, 'refused.csv');
    writeFileSync(file, `sku,stock_adjust\nBAG-1,2\nTS-S,-10\n`);
    const result = await cli.run(['products', 'apply', file, '--yes', '--json']);
    expect(result.code).toBe(6);
    const error = JSON.parse(result.stderr).error;
    expect(error.code).toBe('bulk_rejected');
    expect(Object.keys(error.fields)).toEqual(['rows.2.stock_adjust']);
    expect((await product(single)).varieties[0]?.balance).toBe(5);
  });

  it('dry-runs purchase price, discount, its type and end, and categories: the diff names each', async () => {
    const made = await cli.run(['categories', 'create', '--set', 'title=کیف و کفش', '--json', 'id']);
    expect(made.code, made.stderr).toBe(0);
    const category = JSON.parse(made.stdout).id as number;
    const file = join(cli.configDir, 'pricing.csv');
    writeFileSync(
      file,
      'id,purchase_price,discount,discount_type,discount_until,categories_add\n' +
        `${single},۹۰۰٬۰۰۰,10,percentage,1404/10/01 12:00,${category}\n`,
    );
    const dry = await cli.run(['products', 'apply', file]);
    expect(dry.code, dry.stderr).toBe(0);
    const diff = dry.stdout
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'));
    expect(diff).toEqual([
      ['1', String(single), '', '', 'purchase_price', '∅', '900000'],
      ['1', String(single), '', '', 'discount_type', '∅', 'percentage'],
      ['1', String(single), '', '', 'discount', '∅', '10'],
      // Jalali in Tehran time, as every date the CLI prints.
      ['1', String(single), '', '', 'discount_until', '∅', '1404/10/01 12:00'],
      ['1', String(single), '', '', 'categories', '[]', `[${category}]`],
    ]);
    expect(dry.stderr).toContain('Dry run, nothing written');
  });

  it('prints the per-row report of an apply as TSV when piped and as a table on a terminal', async () => {
    const file = join(cli.configDir, 'pricing.csv');
    const piped = await cli.run(['products', 'apply', file, '--yes']);
    expect(piped.code, piped.stderr).toBe(0);
    const [header, ...rows] = piped.stdout.trimEnd().split('\n');
    expect(header).toBe('row\tstatus\tproduct_id\tsku\tchanges');
    expect(rows).toHaveLength(1);
    const [row, status, productId, , changes] = rows[0]?.split('\t') ?? [];
    expect([row, status, productId]).toEqual(['1', 'changed', String(single)]);
    expect(changes?.split('; ')).toEqual(
      expect.arrayContaining([
        'purchase_price ∅ → 900000',
        'discount ∅ → 10',
        'discount_until ∅ → 1404/10/01 12:00',
      ]),
    );
    expect(piped.stderr).toContain('Applied in one transaction');

    // The same file again, on a terminal: the data matches, so the report says unchanged, as a table.
    const shown = await cli.runInTerminal(['products', 'apply', file, '--yes', '--bidi', 'off']);
    expect(shown.code).toBe(0);
    const lines = shown.stdout.split(/\r?\n/).filter((line) => line.includes('│'));
    expect(lines[0]).toMatch(/ردیف.*نتیجه.*محصول.*کد انبار.*تغییرها/);
    expect(lines[1]).toMatch(new RegExp(`│ +1 │ unchanged +│ +${single} │`));
    expect(shown.stdout).toContain('Applied in one transaction (1 rows: 0 changed, 1 unchanged)');
  });

  it('takes --json field lists on export and apply, and Persian separators in --set prices', async () => {
    const exported = await cli.run(['products', 'export', '--json', 'id,unit_price']);
    expect(exported.code, exported.stderr).toBe(0);
    expect(JSON.parse(exported.stdout)).toContainEqual({ id: String(single), unit_price: '1300000' });
    const unknown = await cli.run(['products', 'export', '--json', 'id,price']);
    expect(unknown.code).toBe(2);
    const summary = await cli.run([
      'products',
      'apply',
      join(cli.configDir, 'pricing.csv'),
      '--json',
      'summary',
    ]);
    expect(JSON.parse(summary.stdout)).toEqual({
      summary: { rows: 1, changed: 0, unchanged: 1, failed: 0, conflicts: 0 },
    });

    const updated = await cli.run([
      'products',
      'update',
      String(single),
      '--set',
      'unit_price=۱٬۴۵۰٬۰۰۰',
      '--json',
      'unit_price',
    ]);
    expect(updated.code, updated.stderr).toBe(0);
    expect(JSON.parse(updated.stdout)).toEqual({ unit_price: 1_450_000 });
    expect((await product(single)).unit_price).toBe(1_450_000);
  });
});
