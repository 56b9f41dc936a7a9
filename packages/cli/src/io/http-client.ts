import type { IncomingMessage } from 'node:http';
import {
  type ApiClient,
  type ApiClientOptions,
  type ApiEnvelope,
  ApiError,
  apiErrorFromResponse,
  type BodyRequestOptions,
  fallbackMessage,
  type HttpMethod,
  invalidResponseError,
  type QueryValue,
  type StreamOptions,
} from '@shop-admin/core/base';

/**
 * Core's API client for the CLI's hot path, on node:http instead of fetch: the same contract as
 * `createApiClient` with `requireEnvelope` (the envelope unwrapped, anything else `invalid_response`,
 * every failure an ApiError, a 401 clears the token storage), without loading Node's fetch. Node's
 * fetch (undici, with Headers, Request and Response) costs about as much start-up as Node itself, and
 * ofetch touches it when loaded: a plain `orders --json` needs one or a few JSON requests, so it pays
 * that only when it streams events (`notifications watch`, the TUI) or sends a non-JSON body, which
 * go through core's fetch client, loaded then.
 */

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** `base` + `path` as ofetch joins them: one slash between, a path with its own scheme used as is. */
function urlOf(base: string, path: string, query: BodyRequestOptions['query']): URL {
  const url = new URL(
    /^[a-z][a-z0-9+.-]*:\/\//i.test(path) ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`,
  );
  for (const [key, value] of Object.entries(query ?? {}) as [string, QueryValue][]) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url;
}

/** A plain JSON value goes as JSON (a string as it is); FormData, Blob and streams need fetch. */
function isJsonBody(body: unknown): boolean {
  if (body === undefined || body === null) return true;
  if (typeof body !== 'object') return true;
  if (Array.isArray(body)) return true;
  const proto = Object.getPrototypeOf(body);
  return (
    proto === Object.prototype ||
    proto === null ||
    typeof (body as { toJSON?: unknown }).toJSON === 'function'
  );
}

function parseBody(answer: Answer): unknown {
  if (answer.text === '') return undefined;
  if (answer.contentType === '' || JSON_TYPE.test(answer.contentType)) {
    try {
      return JSON.parse(answer.text);
    } catch {
      return answer.text;
    }
  }
  return answer.text;
}

function isEnvelope(body: unknown): body is { success: boolean; message?: unknown; data?: unknown } {
  return (
    typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean'
  );
}

async function send(
  method: HttpMethod,
  url: URL,
  headers: Record<string, string>,
  body: string | undefined,
  signal: AbortSignal | undefined,
): Promise<Answer & { location?: string }> {
  // getBuiltinModule, not import(): the ESM face of node:http reads every export, and its WebSocket,
  // MessageEvent and CloseEvent getters load undici, the very thing this module avoids.
  const { request } =
    url.protocol === 'https:'
      ? process.getBuiltinModule('node:https')
      : process.getBuiltinModule('node:http');
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method, headers, ...(signal ? { signal } : {}) },
      (incoming: IncomingMessage) => {
        incoming.setEncoding('utf8');
        let text = '';
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('error', reject);
        incoming.on('end', () => {
          const type = incoming.headers['content-type'];
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: typeof type === 'string' ? type : '',
            text,
            ...(incoming.headers.location ? { location: incoming.headers.location } : {}),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function errorWithoutResponse(error: unknown, signal: AbortSignal | undefined): ApiError {
  const aborted = signal?.aborted || (error instanceof Error && error.name === 'AbortError');
  const code = aborted ? 'aborted' : 'network_error';
  return new ApiError({ status: 0, code, message: fallbackMessage(code), cause: error });
}

export function createHttpClient(options: ApiClientOptions): ApiClient {
  const { tokenStorage, onUnauthenticated } = options;
  let fetchClient: Promise<ApiClient> | null = null;
  /** Core's fetch client on the same options, for what node:http is not used for here. */
  const viaFetch = () => {
    fetchClient ??= import('@shop-admin/core/http-client').then(({ createApiClient }) =>
      createApiClient({ ...options, requireEnvelope: true }),
    );
    return fetchClient;
  };

  function fail(apiError: ApiError): ApiError {
    // An unreadable 401 (a proxy's page) says nothing about the token: keep it.
    if (apiError.status === 401 && apiError.code !== 'invalid_response') {
      tokenStorage.clear();
      onUnauthenticated?.();
    }
    return apiError;
  }

  async function exchange(method: HttpMethod, path: string, request: BodyRequestOptions): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const [name, value] of Object.entries({ ...options.headers, ...request.headers }))
      headers[name.toLowerCase()] = value;
    let body: string | undefined;
    if (request.body !== undefined) {
      body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
      headers['content-type'] ??= 'application/json';
    }
    const token = tokenStorage.get();
    if (token) headers.authorization = `Bearer ${token}`;
    let url = urlOf(options.baseURL, path, request.query);
    let currentMethod = method;
    const origin = url.origin;
    for (let hop = 0; ; hop++) {
      const answer = await send(currentMethod, url, headers, body, request.signal);
      if (!REDIRECTS.has(answer.status) || answer.location === undefined || hop === MAX_REDIRECTS)
        return answer;
      // Followed as fetch follows it: a 303 (or a 301/302 after a POST) becomes a GET without its
      // body, and the token is never sent on to another origin.
      url = new URL(answer.location, url);
      if (
        answer.status === 303 ||
        ((answer.status === 301 || answer.status === 302) && currentMethod === 'POST')
      ) {
        currentMethod = 'GET';
        body = undefined;
        delete headers['content-type'];
      }
      if (url.origin !== origin) delete headers.authorization;
    }
  }

  async function requestEnvelope<T>(
    method: HttpMethod,
    path: string,
    request: BodyRequestOptions = {},
  ): Promise<ApiEnvelope<T>> {
    if (!isJsonBody(request.body)) return (await viaFetch()).requestEnvelope<T>(method, path, request);
    let answer: Answer;
    try {
      answer = await exchange(method, path, request);
    } catch (error) {
      throw errorWithoutResponse(error, request.signal);
    }
    const body = parseBody(answer);
    const json = JSON_TYPE.test(answer.contentType);
    if (answer.status >= 400) {
      throw fail(
        json
          ? apiErrorFromResponse(answer.status, body)
          : invalidResponseError(answer.status, answer.contentType, body),
      );
    }
    if (!isEnvelope(body) || !json) throw invalidResponseError(answer.status, answer.contentType, body);
    if (!body.success) throw fail(apiErrorFromResponse(answer.status, body));
    return { message: typeof body.message === 'string' ? body.message : '', data: body.data as T };
  }

  async function request<T>(method: HttpMethod, path: string, request?: BodyRequestOptions): Promise<T> {
    return (await requestEnvelope<T>(method, path, request)).data;
  }

  async function* stream(path: string, streamOptions?: StreamOptions) {
    yield* (await viaFetch()).stream(path, streamOptions);
  }

  return {
    request,
    requestEnvelope,
    get: (path, o) => request('GET', path, o),
    post: (path, body, o) => request('POST', path, { ...o, body }),
    put: (path, body, o) => request('PUT', path, { ...o, body }),
    patch: (path, body, o) => request('PATCH', path, { ...o, body }),
    delete: (path, o) => request('DELETE', path, o),
    raw: {
      get: (path, o) => requestEnvelope('GET', path, o),
      post: (path, body, o) => requestEnvelope('POST', path, { ...o, body }),
      put: (path, body, o) => requestEnvelope('PUT', path, { ...o, body }),
      patch: (path, body, o) => requestEnvelope('PATCH', path, { ...o, body }),
      delete: (path, o) => requestEnvelope('DELETE', path, o),
    },
    stream,
  };
}
