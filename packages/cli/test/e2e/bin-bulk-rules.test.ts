import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBulkShop } from '../support/bulk-shop.ts';
import type { TestServer } from '../support/server.ts';
import type { cliRunner } from '../support/spawn-cli.ts';

/**
 * The rules that make a bulk edit lose nothing, through the real `shop-admin` binary against the real
 * server (PGlite, or PostgreSQL with DATABASE_URL): base values and conflicts, duplicate keys, repeated
 * headers, Excel's trailing rows, title and SKU, dry run then --yes, and variety rows.
 */
let server: TestServer;
let cli: ReturnType<typeof cliRunner>;
let headers: Record<string, string>;
let bag: number;
let shirt: number;
let small: number;
let large: number;

interface ProductAnswer {
  title: string;
  sku: string | null;
  status: string;
  unit_price: number;
  varieties: { id: number; sku: string; balance: number; price: number }[];
}

async function product(id: number): Promise<ProductAnswer> {
  const answer = await server.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers });
  return answer.json().data.product;
}

/** A change made meanwhile through the API (a sale, a colleague's edit). */
async function meanwhile(rows: Record<string, unknown>[]) {
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/admin/products/bulk',
    headers,
    payload: { rows },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

const write = (name: string, text: string) => {
  const path = join(cli.configDir, name);
  writeFileSync(path, text);
  return path;
};

async function exported(): Promise<Record<string, string>[]> {
  const result = await cli.run(['products', 'export']);
  expect(result.code, result.stderr).toBe(0);
  return parse(result.stdout, { columns: true });
}

/** Each test runs the binary several times; on a busy machine that takes longer than the default. */
const SLOW = { timeout: 120_000 };

const csv = (rows: Record<string, string>[]) => stringify(rows, { header: true });

beforeAll(async () => {
  const shop = await startBulkShop();
  ({ server, headers, cli } = shop);
  const create = shop.createProduct;
  bag = await create({ title: 'کیف چرمی', unit_price: 1_000_000, sku: 'BAG', stock: 5, status: 'available' });
  const values = await shop.sizeValues();
  shirt = await create({
    title: 'تیشرت',
    unit_price: 300_000,
    status: 'available',
    varieties: [
      { attribute_value_ids: [values[0]], price: 300_000, sku: 'TS-S', stock: 3 },
      { attribute_value_ids: [values[1]], price: 300_000, sku: 'TS-L', stock: 1 },
    ],
  });
  const varieties = (await product(shirt)).varieties;
  small = varieties.find((v) => v.sku === 'TS-S')?.id as number;
  large = varieties.find((v) => v.sku === 'TS-L')?.id as number;
});

afterAll(async () => {
  cli?.cleanup();
  await server?.close();
});

describe('base values: a record changed since the export', SLOW, () => {
  it('keeps stock sold since when the row did not edit it, and applies the cell that was edited', async () => {
    const rows = await exported();
    const row = rows.find((r) => r.id === String(bag)) as Record<string, string>;
    row.unit_price = '1100000';
    await meanwhile([{ id: bag, stock: 3 }]); // two sold after the export
    const file = write('keep.csv', csv([row]));
    const applied = await cli.run(['products', 'apply', file, '--yes', '--json']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(JSON.parse(applied.stdout).results[0].changes).toEqual({
      unit_price: { before: 1_000_000, after: 1_100_000 },
    });
    expect((await product(bag)).varieties[0]?.balance).toBe(3);
    expect((await product(bag)).unit_price).toBe(1_100_000);
  });

  it('reports an edited cell whose record changed as a conflict naming the current value; writes nothing of the batch until accepted', async () => {
    const rows = await exported();
    const bagRow = rows.find((r) => r.id === String(bag)) as Record<string, string>;
    const smallRow = rows.find((r) => r.variety_id === String(small)) as Record<string, string>;
    bagRow.stock = '10';
    smallRow.unit_price = '280000';
    await meanwhile([{ id: bag, stock: 2 }]);
    const file = write('conflict.csv', csv([bagRow, smallRow]));

    const dry = await cli.run(['products', 'apply', file, '--json']);
    expect(dry.code, dry.stderr).toBe(0);
    const plan = JSON.parse(dry.stdout);
    expect(plan.summary).toMatchObject({ conflicts: 1, changed: 1 });
    // `row` counts from 1 in JSON too (as --accept and every message count), with the file's line.
    expect(plan.results.map((r: { row: number; line: number }) => [r.row, r.line])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(plan.results[0]).toMatchObject({
      status: 'conflict',
      conflicts: { stock: { base: 3, current: 2, wanted: 10 } },
      changes: { stock: { before: 2, after: 10 } },
    });
    const shown = await cli.run(['products', 'apply', file]);
    expect(shown.stdout).toContain('conflict: read as 3');
    expect(shown.stderr).toContain('--accept 1');

    const refused = await cli.run(['products', 'apply', file, '--yes', '--json']);
    expect(refused.code).toBe(10);
    const error = JSON.parse(refused.stderr).error;
    expect(error.code).toBe('bulk_conflict');
    expect(error.fields).toEqual({ 'rows.1.stock': ['read as 3, now 2, the file wants 10'] });
    expect((await product(bag)).varieties[0]?.balance).toBe(2);
    expect((await product(shirt)).varieties.find((v) => v.id === small)?.price).toBe(300_000);

    const accepted = await cli.run(['products', 'apply', file, '--yes', '--accept', '1', '--json']);
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(JSON.parse(accepted.stdout)).toMatchObject({
      applied: true,
      summary: { changed: 2, conflicts: 0 },
    });
    expect((await product(bag)).varieties[0]?.balance).toBe(10);
    expect((await product(shirt)).varieties.find((v) => v.id === small)?.price).toBe(280_000);
  });

  it('treats a price changed since the export the same way', async () => {
    const rows = await exported();
    const row = rows.find((r) => r.variety_id === String(large)) as Record<string, string>;
    row.unit_price = '310000';
    await meanwhile([{ variety_id: large, unit_price: 320_000 }]);
    const result = await cli.run(['products', 'apply', write('price.csv', csv([row])), '--yes', '--json']);
    expect(result.code).toBe(10);
    expect(JSON.parse(result.stderr).error.fields).toEqual({
      'rows.1.unit_price': ['read as 300000, now 320000, the file wants 310000'],
    });
  });
});

describe('the file itself', SLOW, () => {
  it('refuses the same key on two rows, naming both rows', async () => {
    const local = await cli.run([
      'products',
      'apply',
      write('twice.csv', `id,unit_price\n${bag},1\n${shirt},2\n${bag},3\n`),
      '--json',
    ]);
    expect(local.code).toBe(6);
    const fields = JSON.parse(local.stderr).error.fields;
    expect(fields).toEqual({
      'rows.1.id': [`row 1 (line 2) and row 3 (line 4) both address id ${bag}; keep one.`],
      'rows.3.id': [`row 1 (line 2) and row 3 (line 4) both address id ${bag}; keep one.`],
    });
    // The same variety by id and by SKU: only the server can tell; it names both rows too.
    const resolved = await cli.run([
      'products',
      'apply',
      write('twice-sku.csv', `variety_id,sku,unit_price\n${small},,1000\n,TS-S,2000\n`),
      '--yes',
      '--json',
    ]);
    expect(resolved.code).toBe(6);
    const error = JSON.parse(resolved.stderr).error;
    expect(error.code).toBe('bulk_rejected');
    expect(error.fields['rows.1.variety_id']).toEqual([
      'ردیف ۱ و ردیف ۲ هر دو همین تنوع را تغییر می‌دهند؛ یکی را نگه دارید.',
    ]);
    expect(error.fields['rows.2.sku']).toEqual(error.fields['rows.1.variety_id']);
  });

  it('refuses a repeated column header', async () => {
    const result = await cli.run([
      'products',
      'apply',
      write('header.csv', `id,unit_price,unit_price\n${bag},1,2\n`),
      '--json',
    ]);
    expect(result.code).toBe(6);
    const error = JSON.parse(result.stderr).error;
    expect(error.code).toBe('invalid_file');
    expect(error.message).toContain('"unit_price" appears twice');
  });

  it("ignores Excel's trailing empty rows", async () => {
    const file = write('excel.csv', `id,unit_price,status\r\n${bag},1100000,\r\n,,\r\n,,\r\n`);
    const result = await cli.run(['products', 'apply', file, '--json', 'summary']);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout).summary).toMatchObject({ rows: 1, failed: 0 });
  });

  it('exports and applies title and sku (the SKU beside an id is a value, and search finds it)', async () => {
    const rows = await exported();
    const row = rows.find((r) => r.id === String(bag)) as Record<string, string>;
    expect([row.title, row.sku]).toEqual(['کیف چرمی', 'BAG']);
    const variety = rows.find((r) => r.variety_id === String(large)) as Record<string, string>;
    expect(variety.sku).toBe('TS-L');
    row.title = 'کیف چرمی دستی';
    row.sku = 'BAG-HAND';
    variety.sku = 'TS-XL';
    variety.unit_price = variety.base_unit_price as string;
    const result = await cli.run([
      'products',
      'apply',
      write('title.csv', csv([row, variety])),
      '--yes',
      '--json',
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout).results[0].changes).toMatchObject({
      title: { before: 'کیف چرمی', after: 'کیف چرمی دستی' },
      sku: { before: 'BAG', after: 'BAG-HAND' },
    });
    expect(await product(bag)).toMatchObject({ title: 'کیف چرمی دستی', sku: 'BAG-HAND' });
    expect((await product(shirt)).varieties.find((v) => v.id === large)?.sku).toBe('TS-XL');
    const found = await server.app.inject({
      method: 'GET',
      url: '/api/admin/products?search=ts-xl',
      headers,
    });
    expect(found.json().data.products.data.map((p: { id: number }) => p.id)).toEqual([shirt]);
    const taken = await cli.run([
      'products',
      'apply',
      write('taken.csv', `id,sku\n${shirt},BAG-HAND\n`),
      '--json',
    ]);
    expect(JSON.parse(taken.stderr).error.fields).toEqual({
      'rows.1.sku': ['این کد انبار قبلا ثبت شده است.'],
    });
  });
});

describe('dry run, then --yes', SLOW, () => {
  it('applies what the dry run showed even when this file was applied before, and a repeat of matching data is a no-op', async () => {
    const file = write('repeat.csv', `variety_id,stock\n${small},7\n`);
    const first = await cli.run(['products', 'apply', file, '--yes', '--json', 'summary']);
    expect(JSON.parse(first.stdout).summary).toMatchObject({ changed: 1 });
    await meanwhile([{ variety_id: small, stock: 6 }]); // one sold
    const dry = await cli.run(['products', 'apply', file, '--json']);
    expect(JSON.parse(dry.stdout).results[0].changes).toEqual({ stock: { before: 6, after: 7 } });
    const again = await cli.run(['products', 'apply', file, '--yes', '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({
      applied: true,
      replayed: false,
      summary: { changed: 1 },
    });
    expect((await product(shirt)).varieties.find((v) => v.id === small)?.balance).toBe(7);
    const repeat = await cli.run(['products', 'apply', file, '--yes', '--json', 'summary']);
    expect(JSON.parse(repeat.stdout).summary).toMatchObject({ changed: 0, unchanged: 1 });
  });
});

describe('variety rows', SLOW, () => {
  it("never change their product's status: product columns on a variety row are refused, by id or by SKU", async () => {
    const byId = await cli.run([
      'products',
      'apply',
      write('variety-status.csv', `variety_id,status\n${small},draft\n`),
      '--json',
    ]);
    expect(byId.code).toBe(6);
    expect(Object.keys(JSON.parse(byId.stderr).error.fields)).toEqual(['rows.1.status']);
    const bySku = await cli.run([
      'products',
      'apply',
      write('sku-status.csv', 'sku,status,title\nTS-S,draft,تیشرت نو\n'),
      '--yes',
      '--json',
    ]);
    expect(bySku.code).toBe(6);
    expect(Object.keys(JSON.parse(bySku.stderr).error.fields).sort()).toEqual([
      'rows.1.status',
      'rows.1.title',
    ]);
    expect((await product(shirt)).status).toBe('available');
  });
});
