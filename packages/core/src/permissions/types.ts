import type { IconName } from '../registry/icons.ts';
import type { PermissionName } from '../registry/permissions.ts';

/** A settings group from admin/home (`setting_groups`): `name` in the URL, Persian `label` as the title. */
export interface SettingGroup {
  name: string;
  label: string;
}

/**
 * One sidebar entry. `permission` null or absent means public (any signed-in admin); a list means any
 * one of them is enough. Entries with children are groups: a group left without children is pruned.
 */
export interface MenuItem {
  /** Stable id (route name or group id), for keys and tests. */
  id: string;
  title: string;
  path?: string;
  icon?: IconName;
  permission?: PermissionName | readonly PermissionName[] | null;
  children?: readonly MenuItem[];
}
