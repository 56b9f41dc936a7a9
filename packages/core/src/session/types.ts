import type { ApiError } from '../http/index.ts';

/** The admin's role as the API appends it to the admin (`role` = first spatie role). */
export interface AdminRole {
  id: number;
  /** Machine name, e.g. `super_admin`. */
  name: string;
  /** Persian display name. */
  label?: string;
  guard_name?: string;
}

/** The signed-in staff member, from admin/profile (`data.user` or `data.admin`) and admin/home. */
export interface Admin {
  id: number;
  name: string;
  username: string;
  email?: string | null;
  mobile?: string | null;
  role?: AdminRole | null;
  created_at?: string;
  updated_at?: string;
  [key: string]: unknown;
}

/**
 * Where the session stands: nothing tried yet, a call in flight, signed in, or signed out (no token,
 * a refused login, a 401, or a logout).
 */
export type SessionStatus = 'idle' | 'loading' | 'authenticated' | 'anonymous';

/** State of the session store. `isAuth` is true exactly when `admin` is present. */
export interface SessionState {
  admin: Admin | null;
  isAuth: boolean;
  status: SessionStatus;
  /** The last failure of login or profile loading; cleared by the next success or by logout. */
  error: ApiError | null;
}

/** Transitions of the session store. */
export type SessionAction =
  | { type: 'requested' }
  | { type: 'profileLoaded'; admin: Admin }
  | { type: 'failed'; error: ApiError; signedOut: boolean }
  | { type: 'signedOut' };
