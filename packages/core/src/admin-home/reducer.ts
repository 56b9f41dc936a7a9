import type { ParsedNotification } from '../notifications/index.ts';
import type { AdminHomeAction, AdminHomeState } from './types.ts';

/** The state before admin/home has been loaded. */
export const initialAdminHomeState: AdminHomeState = {
  settingGroups: [],
  menus: [],
  permissions: [],
  admin: null,
  notifications: [],
  totalUnreadNotifications: 0,
  hasMoreNotifications: true,
  contacts: [],
  totalUnreadContacts: 0,
  loading: 0,
  settingsInitialised: false,
};

function withoutKnown(
  known: readonly ParsedNotification[],
  incoming: readonly ParsedNotification[],
): ParsedNotification[] {
  const ids = new Set(known.map((n) => n.id));
  return incoming.filter((n) => n.id === '' || !ids.has(n.id));
}

/**
 * The pure transitions of the admin home store (SPEC.md §4):
 * - an unread notification count of 0 marks every unread notification read at `readAt` (already read
 *   ones keep their own read_at);
 * - an unread contact count of 0 sets every contact's status to 1;
 * - the loading counter never goes below 0;
 * - more notifications are appended, a live one is prepended (and counted unread); ids already listed
 *   are skipped.
 */
export function adminHomeReducer(state: AdminHomeState, action: AdminHomeAction): AdminHomeState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        ...action.home,
        menus: action.menus,
        hasMoreNotifications: true,
        settingsInitialised: true,
      };
    case 'unreadNotificationsSet': {
      if (action.count !== 0) return { ...state, totalUnreadNotifications: action.count };
      const notifications = state.notifications.map((n) =>
        n.read ? n : { ...n, read: true, readAt: action.readAt },
      );
      return { ...state, totalUnreadNotifications: 0, notifications };
    }
    case 'notificationRead': {
      const notifications = state.notifications.map((n) =>
        n.id === action.id && !n.read ? { ...n, read: true, readAt: action.readAt } : n,
      );
      return { ...state, totalUnreadNotifications: action.count, notifications };
    }
    case 'unreadContactsSet': {
      if (action.count !== 0) return { ...state, totalUnreadContacts: action.count };
      const contacts = state.contacts.map((c) => (c.status === 1 ? c : { ...c, status: 1 }));
      return { ...state, totalUnreadContacts: 0, contacts };
    }
    case 'notificationsAppended': {
      const fresh = withoutKnown(state.notifications, action.notifications);
      return {
        ...state,
        notifications: [...state.notifications, ...fresh],
        hasMoreNotifications: action.notifications.length > 0,
      };
    }
    case 'notificationPushed': {
      if (withoutKnown(state.notifications, [action.notification]).length === 0) return state;
      return {
        ...state,
        notifications: [action.notification, ...state.notifications],
        totalUnreadNotifications: state.totalUnreadNotifications + (action.notification.read ? 0 : 1),
      };
    }
    case 'loadingIncremented':
      return { ...state, loading: state.loading + 1 };
    case 'loadingDecremented':
      return state.loading === 0 ? state : { ...state, loading: state.loading - 1 };
    case 'reset':
      return initialAdminHomeState;
  }
}
