import { COUPON_REFUSALS, type CouponRefusal } from '../pricing/coupon.ts';

/**
 * How a script reads an error: the CLI turns each kind into its exit code (packages/cli, `EXIT`), so a
 * kind added here without an exit code there fails typechecking.
 */
export type ErrorExitKind = 'auth' | 'permission' | 'notFound' | 'validation' | 'conflict' | 'server';

/** One error the server answers: its HTTP status, its default Persian message and its exit kind. */
export interface ErrorEntry {
  status: number;
  /** Other statuses some uses answer with the same code (kept from Shopit; each use names its own). */
  also?: readonly number[];
  /** The Persian message when the use gives none of its own (a use may name the record instead). */
  message: string;
  exit: ErrorExitKind;
}

/**
 * Every error code the API answers (the `code` of `{success: false, code, message}`), once. The server
 * throws only these (`AppError` and `refused` take an `ErrorCode`, its status checked against the
 * entry); the CLI maps every exit kind to an exit code; a test walks it.
 */
// biome-ignore format: one code per line
const ERRORS = {
  // Signing in and permissions.
  unauthenticated: { status: 401, message: 'لطفا ابتدا وارد شوید', exit: 'auth' },
  token_expired: { status: 401, message: 'نشست شما منقضی شده است؛ لطفا دوباره وارد شوید', exit: 'auth' },
  invalid_credentials: { status: 400, message: 'نام کاربری یا رمز عبور اشتباه است', exit: 'auth' },
  forbidden: { status: 403, message: 'شما مجوز لازم را ندارید.', exit: 'permission' },
  invalid_login_code: { status: 422, message: 'کد ورود نادرست است یا منقضی شده است.', exit: 'validation' },
  too_many_login_codes: { status: 429, message: 'درخواست کد ورود بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید.', exit: 'server' },
  customer_inactive: { status: 422, also: [403], message: 'حساب این مشتری غیرفعال است.', exit: 'validation' },
  wallet_login_required: { status: 401, message: 'برای پرداخت از کیف پول، ابتدا با کد یکبار مصرف وارد حساب کاربری خود شوید.', exit: 'auth' },
  wallet_not_owner: { status: 403, message: 'کیف پول این شماره موبایل فقط با ورود صاحب آن قابل استفاده است.', exit: 'permission' },
  invalid_payment_signature: { status: 403, message: 'پیوند پرداخت نامعتبر است یا منقضی شده است.', exit: 'permission' },

  // The request itself.
  not_found: { status: 404, message: 'مورد خواسته شده یافت نشد', exit: 'notFound' },
  validation_failed: { status: 422, message: 'اطلاعات ارسال شده معتبر نیست.', exit: 'validation' },
  invalid_value: { status: 422, message: 'مقدار ارسال شده معتبر نیست.', exit: 'validation' },
  invalid_json: { status: 400, message: 'بدنه درخواست JSON معتبر نیست.', exit: 'validation' },
  invalid_body: { status: 400, message: 'درخواست نامعتبر است.', exit: 'validation' },
  bad_request: { status: 400, message: 'درخواست نامعتبر است.', exit: 'validation' },
  payload_too_large: { status: 413, message: 'حجم درخواست بیش از حد مجاز است.', exit: 'validation' },
  unsupported_media_type: { status: 415, message: 'نوع محتوای درخواست پشتیبانی نمی‌شود.', exit: 'validation' },
  read_only: { status: 405, message: 'گزارش فعالیت فقط خواندنی است', exit: 'validation' },
  search_required: { status: 422, also: [400], message: 'عبارت جستجو را وارد کنید.', exit: 'validation' },
  invalid_filter: { status: 422, message: 'مقدار فیلتر معتبر نیست.', exit: 'validation' },
  invalid_date: { status: 422, message: 'تاریخ باید به شکل YYYY-MM-DD (میلادی) باشد.', exit: 'validation' },
  too_many: { status: 422, message: 'ردیف‌های این فیلترها بیش از آن است که همه با هم دریافت شوند؛ صفحه‌به‌صفحه بگیرید.', exit: 'validation' },
  version_conflict: { status: 412, message: 'این مورد در این فاصله به دست کس دیگری تغییر کرده است؛ تغییرها را ببینید و دوباره ذخیره کنید یا بازنویسی کنید.', exit: 'conflict' },
  idempotency_key_reused: { status: 422, message: 'این کلید Idempotency-Key پیش‌تر برای درخواست دیگری به کار رفته است.', exit: 'validation' },
  invalid_idempotency_key: { status: 400, message: 'Idempotency-Key باید ۱ تا ۲۵۵ نویسه چاپی بدون فاصله باشد.', exit: 'validation' },
  duplicate: { status: 422, message: 'این مورد قبلا ثبت شده است.', exit: 'validation' },
  in_use: { status: 422, message: 'این مورد در جای دیگری به کار رفته و حذف نمی‌شود.', exit: 'validation' },

  // The server and its database.
  rate_limited: { status: 429, message: 'درخواست های شما بیش از حد مجاز است', exit: 'server' },
  server_error: { status: 500, message: 'خطایی در سرور رخ داد. لطفا دوباره تلاش کنید.', exit: 'server' },
  database_unavailable: { status: 503, message: 'پایگاه داده موقتا در دسترس نیست؛ چند ثانیه دیگر دوباره تلاش کنید.', exit: 'server' },
  database_busy: { status: 503, message: 'فروشگاه در این لحظه بسیار شلوغ است؛ چند ثانیه دیگر دوباره تلاش کنید.', exit: 'server' },
  migrations_pending: { status: 503, message: 'مهاجرت‌های پایگاه داده هنوز اجرا نشده‌اند.', exit: 'server' },

  // Staff and roles.
  invalid_role: { status: 422, message: 'نقش انتخاب‌شده وجود ندارد.', exit: 'validation' },
  own_role: { status: 422, message: 'نقش خودتان را نمی‌توانید تغییر دهید.', exit: 'validation' },
  self_delete: { status: 422, message: 'حساب خودتان را نمی‌توانید حذف کنید.', exit: 'validation' },
  unknown_permission: { status: 422, message: 'برخی دسترسی‌های انتخاب‌شده وجود ندارند.', exit: 'validation' },
  role_in_use: { status: 422, message: 'این نقش به مدیرانی داده شده و حذف نمی‌شود.', exit: 'validation' },

  // Catalogue.
  no_image: { status: 422, message: 'هیچ تصویری فرستاده نشده است.', exit: 'validation' },
  invalid_image: { status: 422, message: 'فایل باید تصویر JPG، PNG، WebP، GIF یا AVIF باشد.', exit: 'validation' },
  invalid_order: { status: 422, message: 'ترتیب باید همه تصاویر همین محصول را یک بار داشته باشد.', exit: 'validation' },
  too_many_images: { status: 422, message: 'تعداد تصاویر این محصول بیش از حد مجاز است.', exit: 'validation' },
  no_stock: { status: 422, message: 'محصولی که همه تنوع‌هایش موجودی صفر دارند نمی‌تواند «موجود» باشد.', exit: 'validation' },
  default_has_stock: { status: 422, message: 'تنوع پیش‌فرض این محصول هنوز موجودی دارد؛ ابتدا موجودی آن را صفر کنید.', exit: 'validation' },
  last_variety: { status: 422, message: 'محصول باید دست‌کم یک تنوع داشته باشد.', exit: 'validation' },
  variety_not_found: { status: 422, also: [404], message: 'تنوع محصول یافت نشد.', exit: 'validation' },
  invalid_quantity: { status: 422, message: 'تعداد باید عدد صحیح مثبت باشد.', exit: 'validation' },
  insufficient_stock: { status: 422, message: 'موجودی انبار کافی نیست.', exit: 'validation' },
  answer_to_answer: { status: 422, message: 'به پاسخ نمی‌توان پاسخ داد؛ به خود دیدگاه پاسخ دهید.', exit: 'validation' },
  invalid_tree: { status: 422, message: 'ترتیب باید فهرستی از گره‌ها باشد.', exit: 'validation' },
  category_tree_too_deep: { status: 422, message: 'درخت دسته‌بندی‌ها بیش از حد مجاز عمیق است.', exit: 'validation' },
  category_tree_cycle: { status: 422, message: 'دسته‌بندی‌ها نمی‌توانند زیرمجموعه یکدیگر باشند.', exit: 'validation' },
  unknown_category: { status: 422, message: 'دسته‌بندی انتخاب‌شده وجود ندارد.', exit: 'validation' },
  duplicate_category: { status: 422, message: 'دسته‌بندی بیش از یک بار در درخت آمده است.', exit: 'validation' },
  bulk_rejected: { status: 422, message: 'ردیف‌هایی خطا دارند؛ هیچ تغییری ذخیره نشد.', exit: 'validation' },
  bulk_conflict: { status: 409, message: 'ردیف‌هایی پس از خواندن تغییر کرده‌اند؛ هیچ تغییری ذخیره نشد.', exit: 'conflict' },
  change_set_undone: { status: 409, message: 'این ویرایش گروهی پیش‌تر بازگردانده شده است.', exit: 'validation' },
  change_set_is_undo: {
    status: 422,
    message: 'این ویرایش گروهی خودش یک بازگردانی است و بازگردانده نمی‌شود.',
    exit: 'validation',
  },

  // Orders, checkout and payment.
  coupon_needs_customer: { status: 422, message: 'برای کد تخفیف، نخست مشتری را انتخاب کنید.', exit: 'validation' },
  offline_tender_refused: {
    status: 422,
    message: 'فروش آفلاین فقط با نقد یا کارت (با شماره پیگیری کارت‌خوان) ثبت می‌شود.',
    exit: 'validation',
  },
  invalid_discount: { status: 422, message: 'مبلغ تخفیف باید عدد صحیح نامنفی باشد.', exit: 'validation' },
  discount_too_large: { status: 422, message: 'تخفیف از مبلغ سفارش بیشتر است.', exit: 'validation' },
  customer_not_found: { status: 422, message: 'مشتری یافت نشد.', exit: 'validation' },
  customer_required: { status: 422, message: 'برای پرداخت از کیف پول، موبایل مشتری را وارد کنید.', exit: 'validation' },
  address_not_found: { status: 422, message: 'آدرس انتخاب‌شده متعلق به این مشتری نیست.', exit: 'validation' },
  invalid_city: { status: 422, message: 'شهر انتخاب‌شده وجود ندارد.', exit: 'validation' },
  city_not_found: { status: 422, message: 'شهر انتخاب شده وجود ندارد.', exit: 'validation' },
  shipping_inactive: { status: 422, message: 'روش ارسال انتخاب شده فعال نیست.', exit: 'validation' },
  shipping_not_available: { status: 422, message: 'روش ارسال انتخاب‌شده به این شهر ارسال نمی‌کند.', exit: 'validation' },
  shipping_required: { status: 422, message: 'روش ارسال و آدرس سفارش را انتخاب کنید.', exit: 'validation' },
  not_for_sale: { status: 422, message: 'این کالا قابل فروش نیست.', exit: 'validation' },
  over_limit: { status: 422, message: 'تعداد این کالا از حداکثر هر سفارش بیشتر است.', exit: 'validation' },
  variety_mismatch: { status: 422, message: 'این تنوع متعلق به محصول انتخاب‌شده نیست.', exit: 'validation' },
  item_removed: { status: 422, message: 'این قلم حذف شده است؛ ابتدا آن را فعال کنید.', exit: 'validation' },
  item_unchanged: { status: 422, message: 'این قلم همین حالا در این وضعیت است.', exit: 'validation' },
  last_item: { status: 422, message: 'سفارش باید دست‌کم یک قلم فعال داشته باشد؛ برای لغو، سفارش را کنسل کنید.', exit: 'validation' },
  order_not_editable: { status: 422, message: 'این سفارش در وضعیت کنونی‌اش قابل تغییر نیست.', exit: 'validation' },
  no_customer: { status: 422, message: 'این سفارش مشتری ندارد.', exit: 'validation' },
  child_order: { status: 422, message: 'این سفارش زیرمجموعه سفارش دیگری است؛ وضعیت سفارش اصلی را تغییر دهید.', exit: 'validation' },
  transition_refused: { status: 422, message: 'سفارش به این وضعیت نمی‌رود.', exit: 'validation' },
  bulk_status_refused: { status: 422, message: 'وضعیت هیچ سفارشی تغییر نکرد.', exit: 'validation' },
  insufficient_balance: { status: 422, message: 'موجودی کیف پول کافی نیست.', exit: 'validation' },
  order_already_paid: { status: 422, message: 'این سفارش قبلا پرداخت شده است.', exit: 'validation' },
  order_not_payable: { status: 422, message: 'سفارش در این وضعیت پرداخت نمی‌شود.', exit: 'validation' },
  invoice_not_payable: { status: 422, message: 'این صورتحساب دیگر قابل پرداخت نیست.', exit: 'validation' },
  transaction_reused: { status: 422, message: 'این شناسه تراکنش برای سفارش دیگری ثبت شده است.', exit: 'validation' },
  payment_refused: { status: 422, message: 'پرداخت انجام نشد.', exit: 'validation' },
  coupon_login_required: { status: 422, message: 'این کد تخفیف برای هر مشتری محدود است؛ برای استفاده از آن ابتدا با کد یکبار مصرف وارد حساب خود شوید.', exit: 'validation' },

  // In-person sales.
  tender_mismatch: { status: 422, message: 'جمع پرداخت نقدی، کارت و کیف پول با مبلغ قابل پرداخت برابر نیست.', exit: 'validation' },
  wallet_too_large: { status: 422, message: 'پرداخت از کیف پول نمی‌تواند بیشتر از مبلغ قابل پرداخت باشد.', exit: 'validation' },

  // People and wallets.
  invalid_mobile: { status: 422, message: 'شماره موبایل معتبر نیست (مثلا ۰۹۱۲۱۲۳۴۵۶۷).', exit: 'validation' },
  invalid_birth_date: { status: 422, message: 'تاریخ تولد معتبر نیست (مثلا ۱۳۷۰/۰۵/۲۱).', exit: 'validation' },
  wrong_customer: { status: 422, message: 'این نشانی متعلق به مشتری دیگری است.', exit: 'validation' },
  invalid_amount: { status: 422, message: 'مبلغ باید عدد صحیح مثبت باشد.', exit: 'validation' },
  amount_too_small: { status: 422, message: 'مبلغ برداشت از کمترین مبلغ مجاز کمتر است.', exit: 'validation' },
  withdraw_move_refused: { status: 422, message: 'درخواست برداشت به این وضعیت نمی‌رود.', exit: 'validation' },
  withdraw_paid: { status: 422, message: 'درخواست برداشت پرداخت‌شده حذف نمی‌شود.', exit: 'validation' },

  // Content, shipping files and the storefront's feed.
  empty_body: { status: 422, message: 'متن خبرنامه پس از پاک‌سازی خالی است.', exit: 'validation' },
  no_email: { status: 422, message: 'برای حساب شما ایمیلی ثبت نشده است؛ نشانی ایمیل آزمایشی را وارد کنید.', exit: 'validation' },
  nothing_to_undo: { status: 422, message: 'نسخه قبلی برای بازگردانی وجود ندارد.', exit: 'validation' },
  menu_tree_too_deep: { status: 422, message: 'منو بیش از حد مجاز عمیق است.', exit: 'validation' },
  menu_tree_cycle: { status: 422, message: 'آیتم منو نمی‌تواند زیرمنوی خودش باشد.', exit: 'validation' },
  unknown_menu_item: { status: 422, message: 'آیتم منو در این گروه وجود ندارد.', exit: 'validation' },
  duplicate_menu_item: { status: 422, message: 'آیتم منو بیش از یک بار در درخت آمده است.', exit: 'validation' },
  no_file: { status: 422, message: 'هیچ فایلی فرستاده نشده است.', exit: 'validation' },
  invalid_spreadsheet: { status: 422, message: 'فایل اکسل معتبر نیست.', exit: 'validation' },
  feed_not_configured: { status: 409, message: 'نشانی خوراک اینستاگرام تنظیم نشده است (SHOP_INSTAGRAM_FEED_URL).', exit: 'validation' },
  feed_unreachable: { status: 502, message: 'اتصال به اینستاگرام برقرار نشد؛ اینترنت سرور را بررسی کنید. پست‌های ذخیره‌شده دست نخوردند.', exit: 'server' },
  feed_bad_response: { status: 502, message: 'اینستاگرام پاسخ معتبری نداد؛ پست‌های ذخیره‌شده دست نخوردند.', exit: 'server' },
  feed_unreadable: { status: 502, message: 'پاسخ اینستاگرام قابل خواندن نبود؛ پست‌های ذخیره‌شده دست نخوردند.', exit: 'server' },
} as const satisfies Readonly<Record<string, ErrorEntry>>;

/** The code of a coupon refusal (`coupon_expired`): one per core's `CouponRefusal`, with its message. */
export type CouponErrorCode = `coupon_${CouponRefusal}`;

const COUPON_ERRORS = Object.fromEntries(
  Object.entries(COUPON_REFUSALS).map(([reason, message]) => [
    `coupon_${reason}`,
    { status: 422, message, exit: 'validation' },
  ]),
) as Readonly<
  Record<CouponErrorCode, { readonly status: 422; readonly message: string; readonly exit: 'validation' }>
>;

/** Every error code with its status, default Persian message and exit kind. */
export const ERROR_CATALOGUE = { ...ERRORS, ...COUPON_ERRORS };

type Catalogue = typeof ERROR_CATALOGUE;

/** An error code the API answers (`'not_found'`, `'in_use'` …): a misspelt one fails typechecking. */
export type ErrorCode = keyof Catalogue;

/** The statuses code C answers with: its own, and the `also` of a code some uses answer differently. */
export type ErrorStatus<C extends ErrorCode> =
  | Catalogue[C]['status']
  | (Catalogue[C] extends { readonly also: readonly (infer S extends number)[] } ? S : never);

/** The codes a business rule refuses with (422 with one Persian reason): `refused` takes only these. */
export type RefusalCode = { [C in ErrorCode]: 422 extends ErrorStatus<C> ? C : never }[ErrorCode];

/** Every error code, in catalogue order. */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

/** The catalogue entry of a code. */
export const errorEntry = (code: ErrorCode): ErrorEntry => ERROR_CATALOGUE[code];

/** Whether a string from an answer is a catalogued code (an older or newer server may send others). */
export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CATALOGUE, code);
