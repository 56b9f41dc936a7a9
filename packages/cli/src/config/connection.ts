import {
  type ApiClient,
  createMemoryTokenStorage,
  type DeviceTokenStorage,
  type TokenStorage,
} from '@shop-admin/core/base';
import { CliError, usageError } from '../errors/cli-error.ts';
import type { OutStream } from '../io/cli-io.ts';
import { createHttpClient } from '../io/http-client.ts';
import type { ConfigStore, Profile } from './config-store.ts';

/** A server to talk to, with the token storage its client reads. */
export interface Connection {
  api: ApiClient;
  /** The server's origin as given (`http://localhost:8080`), without `/api`. */
  server: string;
  profile: string;
  tokenStorage: TokenStorage;
  /** Where the token came from: SHOP_ADMIN_TOKEN, the config file, or nowhere yet. */
  tokenSource: 'env' | 'config' | 'none';
  /** The profile's device tokens for this server (none without a config file). */
  deviceTokens?: DeviceTokenStorage;
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

/**
 * The token of a profile in the config file, read on every request (a new login takes effect), and
 * only for the server it was issued by: when the connection's server is not the profile's, `get`
 * answers null, so the token never leaves for another server. `clear` (after a 401) removes the saved
 * token only when it is still the one this connection sent to that same server.
 */
function configTokenStorage(config: ConfigStore, profile: string, server: string): TokenStorage {
  const current = () => config.getProfile(profile);
  const issuedHere = (saved: Profile | undefined) =>
    saved?.server !== undefined && sameServer(saved.server, server);
  let sent: string | null = null;
  return {
    get() {
      const saved = current();
      sent = issuedHere(saved) ? saved?.token || null : null;
      return sent;
    },
    set(token) {
      sent = token;
      config.setProfile(profile, { ...current(), server, token });
    },
    clear() {
      const saved = current();
      if (saved?.token === undefined || !issuedHere(saved) || saved.token !== sent) return;
      const { token: _dropped, ...rest } = saved;
      config.setProfile(profile, rest);
    },
  };
}

/** The profile's device tokens, kept by server and account so each goes only to its own server. */
function configDeviceTokens(config: ConfigStore, profile: string, server: string): DeviceTokenStorage {
  const keyOf = (username: string) => `${server} ${username.trim().toLowerCase()}`;
  return {
    get: (username) => config.getProfile(profile)?.devices?.[keyOf(username)] ?? null,
    set(username, token) {
      const saved = config.getProfile(profile);
      const devices = { ...saved?.devices, [keyOf(username)]: token };
      config.setProfile(profile, { ...saved, server: saved?.server ?? server, devices });
    },
  };
}

/** Two spellings of one server (`localhost:8080/api/` and `http://localhost:8080`) are the same server. */
function sameServer(a: string, b: string): boolean {
  try {
    return normaliseServer(a) === normaliseServer(b);
  } catch {
    return false;
  }
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
  /** Core's fetch client instead of node:http (the TUI: it streams events over fetch anyway). */
  viaFetch?: boolean;
  /** `--debug`: print each request and answer on stderr (the token redacted). */
  debug?: OutStream;
  userAgent: string;
}

/**
 * Resolves the server and token and builds core's API client on them. The server: `--server`, else
 * SHOP_ADMIN_URL, else the profile's. The token goes only to the server it belongs to:
 * SHOP_ADMIN_TOKEN belongs to SHOP_ADMIN_URL (or, without it, to the server in use); the profile's
 * saved token belongs to the profile's server. A server named by `--server` or SHOP_ADMIN_URL with no
 * token of its own gets none (a command that needs one stops with `not_signed_in` before sending).
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
  const envTokenServer = envServer ?? server;
  const envTokenHere = envToken !== undefined && sameServer(envTokenServer, server);
  const tokenStorage =
    envTokenHere || config === null
      ? createMemoryTokenStorage(envTokenHere ? envToken : null)
      : configTokenStorage(config, profile, server);
  const tokenSource = envTokenHere ? 'env' : tokenStorage.get() ? 'config' : 'none';
  if (options.needToken && tokenSource === 'none')
    throw notSignedIn(server, profile, saved, envToken !== undefined);
  const clientOptions = {
    baseURL: `${server}/api/`,
    tokenStorage,
    headers: { 'User-Agent': options.userAgent },
    // A web page or a proxy's answer is never read as data: it exits 8, invalid_response.
    requireEnvelope: true,
  };
  // Plain commands talk through node:http (Node's fetch costs as much start-up as Node itself);
  // --debug goes through core's fetch client, whose requests it prints.
  const api =
    options.debug || options.viaFetch
      ? await fetchClient(clientOptions, options.debug)
      : createHttpClient(clientOptions);
  const deviceTokens = config ? configDeviceTokens(config, profile, server) : undefined;
  return { api, server, profile, tokenStorage, tokenSource, ...(deviceTokens ? { deviceTokens } : {}) };
}

/** Core's fetch client, printing each request on `debug` when given. */
async function fetchClient(
  options: Parameters<typeof createHttpClient>[0],
  debug: OutStream | undefined,
): Promise<ApiClient> {
  const { createApiClient } = await import('@shop-admin/core/http-client');
  if (!debug) return createApiClient(options);
  const { debugFetch } = await import('../io/debug-fetch.ts');
  return createApiClient({ ...options, fetch: debugFetch(debug) });
}

/** No token for this server: says why when a token exists for another one (it is never sent here). */
function notSignedIn(
  server: string,
  profile: string,
  saved: Profile | undefined,
  envToken: boolean,
): CliError {
  const elsewhere =
    saved?.token && saved.server && !sameServer(saved.server, server)
      ? ` The profile's token belongs to ${saved.server} and is sent only there.`
      : envToken
        ? ' SHOP_ADMIN_TOKEN belongs to SHOP_ADMIN_URL and is sent only there.'
        : '';
  return new CliError({
    code: 'not_signed_in',
    message: `Not signed in to ${server} (profile "${profile}").${elsewhere}`,
    hint: `Run \`shop-admin login --server ${server}\`, or give this server its own token (SHOP_ADMIN_TOKEN).`,
  });
}
