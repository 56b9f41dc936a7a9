import { ERROR_CATALOGUE, type ErrorCode, type ErrorStatus, type RefusalCode } from '@shop-admin/core';

/**
 * One error type for the whole server: an HTTP status, a stable machine code and a Persian message
 * (shopit-contract.md b). The code comes from core's error catalogue and the status must be one the
 * catalogue gives it (`new AppError(404, 'in_use', …)` fails typechecking); the message defaults to the
 * catalogue's, and a use may name its record instead. The error handler turns it into the envelope;
 * anything else becomes a 500 that hides its internals.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: number;
  readonly code: C;
  readonly errors: Record<string, string[]> | undefined;
  readonly data: unknown;

  constructor(
    status: ErrorStatus<C>,
    code: C,
    message: string = ERROR_CATALOGUE[code].message,
    extra: { errors?: Record<string, string[]>; data?: unknown } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.errors = extra.errors;
    this.data = extra.data;
  }
}

/** The error of a code as the catalogue has it: its status and its default message. */
export function catalogued<C extends ErrorCode>(
  code: C,
  extra: { errors?: Record<string, string[]>; data?: unknown } = {},
): AppError<C> {
  const entry = ERROR_CATALOGUE[code];
  return new AppError<C>(entry.status as ErrorStatus<C>, code, entry.message, extra);
}

/** The Persian messages of the contract, by situation (the error ones are the catalogue's). */
export const MESSAGES = {
  unauthenticated: ERROR_CATALOGUE.unauthenticated.message,
  forbidden: ERROR_CATALOGUE.forbidden.message,
  notFound: ERROR_CATALOGUE.not_found.message,
  validation: ERROR_CATALOGUE.validation_failed.message,
  rateLimited: ERROR_CATALOGUE.rate_limited.message,
  server: ERROR_CATALOGUE.server_error.message,
  unavailable: ERROR_CATALOGUE.database_unavailable.message,
  busy: ERROR_CATALOGUE.database_busy.message,
  badJson: ERROR_CATALOGUE.invalid_json.message,
  tooLarge: ERROR_CATALOGUE.payload_too_large.message,
  unsupportedMedia: ERROR_CATALOGUE.unsupported_media_type.message,
  badRequest: ERROR_CATALOGUE.bad_request.message,
  loginFailed: ERROR_CATALOGUE.invalid_credentials.message,
  loggedIn: 'ورود با موفقیت انجام شد',
  loggedOut: 'خروج با موفقیت انجام شد',
  loggedOutEverywhere: 'از همه دستگاه‌ها خارج شدید',
  tokenExpired: ERROR_CATALOGUE.token_expired.message,
  loginLocked: 'تلاش‌های ناموفق زیاد بود؛ کمی بعد دوباره تلاش کنید.',
  currentPasswordWrong: 'رمز عبور فعلی درست نیست.',
} as const;

export const unauthenticated = () => catalogued('unauthenticated');
export const forbidden = () => catalogued('forbidden');
export const notFound = () => catalogued('not_found');

/** A 422 with Laravel's `errors: {field: [messages]}`. */
export function validationFailed(errors: Record<string, string[]>, message?: string): AppError {
  const first = Object.values(errors)[0]?.[0];
  return new AppError(422, 'validation_failed', message ?? first ?? MESSAGES.validation, { errors });
}

/**
 * A business rule refused the request (422 with one Persian reason): only a catalogued code that
 * answers 422; the message defaults to the catalogue's.
 */
export function refused(code: RefusalCode, message?: string, field?: string): AppError {
  const text = message ?? ERROR_CATALOGUE[code].message;
  return new AppError(422, code, text, field ? { errors: { [field]: [text] } } : {});
}

/** The error envelope of a catalogued code, for answers sent rather than thrown (a header to set first). */
export const errorBody = (
  code: ErrorCode,
  message: string = ERROR_CATALOGUE[code].message,
  data: unknown = null,
) => ({
  success: false as const,
  code,
  message,
  data,
});
