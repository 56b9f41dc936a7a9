import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../src/db/schema/index.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t, (await t.adminWith(['htaccess'])).headers);
});
afterAll(async () => t?.close());

const audits = (entity: string, action: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.action, action)))
    .orderBy(asc(auditLogs.id));

const GOOD = 'RewriteEngine On\nRewriteRule ^blog/(.*)$ /posts/$1 [R=301,L]\n';
const BAD = 'RewriteEngine On\nRewriteRule ^(.*)$ /index.php [L\n';

describe('.htaccess', () => {
  it('starts empty with nothing to undo', async () => {
    const res = await api.get('/admin/htaccess');
    expect(res.body.data.htaccess).toMatchObject({ content: '', has_previous: false, max_bytes: 65536 });
    const undo = await api.post('/admin/htaccess/undo');
    expect(undo.status).toBe(422);
    expect(undo.body.message).toBe('نسخه قبلی برای بازگردانی وجود ندارد.');
  });

  it('saves the text, keeps the one it replaced, and undoes a bad save', async () => {
    expect((await api.put('/admin/htaccess', { content: GOOD.replace(/\n/g, '\r\n') })).status).toBe(200);
    const bad = await api.put('/admin/htaccess', { content: BAD });
    expect(bad.body.data.htaccess).toMatchObject({ content: BAD, has_previous: true });
    const undone = await api.post('/admin/htaccess/undo');
    expect(undone.status).toBe(200);
    expect(undone.body.data.htaccess.content).toBe(GOOD);
    expect((await audits('storefront_files', 'update')).map((row) => row.after)).toEqual([GOOD, BAD]);
    const [undoLog] = await audits('storefront_files', 'undo');
    expect(undoLog).toMatchObject({
      entityId: 'htaccess',
      before: BAD,
      after: GOOD,
      adminId: expect.any(Number),
    });
    expect((await api.get('/admin/htaccess')).body.data.htaccess.content).toBe(GOOD);
    // A second undo brings the undone text back (redo).
    expect((await api.post('/admin/htaccess/undo')).body.data.htaccess.content).toBe(BAD);
  });

  it('refuses text over 64 KB, control characters and a missing body in Persian, keeping the saved text', async () => {
    const before = (await api.get('/admin/htaccess')).body.data.htaccess.content;
    const big = await api.put('/admin/htaccess', { content: `# ${'ی'.repeat(33_000)}` });
    expect(big.status).toBe(422);
    expect(big.body.errors.content).toEqual(['متن htaccess حداکثر ۶۴ کیلوبایت است (اکنون ۶۵ کیلوبایت).']);
    const control = await api.put('/admin/htaccess', { content: 'RewriteEngine On\u0000' });
    expect(control.body.errors.content).toEqual(['متن htaccess نویسه‌های نامعتبر دارد.']);
    const missing = await api.put('/admin/htaccess', {});
    expect(missing.body.errors.content).toEqual(['متن htaccess را بفرستید.']);
    expect((await api.get('/admin/htaccess')).body.data.htaccess.content).toBe(before);
  });

  it("speaks Shopit's shape too: GET answers the text as data, POST {data} saves it", async () => {
    const saved = await api.post('/admin/htaccess', { data: GOOD });
    expect(saved.status).toBe(200);
    expect(saved.body.data.htaccess.content).toBe(GOOD);
    expect((await api.get('/admin/htaccess')).body.data.data).toBe(GOOD);
    const missing = await api.post('/admin/htaccess', {});
    expect(missing.status).toBe(422);
    expect((await api.get('/admin/htaccess')).body.data.data).toBe(GOOD);
  });

  it('refuses staff without the htaccess permission', async () => {
    const other = apiAs(t, (await t.adminWith(['read_setting'])).headers);
    expect((await other.get('/admin/htaccess')).status).toBe(403);
    expect((await other.put('/admin/htaccess', { content: 'x' })).status).toBe(403);
    expect((await other.post('/admin/htaccess/undo')).status).toBe(403);
  });
});
