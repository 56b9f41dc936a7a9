import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../src/db/schema/index.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
let feed: Server;
let base: string;
/** What the local feed answers next: a status and a body. */
let answer: { status: number; body: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2025-11-22T08:00:00.000Z') });
  api = apiAs(t, (await t.adminWith(['read_instagram', 'modify_instagram'])).headers);
  feed = createServer((_request, response) => {
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feed.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => feed?.close(resolve));
});

const audits = (entity: string, action: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.action, action)))
    .orderBy(asc(auditLogs.id));

const graphPost = (id: number, likes: number) => ({
  id: String(id),
  permalink: `https://www.instagram.com/p/post${id}/`,
  media_url: `https://cdn.example/p${id}.jpg`,
  like_count: likes,
  comments_count: id,
  caption: `پست ${id}`,
  timestamp: `2025-11-${10 + id}T10:00:00+0000`,
});

describe('social feed', () => {
  it('answers a clear Persian error when no feed is configured', async () => {
    t.app.ctx.config.instagramFeedUrl = undefined;
    const res = await api.put('/admin/instagram');
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('نشانی خوراک اینستاگرام تنظیم نشده است');
  });

  it('refreshes the cache from the feed (Graph API shape), newest first', async () => {
    t.app.ctx.config.instagramFeedUrl = `${base}/me/media`;
    answer = {
      status: 200,
      body: JSON.stringify({ data: [graphPost(1, 40), graphPost(2, 75), { id: 'x' }] }),
    };
    const res = await api.put('/admin/instagram');
    expect(res.status).toBe(200);
    expect(res.body.data.instagram).toEqual([
      expect.objectContaining({ link: 'https://www.instagram.com/p/post2/', likes: 75, comments: 2 }),
      expect.objectContaining({ image: 'https://cdn.example/p1.jpg', likes: 40, caption: 'پست 1' }),
    ]);
    const listed = await api.get('/admin/instagram');
    expect(listed.body.data.instagram).toHaveLength(2);
  });

  it('keeps the cache on a bad answer, an unreadable body and an unreachable feed', async () => {
    const cached = (await api.get('/admin/instagram')).body.data.instagram;
    answer = { status: 500, body: 'oops' };
    const bad = await api.put('/admin/instagram');
    expect(bad.status).toBe(502);
    expect(bad.body.message).toBe('اینستاگرام پاسخ معتبری نداد (کد ۵۰۰)؛ پست‌های ذخیره‌شده دست نخوردند.');
    answer = { status: 200, body: '<html>login</html>' };
    const unreadable = await api.put('/admin/instagram');
    expect(unreadable.body.message).toBe('پاسخ اینستاگرام قابل خواندن نبود؛ پست‌های ذخیره‌شده دست نخوردند.');
    // A port nothing listens on: the connection is refused, as with no network.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    t.app.ctx.config.instagramFeedUrl = `http://127.0.0.1:${deadPort}/feed`;
    const unreachable = await api.put('/admin/instagram');
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.message).toBe(
      'اتصال به اینستاگرام برقرار نشد؛ اینترنت سرور را بررسی کنید. پست‌های ذخیره‌شده دست نخوردند.',
    );
    expect((await api.get('/admin/instagram')).body.data.instagram).toEqual(cached);
    // Only the good refresh is in the audit log.
    expect((await audits('instagram_posts', 'refresh')).map((row) => row.after)).toEqual([{ count: 2 }]);
  });

  it('accepts a plain list feed and replaces the cache with it', async () => {
    t.app.ctx.config.instagramFeedUrl = `${base}/feed.json`;
    answer = {
      status: 200,
      body: JSON.stringify([
        { link: 'https://instagram.com/p/a', image: 'https://cdn.example/a.jpg', likes: 3, comments: 1 },
      ]),
    };
    const res = await api.put('/admin/instagram');
    expect(res.body.data.instagram).toEqual([
      expect.objectContaining({ link: 'https://instagram.com/p/a', likes: 3, comments: 1 }),
    ]);
  });

  it('refuses staff without the instagram permissions', async () => {
    const reader = apiAs(t, (await t.adminWith(['read_instagram'])).headers);
    expect((await reader.get('/admin/instagram')).status).toBe(200);
    expect((await reader.put('/admin/instagram')).status).toBe(403);
    const nobody = apiAs(t, (await t.adminWith([])).headers);
    expect((await nobody.get('/admin/instagram')).status).toBe(403);
  });
});
