import type { ApiClient } from '../http/index.ts';
import { parseNotification, type RawNotification } from '../notifications/index.ts';
import { filterMenuByPermission, type MenuItem, type SettingGroup } from '../permissions/index.ts';
import { buildAdminMenu } from '../registry/menu.ts';
import type { CookieJar } from '../session/index.ts';
import { createStore, type Store } from '../store/index.ts';
import { readAdminHome, readNotifications } from './home-payload.ts';
import {
  ADMIN_PERMISSIONS_COOKIE,
  readPermissionCookie,
  writePermissionCookie,
} from './permission-cookie.ts';
import { adminHomeReducer, initialAdminHomeState } from './reducer.ts';
import type { AdminHomeAction, AdminHomeState } from './types.ts';

/** What {@link createAdminHomeStore} needs. */
export interface AdminHomeStoreOptions {
  api: ApiClient;
  /** The current time, for read_at when everything is marked read. */
  clock: () => Date;
  /** Where the permission list is kept between page loads. */
  cookies: CookieJar;
  /** Builds the sidebar from the setting groups; defaults to the registry's buildAdminMenu. */
  buildMenu?: (settingGroups: readonly SettingGroup[]) => MenuItem[];
}

/** The admin home store with its commands. */
export interface AdminHomeStore extends Store<AdminHomeState, AdminHomeAction> {
  /** GET admin/home: fills the state, builds and filters the menu, saves the permissions cookie. */
  load(): Promise<AdminHomeState>;
  /** The in-memory permission list, or the one saved in the cookie when that list is empty. */
  getPermissions(): readonly string[];
  /** Sets the unread count; 0 also marks every notification read with read_at = now (ISO 8601). */
  setTotalUnreadNotifications(count: number): void;
  /** Sets the unread count; 0 also sets every contact's status to 1 (read). */
  setTotalUnreadContacts(count: number): void;
  /** POST admin/notifications/read, then sets the unread count to 0. */
  markAllNotificationsRead(): Promise<void>;
  /** POST admin/notifications/read `{ids: [id]}`: that one is read, the count is the server's. */
  markNotificationRead(id: string): Promise<void>;
  /**
   * GET admin/notifications?last_created_at=<created_at of the last listed one> and appends the page;
   * resolves to how many were added. A call made while one is in flight shares it.
   */
  loadMoreNotifications(): Promise<number>;
  /** A live notification from the event stream: listed first and counted unread (unless read). */
  pushNotification(raw: RawNotification): void;
  incrementLoading(): void;
  /** Never goes below 0. */
  decrementLoading(): void;
  /** Whether to show or hide the loading indicator: skipped once the settings are initialised, unless forced. */
  shouldToggleLoadingIndicator(force?: boolean): boolean;
  /** Back to the empty state, forgetting the saved permissions (on logout). */
  reset(): void;
}

function toCount(count: number): number {
  return Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
}

/** Creates the store behind the admin layout: settings groups, sidebar, permissions, badges, loading. */
export function createAdminHomeStore(options: AdminHomeStoreOptions): AdminHomeStore {
  const { api, clock, cookies } = options;
  const buildMenu = options.buildMenu ?? buildAdminMenu;
  const store = createStore(initialAdminHomeState, adminHomeReducer);
  let loadingMore: Promise<number> | null = null;

  async function load(): Promise<AdminHomeState> {
    const home = readAdminHome(await api.get<unknown>('admin/home'));
    const menus = filterMenuByPermission(buildMenu(home.settingGroups), home.permissions, {
      role: home.admin?.role?.name ?? null,
    });
    writePermissionCookie(cookies, home.permissions);
    store.dispatch({ type: 'loaded', home, menus });
    return store.getSnapshot();
  }

  function setTotalUnreadNotifications(count: number): void {
    store.dispatch({ type: 'unreadNotificationsSet', count: toCount(count), readAt: clock().toISOString() });
  }

  async function fetchMoreNotifications(): Promise<number> {
    const last = store.getSnapshot().notifications.at(-1);
    const query = last?.createdAt ? { last_created_at: last.createdAt } : undefined;
    const data = await api.get<unknown>('admin/notifications', { query });
    const page = readNotifications(
      typeof data === 'object' && data !== null && 'notifications' in data ? data.notifications : data,
    );
    const before = store.getSnapshot().notifications.length;
    store.dispatch({ type: 'notificationsAppended', notifications: page });
    return store.getSnapshot().notifications.length - before;
  }

  return {
    ...store,
    load,
    getPermissions() {
      const { permissions } = store.getSnapshot();
      return permissions.length > 0 ? permissions : readPermissionCookie(cookies);
    },
    setTotalUnreadNotifications,
    setTotalUnreadContacts(count) {
      store.dispatch({ type: 'unreadContactsSet', count: toCount(count) });
    },
    async markAllNotificationsRead() {
      await api.post('admin/notifications/read');
      setTotalUnreadNotifications(0);
    },
    async markNotificationRead(id) {
      const answer = await api.post<{ total_unread_notifications?: unknown }>('admin/notifications/read', {
        ids: [id],
      });
      const count = toCount(Number(answer?.total_unread_notifications ?? 0));
      store.dispatch({ type: 'notificationRead', id, count, readAt: clock().toISOString() });
    },
    loadMoreNotifications() {
      loadingMore ??= fetchMoreNotifications().finally(() => {
        loadingMore = null;
      });
      return loadingMore;
    },
    pushNotification(raw) {
      store.dispatch({ type: 'notificationPushed', notification: parseNotification(raw) });
    },
    incrementLoading() {
      store.dispatch({ type: 'loadingIncremented' });
    },
    decrementLoading() {
      store.dispatch({ type: 'loadingDecremented' });
    },
    shouldToggleLoadingIndicator(force = false) {
      return force || !store.getSnapshot().settingsInitialised;
    },
    reset() {
      cookies.remove(ADMIN_PERMISSIONS_COOKIE);
      store.dispatch({ type: 'reset' });
    },
  };
}
