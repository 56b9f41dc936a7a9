import {
  type FieldValues,
  htmlWords,
  NEWSLETTER_STATUSES,
  optionLabel,
  toPersianDigits,
} from '@shop-admin/core';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterRecipients, newsletterSubscribers, newsletters } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { readIds } from '../catalogue/reference-common.ts';
import type { ListQuery, ResourceService } from '../resource-service.ts';
import { declaredTableService } from '../table-service.ts';

type NewsletterRow = typeof newsletters.$inferSelect;
type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** `sending` is the job's claim on a newsletter; the API shows it as still pending. */
export const SENDING = 'sending';

const apiStatus = (status: string) => (status === SENDING ? 'pending' : status);

/** A newsletter as the API shows it. */
export function serializeNewsletter(row: NewsletterRow, recipients: number | null, users?: number[]) {
  const status = apiStatus(row.status);
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    send_at: row.sendAt,
    send_all: row.sendAll,
    status,
    status_label: optionLabel(NEWSLETTER_STATUSES, status) ?? status,
    recipients_count: recipients,
    sent_count: row.sentCount,
    failed_count: row.failedCount,
    sent_at: row.sentAt,
    error: row.error,
    ...(users ? { users } : {}),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export type NewsletterJson = ReturnType<typeof serializeNewsletter>;

const serializeSubscriber = (row: SubscriberRow) => ({
  id: row.id,
  email: row.email,
  phone_number: row.phoneNumber,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

/** Subscribers (Shopit `users_newsletters`): an email or a mobile (or both), each unique. */
export function subscribersService(
  db: Db,
): ResourceService<ReturnType<typeof serializeSubscriber>, FieldValues<'subscribers'>, 'subscribers'> {
  // A subscriber is an email or a mobile (either may be missing); the search also reads the mobile.
  const base = declaredTableService(db, 'subscribers', newsletterSubscribers, {
    alsoSearch: ['phone_number'],
    serialize: serializeSubscriber,
  });
  return {
    ...base,
    async create(values, ctx) {
      const email =
        typeof values.email === 'string' && values.email !== '' ? values.email.toLowerCase() : null;
      const phone =
        typeof values.phone_number === 'string' && values.phone_number !== '' ? values.phone_number : null;
      if (!email && !phone) throw validationFailed({ email: ['ایمیل یا شماره موبایل مشترک را وارد کنید.'] });
      return base.create({ email, phone_number: phone }, ctx);
    },
  };
}

/**
 * Newsletters: written once (title, sanitised HTML body, a send time or now, all subscribers or
 * chosen ones) and then sent by the newsletter job; listed with their status and counts; deleted
 * (a pending one is cancelled). The generic resource routes audit these writes.
 */
export function newslettersService(
  db: Db,
): ResourceService<NewsletterJson, FieldValues<'newsletters'>, 'newsletters'> {
  const recipientCounts = async (rows: NewsletterRow[], tx: Db = db) => {
    const chosen = rows.filter((row) => !row.sendAll).map((row) => row.id);
    const counted = chosen.length
      ? await tx
          .select({ id: newsletterRecipients.newsletterId, n: count() })
          .from(newsletterRecipients)
          .where(inArray(newsletterRecipients.newsletterId, chosen))
          .groupBy(newsletterRecipients.newsletterId)
      : [];
    const [all] = rows.some((row) => row.sendAll)
      ? await tx.select({ n: count() }).from(newsletterSubscribers)
      : [{ n: 0 }];
    return (row: NewsletterRow) =>
      row.sendAll
        ? row.status === 'pending' || row.status === SENDING
          ? (all?.n ?? 0)
          : row.sentCount + row.failedCount
        : (counted.find((entry) => entry.id === row.id)?.n ?? 0);
  };
  // The declared search, status filter, sort keys and created_at range, newest first (ties too); the
  // recipient counts are added to the page, and the writes are this service's own (a newsletter is
  // written with its recipients, and is never edited).
  const declared = declaredTableService(db, 'newsletters', newsletters, {
    notColumns: ['users'],
    tieBreak: 'desc',
    serialize: (row) => row,
  });
  const find = async (id: number, tx?: Db) => {
    const select = (tx ?? db).select().from(newsletters).where(eq(newsletters.id, id)).limit(1);
    const [row] = tx ? await select.for('update') : await select;
    return row ?? null;
  };
  const show = async (row: NewsletterRow, tx: Db = db) => {
    const users = row.sendAll
      ? []
      : (
          await tx
            .select({ id: newsletterRecipients.subscriberId })
            .from(newsletterRecipients)
            .where(eq(newsletterRecipients.newsletterId, row.id))
        ).map((entry) => entry.id);
    return serializeNewsletter(row, (await recipientCounts([row], tx))(row), users);
  };
  return {
    resourceName: 'newsletters',
    async list(query: ListQuery) {
      const { items: rows, total } = await declared.list(query);
      const recipients = await recipientCounts(rows);
      return { items: rows.map((row) => serializeNewsletter(row, recipients(row))), total };
    },
    async get(id, tx) {
      const row = await find(id, tx);
      return row ? show(row, tx) : null;
    },
    async create(values, ctx) {
      const errors: Record<string, string[]> = {};
      // validateBody sanitised the html field and read send_at as a Date (absent or empty: now).
      const body = String(values.body ?? '');
      if (htmlWords(body).length === 0 && !/<img\b/i.test(body))
        errors.body = ['متن خبرنامه پس از پاک‌سازی خالی است.'];
      const sendAt = values.send_at instanceof Date ? values.send_at : ctx.now;
      const sendAll = values.send_all === true;
      const users = sendAll ? [] : [...new Set(readIds(values.users ?? [], 'users', 'مشترکان'))];
      if (!sendAll && users.length === 0)
        errors.users = ['مشترکانی را انتخاب کنید یا «ارسال به همه مشترکان» را روشن کنید.'];
      if (users.length) {
        const found = await ctx.db
          .select({ id: newsletterSubscribers.id })
          .from(newsletterSubscribers)
          .where(inArray(newsletterSubscribers.id, users));
        const missing = users.filter((id) => !found.some((row) => row.id === id));
        if (missing.length)
          errors.users = [
            `مشترک با شناسه ${missing.map((id) => toPersianDigits(id)).join('، ')} وجود ندارد.`,
          ];
      }
      if (Object.keys(errors).length) throw validationFailed(errors);
      const row = await ctx.db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const [inserted] = await t
          .insert(newsletters)
          .values({
            title: values.title as string,
            body,
            sendAt: sendAt.getTime() < ctx.now.getTime() ? ctx.now : sendAt,
            sendAll,
            status: 'pending',
            creatorId: ctx.admin.id,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })
          .returning();
        if (!inserted) throw new Error('newsletter not inserted');
        if (users.length)
          await t
            .insert(newsletterRecipients)
            .values(users.map((subscriberId) => ({ newsletterId: inserted.id, subscriberId })));
        return inserted;
      });
      return show(row, ctx.db);
    },
    async update() {
      throw notFound();
    },
    async remove(id, ctx) {
      await ctx.db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const [stored] = await t.select().from(newsletters).where(eq(newsletters.id, id)).for('update');
        if (!stored) throw notFound();
        await t.delete(newsletters).where(eq(newsletters.id, id));
      });
    },
  };
}
