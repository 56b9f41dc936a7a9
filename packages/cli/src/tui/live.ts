import type { ApiClient } from '@shop-admin/core/base';
import { orderStatusLabel, type RawNotification } from '@shop-admin/core/base';
import { followNotifications } from '../services/notifications.ts';
import type { TuiModel } from './model.ts';

/**
 * Keeps the stores live from the server's event stream (with order events): a new notification goes
 * into core's admin-home store (and reloads the orders when it is about one); a status change by
 * anyone, on any face, reloads the inbox and the unread orders (and the open order, when it is the one
 * moved); unread counts update the badges, and this admin's reads (here or on the web) reload the
 * unread orders; a new contact count reloads the contacts. Returns the function that stops it.
 */
export function startLiveUpdates(deps: { api: ApiClient; model: TuiModel }): () => void {
  const controller = new AbortController();
  const { home, ui, contacts, orders, orderDetail } = deps.model;
  const reloadOrders = () => {
    void orders?.store.refresh();
    void orders?.unread.refresh();
  };
  followNotifications(
    deps.api,
    {
      onEvent({ event, data }) {
        if (event === 'notification') {
          home.pushNotification(data as unknown as RawNotification);
          if (data.type === 'order' || String(data.type).includes('Order')) reloadOrders();
        }
        if (event === 'order_status') {
          reloadOrders();
          const id = String(data.order_id);
          const open = ui.getSnapshot().detail;
          if (open?.kind === 'order' && open.id === id) void orderDetail?.load(id);
          // Someone else's move is said on the status line; this admin's own says so itself.
          if (data.admin_id !== home.getSnapshot().admin?.id) {
            ui.dispatch({
              type: 'message',
              text: `سفارش ${id} را همکاری به «${orderStatusLabel(String(data.to))}» برد.`,
            });
          }
        }
        // The server's events channel came back after a database outage: what it missed is refetched.
        if (event === 'reconnect') {
          reloadOrders();
          void contacts.refresh();
          ui.dispatch({ type: 'message', text: 'اتصال زنده دوباره برقرار شد؛ فهرست‌ها تازه شدند.' });
        }
        if (event === 'ready' || event === 'unread_counts') {
          const notifications = data.total_unread_notifications;
          const unreadContacts = data.total_unread_contacts;
          // Zero also marks everything read in core's store: only take it when it changed.
          if (
            typeof notifications === 'number' &&
            notifications !== home.getSnapshot().totalUnreadNotifications
          ) {
            home.setTotalUnreadNotifications(notifications);
          }
          // This admin read something (here, on the web, in another terminal): the unread orders follow.
          if (typeof notifications === 'number' && event === 'unread_counts') void orders?.unread.refresh();
          if (
            typeof unreadContacts === 'number' &&
            unreadContacts !== home.getSnapshot().totalUnreadContacts
          ) {
            home.setTotalUnreadContacts(unreadContacts);
            void contacts.refresh();
          }
        }
      },
      onDisconnect: () => ui.dispatch({ type: 'message', text: 'اتصال زنده قطع شد؛ دوباره وصل می‌شود…' }),
    },
    controller.signal,
    { orders: orders !== null },
  ).catch((error: Error) => ui.dispatch({ type: 'message', text: `live updates stopped: ${error.message}` }));
  return () => controller.abort();
}
