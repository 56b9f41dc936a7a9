import { type ApiClient, ApiError, fallbackMessage } from '../http/index.ts';
import { createStore, type Store } from '../store/index.ts';
import type { TokenStorage } from './token-storage.ts';
import type { Admin, SessionAction, SessionState } from './types.ts';

/** What {@link createSessionStore} needs. */
export interface SessionStoreOptions {
  api: ApiClient;
  /** The same storage the API client reads, so storing or clearing the token changes the header. */
  tokenStorage: TokenStorage;
  /**
   * Where a face that keeps no cookies (the CLI) keeps the server's device token per account (device
   * cookies: a device that signed in before is not slowed by strangers' failures). A browser needs
   * none: the server keeps it in an HttpOnly cookie.
   */
  deviceTokens?: DeviceTokenStorage;
}

/** A device token per account (username), kept across sign-ins and sign-outs. */
export interface DeviceTokenStorage {
  get(username: string): string | null;
  set(username: string, token: string): void;
}

/** The header a device token is sent in when there is no cookie to carry it. */
export const DEVICE_TOKEN_HEADER = 'X-Shop-Device';

/** What a password change sends (core's `passwordChangeFields`). */
export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** The session store with its commands. */
export interface SessionStore extends Store<SessionState, SessionAction> {
  /** POST admin/login, stores `data.token`, then loads the profile. Rejects with ApiError on failure. */
  login(username: string, password: string): Promise<Admin>;
  /**
   * POST admin/profile; the admin is `data.user` (SPEC.md) or `data.admin` (Shopit). Resolves to null
   * without calling when there is no token. Rejects with ApiError on failure; a 401 also signs out.
   */
  loadProfile(): Promise<Admin | null>;
  /** POST admin/logout, then always clears the admin and the token, even when the call fails. Never rejects. */
  logout(): Promise<void>;
  /**
   * POST admin/logout/all: ends every session of this admin, on every device, then clears this one.
   * Rejects with ApiError when the server did not confirm (the session stays, so the admin can try
   * again and knows the other devices may still be signed in); a 401 also signs out.
   */
  logoutEverywhere(): Promise<void>;
  /**
   * PUT admin/password with the current password: every other session of the admin ends, this one
   * stays. Rejects with ApiError (a 422 names the field: a wrong `current_password`, a short or
   * unconfirmed `password`; a 429 when too many guesses); the session is unchanged then.
   */
  changePassword(change: PasswordChange): Promise<string>;
  /** Forgets the session locally without calling the API (e.g. after a 401 elsewhere). */
  clear(): void;
}

/** The state before anything is known. */
export const initialSessionState: SessionState = { admin: null, isAuth: false, status: 'idle', error: null };

/** The pure transitions of the session store. */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'requested':
      return { ...state, status: 'loading' };
    case 'profileLoaded':
      return { admin: action.admin, isAuth: true, status: 'authenticated', error: null };
    case 'failed':
      if (action.signedOut) return { admin: null, isAuth: false, status: 'anonymous', error: action.error };
      return { ...state, status: state.admin ? 'authenticated' : 'anonymous', error: action.error };
    case 'signedOut':
      return state.admin === null && state.status === 'anonymous' && state.error === null
        ? state
        : { admin: null, isAuth: false, status: 'anonymous', error: null };
  }
}

function invalidResponse(): ApiError {
  return new ApiError({
    status: 200,
    code: 'invalid_response',
    message: fallbackMessage('invalid_response'),
  });
}

function isAdmin(value: unknown): value is Admin {
  return typeof value === 'object' && value !== null && 'id' in value;
}

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError
    ? error
    : new ApiError({
        status: 0,
        code: 'network_error',
        message: fallbackMessage('network_error'),
        cause: error,
      });
}

/** Creates the session store: who is signed in, and the login / profile / logout commands. */
export function createSessionStore({ api, tokenStorage, deviceTokens }: SessionStoreOptions): SessionStore {
  const store = createStore(initialSessionState, sessionReducer);
  // Bumped on every sign-out, so a profile answer that arrives after logout is ignored.
  let generation = 0;

  function signOut(): void {
    generation++;
    tokenStorage.clear();
    store.dispatch({ type: 'signedOut' });
  }

  function failed(error: unknown): ApiError {
    const apiError = toApiError(error);
    const signedOut = apiError.status === 401;
    if (signedOut) generation++;
    store.dispatch({ type: 'failed', error: apiError, signedOut });
    return apiError;
  }

  async function loadProfile(): Promise<Admin | null> {
    if (tokenStorage.get() === null) {
      signOut();
      return null;
    }
    const started = generation;
    store.dispatch({ type: 'requested' });
    let admin: unknown;
    try {
      const data = await api.post<{ user?: unknown; admin?: unknown } | null>('admin/profile');
      admin = data?.user ?? data?.admin;
    } catch (error) {
      if (started !== generation) return null;
      throw failed(error);
    }
    if (started !== generation) return null;
    if (!isAdmin(admin)) throw failed(invalidResponse());
    store.dispatch({ type: 'profileLoaded', admin });
    return admin;
  }

  async function login(username: string, password: string): Promise<Admin> {
    store.dispatch({ type: 'requested' });
    let token: unknown;
    try {
      const device = deviceTokens?.get(username);
      const headers: Record<string, string> = device ? { [DEVICE_TOKEN_HEADER]: device } : {};
      const data = await api.post<{ token?: unknown; device_token?: unknown } | null>(
        'admin/login',
        { username, password },
        { headers },
      );
      token = data?.token;
      if (typeof data?.device_token === 'string') deviceTokens?.set(username, data.device_token);
    } catch (error) {
      throw failed(error);
    }
    if (typeof token !== 'string' || token === '') throw failed(invalidResponse());
    tokenStorage.set(token);
    const admin = await loadProfile();
    // Null here means a logout happened while signing in: the session is already cleared.
    if (admin === null)
      throw new ApiError({ status: 0, code: 'aborted', message: fallbackMessage('aborted') });
    return admin;
  }

  async function logout(): Promise<void> {
    try {
      if (tokenStorage.get() !== null) await api.post('admin/logout');
    } catch {
      // The server may have already forgotten the token; the session ends locally either way.
    } finally {
      signOut();
    }
  }

  async function logoutEverywhere(): Promise<void> {
    try {
      await api.post('admin/logout/all');
    } catch (error) {
      throw failed(error);
    }
    signOut();
  }

  async function changePassword(change: PasswordChange): Promise<string> {
    try {
      const answer = await api.raw.put<null>('admin/password', change);
      return answer.message;
    } catch (error) {
      // A refusal leaves the session as it was; only a 401 (the session ended meanwhile) signs out.
      const apiError = toApiError(error);
      throw apiError.status === 401 ? failed(apiError) : apiError;
    }
  }

  return { ...store, login, loadProfile, logout, logoutEverywhere, changePassword, clear: signOut };
}
