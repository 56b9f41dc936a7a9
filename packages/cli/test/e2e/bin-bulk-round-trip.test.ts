import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../server/src/db/schema/index.ts';
import { startBulkShop } from '../support/bulk-shop.ts';
import type { TestServer } from '../support/server.ts';
import type { cliRunner } from '../support/spawn-cli.ts';

/**
 * Export → apply of an untouched file is a no-op for every column and every digit script, through the
 * real binary against the real server (PGlite, or PostgreSQL with DATABASE_URL): titles keep their
 * Persian digits, and a title stored before the Persian-letters rule is not "changed" by its own export.
 */
let server: TestServer;
let cli: ReturnType<typeof cliRunner>;
let headers: Record<string, string>;
let vase: number;
let shirt: number;
let legacy: number;

const SLOW = { timeout: 120_000 };

async function title(id: number): Promise<string> {
  const answer = await server.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers });
  return answer.json().data.product.title;
}

beforeAll(async () => {
  const shop = await startBulkShop();
  ({ server, headers, cli } = shop);
  const create = shop.createProduct;
  vase = await create({
    title: 'گلدان سرامیکی شماره ۱۲',
    unit_price: 1_250_000,
    purchase_price: 900_000,
    discount: 10,
    discount_type: 'percentage',
    discount_until: '1404/10/01 12:00',
    sku: 'RT-۱۲',
    stock: 4,
    status: 'available',
  });
  const values = await shop.sizeValues();
  shirt = await create({
    title: 'تیشرت ۳ رنگ مدل 2025',
    unit_price: 300_000,
    status: 'available',
    varieties: [
      { attribute_value_ids: [values[0]], price: 300_000, sku: 'RT-S', stock: 3 },
      { attribute_value_ids: [values[1]], price: 320_000, sku: 'RT-L', stock: 0 },
    ],
  });
  legacy = await create({ title: 'کتاب دینی ۷', unit_price: 50_000, stock: 1, status: 'available' });
  // A title stored before the Persian-letters rule (Arabic Yeh and Kaf), as an imported shop has them.
  await server.db.update(products).set({ title: 'كتاب ديني ۷' }).where(eq(products.id, legacy));
});

afterAll(async () => {
  cli?.cleanup();
  await server?.close();
});

describe('export → apply', SLOW, () => {
  it('changes nothing for an untouched file, Persian digits in titles included; a price edit changes only the price', async () => {
    const exported = await cli.run(['products', 'export']);
    expect(exported.code, exported.stderr).toBe(0);
    const rows = parse(exported.stdout, { columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.id === String(vase))).toMatchObject({
      title: 'گلدان سرامیکی شماره ۱۲',
      sku: 'RT-12',
      discount_type: 'percentage',
    });
    expect(rows.find((r) => r.id === String(shirt))?.title).toBe('تیشرت ۳ رنگ مدل 2025');
    const file = join(cli.configDir, 'untouched.csv');
    writeFileSync(file, exported.stdout);
    const applied = await cli.run(['products', 'apply', file, '--yes', '--json']);
    expect(applied.code, applied.stderr).toBe(0);
    const result = JSON.parse(applied.stdout);
    expect(
      result.results.filter((r: { status: string }) => r.status !== 'unchanged'),
      applied.stdout,
    ).toEqual([]);
    expect(result.summary).toMatchObject({ changed: 0, failed: 0, conflicts: 0 });
    expect(await title(legacy)).toBe('كتاب ديني ۷');

    // A price edit on the whole file rewrites prices only, never a title.
    const edited = rows.map((row) => (row.id === String(vase) ? { ...row, unit_price: '1300000' } : row));
    const priceFile = join(cli.configDir, 'price.csv');
    writeFileSync(priceFile, stringify(edited, { header: true }));
    const priced = await cli.run(['products', 'apply', priceFile, '--yes', '--json']);
    expect(priced.code, priced.stderr).toBe(0);
    const changed = JSON.parse(priced.stdout).results.filter(
      (r: { status: string }) => r.status !== 'unchanged',
    );
    expect(changed.map((r: { changes: Record<string, unknown> }) => Object.keys(r.changes))).toEqual([
      ['unit_price'],
    ]);
    expect(await title(vase)).toBe('گلدان سرامیکی شماره ۱۲');
    expect(await title(shirt)).toBe('تیشرت ۳ رنگ مدل 2025');
  });

  it("stores an edited title in the server's normal form (Persian Yeh and Kaf, digits as typed)", async () => {
    const file = join(cli.configDir, 'title.csv');
    writeFileSync(file, `id,title\n${legacy},كتاب ديني ۸\n`);
    const applied = await cli.run(['products', 'apply', file, '--yes', '--json']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(JSON.parse(applied.stdout).results[0].changes.title).toEqual({
      before: 'كتاب ديني ۷',
      after: 'کتاب دینی ۸',
    });
    expect(await title(legacy)).toBe('کتاب دینی ۸');
  });
});
