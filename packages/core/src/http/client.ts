import { ofetch } from 'ofetch';
import {
  ApiError,
  apiErrorFromResponse,
  fallbackMessage,
  invalidResponseError,
  isApiError,
} from './api-error.ts';
import { parseSseStream, readStreamText, type ServerSentEvent } from './sse.ts';
import type {
  ApiClient,
  ApiClientOptions,
  ApiEnvelope,
  ApiEnvelopeVerbs,
  BodyRequestOptions,
  HttpMethod,
  QueryValue,
  StreamOptions,
} from './types.ts';

type OfetchBody = BodyInit | Record<string, unknown>;

function cleanQuery(
  query: Readonly<Record<string, QueryValue>> | undefined,
): Record<string, unknown> | undefined {
  if (query === undefined) return undefined;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) result[key] = value;
  }
  return result;
}

function isAbort(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return [error, cause].some((e) => e instanceof Error && e.name === 'AbortError');
}

/** A thrown value without an HTTP answer: the network failed, or the caller aborted. */
function errorWithoutResponse(error: unknown): ApiError {
  const code = isAbort(error) ? 'aborted' : 'network_error';
  return new ApiError({ status: 0, code, message: fallbackMessage(code), cause: error });
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

const contentTypeOf = (response: Response): string => response.headers.get('content-type') ?? '';

function toApiError(error: unknown, requireEnvelope: boolean): ApiError {
  if (isApiError(error)) return error;
  const response = (error as { response?: Response } | null)?.response;
  if (response !== undefined) {
    const data = (error as { data?: unknown }).data;
    const contentType = contentTypeOf(response);
    if (requireEnvelope && !JSON_TYPE.test(contentType)) {
      return invalidResponseError(response.status, contentType, data);
    }
    return apiErrorFromResponse(response.status, data, error);
  }
  return errorWithoutResponse(error);
}

function isEnvelope(body: unknown): body is { success: boolean; message?: unknown; data?: unknown } {
  return (
    typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean'
  );
}

function parseMaybeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Creates the admin API client on ofetch.
 *
 * - Sends `Accept: application/json` and, whenever the token storage holds a token, `Authorization:
 *   Bearer <token>` (read at request time).
 * - Unwraps `{success, message, data}`; a body that is not an envelope is returned as `data` with an
 *   empty message. A `success: false` envelope with a 2xx status is still an error.
 * - Rejects only with {@link ApiError} (status 0 for network failures, code 'aborted' when aborted).
 * - With `requireEnvelope`, anything but the JSON envelope is an `invalid_response` error (status and
 *   content type kept).
 * - On a 401 clears the token storage, then calls `onUnauthenticated`.
 * - Never retries: a repeated POST could place an order twice.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokenStorage, onUnauthenticated } = options;
  const requireEnvelope = options.requireEnvelope === true;
  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      retry: false,
      headers: { Accept: 'application/json', ...options.headers },
      onRequest({ options: request }) {
        const token = tokenStorage.get();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    },
    { fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)) },
  );

  function fail(error: unknown): ApiError {
    const apiError = toApiError(error, requireEnvelope);
    // An unreadable 401 (a proxy's page) says nothing about the token: keep it.
    if (apiError.status === 401 && apiError.code !== 'invalid_response') {
      tokenStorage.clear();
      onUnauthenticated?.();
    }
    return apiError;
  }

  async function requestEnvelope<T>(
    method: HttpMethod,
    path: string,
    request: BodyRequestOptions = {},
  ): Promise<ApiEnvelope<T>> {
    let response: Response & { _data?: unknown };
    try {
      response = await $fetch.raw(path, {
        method,
        query: cleanQuery(request.query),
        headers: request.headers,
        signal: request.signal,
        ...(request.body === undefined ? {} : { body: request.body as OfetchBody }),
      });
    } catch (error) {
      throw fail(error);
    }
    const body = response._data;
    if (requireEnvelope && (!isEnvelope(body) || !JSON_TYPE.test(contentTypeOf(response)))) {
      throw invalidResponseError(response.status, contentTypeOf(response), body);
    }
    if (!isEnvelope(body)) return { message: '', data: body as T };
    if (!body.success) throw fail(apiErrorFromResponse(response.status, body));
    return { message: typeof body.message === 'string' ? body.message : '', data: body.data as T };
  }

  async function request<T>(method: HttpMethod, path: string, options?: BodyRequestOptions): Promise<T> {
    return (await requestEnvelope<T>(method, path, options)).data;
  }

  async function* stream(path: string, streamOptions: StreamOptions = {}): AsyncGenerator<ServerSentEvent> {
    const { signal } = streamOptions;
    let body: ReadableStream<Uint8Array> | null;
    try {
      const response = await $fetch.raw(path, {
        method: 'GET',
        query: cleanQuery(streamOptions.query),
        headers: { Accept: 'text/event-stream', ...streamOptions.headers },
        signal,
        responseType: 'stream',
        ignoreResponseError: true,
      });
      const contentType = contentTypeOf(response);
      if (!response.ok) {
        const text = await readStreamText(response.body);
        if (requireEnvelope && !JSON_TYPE.test(contentType)) {
          throw invalidResponseError(response.status, contentType, text);
        }
        throw apiErrorFromResponse(response.status, parseMaybeJson(text));
      }
      if (requireEnvelope && !/^text\/event-stream\b/i.test(contentType)) {
        throw invalidResponseError(response.status, contentType, await readStreamText(response.body));
      }
      body = response.body;
    } catch (error) {
      if (signal?.aborted) return;
      throw fail(error);
    }
    if (body === null) return;
    try {
      yield* parseSseStream(body);
    } catch (error) {
      if (signal?.aborted) return;
      throw fail(error);
    }
  }

  const raw: ApiEnvelopeVerbs = {
    get: (path, o) => requestEnvelope('GET', path, o),
    post: (path, body, o) => requestEnvelope('POST', path, { ...o, body }),
    put: (path, body, o) => requestEnvelope('PUT', path, { ...o, body }),
    patch: (path, body, o) => requestEnvelope('PATCH', path, { ...o, body }),
    delete: (path, o) => requestEnvelope('DELETE', path, o),
  };

  return {
    request,
    requestEnvelope,
    get: (path, o) => request('GET', path, o),
    post: (path, body, o) => request('POST', path, { ...o, body }),
    put: (path, body, o) => request('PUT', path, { ...o, body }),
    patch: (path, body, o) => request('PATCH', path, { ...o, body }),
    delete: (path, o) => request('DELETE', path, o),
    raw,
    stream,
  };
}
