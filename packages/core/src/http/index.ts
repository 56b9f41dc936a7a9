export type { ApiErrorInit, ApiFieldErrors } from './api-error.ts';
export {
  API_ERROR_FALLBACK_MESSAGES,
  ApiError,
  apiErrorFromResponse,
  deriveErrorCode,
  fallbackMessage,
  invalidResponseError,
  isApiError,
} from './api-error.ts';
export type { ServerSentEvent, SseParser } from './sse.ts';
export { createSseParser, parseSseStream } from './sse.ts';
export type {
  ApiClient,
  ApiClientOptions,
  ApiEnvelope,
  ApiEnvelopeVerbs,
  ApiVerbs,
  BodyRequestOptions,
  HttpMethod,
  QueryValue,
  RequestOptions,
  StreamOptions,
} from './types.ts';
export type { VersionConflict } from './version-conflict.ts';
export { changedFields, ifMatchHeaders, versionConflictOf } from './version-conflict.ts';
