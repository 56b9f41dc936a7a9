import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toPersianDigits } from '@shop-admin/core';
import { and, asc, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  newsletterDeliveries,
  newsletterRecipients,
  newsletterSubscribers,
  newsletters,
} from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record.ts';
import { SENDING } from './newsletters.ts';

/** One message of a newsletter to one subscriber. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Names the outbox file and the Message-ID; the same message gets the same name. */
  key: string;
  headers: Record<string, string>;
}

/** Where messages go: an SMTP server, or .eml files in the outbox folder. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The newsletter mailer: SMTP (nodemailer) when `smtpUrl` is set, otherwise each message built by
 * nodemailer's stream transport and written to `<outboxDir>/<key>.eml` (written then renamed, so a
 * reader never sees half a file), for staff and tests to check.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        messageId: `<${mail.key}@shop-admin>`,
      });
      if (options.smtpUrl) return;
      const message = (info as { message?: unknown }).message;
      if (!Buffer.isBuffer(message)) throw new Error('the stream transport returned no message');
      mkdirSync(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${mail.key}.eml`);
      writeFileSync(`${file}.tmp`, message);
      renameSync(`${file}.tmp`, file);
    },
    close() {
      transport.close();
    },
  };
}

/** A claim older than this is taken to belong to a sender that died; the newsletter is sent again. */
export const STALE_CLAIM_MS = 15 * 60_000;

/** A newsletter's message as every subscriber gets it: right to left, in Persian, the body as stored. */
export function newsletterMessage(body: string): { html: string; text: string } {
  return {
    html: `<div dir="rtl" lang="fa" style="font-family: Tahoma, sans-serif">${body}</div>`,
    text: plainText(body),
  };
}

function plainText(html: string) {
  return html
    .replace(/<(br|\/p|\/h\d|\/li|\/div)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** What one run of the job did, by newsletter id. */
export interface NewsletterJobResult {
  sent: number[];
  failed: number[];
}

/**
 * Sends every newsletter whose time has come: claims it (status `sending`, in a short transaction
 * that skips rows another sender holds), sends one message per subscriber with an email (chosen
 * ones or all), then records `success` or `fail` with the counts. Messages go out outside any
 * transaction, so a slow mail server never holds the database. Run by the scheduler, or directly.
 */
export async function runNewsletterJob(deps: {
  db: Db;
  clock: () => Date;
  mailer: Mailer;
  log?: { error(obj: unknown, msg?: string): void };
  /** Newsletters per run (the rest wait for the next run). */
  limit?: number;
}): Promise<NewsletterJobResult> {
  const { db, mailer } = deps;
  const result: NewsletterJobResult = { sent: [], failed: [] };
  const now = deps.clock();
  const claimed = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const due = await t
      .select()
      .from(newsletters)
      .where(
        or(
          and(eq(newsletters.status, 'pending'), lte(newsletters.sendAt, now)),
          and(
            eq(newsletters.status, SENDING),
            isNotNull(newsletters.updatedAt),
            lt(newsletters.updatedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
          ),
        ),
      )
      .orderBy(asc(newsletters.sendAt), asc(newsletters.id))
      .limit(deps.limit ?? 10)
      .for('update', { skipLocked: true });
    if (due.length)
      await t
        .update(newsletters)
        .set({ status: SENDING, updatedAt: now })
        .where(
          inArray(
            newsletters.id,
            due.map((row) => row.id),
          ),
        );
    return due;
  });

  for (const letter of claimed) {
    const audience = letter.sendAll
      ? await db
          .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
          .from(newsletterSubscribers)
          .where(isNotNull(newsletterSubscribers.email))
          .orderBy(asc(newsletterSubscribers.id))
      : await db
          .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
          .from(newsletterRecipients)
          .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterRecipients.subscriberId))
          .where(
            and(eq(newsletterRecipients.newsletterId, letter.id), isNotNull(newsletterSubscribers.email)),
          )
          .orderBy(asc(newsletterSubscribers.id));
    let sent = 0;
    let failed = 0;
    let firstError: string | null = null;
    const { html, text } = newsletterMessage(letter.body);
    const deliveries: (typeof newsletterDeliveries.$inferInsert)[] = [];
    for (const subscriber of audience) {
      if (!subscriber.email) continue;
      const delivery = {
        newsletterId: letter.id,
        subscriberId: subscriber.id,
        email: subscriber.email,
      };
      try {
        await mailer.send({
          to: subscriber.email,
          subject: letter.title,
          html,
          text,
          key: `newsletter-${letter.id}-subscriber-${subscriber.id}`,
          headers: { 'X-Newsletter-Id': String(letter.id) },
        });
        sent++;
        deliveries.push({ ...delivery, status: 'sent', sentAt: deps.clock() });
      } catch (error) {
        failed++;
        const message = error instanceof Error ? error.message : String(error);
        firstError ??= message;
        deliveries.push({
          ...delivery,
          status: 'failed',
          error: message.slice(0, 1000),
          sentAt: deps.clock(),
        });
        deps.log?.error(
          { err: error, newsletter: letter.id, subscriber: subscriber.id },
          'newsletter message failed',
        );
      }
    }
    const ok = sent > 0 && failed === 0;
    const error =
      audience.length === 0
        ? 'هیچ مشترکی با ایمیل برای این خبرنامه نبود.'
        : failed
          ? `ارسال ${toPersianDigits(failed)} پیام ناموفق بود: ${firstError ?? ''}`.slice(0, 1000)
          : null;
    const finished = deps.clock();
    const status = ok ? 'success' : 'fail';
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await t
        .update(newsletters)
        .set({ status, sentCount: sent, failedCount: failed, sentAt: finished, error, updatedAt: finished })
        .where(and(eq(newsletters.id, letter.id), eq(newsletters.status, SENDING)));
      // A newsletter sent again after a stale claim overwrites what its first sender recorded.
      if (deliveries.length)
        await t
          .insert(newsletterDeliveries)
          .values(deliveries)
          .onConflictDoUpdate({
            target: [newsletterDeliveries.newsletterId, newsletterDeliveries.subscriberId],
            set: {
              email: sql`excluded.email`,
              status: sql`excluded.status`,
              error: sql`excluded.error`,
              sentAt: sql`excluded.sent_at`,
            },
          });
      await recordAudit(t, {
        entity: 'newsletters',
        entityId: letter.id,
        action: 'status',
        before: { status: 'pending' },
        after: { status, sent_count: sent, failed_count: failed },
      });
    });
    (ok ? result.sent : result.failed).push(letter.id);
  }
  return result;
}

/**
 * Starts the newsletter sender beside the server's other periodic jobs (app.ts, when `jobs` is on:
 * main.ts, never tests): a run at start and then every `newsletterPollSeconds` (0 turns it off),
 * never two at once, failures logged and retried at the next tick. Returns the stop function.
 */
export function startNewsletterJob(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  const { config } = ctx;
  if (config.newsletterPollSeconds <= 0) return async () => {};
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: config.outboxDir,
    from: config.mailFrom,
  });
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runNewsletterJob({ db: ctx.db, clock: ctx.clock, mailer, log })
      .then((result) => {
        if (result.sent.length || result.failed.length) log.info(result, 'newsletters sent');
      })
      .catch((error: unknown) => log.error({ err: error }, 'the newsletter job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, config.newsletterPollSeconds * 1000);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    mailer.close();
  };
}
