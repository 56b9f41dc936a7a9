import {
  NEW_ORDER_NOTIFICATION_PERMISSIONS,
  newOrderNotificationDescription,
  ORDER_NOTIFICATION_TYPE,
} from '@shop-admin/core';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { orders } from '../../db/schema/index.ts';
import type { AddressedNotification } from '../notifications/notification-rows.ts';

/**
 * Tells the staff a paid order arrived (shopit-contract.md g): one `order` notification per admin whose
 * role holds read_order (super admins always), `data: {order_id, description}`. With `db` the payment's
 * transaction, the rows join it and the live stream and Web Push go out only once it commits.
 */
export function notifyNewOrder(
  ctx: AppContext,
  db: Db,
  order: Pick<typeof orders.$inferSelect, 'id'>,
): Promise<AddressedNotification[]> {
  return ctx.notifications.notifyAdmins(
    {
      type: ORDER_NOTIFICATION_TYPE,
      data: { order_id: order.id, description: newOrderNotificationDescription(order.id) },
      permissions: NEW_ORDER_NOTIFICATION_PERMISSIONS,
    },
    db,
  );
}
