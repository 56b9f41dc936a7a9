import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/errors/exit-codes.ts';
import { startBulkShop } from '../support/bulk-shop.ts';
import type { TestServer } from '../support/server.ts';
import type { cliRunner } from '../support/spawn-cli.ts';

/**
 * `products apply` → `products changes` → `products undo` through the built binary against a real
 * server (PGlite, or PostgreSQL with DATABASE_URL): the change set an apply records, the undo's dry
 * run and --yes, a row changed since refused as apply refuses one, a second undo refused, JSON shapes.
 */
let server: TestServer;
let cli: ReturnType<typeof cliRunner>;
let headers: Record<string, string>;
let create: (payload: Record<string, unknown>) => Promise<number>;

const SLOW = { timeout: 120_000 };

beforeAll(async () => {
  const shop = await startBulkShop();
  ({ server, headers, cli } = shop);
  create = shop.createProduct;
});

afterAll(async () => {
  cli?.cleanup();
  await server?.close();
});

const priceOf = async (id: number) =>
  (await server.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers })).json().data.product
    .unit_price as number;

/** Applies a CSV of `id,unit_price` rows with --yes; answers the change set id. */
async function applied(name: string, rows: [number, number][]): Promise<number> {
  const path = join(cli.configDir, name);
  writeFileSync(path, `id,unit_price\n${rows.map(([id, price]) => `${id},${price}`).join('\n')}\n`);
  const run = await cli.run(['products', 'apply', path, '--yes', '--json']);
  expect(run.code, run.stderr).toBe(0);
  const id = JSON.parse(run.stdout).change_set_id as number;
  expect(id).toEqual(expect.any(Number));
  return id;
}

describe('products undo', SLOW, () => {
  it('apply → changes lists it → undo dry run → undo --yes: the prices are back; a second undo is refused', async () => {
    const lamp = await create({ title: 'چراغ مطالعه', unit_price: 500_000, stock: 2 });
    const rug = await create({ title: 'فرش دستباف', unit_price: 9_000_000, stock: 1 });
    const set = await applied('prices.csv', [
      [lamp, 550_000],
      [rug, 9_900_000],
    ]);

    const list = await cli.run(['products', 'changes', '--json']);
    expect(list.code, list.stderr).toBe(0);
    const [latest] = JSON.parse(list.stdout);
    expect(latest).toMatchObject({ id: set, source: 'cli', rows: 2, undone: false, undo_of: null });
    expect(latest.admin.username).toEqual(expect.any(String));
    const table = await cli.run(['products', 'changes']);
    // TSV when piped: the date in Jalali (Tehran time), the state in words.
    const line = table.stdout.split('\n').find((l) => l.startsWith(`${set}\t`)) as string;
    expect(line).toMatch(/\t14\d\d\/\d\d\/\d\d \d\d:\d\d\tcli\t2\tapplied$/);

    const dry = await cli.run(['products', 'undo', String(set)]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain('550000');
    expect(dry.stderr).toContain(`Dry run of undoing change set ${set}`);
    expect(await priceOf(lamp)).toBe(550_000);

    const dryJson = JSON.parse((await cli.run(['products', 'undo', String(set), '--json'])).stdout);
    expect(dryJson).toMatchObject({
      dry_run: true,
      applied: false,
      undo_of: set,
      summary: { rows: 2, changed: 2 },
    });
    expect(dryJson.results[0].changes.unit_price).toEqual({ before: 550_000, after: 500_000 });

    const done = await cli.run(['products', 'undo', String(set), '--yes', '--json']);
    expect(done.code, done.stderr).toBe(0);
    const undo = JSON.parse(done.stdout);
    expect(undo).toMatchObject({ applied: true, undo_of: set, change_set_id: expect.any(Number) });
    expect(await priceOf(lamp)).toBe(500_000);
    expect(await priceOf(rug)).toBe(9_000_000);

    const after = JSON.parse((await cli.run(['products', 'changes', '--json'])).stdout);
    expect(after[0]).toMatchObject({ id: undo.change_set_id, undo_of: set });
    expect(after.find((s: { id: number }) => s.id === set)).toMatchObject({ undone: true });

    const twice = await cli.run(['products', 'undo', String(set), '--yes', '--json']);
    expect(twice.code).toBe(EXIT.validation);
    const error = JSON.parse(twice.stderr).error;
    expect(error.code).toBe('change_set_undone');
    expect(error.message).toBe('This change set was already undone; a change set is undone once.');
  });

  it('refuses a row changed since with the exit of a stale apply row, names it, and undoes it once accepted', async () => {
    const vase = await create({ title: 'گلدان', unit_price: 300_000, stock: 4 });
    const cup = await create({ title: 'فنجان', unit_price: 80_000, stock: 6 });
    const set = await applied('vase.csv', [
      [vase, 320_000],
      [cup, 90_000],
    ]);
    // A colleague reprices the cup after the apply.
    const later = await server.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers,
      payload: { rows: [{ id: cup, unit_price: 95_000 }] },
    });
    expect(later.statusCode).toBe(200);

    const dry = await cli.run(['products', 'undo', String(set)]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stderr).toContain('--accept 2');

    const refused = await cli.run(['products', 'undo', String(set), '--yes', '--json']);
    expect(refused.code).toBe(EXIT.conflict);
    const error = JSON.parse(refused.stderr).error;
    expect(error.code).toBe('bulk_conflict');
    expect(error.fields).toEqual({
      'rows.2.unit_price': ['after the change set 90000, now 95000, the undo wants 80000'],
    });
    expect(await priceOf(vase)).toBe(320_000);

    const human = await cli.run(['products', 'undo', String(set), '--yes']);
    expect(human.code).toBe(EXIT.conflict);
    expect(human.stderr).toContain('row 2, unit_price');

    const accepted = await cli.run(['products', 'undo', String(set), '--yes', '--accept', '2']);
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(accepted.stderr).toContain(`Undid change set ${set} in one transaction`);
    expect(await priceOf(vase)).toBe(300_000);
    expect(await priceOf(cup)).toBe(80_000);
  });

  it('refuses a change set id that is not a number (usage) and one that does not exist (not found)', async () => {
    expect((await cli.run(['products', 'undo', 'abc'])).code).toBe(EXIT.usage);
    expect((await cli.run(['products', 'undo', '99999999'])).code).toBe(EXIT.notFound);
  });
});
