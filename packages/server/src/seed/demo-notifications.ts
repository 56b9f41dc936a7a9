import { NEW_ORDER_NOTIFICATION_PERMISSIONS, PRODUCT_UNAVAILABLE_PERMISSIONS } from '@shop-admin/core';
import { notifications } from '../db/schema/index.ts';
import { adminIdsWithAnyPermission } from '../services/admins.ts';
import { ADMIN_NOTIFIABLE } from '../services/notifications/notification-rows.ts';
import { before, DAY, type DemoContext, type DemoStep, insertInBatches, scaled } from './demo-step.ts';

// biome-ignore format: a list
const PRODUCT_TITLES = [
  'مانتو کتان زنانه', 'کفش رانینگ مردانه', 'شلوار جین راسته', 'کیف چرم دوشی', 'هودی نخی', 'کاپشن زمستانی',
  'پیراهن مردانه آستین بلند', 'شال نخی', 'تیشرت یقه گرد', 'کتونی بچگانه', 'ساعت مچی', 'عینک آفتابی',
];

interface DemoEvent {
  type: string;
  data: { description: string; product_id?: number; order_id?: number };
  permissions: string[];
  at: Date;
}

/**
 * The events of the last 30 days: every order paid in that time (the shop notifies each one when it
 * is paid), and products that ran out of stock. Without the orders step, a plausible run of numbers.
 */
function events(ctx: DemoContext): DemoEvent[] {
  const { random, made } = ctx;
  const productCount = scaled(ctx, random.int(4, 8));
  const since = ctx.now.getTime() - 30 * DAY;
  const paid = made.orders.length
    ? made.orders.filter((o) => o.paidAt.getTime() >= since && o.paidAt <= ctx.now)
    : Array.from({ length: scaled(ctx, random.int(12, 20)) }, (_, i) => ({
        id: 1001 + i,
        paidAt: before(ctx, random.int(5 * 60_000, 30 * DAY)),
      }));
  const products = made.products.length
    ? made.products
    : PRODUCT_TITLES.map((title, i) => ({ id: i + 1, title }));
  const out: DemoEvent[] = paid.map(({ id, paidAt }) => ({
    type: 'order',
    data: { order_id: id, description: `سلام ادمین، سفارش جدید با شناسه ${id} ثبت شد` },
    permissions: [...NEW_ORDER_NOTIFICATION_PERMISSIONS],
    at: paidAt,
  }));
  for (let i = 0; i < productCount; i++) {
    const product = random.pick(products);
    out.push({
      type: 'ProductUnavailableNotification',
      data: {
        product_id: product.id,
        description: `محصول ${product.title} با شناسه ${product.id} ناموجود شده است.`,
      },
      permissions: [...PRODUCT_UNAVAILABLE_PERMISSIONS],
      at: before(ctx, random.int(5 * 60_000, 30 * DAY)),
    });
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Staff notifications for the admins whose role would receive them; older ones mostly read. */
export const notificationsStep: DemoStep = {
  name: 'notifications',
  async run(ctx: DemoContext) {
    const { random } = ctx;
    const recipients = new Map<string, number[]>();
    const rows: (typeof notifications.$inferInsert)[] = [];
    for (const event of events(ctx)) {
      const key = event.permissions.join(',');
      const ids = recipients.get(key) ?? (await adminIdsWithAnyPermission(ctx.db, event.permissions));
      recipients.set(key, ids);
      const age = ctx.now.getTime() - event.at.getTime();
      for (const adminId of ids) {
        const read = random.chance(age > 3 * DAY ? 0.9 : 0.3);
        const readAt = read
          ? new Date(Math.min(ctx.now.getTime(), event.at.getTime() + random.int(10 * 60_000, DAY)))
          : null;
        rows.push({
          id: random.uuid(),
          type: event.type,
          notifiableType: ADMIN_NOTIFIABLE,
          notifiableId: adminId,
          data: event.data,
          readAt,
          createdAt: event.at,
          updatedAt: readAt ?? event.at,
        });
      }
    }
    await insertInBatches(rows, 500, (batch) => ctx.db.insert(notifications).values(batch));
    ctx.counts.notifications = rows.length;
  },
};
