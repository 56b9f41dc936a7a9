import { normalizePersian, PERSIAN_SEARCH_FOLDS } from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldedPersian } from '../src/db/persian-sql.ts';
import { createTestDatabase, type TestDatabase } from './support/test-app.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => test?.destroy());

async function folded(text: string): Promise<string> {
  const result = await test.database.db.execute(sql`select ${foldedPersian(sql`${text}::text`)} as folded`);
  return (result as unknown as { rows: { folded: string }[] }).rows[0]?.folded ?? '';
}

describe('foldedPersian (SQL) and normalizePersian', () => {
  it('fold a text holding every character of core’s table the same way', async () => {
    // Each mapped character between two letters, so a space or a deletion never meets another space.
    const text = Object.keys(PERSIAN_SEARCH_FOLDS)
      .map((c) => `ب${c}ب`)
      .join('');
    expect(Object.keys(PERSIAN_SEARCH_FOLDS).length).toBeGreaterThan(80);
    const key = normalizePersian(text);
    expect(key).not.toBe(text);
    expect(await folded(text)).toBe(key);
  });

  it('fold Arabic ي/ك, digits, ZWNJ and Latin case as a query is folded', async () => {
    const text = 'كيف‌هاي ۱۲٣ Leather';
    expect(await folded(text)).toBe(normalizePersian(text));
    expect(await folded(text)).toBe('کیف های 123 leather');
  });
});
