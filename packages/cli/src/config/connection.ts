import {
  type ApiClient,
  createApiClient,
  createMemoryTokenStorage,
  type TokenStorage,
} from '@shop-admin/core';
import { CliError, usageError } from '../errors/cli-error.ts';
import type { ConfigStore } from './config-store.ts';

/** A server to talk to, with the token storage its client reads. */
export interface Connection {
  api: ApiClient;
  /** The server's origin as given (`http://localhost:8080`), without `/api`. */
  server: string;
  profile: string;
  tokenStorage: TokenStorage;
  /** Where the token came from: SHOP_ADMIN_TOKEN, the config file, or nowhere yet. */
  tokenSource: 'env' | 'config' | 'none';
}

/** `localhost:8080/api/` → `http://localhost:8080`; anything but http(s) is a usage error. */
export function normaliseServer(text: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw usageError(`Not a server address: ${text}`, 'Example: --server http://localhost:8080');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw usageError(`The server address must start with http:// or https:// (got ${text}).`);
  }
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api$/, '');
  return `${url.origin}${path}`;
}

/** The token of a profile in the config file, read on every request, so a new login takes effect. */
function configTokenStorage(config: ConfigStore, profile: string, server: string): TokenStorage {
  const current = () => config.getProfile(profile);
  return {
    get: () => current()?.token || null,
    set(token) {
      config.setProfile(profile, { ...current(), server, token });
    },
    clear() {
      const saved = current();
      if (saved?.token === undefined) return;
      const { token: _dropped, ...rest } = saved;
      config.setProfile(profile, rest);
    },
  };
}

export interface ConnectOptions {
  env: Readonly<Record<string, string | undefined>>;
  /** Opened only when the environment does not give both the server and the token. */
  config: () => Promise<ConfigStore>;
  profile: string | undefined;
  /** `login --server`: takes precedence over everything. */
  server?: string;
  /** Used when nothing names a server (login's default, the server `npm start` runs). */
  fallbackServer?: string;
  /** Login stores a new token in the config file even when SHOP_ADMIN_TOKEN is set. */
  ignoreEnvToken?: boolean;
  /** Whether a missing token is an error (every command but login). */
  needToken: boolean;
  userAgent: string;
}

/**
 * Resolves the server and token (SHOP_ADMIN_URL and SHOP_ADMIN_TOKEN override the profile in the
 * config file) and builds core's API client on them.
 */
export async function connect(options: ConnectOptions): Promise<Connection> {
  const { env } = options;
  const envToken = options.ignoreEnvToken ? undefined : env.SHOP_ADMIN_TOKEN || undefined;
  const envServer = env.SHOP_ADMIN_URL || undefined;
  const needsConfig = !(envToken && (options.server ?? envServer));
  const config = needsConfig ? await options.config() : null;
  const profile = options.profile ?? env.SHOP_ADMIN_PROFILE ?? config?.defaultProfile() ?? 'default';
  const saved = config?.getProfile(profile);
  const serverText = options.server ?? envServer ?? saved?.server ?? options.fallbackServer;
  if (!serverText) {
    throw new CliError({
      code: 'not_signed_in',
      message: `Not signed in (profile "${profile}").`,
      hint: 'Run `shop-admin login --server URL`, or set SHOP_ADMIN_URL and SHOP_ADMIN_TOKEN.',
    });
  }
  const server = normaliseServer(serverText);
  const tokenStorage =
    envToken !== undefined || config === null
      ? createMemoryTokenStorage(envToken ?? null)
      : configTokenStorage(config, profile, server);
  const tokenSource = envToken ? 'env' : tokenStorage.get() ? 'config' : 'none';
  if (options.needToken && tokenSource === 'none') {
    throw new CliError({
      code: 'not_signed_in',
      message: `Not signed in to ${server} (profile "${profile}").`,
      hint: 'Run `shop-admin login`, or set SHOP_ADMIN_TOKEN.',
    });
  }
  const api = createApiClient({
    baseURL: `${server}/api/`,
    tokenStorage,
    headers: { 'User-Agent': options.userAgent },
  });
  return { api, server, profile, tokenStorage, tokenSource };
}
