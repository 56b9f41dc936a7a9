import { type Admin, createSessionStore, isApiError, type PasswordChange } from '@shop-admin/core/base';
import type { Connection } from '../config/connection.ts';
import { CliError } from '../errors/cli-error.ts';

/** Who is signed in, as `whoami --json` prints it (a contract). */
export interface WhoAmI {
  id: number;
  name: string;
  username: string;
  role: { name: string; label: string | null } | null;
  server: string;
  profile: string;
  /** `env` when SHOP_ADMIN_TOKEN gave the token, `config` when the config file did. */
  token_source: 'env' | 'config' | 'none';
}

export function describeAdmin(admin: Admin, connection: Connection): WhoAmI {
  const role = admin.role ? { name: admin.role.name, label: admin.role.label ?? null } : null;
  return {
    id: admin.id,
    name: admin.name,
    username: admin.username,
    role,
    server: connection.server,
    profile: connection.profile,
    token_source: connection.tokenSource === 'none' ? 'config' : connection.tokenSource,
  };
}

/** Signs in with core's session store: the token lands in the connection's token storage. */
export async function login(connection: Connection, username: string, password: string): Promise<Admin> {
  return sessionOf(connection).login(username, password);
}

/** Core's session store on the connection, with the profile's device tokens. */
function sessionOf(connection: Connection) {
  const { api, tokenStorage, deviceTokens } = connection;
  return createSessionStore({ api, tokenStorage, ...(deviceTokens ? { deviceTokens } : {}) });
}

/** Changes the signed-in admin's password (the current one first); other sessions end, this one stays. */
export async function changePassword(connection: Connection, change: PasswordChange): Promise<string> {
  return sessionOf(connection).changePassword(change);
}

/** The signed-in admin (core's session store: POST admin/profile). */
export async function whoami(connection: Connection): Promise<Admin> {
  const admin = await sessionOf(connection).loadProfile();
  if (admin === null) throw new CliError({ code: 'not_signed_in', message: 'Not signed in.' });
  return admin;
}

/**
 * Revokes the token on the server (or, with `everywhere`, every token of the admin), then forgets it. A token the server no longer knows is just
 * forgotten; when the server cannot be reached the token is kept, so the logout can be retried.
 */
export async function logout(
  connection: Connection,
  options: { everywhere?: boolean } = {},
): Promise<{ revoked: boolean }> {
  let revoked = true;
  try {
    // Everywhere: every token of this admin (other terminals, browsers, phones), this one included.
    await connection.api.post(options.everywhere ? 'admin/logout/all' : 'admin/logout');
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    revoked = false;
  }
  connection.tokenStorage.clear();
  return { revoked };
}
