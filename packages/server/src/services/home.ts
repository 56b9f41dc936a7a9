import { SETTING_GROUPS, type SettingGroupDef } from '@shop-admin/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contacts, settings } from '../db/schema/index.ts';
import type { AuthAdmin } from './admins.ts';
import { type ContactJson, countUnreadContacts, serializeContact } from './contacts.ts';
import { latestNotifications, type NotificationJson, unreadNotificationCount } from './notification-rows.ts';

/** Unread contacts shown on the home screen (Shopit: 5). */
const HOME_CONTACTS = 5;

/** GET admin/home's `data` (shopit-contract.md f). */
export interface AdminHome {
  setting_groups: SettingGroupDef[];
  admin: Omit<AuthAdmin, 'permissions'>;
  permissions: string[];
  notifications: NotificationJson[];
  total_unread_notifications: number;
  total_unread_contacts: number;
  contacts: ContactJson[];
}

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

/**
 * What the web admin loads after login: the admin with their role and permission names (every name
 * for super_admin, as auth already resolved), the settings menu, the latest notifications and the
 * unread counts with the latest unread contacts.
 */
export async function adminHome(db: Db, admin: AuthAdmin): Promise<AdminHome> {
  const { permissions, ...profile } = admin;
  const [settingGroups, notifications, unreadNotifications, unreadContacts, latestContacts] =
    await Promise.all([
      settingGroupsWithRows(db),
      latestNotifications(db, admin.id),
      unreadNotificationCount(db, admin.id),
      countUnreadContacts(db),
      db
        .select()
        .from(contacts)
        .where(eq(contacts.status, 0))
        .orderBy(desc(contacts.createdAt), desc(contacts.id))
        .limit(HOME_CONTACTS),
    ]);
  return {
    setting_groups: settingGroups,
    admin: profile,
    permissions,
    notifications,
    total_unread_notifications: unreadNotifications,
    total_unread_contacts: unreadContacts,
    contacts: latestContacts.map(serializeContact),
  };
}
