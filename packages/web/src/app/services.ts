import {
  type AdminHomeStore,
  type ApiClient,
  type CookieJar,
  createAdminHomeStore,
  createApiClient,
  createCookieJar,
  createCookieTokenStorage,
  createSessionStore,
  type SessionStore,
  type TokenStorage,
} from '@shop-admin/core';
import { QueryClient } from '@tanstack/react-query';
import { createLoadingTracker, type LoadingTracker } from '../shell/loading-tracker.ts';
import { createToastStore, type ToastStore } from '../shell/toast-store.ts';

/** What {@link createServices} needs; every side effect is injected so tests can point at a real server. */
export interface ServicesOptions {
  /** API root, e.g. `/api/` in the browser or `http://127.0.0.1:PORT/api/` in tests. */
  baseURL: string;
  /** Where cookies live (the browser's `document`). */
  document: { cookie: string };
  /** Adds `Secure` to cookies (`location.protocol === 'https:'`). */
  secure: boolean;
  fetch?: typeof fetch;
  clock?: () => Date;
}

/** The app's singletons, created once in main.tsx (or per test) and handed to React through context. */
export interface AppServices {
  api: ApiClient;
  /** The API root the client was made with (uploads with progress go through XMLHttpRequest). */
  baseURL: string;
  cookies: CookieJar;
  tokenStorage: TokenStorage;
  session: SessionStore;
  home: AdminHomeStore;
  queryClient: QueryClient;
  toasts: ToastStore;
  loading: LoadingTracker;
  /** Called after any 401 (the token is already cleared); the router sets it to go to the login route. */
  onUnauthenticated: { current: () => void };
}

/**
 * Builds the api client from core with the cookie token storage, the session and admin home stores,
 * the query client and the shell's stores. Every API call except the notification stream passes
 * through the loading tracker, which drives the admin home store's loading counter.
 */
export function createServices(options: ServicesOptions): AppServices {
  const clock = options.clock ?? (() => new Date());
  const cookies = createCookieJar(options.document, { secure: options.secure });
  const tokenStorage = createCookieTokenStorage(cookies);
  const onUnauthenticated = { current: () => {} };
  const baseFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  // The home store needs the api and the tracker needs the home store: the fetch looks it up late.
  let loading: LoadingTracker | null = null;
  const trackedFetch: typeof fetch = (input, init) =>
    loading ? loading.track(input, init, () => baseFetch(input, init)) : baseFetch(input, init);
  const api = createApiClient({
    baseURL: options.baseURL,
    tokenStorage,
    fetch: trackedFetch,
    onUnauthenticated: () => onUnauthenticated.current(),
  });
  const session = createSessionStore({ api, tokenStorage });
  const home = createAdminHomeStore({ api, clock, cookies });
  loading = createLoadingTracker(home);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return {
    api,
    baseURL: options.baseURL,
    cookies,
    tokenStorage,
    session,
    home,
    queryClient,
    toasts: createToastStore(),
    loading,
    onUnauthenticated,
  };
}
