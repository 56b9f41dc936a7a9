import { can, SETTING_GROUPS, type SettingGroupDef, stemPermission } from '@shop-admin/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts, settings } from '../db/schema/index.ts';
import type { AuthAdmin } from './admins.ts';
import { type ContactJson, countUnreadContacts, serializeContact } from './contacts.ts';
import {
  latestNotifications,
  type NotificationJson,
  unreadNotificationCount,
} from './notifications/notification-rows.ts';

/** Unread contacts shown on the home screen (Shopit: 5). */
const HOME_CONTACTS = 5;

/**
 * GET admin/home's `data` (shopit-contract.md f). The admin, their permissions and their own
 * notifications always; every other section only for an admin holding its permission
 * (`HOME_SECTION_PERMISSIONS`), left out otherwise.
 */
export interface AdminHome {
  setting_groups?: SettingGroupDef[];
  admin: Omit<AuthAdmin, 'permissions'>;
  permissions: string[];
  notifications: NotificationJson[];
  total_unread_notifications: number;
  total_unread_contacts?: number;
  contacts?: ContactJson[];
}

/**
 * The permission each guarded section of admin/home needs: contact messages (names, phones, e-mails)
 * and their count need `read_contact`, the settings menu `read_setting` (SPEC.md §6).
 */
export const HOME_SECTION_PERMISSIONS = {
  contacts: stemPermission('contact', 'read'),
  total_unread_contacts: stemPermission('contact', 'read'),
  setting_groups: stemPermission('setting', 'read'),
} satisfies Partial<Record<keyof AdminHome, string>>;

/** Whether the admin may see a guarded section of admin/home. */
export const mayReadHomeSection = (admin: AuthAdmin, section: keyof typeof HOME_SECTION_PERMISSIONS) =>
  can(admin.permissions, HOME_SECTION_PERMISSIONS[section], { role: admin.role?.name });

/** Whether the admin may read orders (the live stream's order status changes need it). */
export const mayReadOrders = (admin: AuthAdmin) =>
  can(admin.permissions, stemPermission('order', 'read'), { role: admin.role?.name });

/** The settings groups that have rows, in core's menu order, with their Persian labels. */
export async function settingGroupsWithRows(db: Db): Promise<SettingGroupDef[]> {
  const present = new Set(
    (await db.selectDistinct({ group: settings.group }).from(settings)).map((row) => row.group),
  );
  return SETTING_GROUPS.filter((group) => present.has(group.name)).map(({ name, label }) => ({
    name,
    label,
  }));
}

/** The latest unread contact messages with their count. */
async function unreadContacts(db: Db) {
  const [total, latest] = await Promise.all([
    countUnreadContacts(db),
    db
      .select()
      .from(contacts)
      .where(eq(contacts.status, 0))
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(HOME_CONTACTS),
  ]);
  return { total_unread_contacts: total, contacts: latest.map(serializeContact) };
}

/**
 * What the web admin loads after login: the admin with their role and permission names (every name
 * for super_admin, as auth already resolved), their latest notifications and unread count, then what
 * their permissions allow: the settings menu, the unread contacts count and the latest unread contacts.
 */
export async function adminHome(db: Db, admin: AuthAdmin): Promise<AdminHome> {
  const { permissions, ...profile } = admin;
  const [settingGroups, notifications, unreadNotifications, contactPart] = await Promise.all([
    mayReadHomeSection(admin, 'setting_groups') ? settingGroupsWithRows(db) : null,
    latestNotifications(db, admin.id),
    unreadNotificationCount(db, admin.id),
    mayReadHomeSection(admin, 'contacts') ? unreadContacts(db) : null,
  ]);
  return {
    ...(settingGroups ? { setting_groups: settingGroups } : {}),
    admin: profile,
    permissions,
    notifications,
    total_unread_notifications: unreadNotifications,
    ...(contactPart ?? {}),
  };
}
