/**
 * One error type for the whole server: an HTTP status, a stable machine code and a Persian message
 * (shopit-contract.md b). The error handler turns it into the envelope; anything else becomes a 500
 * that hides its internals.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string[]> | undefined;
  readonly data: unknown;

  constructor(
    status: number,
    code: string,
    message: string,
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

/** The Persian messages of the contract, by situation. */
export const MESSAGES = {
  unauthenticated: 'لطفا ابتدا وارد شوید',
  forbidden: 'شما مجوز لازم را ندارید.',
  notFound: 'مورد خواسته شده یافت نشد',
  validation: 'اطلاعات ارسال شده معتبر نیست.',
  rateLimited: 'درخواست های شما بیش از حد مجاز است',
  server: 'خطایی در سرور رخ داد. لطفا دوباره تلاش کنید.',
  unavailable: 'پایگاه داده موقتا در دسترس نیست؛ چند ثانیه دیگر دوباره تلاش کنید.',
  busy: 'فروشگاه در این لحظه بسیار شلوغ است؛ چند ثانیه دیگر دوباره تلاش کنید.',
  badJson: 'بدنه درخواست JSON معتبر نیست.',
  tooLarge: 'حجم درخواست بیش از حد مجاز است.',
  unsupportedMedia: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
  badRequest: 'درخواست نامعتبر است.',
  loginFailed: 'نام کاربری یا رمز عبور اشتباه است',
  loggedIn: 'ورود با موفقیت انجام شد',
  loggedOut: 'خروج با موفقیت انجام شد',
  loggedOutEverywhere: 'از همه دستگاه‌ها خارج شدید',
  tokenExpired: 'نشست شما منقضی شده است؛ لطفا دوباره وارد شوید',
  loginLocked: 'تلاش‌های ناموفق زیاد بود؛ کمی بعد دوباره تلاش کنید.',
  currentPasswordWrong: 'رمز عبور فعلی درست نیست.',
} as const;

export const unauthenticated = () => new AppError(401, 'unauthenticated', MESSAGES.unauthenticated);
export const forbidden = () => new AppError(403, 'forbidden', MESSAGES.forbidden);
export const notFound = () => new AppError(404, 'not_found', MESSAGES.notFound);

/** A 422 with Laravel's `errors: {field: [messages]}`. */
export function validationFailed(errors: Record<string, string[]>, message?: string): AppError {
  const first = Object.values(errors)[0]?.[0];
  return new AppError(422, 'validation_failed', message ?? first ?? MESSAGES.validation, { errors });
}

/** A business rule refused the request (422 with one Persian reason). */
export function refused(code: string, message: string, field?: string): AppError {
  return new AppError(422, code, message, field ? { errors: { [field]: [message] } } : {});
}
