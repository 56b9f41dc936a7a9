import stringWidth from 'string-width';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBulkShop } from '../support/bulk-shop.ts';
import type { TestServer } from '../support/server.ts';
import type { cliRunner } from '../support/spawn-cli.ts';

/**
 * Tables on an 80-column terminal, through the real binary against the real server: text columns
 * give their width before numeric ones, so every id and price is whole, and amounts are right-aligned
 * (their last digits line up).
 */
let server: TestServer;
let cli: ReturnType<typeof cliRunner>;
const made: { id: number; price: number }[] = [];

/** What a terminal shows: cursor-forward escapes move over blank columns. */
const CURSOR_FORWARD = new RegExp(`${String.fromCharCode(27)}\\[(\\d+)C`, 'g');
const shown = (text: string) =>
  stringWidth(text.replace(CURSOR_FORWARD, (_, n: string) => ' '.repeat(Number(n))));

beforeAll(async () => {
  const shop = await startBulkShop();
  ({ server, cli } = shop);
  const products = [
    {
      title: 'کیف‌های چرمی دست‌دوز مردانه با بند بلند و جای کارت',
      price: 1_234_567_890,
      sku: 'BAG-LEATHER-0001-XL',
    },
    { title: 'ساعت مچی', price: 1_200, sku: 'W-7' },
    { title: 'دفترچه یادداشت جلد سخت با کاغذ کاهی صد برگ', price: 45_000_000, sku: 'NOTE-HARD-100-LINED' },
  ];
  for (const { title, price, sku } of products) {
    const id = await shop.createProduct({ title, unit_price: price, sku, stock: 1234, status: 'available' });
    made.push({ id, price });
  }
});

afterAll(async () => {
  cli?.cleanup();
  await server?.close();
});

describe('tables at 80 columns', { timeout: 60_000 }, () => {
  it('products list: every price and id whole and right-aligned, the titles cut instead', async () => {
    const run = await cli.runInTerminal(['products', 'list', '--bidi', 'off', '--no-color'], {
      env: { COLUMNS: '80' },
    });
    expect(run.code, run.stdout).toBe(0);
    const lines = run.stdout.split(/\r?\n/).filter((line) => line.startsWith('│'));
    expect(lines.length).toBeGreaterThan(made.length);
    for (const line of lines) expect(shown(line)).toBeLessThanOrEqual(80);
    // The free text gave way: the long titles are cut with an ellipsis.
    expect(run.stdout).toContain('…');
    const priceEnds: number[] = [];
    for (const { id, price } of made) {
      const text = price.toLocaleString('en-US');
      const row = lines.find((line) => line.includes(` ${text} │`));
      expect(row, `price ${text} whole in:\n${run.stdout}`).toBeDefined();
      // The id is whole in its own cell, right-aligned (a space before it, the border after).
      expect(row).toMatch(new RegExp(`^│ +${id} │`));
      const end = (row ?? '').indexOf(` ${text} │`) + text.length + 1;
      priceEnds.push(shown((row ?? '').slice(0, end)));
    }
    // Right-aligned: every price ends at the same column, whatever its length.
    expect(new Set(priceEnds).size).toBe(1);
  });
});
