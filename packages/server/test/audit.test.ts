import { eq, sql } from 'drizzle-orm';
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

describe('audit log', () => {
  let brandId = 0;

  it('records a generic create, update and delete with the admin, the IP, before and after', async () => {
    const created = await call('POST', '/admin/brands', writer.headers, { name: 'کیمیا', status: 1 });
    expect(created.statusCode).toBe(201);
    brandId = created.json().data.brand.id;
    now = new Date('2025-11-02T08:00:00Z'); // 1404/08/11
    const updated = await call('PUT', `/admin/brands/${brandId}`, writer.headers, { name: 'کیمیا تک' });
    expect(updated.statusCode).toBe(200);
    const deleted = await call('DELETE', `/admin/brands/${brandId}`, writer.headers);
    expect(deleted.statusCode).toBe(200);

    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entity, 'brands'))
      .orderBy(auditLogs.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    for (const row of rows) {
      expect(row.adminId).toBe(writer.admin.id);
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
    await expect(t.db.execute(sql`UPDATE audit_logs SET action = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM audit_logs`)).rejects.toThrow();
    await expect(t.db.execute(sql`TRUNCATE audit_logs`)).rejects.toThrow();
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'x'));
    expect(rows).toHaveLength(0);
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
    expect((await call('GET', '/admin/logs', writer.headers)).statusCode).toBe(403);
    const all = await call('GET', '/admin/logs', reader);
    expect(all.statusCode).toBe(200);
    const page = all.json().data.logs;
    expect(Object.keys(page).sort()).toEqual([...LARAVEL_PAGINATOR_KEYS].sort());
    expect(page.data[0]).toMatchObject({ entity: 'admins', entity_id: '99' });

    const byAdmin = (await call('GET', `/admin/logs?admin=${writer.admin.id}`, reader)).json().data.logs;
    expect(byAdmin.total).toBe(3);
    expect(byAdmin.data[0]).toMatchObject({ admin_name: writer.admin.name, action: 'delete' });
    const creates = (await call('GET', '/admin/logs?entity=brands&action=create', reader)).json().data.logs;
    expect(creates.total).toBe(1);
    const day = (
      await call('GET', '/admin/logs?entity=brands&start_date=1404/08/10&end_date=1404/08/10', reader)
    ).json().data.logs;
    expect(day.data.map((r: { action: string }) => r.action)).toEqual(['create']);
    const bad = await call('GET', '/admin/logs?start_date=1404/13/40', reader);
    expect(bad.statusCode).toBe(422);
  });

  it("answers Shopit's activity-log names: logs/models and the model, causedById, event_name filters", async () => {
    expect((await call('GET', '/admin/logs/models', writer.headers)).statusCode).toBe(403);
    const models = (await call('GET', '/admin/logs/models', reader)).json().data;
    expect(models.models).toEqual(expect.arrayContaining(['admins', 'brands']));
    expect(models.causedModels).toEqual(['admins']);
    const shopit = (
      await call('GET', `/admin/logs?model=brands&event_name=create&causedById=${writer.admin.id}`, reader)
    ).json().data.logs;
    expect(shopit.total).toBe(1);
    expect(shopit.data[0]).toMatchObject({ entity: 'brands', action: 'create' });
  });

  it("lists one record's history, and the dashboard's latest rows", async () => {
    const history = await call('GET', `/admin/logs/brands/${brandId}`, reader);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.logs.data.map((r: { action: string }) => r.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
    const latest = await latestAuditLogs(t.db);
    expect(latest.length).toBeLessThanOrEqual(6);
    expect(latest[0]?.entity).toBe('admins');
  });
});
