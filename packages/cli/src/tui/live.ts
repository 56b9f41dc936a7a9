import type { AdminHomeStore, ApiClient, RawNotification } from '@shop-admin/core/base';
import { followNotifications } from '../services/notifications.ts';
import type { ListStore } from './list-store.ts';
import type { TuiStore } from './state.ts';

/**
 * Keeps the stores live from the notification stream: a new notification goes into core's admin-home
 * store (and reloads the orders when it is about one), unread counts update the badges, a new contact
 * count reloads the contacts. Returns the function that stops it.
 */
export function startLiveUpdates(deps: {
  api: ApiClient;
  home: AdminHomeStore;
  ui: TuiStore;
  contacts: ListStore<unknown>;
  orders: ListStore<unknown> | null;
}): () => void {
  const controller = new AbortController();
  const { home, ui } = deps;
  followNotifications(
    deps.api,
    {
      onEvent({ event, data }) {
        if (event === 'notification') {
          home.pushNotification(data as unknown as RawNotification);
          if (data.type === 'order' || String(data.type).includes('Order')) void deps.orders?.refresh();
        }
        // The server's events channel came back after a database outage: what it missed is refetched.
        if (event === 'reconnect') {
          void deps.orders?.refresh();
          void deps.contacts.refresh();
          ui.dispatch({ type: 'message', text: 'اتصال زنده دوباره برقرار شد؛ فهرست‌ها تازه شدند.' });
        }
        if (event === 'ready' || event === 'unread_counts') {
          const notifications = data.total_unread_notifications;
          const contacts = data.total_unread_contacts;
          // Zero also marks everything read in core's store: only take it when it changed.
          if (
            typeof notifications === 'number' &&
            notifications !== home.getSnapshot().totalUnreadNotifications
          ) {
            home.setTotalUnreadNotifications(notifications);
          }
          if (typeof contacts === 'number' && contacts !== home.getSnapshot().totalUnreadContacts) {
            home.setTotalUnreadContacts(contacts);
            void deps.contacts.refresh();
          }
        }
      },
      onDisconnect: () => ui.dispatch({ type: 'message', text: 'اتصال زنده قطع شد؛ دوباره وصل می‌شود…' }),
    },
    controller.signal,
  ).catch((error: Error) => ui.dispatch({ type: 'message', text: `live updates stopped: ${error.message}` }));
  return () => controller.abort();
}
