import { type Admin, type AdminHomeData, buildAdminMenu, filterMenuByPermission } from '@shop-admin/core';
import type { AppServices } from '../../../app/services.ts';
import { readMeta, writeMeta } from './device-store.ts';

/**
 * The staff member's session as the till keeps it on the device: who is signed in and what they may
 * do (settings groups and permissions for the menu), not their notifications or contact messages.
 * The token stays where it always is (the cookie); a session that ended meanwhile is found out at the
 * first sync (a 401 asks to sign in again, the queue stays).
 */
interface SessionSnapshot {
  admin: Admin;
  home: Pick<AdminHomeData, 'settingGroups' | 'permissions' | 'admin'>;
  savedAt: string;
}

const KEY = 'session';

/** Saves the signed-in session (called by the till while online). */
export async function saveDeviceSession(services: AppServices, now: Date): Promise<void> {
  const admin = services.session.getSnapshot().admin;
  const home = services.home.getSnapshot();
  if (!admin || !home.settingsInitialised) return;
  const snapshot: SessionSnapshot = {
    admin,
    home: { settingGroups: home.settingGroups, permissions: home.permissions, admin: home.admin },
    savedAt: now.toISOString(),
  };
  await writeMeta(KEY, snapshot);
}

/**
 * With no network, signs the till in from the device: the session and admin home stores get the
 * saved snapshot. Resolves to false when there is none (never opened online, or logged out since).
 */
export async function restoreDeviceSession(services: AppServices): Promise<boolean> {
  const snapshot = await readMeta<SessionSnapshot>(KEY);
  if (!snapshot) return false;
  const menus = filterMenuByPermission(
    buildAdminMenu(snapshot.home.settingGroups),
    snapshot.home.permissions,
    {
      role: snapshot.home.admin?.role?.name ?? null,
    },
  );
  services.session.dispatch({ type: 'profileLoaded', admin: snapshot.admin });
  services.home.dispatch({
    type: 'loaded',
    home: {
      ...snapshot.home,
      notifications: [],
      totalUnreadNotifications: 0,
      contacts: [],
      totalUnreadContacts: 0,
    },
    menus,
  });
  return true;
}
