export type { AdminHomeStore, AdminHomeStoreOptions } from './admin-home-store.ts';
export { createAdminHomeStore } from './admin-home-store.ts';
export {
  ADMIN_PERMISSIONS_COOKIE,
  readPermissionCookie,
  toPermissionList,
  writePermissionCookie,
} from './permission-cookie.ts';
export { adminHomeReducer, initialAdminHomeState } from './reducer.ts';
export type { AdminHomeAction, AdminHomeData, AdminHomeState, Contact } from './types.ts';
