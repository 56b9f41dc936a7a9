import type { AdminHomeStore, ApiClient, Contact } from '@shop-admin/core/base';
import type { ListStore } from './list-store.ts';

/** What the TUI can do besides moving around; each reports back through the stores. */
export interface TuiActions {
  /** Reloads admin/home, the contacts and the orders. */
  refresh(): Promise<void>;
  markAllNotificationsRead(): Promise<void>;
  /** Marks this admin's notification of an order read (opening the order, `m` on its row). */
  markOrderRead(orderId: string): Promise<void>;
  /** Orders whose read is on its way (sent, the unread orders not yet reloaded): not unread any more. */
  readsInFlight(): ReadonlySet<string>;
  markContactRead(id: string): Promise<void>;
  /** Revokes the token on the server (`logout`). */
  logout(): Promise<void>;
  /** Revokes every token of the admin (`logout --all`); rejects, keeping the token, when the server did not confirm. */
  logoutEverywhere(): Promise<void>;
}

export function createTuiActions(deps: {
  api: ApiClient;
  home: AdminHomeStore;
  contacts: ListStore<Contact>;
  orders: ListStore<unknown> | null;
  unread: ListStore<unknown> | null;
  forgetToken: () => void;
}): TuiActions {
  const { api, home, contacts, orders, unread } = deps;
  const reading = new Set<string>();
  return {
    async refresh() {
      await Promise.all([home.load(), contacts.refresh(), orders?.refresh(), unread?.refresh()]);
    },
    async markAllNotificationsRead() {
      await home.markAllNotificationsRead();
      await unread?.refresh();
    },
    async markOrderRead(orderId) {
      reading.add(orderId);
      try {
        await api.post('admin/notifications/read', { order_ids: [Number(orderId)] });
        await Promise.all([home.load(), unread?.refresh()]);
      } finally {
        reading.delete(orderId);
      }
    },
    readsInFlight: () => reading,
    async markContactRead(id) {
      await api.post(`admin/contacts/${encodeURIComponent(id)}/read`);
      await Promise.all([contacts.refresh(), home.load()]);
    },
    async logout() {
      await api.post('admin/logout').catch(() => undefined);
      deps.forgetToken();
    },
    async logoutEverywhere() {
      await api.post('admin/logout/all');
      deps.forgetToken();
    },
  };
}
