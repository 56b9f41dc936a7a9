import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, brands, menuItems, wallets, withdraws } from '../src/db/schema/index.ts';
import { findOrCreateCustomer } from '../src/services/people/customer-by-mobile.ts';
import { depositToWallet } from '../src/services/wallet/ledger.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;

/**
 * A generic write and its audit row commit together. To make the audit insert fail for chosen
 * requests only, a trigger refuses every audit row whose before or after mentions `fail-audit`.
 */
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(
    t,
    (
      await t.adminWith([
        ...['read_brand', 'write_brand', 'modify_brand', 'delete_brand'],
        ...['read_menu', 'write_menu', 'modify_menu', 'delete_menu'],
        ...['read_withdraw', 'write_withdraw', 'modify_withdraw', 'delete_withdraw'],
      ])
    ).headers,
  );
  await t.db.execute(sql`
    create function test_fail_audit() returns trigger language plpgsql as $$
    begin
      if coalesce(new.before::text, '') like '%fail-audit%' or coalesce(new.after::text, '') like '%fail-audit%'
      then raise exception 'audit refused by the test';
      end if;
      return new;
    end $$`);
  await t.db.execute(sql`
    create trigger test_fail_audit before insert on audit_logs
    for each row execute function test_fail_audit()`);
});
afterAll(async () => t?.close());

const auditsOf = (entity: string, entityId: number | string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entityId, String(entityId))));

const brandNamed = async (name: string) => (await t.db.select().from(brands).where(eq(brands.name, name)))[0];

describe('generic writes and their audit rows commit together', () => {
  it('a normal create, update and delete each leave exactly one audit row', async () => {
    const created = await api.post('/admin/brands', { name: 'اتمی', status: 1 });
    expect(created.status).toBe(201);
    const id = created.body.data.brand.id as number;
    expect((await api.put(`/admin/brands/${id}`, { name: 'اتمی ۲' })).status).toBe(200);
    expect((await api.del(`/admin/brands/${id}`)).status).toBe(200);
    const rows = await auditsOf('brands', id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[1]?.before).toMatchObject({ name: 'اتمی' });
    expect(rows[1]?.after).toMatchObject({ name: 'اتمی ۲' });
  });

  it('a create whose audit row fails is rolled back and answered with an error', async () => {
    const res = await api.post('/admin/brands', { name: 'fail-audit create', status: 1 });
    expect(res.status).toBe(500);
    expect(await brandNamed('fail-audit create')).toBeUndefined();
  });

  it('an update whose audit row fails leaves the row as it was', async () => {
    const [row] = await t.db.insert(brands).values({ name: 'fail-audit before' }).returning();
    const id = row?.id as number;
    const res = await api.put(`/admin/brands/${id}`, { name: 'renamed' });
    expect(res.status).toBe(500);
    expect((await t.db.select().from(brands).where(eq(brands.id, id)))[0]?.name).toBe('fail-audit before');
    expect(await brandNamed('renamed')).toBeUndefined();
    expect(await auditsOf('brands', id)).toEqual([]);
  });

  it('a delete whose audit row fails keeps the row', async () => {
    const [row] = await t.db.insert(brands).values({ name: 'fail-audit delete' }).returning();
    const id = row?.id as number;
    expect((await api.del(`/admin/brands/${id}`)).status).toBe(500);
    expect(await brandNamed('fail-audit delete')).toBeDefined();
  });

  it('a service writing in its own (nested) transaction is rolled back with the route', async () => {
    const res = await api.post('/admin/menu_items', { title: 'fail-audit menu', group: 'header' });
    expect(res.status).toBe(500);
    expect(await t.db.select().from(menuItems).where(eq(menuItems.title, 'fail-audit menu'))).toEqual([]);
    const ok = await api.post('/admin/menu_items', { title: 'منوی درست', group: 'header' });
    expect(ok.status).toBe(201);
    expect(await auditsOf('menu_items', ok.body.data.menu_item.id)).toHaveLength(1);
  });

  it('money moved by the write (a withdraw request) goes back when its audit row fails', async () => {
    const customer = await findOrCreateCustomer(
      t.db,
      { mobile: '09122000777', firstName: 'fail-audit', lastName: 'کیف' },
      new Date(),
    );
    await depositToWallet(t.db, { customerId: customer.id, amount: 200_000, now: new Date() });
    const balance = async () =>
      (await t.db.select().from(wallets).where(eq(wallets.customerId, customer.id)))[0]?.balance;
    expect(await balance()).toBe(200_000);
    const res = await api.post('/admin/withdraws', { customer_id: customer.id, amount: 60_000 });
    expect(res.status).toBe(500);
    expect(await balance()).toBe(200_000);
    expect(await t.db.select().from(withdraws).where(eq(withdraws.customerId, customer.id))).toEqual([]);
  });
});
