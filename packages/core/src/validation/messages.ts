import { toPersianDigits } from '../persian/digits.ts';
import type { FieldSpec, MessageFor, RuleName } from './types.ts';

/** SPEC.md §5: the default message, naming the field by its key. */
export const defaultMessages: MessageFor = (_rule, field) => `${field.name} is not valid.`;

const n = (value: unknown): string => toPersianDigits(String(value));

const persian: Record<RuleName, (label: string, param: unknown) => string> = {
  required: (label) => `${label} الزامی است.`,
  min: (label, p) => `${label} باید دست‌کم ${n(p)} نویسه باشد.`,
  max: (label, p) => `${label} نباید بیشتر از ${n(p)} نویسه باشد.`,
  email: (label) => `${label} باید یک نشانی ایمیل معتبر باشد.`,
  regex: (label) => `قالب ${label} درست نیست.`,
  min_value: (label, p) => `${label} باید ${n(p)} یا بیشتر باشد.`,
  max_value: (label, p) => `${label} باید ${n(p)} یا کمتر باشد.`,
  numeric: (label) => `${label} باید عدد باشد.`,
  integer: (label) => `${label} باید عدد صحیح باشد.`,
  digits: (label, p) => `${label} باید ${n(p)} رقم باشد.`,
  confirmed: (label) => `${label} با تکرار آن یکسان نیست.`,
  image: (label) => `${label} باید یک تصویر باشد.`,
  size: (label, p) => `حجم ${label} نباید بیشتر از ${n(p)} کیلوبایت باشد.`,
  in: (label) => `مقدار انتخاب‌شده برای ${label} معتبر نیست.`,
  national_code: (label) => `${label} معتبر نیست (رقم کنترل کد ملی درست نیست).`,
  card_number: (label) => `${label} معتبر نیست (شماره کارت ۱۶ رقمی معتبر وارد کنید).`,
  plain_text: (label) =>
    `${label} باید متن ساده باشد: برچسب HTML، رویداد on…= و نشانی javascript: یا data: پذیرفته نیست.`,
  image_path: (label) =>
    `${label} باید نشانی تصویری باشد که در همین فروشگاه بارگذاری شده (/api/media/…) یا نشانی https از میزبانی مجاز.`,
};

/** The Persian pack: names the field by its Persian label, numbers in Persian digits. */
export const persianMessages: MessageFor = (rule: RuleName, field: FieldSpec, param: unknown) =>
  persian[rule](field.label, param);

/** Message for a field the declaration does not know (server input with unknown keys). */
export const unknownFieldMessage = (name: string): string => `فیلد ${name} پذیرفته نیست.`;

/** Message for an item of a list of objects that is not an object (`products.2` sent as a number). */
export const invalidItemMessage = (label: string, index: number): string =>
  `ردیف ${toPersianDigits(String(index + 1))} از ${label} معتبر نیست.`;
