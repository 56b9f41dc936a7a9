import { formatPriceInput, orderStatusLabel, persianTextDigits, toPersianDigits } from '@shop-admin/core';

/** An integer Toman amount: grouped by three in Persian digits, with «تومان». */
export function Money({ value }: { value: number }) {
  return (
    <span className="value-money">
      <bdi dir="ltr">{toPersianDigits(formatPriceInput(value))}</bdi> تومان
    </span>
  );
}

/** Digits, codes and phones: Persian digits, kept left to right. */
export function Code({ value }: { value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === '') return <span className="value-empty">—</span>;
  return <bdi dir="ltr">{toPersianDigits(String(value))}</bdi>;
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
