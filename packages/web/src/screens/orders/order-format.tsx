import {
  formatPriceInput,
  orderStatusLabel,
  persianTextDigits,
  textKindOf,
  toPersianDigits,
} from '@shop-admin/core';

/** An integer Toman amount: grouped by three in Persian digits, with «تومان». */
export function Money({ value }: { value: number }) {
  return (
    <span className="value-money">
      <bdi dir="ltr">{toPersianDigits(formatPriceInput(value))}</bdi> تومان
    </span>
  );
}

/**
 * Phones and postal codes in Persian digits, kept left to right; a code (its field `name`: a coupon's
 * `code`, a `tracking_code`) keeps the digits it was written with (core `textKindOf`).
 */
export function Code({ value, name }: { value: string | number | null | undefined; name?: string }) {
  if (value === null || value === undefined || value === '') return <span className="value-empty">—</span>;
  const text = String(value);
  return <bdi dir="ltr">{textKindOf({ name }) === 'code' ? text : toPersianDigits(text)}</bdi>;
}

/** A status as a coloured badge with its Persian label. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className="status-badge" data-status={status}>
      {orderStatusLabel(status)}
    </span>
  );
}

/** The customer's name, else their mobile, with Persian digits (a name like «مشتری2» reads «مشتری۲»). */
export function personName(person: { first_name: string | null; last_name: string | null; mobile?: string }) {
  return persianTextDigits(
    `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim() || person.mobile || '',
  );
}
