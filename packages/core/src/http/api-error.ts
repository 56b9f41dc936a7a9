/** Persian messages used when the server gives none in Persian, by error code. */
export const API_ERROR_FALLBACK_MESSAGES = {
  unauthenticated: 'لطفا ابتدا وارد شوید',
  forbidden: 'شما مجوز لازم را ندارید.',
  not_found: 'مورد خواسته شده یافت نشد',
  validation_failed: 'اطلاعات وارد شده معتبر نیست.',
  rate_limited: 'درخواست های شما بیش از حد مجاز است',
  server_error: 'خطایی در سرور رخ داد؛ لطفا دوباره تلاش کنید.',
  network_error: 'ارتباط با سرور برقرار نشد.',
  aborted: 'درخواست لغو شد.',
  invalid_response: 'پاسخ سرور معتبر نیست.',
  http_error: 'درخواست با خطا روبه‌رو شد.',
} as const;

/** Field name → its Persian messages, from a 422 `{errors: {field: [messages]}}` body. */
export type ApiFieldErrors = Readonly<Record<string, readonly string[]>>;

/** What an {@link ApiError} is made from. */
export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  fieldErrors?: ApiFieldErrors;
  messages?: readonly string[];
  data?: unknown;
  /** The answer's Content-Type header, when it is part of what went wrong (`invalid_response`). */
  contentType?: string;
  cause?: unknown;
}

/**
 * Every failure of the API client: HTTP errors, `success: false` envelopes, network failures (status 0)
 * and unreadable answers. `code` is stable and machine-readable; `message` is always Persian.
 */
export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived (network failure, abort). */
  readonly status: number;
  /** Stable code: the server's `code`, or one derived from the status (see {@link deriveErrorCode}). */
  readonly code: string;
  /** Per-field messages of a validation failure; empty otherwise. */
  readonly fieldErrors: ApiFieldErrors;
  /** Every general message (Shopit's `{error: "m1|m2"}` gives several); `message` joins them. */
  readonly messages: readonly string[];
  /** The envelope's `data`, or the raw body when it was not an object (an HTML error page, say). */
  readonly data: unknown;
  /** The answer's Content-Type ('' when it had none); set on `invalid_response` errors. */
  readonly contentType: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.messages = init.messages ?? [init.message];
    this.data = init.data;
    this.contentType = init.contentType;
  }
}

/** True for an {@link ApiError}, also one built by another copy of this module. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === 'ApiError');
}

/**
 * The code of a status when the server sent none: 401 unauthenticated, 403 forbidden, 404 not_found,
 * 422 validation_failed, 429 rate_limited, 5xx server_error, 0 network_error, anything else http_error.
 */
export function deriveErrorCode(status: number): string {
  if (status === 0) return 'network_error';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 422) return 'validation_failed';
  if (status === 429) return 'rate_limited';
  if (status >= 500 && status <= 599) return 'server_error';
  return 'http_error';
}

/** The Persian fallback message of a code (the generic one for codes this module does not know). */
export function fallbackMessage(code: string): string {
  return code in API_ERROR_FALLBACK_MESSAGES
    ? API_ERROR_FALLBACK_MESSAGES[code as keyof typeof API_ERROR_FALLBACK_MESSAGES]
    : API_ERROR_FALLBACK_MESSAGES.http_error;
}

const PERSIAN_LETTER = /[\u0600-\u06FF]/;

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function normaliseFieldErrors(value: unknown): ApiFieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const result: Record<string, readonly string[]> = {};
  for (const [field, raw] of Object.entries(value)) {
    const list = (Array.isArray(raw) ? raw : [raw]).map(textOf).filter((m) => m !== '');
    if (list.length > 0) result[field] = list;
  }
  return result;
}

/**
 * Builds the {@link ApiError} of an answer with an error status (or a `success: false` envelope).
 *
 * The message is, in order: Shopit's `error` text (split on `|`), the server's `message` when it is
 * Persian, the first field error, the Persian fallback of the code. English framework messages
 * ("Unauthenticated.", "Validation errors:") are thus replaced by Persian ones.
 */
export function apiErrorFromResponse(status: number, body: unknown, cause?: unknown): ApiError {
  const record =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  const serverCode = textOf(record?.code);
  const code = serverCode !== '' ? serverCode : deriveErrorCode(status);
  const fieldErrors = normaliseFieldErrors(record?.errors);
  const generalMessages = textOf(record?.error)
    .split('|')
    .map((m) => m.trim())
    .filter((m) => m !== '' && PERSIAN_LETTER.test(m));
  const serverMessage = textOf(record?.message);
  const firstFieldMessage = Object.values(fieldErrors)[0]?.[0];

  let messages: readonly string[];
  if (generalMessages.length > 0) messages = generalMessages;
  else if (PERSIAN_LETTER.test(serverMessage)) messages = [serverMessage];
  else if (firstFieldMessage !== undefined) messages = [firstFieldMessage];
  else messages = [fallbackMessage(code)];

  return new ApiError({
    status,
    code,
    message: messages.join('\n'),
    messages,
    fieldErrors,
    data: record === null ? body : record.data,
    cause,
  });
}

/**
 * The error of an answer that is not the API's JSON envelope: code `invalid_response`, with the status
 * and content type kept (the message names both, so a wrong server address is easy to see).
 */
export function invalidResponseError(status: number, contentType: string, body: unknown): ApiError {
  const type = contentType === '' ? 'no content type' : contentType;
  return new ApiError({
    status,
    code: 'invalid_response',
    message: `${fallbackMessage('invalid_response')} (HTTP ${status}, ${type})`,
    data: body,
    contentType,
  });
}
