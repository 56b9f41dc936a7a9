import { toPersianDigits } from '@shop-admin/core';
import { asc, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instagramPosts } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';

/** How many posts the cache keeps, and how long a refresh waits for the feed. */
export const FEED_LIMIT = 50;
export const FEED_TIMEOUT_MS = 10_000;
const MAX_FEED_BYTES = 2 * 1024 * 1024;

type PostRow = typeof instagramPosts.$inferSelect;

/** A cached post as the API shows it (Shopit `{instagram}`: link, image, likes, comments). */
export const serializeInstagramPost = (row: PostRow) => ({
  id: row.id,
  link: row.link,
  image: row.image,
  caption: row.caption,
  likes: row.likes,
  comments: row.comments,
  posted_at: row.postedAt,
  fetched_at: row.fetchedAt,
});

export type InstagramPostJson = ReturnType<typeof serializeInstagramPost>;

/** A post read from the feed, before it is cached. */
export interface FeedPost {
  externalId: string | null;
  link: string;
  image: string;
  caption: string | null;
  likes: number;
  comments: number;
  postedAt: Date | null;
}

/** A refresh that could not reach or read the feed: the cache stays as it was. */
const feedError = (code: 'feed_unreachable' | 'feed_bad_response' | 'feed_unreadable', message: string) =>
  new AppError(502, code, message);

const httpUrl = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.length > 1000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
};
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? Math.min(value, 2 ** 31 - 1) : 0;

/**
 * Reads a feed body: Instagram Graph API media (`{data: [{id, permalink, media_url, like_count,
 * comments_count, caption, timestamp}]}`) or a plain list of `{link, image, likes, comments}`. Posts
 * without an http(s) link and image are skipped; null when the body is neither shape.
 */
export function readFeed(body: unknown): FeedPost[] | null {
  const list = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data)
      ? ((body as { data: unknown[] }).data as unknown[])
      : null;
  if (!list) return null;
  const posts: FeedPost[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const post = item as Record<string, unknown>;
    const link = httpUrl(post.permalink ?? post.link);
    const image = httpUrl(post.media_url ?? post.thumbnail_url ?? post.image);
    if (!link || !image) continue;
    const posted = typeof post.timestamp === 'string' ? new Date(post.timestamp) : null;
    posts.push({
      externalId:
        typeof post.id === 'string' || typeof post.id === 'number' ? String(post.id).slice(0, 100) : null,
      link,
      image,
      caption: typeof post.caption === 'string' ? post.caption.slice(0, 2200) : null,
      likes: count(post.like_count ?? post.likes),
      comments: count(post.comments_count ?? post.comments),
      postedAt: posted && !Number.isNaN(posted.getTime()) ? posted : null,
    });
    if (posts.length >= FEED_LIMIT) break;
  }
  return posts;
}

/**
 * The cached social feed: listed newest first, replaced as a whole by a refresh that read the feed
 * well. No feed URL, no network, a timeout, a non-2xx answer or an unreadable body answers a clear
 * Persian error (502; 409 when no feed is configured) and leaves the cache untouched.
 */
export function instagramService(db: Db, options: { fetch?: typeof fetch; timeoutMs?: number } = {}) {
  const fetcher = options.fetch ?? fetch;
  const list = async () =>
    (
      await db.select().from(instagramPosts).orderBy(desc(instagramPosts.postedAt), asc(instagramPosts.id))
    ).map(serializeInstagramPost);
  return {
    list,
    async refresh(feedUrl: string | undefined, now: Date): Promise<InstagramPostJson[]> {
      // Not configured is the shop's state, not a failing upstream: 409 with its Persian reason.
      if (!feedUrl)
        throw new AppError(
          409,
          'feed_not_configured',
          'نشانی خوراک اینستاگرام تنظیم نشده است (SHOP_INSTAGRAM_FEED_URL).',
        );
      let response: Response;
      try {
        response = await fetcher(feedUrl, {
          signal: AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS),
          headers: { accept: 'application/json' },
          redirect: 'follow',
        });
      } catch {
        throw feedError(
          'feed_unreachable',
          'اتصال به اینستاگرام برقرار نشد؛ اینترنت سرور را بررسی کنید. پست‌های ذخیره‌شده دست نخوردند.',
        );
      }
      if (!response.ok)
        throw feedError(
          'feed_bad_response',
          `اینستاگرام پاسخ معتبری نداد (کد ${toPersianDigits(response.status)})؛ پست‌های ذخیره‌شده دست نخوردند.`,
        );
      let posts: FeedPost[] | null = null;
      try {
        const text = await response.text();
        if (Buffer.byteLength(text) <= MAX_FEED_BYTES) posts = readFeed(JSON.parse(text));
      } catch {
        posts = null;
      }
      if (!posts)
        throw feedError('feed_unreadable', 'پاسخ اینستاگرام قابل خواندن نبود؛ پست‌های ذخیره‌شده دست نخوردند.');
      const fresh = posts;
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const before = await t.select({ id: instagramPosts.id }).from(instagramPosts);
        await t.delete(instagramPosts);
        if (fresh.length)
          await t.insert(instagramPosts).values(fresh.map((post) => ({ ...post, fetchedAt: now })));
        await recordAudit(t, {
          entity: 'instagram_posts',
          entityId: 'feed',
          action: 'refresh',
          before: { count: before.length },
          after: { count: fresh.length },
        });
      });
      return list();
    },
  };
}
