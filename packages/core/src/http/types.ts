import type { TokenStorage } from '../session/token-storage.ts';
import type { ServerSentEvent } from './sse.ts';

/** HTTP methods the admin API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query value; null and undefined are left out, arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Per-call options. */
export interface RequestOptions {
  query?: Readonly<Record<string, QueryValue>>;
  /** Extra headers for this call (they override the client's defaults, e.g. `Accept: x-xlsx`). */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

/** Options of a call that sends a body: a plain object or array goes as JSON, FormData as multipart. */
export interface BodyRequestOptions extends RequestOptions {
  body?: unknown;
}

/** The unwrapped envelope `{success, message, data}`: the server's Persian message and its data. */
export interface ApiEnvelope<T> {
  message: string;
  data: T;
}

/** Verb shortcuts resolving to the envelope's `data`. */
export interface ApiVerbs {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

/** Verb shortcuts resolving to the whole {@link ApiEnvelope} (to show the server's success message). */
export interface ApiEnvelopeVerbs {
  get<T>(path: string, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  delete<T>(path: string, options?: RequestOptions): Promise<ApiEnvelope<T>>;
}

/** Options of {@link ApiClient.stream}. */
export interface StreamOptions {
  query?: Readonly<Record<string, QueryValue>>;
  headers?: Readonly<Record<string, string>>;
  /** Aborting ends the iteration quietly. */
  signal?: AbortSignal;
}

/**
 * The admin API client. Every call resolves to the envelope's `data` (or `{message, data}` through
 * `raw` / `requestEnvelope`) and rejects only with an ApiError.
 */
export interface ApiClient extends ApiVerbs {
  /** Any method; resolves to `data`. */
  request<T>(method: HttpMethod, path: string, options?: BodyRequestOptions): Promise<T>;
  /** Any method; resolves to `{message, data}`. */
  requestEnvelope<T>(method: HttpMethod, path: string, options?: BodyRequestOptions): Promise<ApiEnvelope<T>>;
  /** The verb shortcuts again, resolving to `{message, data}` (to show the server's success message). */
  raw: ApiEnvelopeVerbs;
  /** Server-sent events of `path`, read with fetch so the Authorization header goes along. */
  stream(path: string, options?: StreamOptions): AsyncGenerator<ServerSentEvent>;
}

/** What {@link createApiClient} needs; every side effect is injected. */
export interface ApiClientOptions {
  /** API root, e.g. `https://shop.example/api/` (paths such as `admin/home` are resolved against it). */
  baseURL: string;
  /** Read on every request, so login and logout take effect for all later calls. */
  tokenStorage: TokenStorage;
  /** Called after a 401 answer, once the token storage has been cleared (e.g. go to /admin/login). */
  onUnauthenticated?: () => void;
  /** The fetch to use; defaults to the global one, looked up at call time. */
  fetch?: typeof fetch;
  /** Headers sent with every request, after the default `Accept: application/json`. */
  headers?: Readonly<Record<string, string>>;
  /**
   * Every answer must be the JSON envelope (`{success, …}` with a JSON content type; an event stream
   * for `stream`): anything else (an HTML page, a proxy's error, a bare JSON value) rejects with code
   * `invalid_response`, its status and content type. Off by default (a body that is not an envelope is
   * returned as `data`); the CLI turns it on so a script never reads a web page as an empty list.
   */
  requireEnvelope?: boolean;
}
