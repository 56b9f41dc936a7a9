import { type ParsedNotification, parseNotification, type RawNotification } from '../notifications/index.ts';
import type { SettingGroup } from '../permissions/index.ts';
import type { Admin } from '../session/index.ts';
import { toPermissionList } from './permission-cookie.ts';
import type { AdminHomeData, Contact } from './types.ts';

type Fields = Record<string, unknown>;

function asRecord(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

function records(value: unknown): Fields[] {
  if (!Array.isArray(value)) return [];
  return value.map(asRecord).filter((item): item is Fields => item !== null);
}

/** A count from a number or numeric text; anything else gives the fallback. */
function toCount(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : fallback;
}

/** Notifications from a list (or a Laravel paginator's `data`), each parsed. */
export function readNotifications(value: unknown): ParsedNotification[] {
  const list = Array.isArray(value) ? value : asRecord(value)?.data;
  return records(list).map((raw) => parseNotification(raw as unknown as RawNotification));
}

function readSettingGroups(value: unknown): SettingGroup[] {
  return records(value)
    .filter((group) => typeof group.name === 'string' && group.name !== '')
    .map((group) => ({
      name: group.name as string,
      label: typeof group.label === 'string' && group.label !== '' ? group.label : (group.name as string),
    }));
}

function readContacts(value: unknown): Contact[] {
  return records(value).map((contact) => ({
    ...contact,
    id: Number(contact.id),
    status: toCount(contact.status, 0),
  }));
}

/** Checks the `data` of GET admin/home; missing or malformed parts become empty values. */
export function readAdminHome(data: unknown): AdminHomeData {
  const home = asRecord(data) ?? {};
  const notifications = readNotifications(home.notifications);
  const contacts = readContacts(home.contacts);
  const admin = asRecord(home.admin);
  return {
    settingGroups: readSettingGroups(home.setting_groups),
    permissions: toPermissionList(home.permissions),
    admin: admin !== null && 'id' in admin ? (admin as Admin) : null,
    notifications,
    totalUnreadNotifications: toCount(
      home.total_unread_notifications,
      notifications.filter((n) => !n.read).length,
    ),
    contacts,
    totalUnreadContacts: toCount(home.total_unread_contacts, contacts.filter((c) => c.status !== 1).length),
  };
}
