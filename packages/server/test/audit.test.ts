import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../src/db/schema/index.ts';
import { latestAuditLogs } from '../src/services/audit/logs.ts';
import { recordAudit } from '../src/services/audit/record.ts';
import { LARAVEL_PAGINATOR_KEYS } from './support/laravel.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let writer: Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['adminWith']>>;
let reader: Record<string, string>;
let now = new Date('2025-11-01T08:00:00Z'); // 1404/08/10 11:30 Tehran

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  writer = await t.adminWith(['read_brand', 'write_brand', 'modify_brand', 'delete_brand']);
  reader = (await t.adminWith(['read_log'])).headers;
});
afterAll(async () => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/**
 * A brand's whole history, made by a writer of one test's own: created on 1404/08/10 (11:30 Tehran),
 * renamed and deleted on 1404/08/11. Its delete is the newest audit row when this returns.
 */
async function brandHistory() {
  const own = await t.adminWith(['read_brand', 'write_brand', 'modify_brand', 'delete_brand']);
  now = new Date('2025-11-01T08:00:00Z'); // 1404/08/10
  const created = await call('POST', '/admin/brands', own.headers, { name: 'کیمیا', status: 1 });
  expect(created.statusCode).toBe(201);
  const brandId = created.json().data.brand.id as number;
  now = new Date('2025-11-02T08:00:00Z'); // 1404/08/11
  const updated = await call('PUT', `/admin/brands/${brandId}`, own.headers, { name: 'کیمیا تک' });
  expect(updated.statusCode).toBe(200);
  const deleted = await call('DELETE', `/admin/brands/${brandId}`, own.headers);
  expect(deleted.statusCode).toBe(200);
  return { writer: own, brandId };
}

describe('audit log', () => {
  it('logs a category reorder as what moved where, not the whole tree', async () => {
    const boss = await t.adminWith(['read_category', 'write_category', 'modify_category']);
    const make = async (title: string, parent_id?: number) =>
      (
        await call('POST', '/admin/categories', boss.headers, {
          title,
          status: 1,
          ...(parent_id ? { parent_id } : {}),
        })
      ).json().data.category.id as number;
    const clothes = await make('پوشاک');
    const sport = await make('ورزشی');
    const shoes = await make('کفش', clothes);
    const sorted = await call('POST', '/admin/categories/sort', boss.headers, {
      categories: [
        { id: clothes, children: [] },
        { id: sport, children: [{ id: shoes, children: [] }] },
      ],
    });
    expect(sorted.statusCode, sorted.body).toBe(200);
    const logs = (await call('GET', '/admin/logs?entity=categories&action=sort', reader)).json().data.logs;
    expect(logs.data[0].summary).toBe(
      `${boss.admin.name} ترتیب دسته‌بندی محصولات را تغییر داد: «کفش» از زیر «پوشاک» به زیر «ورزشی».`,
    );
  });

  it('records a generic create, update and delete with the admin, the IP, before and after', async () => {
    const { writer: own, brandId } = await brandHistory();
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'brands'), eq(auditLogs.entityId, String(brandId))))
      .orderBy(auditLogs.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    for (const row of rows) {
      expect(row.adminId).toBe(own.admin.id);
      expect(row.entityId).toBe(String(brandId));
      expect(row.ip).toBe('127.0.0.1');
    }
    const [create, update, remove] = rows;
    expect(create?.before).toBeNull();
    expect(create?.after).toMatchObject({ id: brandId, name: 'کیمیا' });
    expect(create?.createdAt.toISOString()).toBe('2025-11-01T08:00:00.000Z');
    expect(update?.before).toMatchObject({ name: 'کیمیا' });
    expect(update?.after).toMatchObject({ name: 'کیمیا تک' });
    expect(remove?.before).toMatchObject({ name: 'کیمیا تک' });
    expect(remove?.after).toBeNull();
  });

  it('records nothing for a refused write', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs);
    const refused = await call('POST', '/admin/brands', writer.headers, { name: '' });
    expect(refused.statusCode).toBe(422);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    // A row of its own: on an empty table a row trigger never fires and UPDATE/DELETE pass.
    await recordAudit(t.db, { entity: 'append-only', entityId: 'kept', action: 'run' });
    await expect(t.db.execute(sql`UPDATE audit_logs SET action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM audit_logs`)).rejects.toThrow();
    await expect(t.db.execute(sql`TRUNCATE audit_logs`)).rejects.toThrow();
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'x'));
    expect(rows).toHaveLength(0);
    const kept = await t.db.select().from(auditLogs).where(eq(auditLogs.entity, 'append-only'));
    expect(kept.map((row) => row.action)).toEqual(['run']);
  });

  it('writes outside a request with no admin, and rolls back with the transaction it is part of', async () => {
    await recordAudit(t.db, {
      entity: 'jobs',
      entityId: 'nightly',
      action: 'run',
      after: { ok: true, big: 10n },
    });
    const [job] = await t.db.select().from(auditLogs).where(eq(auditLogs.entity, 'jobs'));
    expect(job).toMatchObject({ adminId: null, ip: null, after: { ok: true, big: '10' } });
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, { entity: 'jobs', entityId: 'rolled-back', action: 'run' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rolled = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, 'rolled-back'));
    expect(rolled).toHaveLength(0);
  });

  it('never stores secrets', async () => {
    await recordAudit(t.db, {
      entity: 'admins',
      entityId: 99,
      action: 'update',
      after: { name: 'x', password: 'hash', nested: { token: 't' } },
    });
    const [row] = await t.db.select().from(auditLogs).where(eq(auditLogs.entityId, '99'));
    expect(row?.after).toEqual({ name: 'x', nested: {} });
  });

  it('lists with read_log only, filtered by admin, entity, action and Jalali dates, in a Laravel paginator', async () => {
    const { writer: own, brandId } = await brandHistory();
    expect((await call('GET', '/admin/logs', own.headers)).statusCode).toBe(403);
    const all = await call('GET', '/admin/logs', reader);
    expect(all.statusCode).toBe(200);
    const page = all.json().data.logs;
    expect(Object.keys(page).sort()).toEqual([...LARAVEL_PAGINATOR_KEYS].sort());
    // Newest first: the brand's delete is the last row written.
    expect(page.data[0]).toMatchObject({ entity: 'brands', entity_id: String(brandId), action: 'delete' });

    const mine = `admin=${own.admin.id}`;
    const byAdmin = (await call('GET', `/admin/logs?${mine}`, reader)).json().data.logs;
    expect(byAdmin.total).toBe(3);
    expect(byAdmin.data[0]).toMatchObject({ admin_name: own.admin.name, action: 'delete' });
    const creates = (await call('GET', `/admin/logs?${mine}&entity=brands&action=create`, reader)).json().data
      .logs;
    expect(creates.total).toBe(1);
    const day = (
      await call('GET', `/admin/logs?${mine}&entity=brands&start_date=1404/08/10&end_date=1404/08/10`, reader)
    ).json().data.logs;
    expect(day.data.map((r: { action: string }) => r.action)).toEqual(['create']);
    const nextDay = (await call('GET', `/admin/logs?${mine}&start_date=1404/08/11`, reader)).json().data.logs;
    expect(nextDay.data.map((r: { action: string }) => r.action)).toEqual(['delete', 'update']);
    // Each entry reads as a Persian sentence: who, which record by its name, each changed field by its label.
    expect(nextDay.data.map((r: { summary: string }) => r.summary)).toEqual([
      `${own.admin.name} برند «کیمیا تک» را حذف کرد.`,
      `${own.admin.name} برند «کیمیا تک» را ویرایش کرد: نام برند از کیمیا به کیمیا تک.`,
    ]);
    expect(nextDay.data[0]).toMatchObject({ entity_label: 'برند' });
    const bad = await call('GET', '/admin/logs?start_date=1404/13/40', reader);
    expect(bad.statusCode).toBe(422);
  });

  it("answers Shopit's activity-log names: logs/models and the model, causedById, event_name filters", async () => {
    const { writer: own } = await brandHistory();
    await recordAudit(t.db, { entity: 'admins', entityId: 'models', action: 'update', after: { name: 'x' } });
    expect((await call('GET', '/admin/logs/models', own.headers)).statusCode).toBe(403);
    const models = (await call('GET', '/admin/logs/models', reader)).json().data;
    expect(models.models).toEqual(expect.arrayContaining(['admins', 'brands']));
    expect(models.causedModels).toEqual(['admins']);
    const shopit = (
      await call('GET', `/admin/logs?model=brands&event_name=create&causedById=${own.admin.id}`, reader)
    ).json().data.logs;
    expect(shopit.total).toBe(1);
    expect(shopit.data[0]).toMatchObject({ entity: 'brands', action: 'create' });
  });

  it("lists one record's history, and the dashboard's latest rows", async () => {
    const { brandId } = await brandHistory();
    const history = await call('GET', `/admin/logs/brands/${brandId}`, reader);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.logs.data.map((r: { action: string }) => r.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
    // Seven rows at least, the newest four written here: the dashboard shows the newest six.
    for (const n of [1, 2, 3, 4])
      await recordAudit(t.db, { entity: 'dashboard', entityId: `latest-${n}`, action: 'run' });
    const latest = await latestAuditLogs(t.db);
    expect(latest).toHaveLength(6);
    expect(latest.slice(0, 4).map((row) => row.entity_id)).toEqual([
      'latest-4',
      'latest-3',
      'latest-2',
      'latest-1',
    ]);
  });
});
