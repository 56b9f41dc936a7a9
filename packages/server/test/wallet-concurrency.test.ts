import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallets, walletTransactions } from '../src/db/schema/index.ts';
import { findOrCreateCustomer } from '../src/services/people/customer-by-mobile.ts';
import { depositToWallet } from '../src/services/wallet/ledger.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('wallet debits under concurrency', () => {
  it('500 concurrent debits through the API never overdraw and leave balance == Σ ledger', async () => {
    const { headers } = await t.adminWith(['modify_customer']);
    const customer = await findOrCreateCustomer(t.db, { mobile: '09120005000' }, new Date());
    const start = 300_000;
    await depositToWallet(t.db, { customerId: customer.id, amount: start, now: new Date() });
    // 500 debits of 1,000..3,000 Toman ask for about 1,000,000: most must be refused.
    const amounts = Array.from({ length: 500 }, (_, i) => 1000 + (i % 5) * 500);
    const answers = await Promise.all(
      amounts.map((amount) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/customer/withdraw',
          headers,
          payload: { customer_id: customer.id, amount, description: 'آزمون هم‌زمانی' },
        }),
      ),
    );
    let taken = 0;
    let refusedCount = 0;
    answers.forEach((answer, i) => {
      if (answer.statusCode === 200) taken += amounts[i] ?? 0;
      else {
        expect(answer.statusCode).toBe(422);
        expect(answer.json().message).toBe('موجودی کیف پول کافی نیست.');
        refusedCount += 1;
      }
    });
    expect(refusedCount).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(start);
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.customerId, customer.id));
    const [ledger] = await t.db
      .select({
        sum: sql<string>`sum(${walletTransactions.amount})`,
        min: sql<string>`min(${walletTransactions.amount})`,
      })
      .from(walletTransactions)
      .where(eq(walletTransactions.customerId, customer.id));
    expect(wallet?.balance).toBe(start - taken);
    expect(wallet?.balance).toBe(Number(ledger?.sum));
    expect(wallet?.balance).toBeGreaterThanOrEqual(0);
    // Nothing is left that a debit of 1,000 could still take: the refusals were real.
    expect(wallet?.balance ?? 0).toBeLessThan(3000);
    // The running balance never went below zero: replay the ledger in commit (id) order.
    const rows = await t.db
      .select({ amount: walletTransactions.amount })
      .from(walletTransactions)
      .where(eq(walletTransactions.customerId, customer.id))
      .orderBy(walletTransactions.id);
    let running = 0;
    for (const row of rows) {
      running += row.amount;
      expect(running).toBeGreaterThanOrEqual(0);
    }
  }, 300_000);
});
