import type { FieldValues } from '@shop-admin/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqs } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/record.ts';
import type { ResourceService } from '../resource-service.ts';
import { declaredTableService } from '../table-service.ts';
import { checkFullOrder, cleanHtml, nextOrder } from './content-common.ts';

type FaqRow = typeof faqs.$inferSelect;

const serializeFaq = (row: FaqRow) => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  status: row.status,
  order: row.order,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

export type FaqJson = ReturnType<typeof serializeFaq>;

/**
 * FAQs (Shopit `f_a_qs`), listed in their order (smallest first): a new one goes to the end, the
 * answer is sanitised HTML, and `sort` rewrites the whole order from every id at once.
 */
export function faqsService(db: Db) {
  const table = declaredTableService(db, 'faqs', faqs, {
    alsoSearch: ['answer'],
    defaultSort: { field: 'order', desc: false },
    serialize: serializeFaq,
  });
  const clean = (values: FieldValues<'faqs'>) =>
    Object.hasOwn(values, 'answer')
      ? { ...values, answer: cleanHtml(String(values.answer ?? ''), 'answer', 'پاسخ') }
      : values;
  const resource: ResourceService<FaqJson, FieldValues<'faqs'>, 'faqs'> = {
    ...table,
    async create(values, ctx) {
      const cleaned = clean(values);
      return table.create({ ...cleaned, order: await nextOrder(ctx.db, faqs, faqs.order) }, ctx);
    },
    update: (id, values, ctx) => table.update(id, clean(values), ctx),
  };
  return {
    resource,
    /**
     * Puts every FAQ in the given order (position = index) in one transaction; returns the list in
     * its new order and the order before, for the audit log.
     */
    async sort(ids: readonly number[], now: Date) {
      return db.transaction(async (tx) => {
        const before = await tx
          .select({ id: faqs.id, order: faqs.order })
          .from(faqs)
          .orderBy(asc(faqs.order), asc(faqs.id))
          .for('update');
        checkFullOrder(
          ids,
          before.map((row) => row.id),
          'پرسش‌های متداول',
        );
        for (const [order, id] of ids.entries())
          await tx.update(faqs).set({ order, updatedAt: now }).where(eq(faqs.id, id));
        // One entry for the whole list: the ids in their order before and after.
        await recordAudit(tx as unknown as Db, {
          entity: 'faqs',
          entityId: 'order',
          action: 'sort',
          before: before.map((row) => row.id),
          after: ids,
        });
        const after = await tx.select().from(faqs).orderBy(asc(faqs.order), asc(faqs.id));
        return { before, faqs: after.map(serializeFaq) };
      });
    },
  };
}
