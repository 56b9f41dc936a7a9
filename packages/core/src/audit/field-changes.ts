import { displayText } from '../display/display-text.ts';
import { toPersianDigits } from '../persian/digits.ts';
import { getResource } from '../registry/resources/index.ts';
import type { FieldDef } from '../registry/types.ts';

/** One changed field of a logged write, for people: its label and its value before and after. */
export interface AuditFieldChange {
  name: string;
  label: string;
  /** '' when the field had no value (a create's «before», a delete's «after»). */
  before: string;
  after: string;
}

/** Bookkeeping that changes with every write and tells staff nothing. */
const NOISE = new Set([
  'id',
  'created_at',
  'updated_at',
  'deleted_at',
  'version',
  'createdAt',
  'updatedAt',
  // Who wrote it is the sentence's subject already.
  'creator_id',
  'updater_id',
  // Free-form bookkeeping of a move (a wallet transaction's request details).
  'meta',
]);

/** Keys that hold money, shown in Toman with thousands separators. */
const MONEY = new Set([
  'unit_price',
  'price',
  'discount',
  'amount',
  'balance',
  'total',
  'total_amount',
  'paid_amount',
]);

/** Labels of keys many records share, for the ones a declaration does not name. */
const COMMON_LABELS: Readonly<Record<string, string>> = {
  status: 'وضعیت',
  title: 'عنوان',
  name: 'نام',
  label: 'عنوان',
  order: 'جایگاه',
  parent_id: 'والد',
  unit_price: 'قیمت',
  price: 'قیمت',
  discount: 'تخفیف',
  balance: 'موجودی',
  stock: 'موجودی',
  customer_id: 'مشتری',
  product_id: 'محصول',
  variety_id: 'تنوع',
  order_id: 'سفارش',
  admin_id: 'مدیر',
  quantity: 'تعداد',
  amount: 'مبلغ',
  total: 'جمع',
  description: 'توضیح',
  body: 'متن',
  answer: 'پاسخ',
  tracking_code: 'کد رهگیری',
  reason: 'دلیل',
  mobile: 'موبایل',
  email: 'ایمیل',
  varieties: 'تنوع‌ها',
  images: 'تصویرها',
  categories: 'دسته‌بندی‌ها',
  permissions: 'دسترسی‌ها',
  roles: 'نقش‌ها',
  items: 'اقلام',
};

/** The longest value text shown; the rest is cut with an ellipsis (the full record is one click away). */
const MAX_TEXT = 80;

const objectOf = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_TEXT ? `${flat.slice(0, MAX_TEXT - 1)}…` : flat;
};

/** A logged value as words: by its field's type and options, HTML as its text, lists by count. */
export function auditValueText(value: unknown, field?: FieldDef, name?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (!field && name && MONEY.has(name) && (typeof value === 'number' || typeof value === 'string'))
    return displayText(value, { type: 'price' });
  if (field?.type === 'html' && typeof value === 'string') return shorten(value.replace(/<[^>]*>/g, ' '));
  if (field && field.type !== 'rows' && field.type !== 'table') {
    const text = displayText(value, { type: field.type, options: field.options });
    if (text !== '' || typeof value !== 'object') return shorten(text);
  }
  if (Array.isArray(value)) return `${toPersianDigits(value.length)} مورد`;
  if (typeof value === 'object') {
    const named = objectOf(value);
    const name = named?.title ?? named?.name ?? named?.label;
    return typeof name === 'string' ? shorten(name) : 'تغییر کرد';
  }
  if (typeof value === 'boolean') return value ? 'بله' : 'خیر';
  if (typeof value === 'number') return toPersianDigits(value);
  return shorten(String(value));
}

/**
 * The fields a logged write changed, each by its Persian label (the entity's declaration, else a
 * common name) with its value before and after as words; unchanged fields and bookkeeping (ids,
 * timestamps, versions) are left out. A value that is no record (a named action's payload) is one
 * change labelled «مقدار».
 */
export function auditFieldChanges(entity: string, before: unknown, after: unknown): AuditFieldChange[] {
  const from = objectOf(before);
  const to = objectOf(after);
  const fields = new Map<string, FieldDef>((getResource(entity)?.fields ?? []).map((f) => [f.name, f]));
  if (!from && !to) {
    if (same(before, after)) return [];
    return [{ name: 'value', label: 'مقدار', before: auditValueText(before), after: auditValueText(after) }];
  }
  const keys = [...new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})])];
  return keys
    .filter((key) => !NOISE.has(key) && !same(from?.[key], to?.[key]))
    .map((key) => {
      const field = fields.get(key);
      return {
        name: key,
        label: field?.label ?? COMMON_LABELS[key] ?? key,
        before: auditValueText(from?.[key], field, key),
        after: auditValueText(to?.[key], field, key),
      };
    })
    .filter((change) => change.before !== change.after);
}
