import type { ParsedNotification } from '../notifications/index.ts';
import type { MenuItem, SettingGroup } from '../permissions/index.ts';
import type { Admin } from '../session/index.ts';

/** A contact-form message (Shopit `contacts`); status 1 means read, 0 unread. */
export interface Contact {
  id: number;
  status: number;
  name?: string | null;
  phone_number?: string | null;
  subject?: string | null;
  body?: string | null;
  answer?: string | null;
  customer_id?: number | null;
  created_at?: string;
  [key: string]: unknown;
}

/** The admin/home payload after checking: what `load()` puts in the state. */
export interface AdminHomeData {
  settingGroups: readonly SettingGroup[];
  permissions: readonly string[];
  admin: Admin | null;
  notifications: readonly ParsedNotification[];
  totalUnreadNotifications: number;
  contacts: readonly Contact[];
  totalUnreadContacts: number;
}

/** State of the admin home store (SPEC.md §3 "Admin home state"). */
export interface AdminHomeState extends AdminHomeData {
  /** The sidebar: the menu built from the setting groups, filtered by the permissions. */
  menus: readonly MenuItem[];
  /** False once a "load more" page came back empty. */
  hasMoreNotifications: boolean;
  /** Requests in flight that drive the loading indicator; never below 0. */
  loading: number;
  /** True after the first successful `load()`. */
  settingsInitialised: boolean;
}

/** Transitions of the admin home store. */
export type AdminHomeAction =
  | { type: 'loaded'; home: AdminHomeData; menus: readonly MenuItem[] }
  | { type: 'unreadNotificationsSet'; count: number; readAt: string }
  | { type: 'notificationRead'; id: string; count: number; readAt: string }
  | { type: 'unreadContactsSet'; count: number }
  | { type: 'notificationsAppended'; notifications: readonly ParsedNotification[] }
  | { type: 'notificationPushed'; notification: ParsedNotification }
  | { type: 'loadingIncremented' }
  | { type: 'loadingDecremented' }
  | { type: 'reset' };
