import { resourceNamed, validate } from '@shop-admin/core';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { admins, contactAnswers, contacts } from '../db/schema/index.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { recordAudit } from './audit/record.ts';
import { createMailer, type Mailer } from './content/newsletter-job.ts';
import type { ListQuery, ResourceService, WriteValues } from './resource-service.ts';
import { declaredTableService } from './table-service.ts';

type ContactRow = typeof contacts.$inferSelect;

/** A contact message as the API shows it (Shopit's field names: `phone_number`, `status` 0/1). */
export function serializeContact(row: ContactRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phone,
    subject: row.subject,
    body: row.body,
    status: row.status,
    answer: row.answer,
    answered_at: row.answeredAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export type ContactJson = ReturnType<typeof serializeContact>;

/** One staff answer of the thread: who wrote it, when, and where it was emailed. */
export interface ContactAnswerJson {
  id: number;
  body: string;
  admin_id: number | null;
  admin_name: string | null;
  sent_to: string | null;
  created_at: Date;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The email of a staff answer: the answer, then the visitor's own message quoted. */
function answerMail(row: ContactRow, answerId: number, answer: string, to: string) {
  const quoted = row.body
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const paragraphs = (text: string) =>
    text
      .split(/\n+/)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('');
  return {
    to,
    subject: `پاسخ: ${row.subject}`,
    text: `${row.name} عزیز،\n\n${answer}\n\n${quoted}\n`,
    html: `<div dir="rtl"><p>${escapeHtml(row.name)} عزیز،</p>${paragraphs(answer)}<blockquote>${paragraphs(row.body)}</blockquote></div>`,
    key: `contact-${row.id}-answer-${answerId}`,
    headers: {},
  };
}

/** What the storefront form sends, after core's validation. */
export interface NewContact {
  name: string;
  email: string | null;
  phone_number: string;
  subject: string;
  body: string;
}

/** Number of unread (status 0) contact messages, the `total_unread_contacts` of admin/home. */
export async function countUnreadContacts(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contacts).where(eq(contacts.status, 0));
  return row?.total ?? 0;
}

/**
 * Tells every connected admin the new `total_unread_contacts` after a contact is created, read,
 * answered or deleted. Never fails the request that triggered it: the write already succeeded, and
 * the next admin/home corrects a missed update.
 */
export async function announceUnreadContacts(ctx: AppContext, log?: FastifyBaseLogger): Promise<void> {
  try {
    await ctx.notifications.publishUnreadCounts({ contacts: true });
  } catch (error) {
    log?.warn({ err: error }, 'could not announce the unread contacts count');
  }
}

/** The declared status filter's choices (0 unread, 1 read): anything else is a 422, never a database error. */
const STATUS_FILTER = (() => {
  const filter = resourceNamed('contacts').filters.find((entry) => entry.name === 'status');
  if (!filter?.options) throw new Error('contacts: the status filter has no options');
  return [
    { name: filter.name, label: filter.label, rules: { in: filter.options.map((option) => option.value) } },
  ];
})();

/**
 * Contact messages: the storefront creates them, staff list (10 per page, newest first), read,
 * answer and delete them. Every change that moves the unread count announces it.
 */
export function contactsService(ctx: AppContext, log?: FastifyBaseLogger, mailer?: Mailer) {
  const { db } = ctx;
  // The declared subject search also reads the name, body, phone and email; newest first, ties too.
  const declared = declaredTableService(db, 'contacts', contacts, {
    alsoSearch: ['name', 'body', 'phone', 'email'],
    tieBreak: 'desc',
    defaultOrder: [desc(contacts.createdAt), desc(contacts.id)],
    serialize: (row) => serializeContact(row as ContactRow),
  });
  let mail = mailer;
  /** The shop's mailer (SMTP, or .eml files in the outbox), made on the first answer. */
  const mailerOf = () => {
    mail ??= createMailer({
      smtpUrl: ctx.config.smtpUrl,
      outboxDir: ctx.config.outboxDir,
      from: ctx.config.mailFrom,
    });
    return mail;
  };

  /** The thread's answers, oldest first. */
  const answersOf = async (id: number, tx?: Db): Promise<ContactAnswerJson[]> => {
    const rows = await (tx ?? db)
      .select({ row: contactAnswers, adminName: admins.name })
      .from(contactAnswers)
      .leftJoin(admins, eq(admins.id, contactAnswers.adminId))
      .where(eq(contactAnswers.contactId, id))
      .orderBy(asc(contactAnswers.id));
    return rows.map(({ row, adminName }) => ({
      id: row.id,
      body: row.body,
      admin_id: row.adminId,
      admin_name: adminName,
      sent_to: row.sentTo,
      created_at: row.createdAt,
    }));
  };

  const find = async (id: number, tx?: Db): Promise<ContactRow | null> => {
    const select = (tx ?? db).select().from(contacts).where(eq(contacts.id, id)).limit(1);
    const [row] = tx ? await select.for('update') : await select;
    return row ?? null;
  };
  const update = async (
    id: number,
    set: Partial<typeof contacts.$inferInsert>,
    action: string,
  ): Promise<ContactJson> => {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
      const [after] = await tx.update(contacts).set(set).where(eq(contacts.id, id)).returning();
      if (before && after) {
        const entry = { before: serializeContact(before), after: serializeContact(after) };
        await recordAudit(tx, { entity: 'contacts', entityId: id, action, ...entry });
      }
      return after;
    });
    if (!row) throw notFound();
    await announceUnreadContacts(ctx, log);
    return serializeContact(row);
  };

  const resource: ResourceService<ContactJson, WriteValues, 'contacts'> = {
    resourceName: 'contacts',
    async list(query: ListQuery) {
      // A status other than 0/1 would reach the smallint column; refuse it at the edge.
      const status = query.filters.status;
      if (status !== undefined && status !== '') {
        const result = validate({ status }, STATUS_FILTER);
        if (!result.valid) throw validationFailed(result.errors);
      }
      return declared.list(query);
    },
    async get(id, tx) {
      const row = await find(id, tx);
      return row ? { ...serializeContact(row), answers: await answersOf(id, tx) } : null;
    },
    create() {
      throw new Error('contacts are created by the storefront form');
    },
    update() {
      throw new Error('contacts are changed by read and answer');
    },
    async remove(id, action) {
      const [row] = await action.db
        .delete(contacts)
        .where(eq(contacts.id, id))
        .returning({ status: contacts.status });
      if (row?.status === 0) action.afterCommit(() => announceUnreadContacts(ctx, log));
    },
  };

  return {
    resource,
    /** Stores a storefront message as unread. */
    async create(values: NewContact): Promise<ContactJson> {
      const now = ctx.clock();
      const [row] = await db
        .insert(contacts)
        .values({
          name: values.name,
          email: values.email,
          phone: values.phone_number,
          subject: values.subject,
          body: values.body,
          status: 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('contact insert returned nothing');
      await announceUnreadContacts(ctx, log);
      return serializeContact(row);
    },
    /** Marks a message read (status 1). */
    markRead: (id: number) => update(id, { status: 1, updatedAt: ctx.clock() }, 'read'),
    /**
     * Records a staff answer in the thread (with the admin and time), keeps it as the message's
     * latest `answer`, marks the message read and emails it to the sender when they left an email.
     * One transaction: a mail that cannot be sent leaves nothing written.
     */
    async answer(id: number, answer: string, adminId: number) {
      const now = ctx.clock();
      const result = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
        if (!before) throw notFound();
        const sentTo = before.email?.trim() || null;
        const [written] = await tx
          .insert(contactAnswers)
          .values({ contactId: id, adminId, body: answer, sentTo, createdAt: now })
          .returning({ id: contactAnswers.id });
        if (!written) throw new Error('contact answer was not written');
        const [after] = await tx
          .update(contacts)
          .set({ answer, answeredAt: now, status: 1, updatedAt: now })
          .where(eq(contacts.id, id))
          .returning();
        if (!after) throw notFound();
        await recordAudit(tx, {
          entity: 'contacts',
          entityId: id,
          action: 'answer',
          before: serializeContact(before),
          after: serializeContact(after),
        });
        if (sentTo) await mailerOf().send(answerMail(after, written.id, answer, sentTo));
        return { ...serializeContact(after), answers: await answersOf(id, tx), sent_to: sentTo };
      });
      await announceUnreadContacts(ctx, log);
      return result;
    },
    /** Marks every unread message read; answers how many changed. */
    async markAllRead(): Promise<number> {
      const now = ctx.clock();
      const rows = await db.transaction(async (tx) => {
        const read = await tx
          .update(contacts)
          .set({ status: 1, updatedAt: now })
          .where(eq(contacts.status, 0))
          .returning({ id: contacts.id });
        if (read.length)
          await recordAudit(tx, {
            entity: 'contacts',
            entityId: 'all',
            action: 'read_all',
            after: { ids: read.map((r) => r.id) },
          });
        return read;
      });
      if (rows.length) await announceUnreadContacts(ctx, log);
      return rows.length;
    },
  };
}
