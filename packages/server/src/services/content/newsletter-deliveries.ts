import { and, asc, count, eq, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  newsletterDeliveries,
  newsletterRecipients,
  newsletterSubscribers,
  newsletters,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { onePage } from '../list-page.ts';
import type { ListQuery } from '../resource-service.ts';
import { SENDING } from './newsletters.ts';

/** What happened to a newsletter's message to one subscriber. */
export type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'no_email' | 'not_sent';

export const DELIVERY_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  pending: 'در انتظار ارسال',
  sent: 'ارسال شد',
  failed: 'ناموفق',
  no_email: 'بدون ایمیل',
  not_sent: 'ارسال نشد',
};

/**
 * The delivery of one newsletter per subscriber of its audience (every subscriber, or the chosen
 * ones): what the job recorded (sent / failed with the error); before the job ran, pending; a
 * subscriber with no email gets no message. Subscribers who joined after a send-to-all newsletter
 * went out are not listed for it.
 */
export function newsletterDeliveriesService(db: Db) {
  return {
    async list(id: number, query: ListQuery) {
      const [letter] = await db.select().from(newsletters).where(eq(newsletters.id, id)).limit(1);
      if (!letter) throw notFound();
      const waiting = letter.status === 'pending' || letter.status === SENDING;
      const delivered = and(
        eq(newsletterDeliveries.newsletterId, id),
        eq(newsletterDeliveries.subscriberId, newsletterSubscribers.id),
      );
      // A sent send-to-all newsletter: who got a message, and who was already subscribed when it went.
      const filter: SQL | undefined =
        letter.sendAll && !waiting
          ? or(
              isNotNull(newsletterDeliveries.newsletterId),
              lte(newsletterSubscribers.createdAt, letter.sentAt ?? letter.updatedAt ?? letter.sendAt),
            )
          : undefined;
      const base = letter.sendAll
        ? db
            .select({ subscriber: newsletterSubscribers, delivery: newsletterDeliveries })
            .from(newsletterSubscribers)
            .leftJoin(newsletterDeliveries, delivered)
            .where(filter)
        : db
            .select({ subscriber: newsletterSubscribers, delivery: newsletterDeliveries })
            .from(newsletterRecipients)
            .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterRecipients.subscriberId))
            .leftJoin(newsletterDeliveries, delivered)
            .where(eq(newsletterRecipients.newsletterId, id));
      const counted = letter.sendAll
        ? db
            .select({ n: count() })
            .from(newsletterSubscribers)
            .leftJoin(newsletterDeliveries, delivered)
            .where(filter)
        : db
            .select({ n: count() })
            .from(newsletterRecipients)
            .where(eq(newsletterRecipients.newsletterId, id));
      const ordered = base.orderBy(asc(newsletterSubscribers.id));
      const rows = await onePage(ordered.$dynamic(), query.page);
      const [{ n: total } = { n: 0 }] = await counted;
      const items = rows.map(({ subscriber, delivery }) => {
        const status: DeliveryStatus = delivery
          ? delivery.status === 'sent'
            ? 'sent'
            : 'failed'
          : !subscriber.email
            ? 'no_email'
            : waiting
              ? 'pending'
              : 'not_sent';
        return {
          subscriber_id: subscriber.id,
          email: delivery?.email ?? subscriber.email,
          phone_number: subscriber.phoneNumber,
          status,
          status_label: DELIVERY_LABELS[status],
          error: delivery?.error ?? null,
          sent_at: delivery?.sentAt ?? null,
        };
      });
      return { items, total };
    },
  };
}
