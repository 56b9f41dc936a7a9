import { HTACCESS_MAX_BYTES, toPersianDigits } from '@shop-admin/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storefrontFiles } from '../../db/schema/index.ts';
import { refused, validationFailed } from '../../http/errors.ts';
import { isCleanText } from '../../http/validate-body.ts';
import { recordAudit } from '../audit/record.ts';

const NAME = 'htaccess';

/** The storefront's .htaccess as the API shows it. */
export interface HtaccessJson {
  content: string;
  /** Whether a previous text is kept (the undo is possible). */
  has_previous: boolean;
  max_bytes: number;
  updated_at: Date | null;
}

/**
 * The storefront's rewrite rules: one text, at most HTACCESS_MAX_BYTES of UTF-8, saved with the text
 * it replaced so a bad save can be undone. Undo swaps the two (a second undo redoes). Both audited.
 */
export function htaccessService(db: Db) {
  const read = async (tx: Db, lock = false) => {
    const query = tx.select().from(storefrontFiles).where(eq(storefrontFiles.name, NAME)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  };
  const show = (row: typeof storefrontFiles.$inferSelect | null): HtaccessJson => ({
    content: row?.content ?? '',
    has_previous: row?.previous !== null && row?.previous !== undefined,
    max_bytes: HTACCESS_MAX_BYTES,
    updated_at: row?.updatedAt ?? null,
  });
  return {
    async get(): Promise<HtaccessJson> {
      return show(await read(db));
    },
    async save(body: unknown, adminId: number, now: Date): Promise<HtaccessJson> {
      const input =
        typeof body === 'object' && body !== null && !Array.isArray(body)
          ? (body as Record<string, unknown>)
          : {};
      const content = input.content;
      if (typeof content !== 'string') throw validationFailed({ content: ['متن htaccess را بفرستید.'] });
      const bytes = Buffer.byteLength(content, 'utf8');
      if (bytes > HTACCESS_MAX_BYTES)
        throw validationFailed({
          content: [
            `متن htaccess حداکثر ${toPersianDigits(HTACCESS_MAX_BYTES / 1024)} کیلوبایت است (اکنون ${toPersianDigits(Math.ceil(bytes / 1024))} کیلوبایت).`,
          ],
        });
      if (!isCleanText(content)) throw validationFailed({ content: ['متن htaccess نویسه‌های نامعتبر دارد.'] });
      const text = content.replace(/\r\n?/g, '\n');
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const stored = await read(t, true);
        if (stored && stored.content === text) return show(stored);
        const [row] = await t
          .insert(storefrontFiles)
          .values({
            name: NAME,
            content: text,
            previous: stored?.content ?? '',
            updaterId: adminId,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: storefrontFiles.name,
            set: { content: text, previous: stored?.content ?? '', updaterId: adminId, updatedAt: now },
          })
          .returning();
        await recordAudit(t, {
          entity: 'storefront_files',
          entityId: NAME,
          action: 'update',
          before: stored?.content ?? '',
          after: text,
        });
        return show(row ?? null);
      });
    },
    async undo(adminId: number, now: Date): Promise<HtaccessJson> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const stored = await read(t, true);
        if (!stored || stored.previous === null)
          throw refused('nothing_to_undo', 'نسخه قبلی برای بازگردانی وجود ندارد.');
        const [row] = await t
          .update(storefrontFiles)
          .set({ content: stored.previous, previous: stored.content, updaterId: adminId, updatedAt: now })
          .where(eq(storefrontFiles.name, NAME))
          .returning();
        await recordAudit(t, {
          entity: 'storefront_files',
          entityId: NAME,
          action: 'undo',
          before: stored.content,
          after: stored.previous,
        });
        return show(row ?? null);
      });
    },
  };
}
