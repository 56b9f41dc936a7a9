export type { CookieJar, CookieJarOptions } from './cookie-jar.ts';
export { COOKIE_DEFAULT_MAX_AGE_DAYS, createCookieJar } from './cookie-jar.ts';
export type {
  DeviceTokenStorage,
  PasswordChange,
  SessionStore,
  SessionStoreOptions,
} from './session-store.ts';
export {
  createSessionStore,
  DEVICE_TOKEN_HEADER,
  initialSessionState,
  sessionReducer,
} from './session-store.ts';
export type { TokenStorage } from './token-storage.ts';
export { ADMIN_AUTH_COOKIE, createCookieTokenStorage, createMemoryTokenStorage } from './token-storage.ts';
export type { Admin, AdminRole, SessionAction, SessionState, SessionStatus } from './types.ts';
