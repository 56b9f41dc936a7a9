export type { PermissionOptions } from './can.ts';
export { can, isSuperAdmin, SUPER_ADMIN_ROLE } from './can.ts';
export { filterMenuByPermission } from './filter-menu.ts';
export type { MenuItem, SettingGroup } from './types.ts';
