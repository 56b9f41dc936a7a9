import {
  booleanText,
  dateText,
  displayText,
  type FieldOption,
  type FieldType,
  formatJalali,
  moneyText,
  referenceText,
  type TextKind,
  textDigits,
  textKindOf,
  toPersianDigits,
} from '@shop-admin/core';
import type { ReactNode } from 'react';
import { SkuCode } from '../../widgets/sku-code.tsx';
import type { Choice } from './resource-api.ts';

/** What a value is shown with: its type, the options of a select, the choices of a reference. */
export interface ValueFormat {
  type?: FieldType | undefined;
  /** The field's name: codes (SKU, barcode, slug, coupon code) and titles keep their digits (core `textKindOf`). */
  name?: string | undefined;
  options?: readonly FieldOption[] | undefined;
  choices?: readonly Choice[] | undefined;
}

const LATIN = /^[\x20-\x7E]+$/;
const EMPTY = <span className="value-empty">—</span>;

/** Text by core's digit rule: a code as typed (SkuCode), a title as written, Persian text with Persian digits. */
function textOf(value: string, kind: TextKind): ReactNode {
  if (kind === 'code') return <SkuCode value={value} />;
  const text = textDigits(value, kind);
  return LATIN.test(text) ? <bdi dir="ltr">{text}</bdi> : text;
}

/** A Jalali date (and time) in Tehran: each part isolated, so in RTL the date reads first, at the right. */
function jalaliOf(value: unknown, withTime: boolean): ReactNode {
  if (typeof value !== 'string' && typeof value !== 'number') return EMPTY;
  const day = dateText(value, 'date');
  if (day === null) return <bdi dir="ltr">{String(value)}</bdi>;
  const date = <bdi dir="ltr">{day}</bdi>;
  if (!withTime) return date;
  return (
    <span className="value-date">
      {date} <bdi dir="ltr">{formatJalali(value, 'HH:mm')}</bdi>
    </span>
  );
}

/**
 * A value for people: Jalali dates in Tehran time, prices with separators, labels of selects and
 * references, yes/no for switches; numbers, phones, emails and codes isolated in <bdi dir="ltr">.
 */
export function formatValue(value: unknown, format: ValueFormat): ReactNode {
  const { type, options, choices } = format;
  if (type === 'boolean') return booleanText(value);
  if (value === null || value === undefined || value === '') return EMPTY;
  if (options?.length && (type === 'select' || type === undefined || type === 'multiselect')) {
    return displayText(value, format);
  }
  switch (type) {
    case 'date':
      return jalaliOf(value, false);
    case 'datetime':
      return jalaliOf(value, true);
    case 'price':
      return (
        <span className="value-money">
          <bdi dir="ltr">{moneyText(value as string | number)}</bdi> تومان
        </span>
      );
    case 'number':
    case 'mobile':
      // Shown in Persian digits, kept left to right so 09… and 1.5 read as typed.
      return <bdi dir="ltr">{displayText(value, format)}</bdi>;
    case 'email':
      return <bdi dir="ltr">{String(value)}</bdi>;
    case 'color':
      return (
        <span className="value-colour">
          <span
            className="value-colour__swatch"
            style={{ backgroundColor: String(value) }}
            aria-hidden="true"
          />
          <bdi dir="ltr">{String(value)}</bdi>
        </span>
      );
    case 'image':
      return typeof value === 'string' ? (
        <img className="value-image" src={value} alt="" loading="lazy" />
      ) : (
        EMPTY
      );
    case 'reference':
      return referenceText(value, choices) ?? EMPTY;
    case 'multiselect':
    case 'rows':
    case 'table':
    case 'tree':
      return Array.isArray(value) ? displayText(value, format) : EMPTY;
    default:
      if (typeof value === 'object') return referenceText(value, choices) ?? EMPTY;
      // Numbers and Latin text (codes, usernames) keep their own direction inside Persian; the digits
      // of Persian text («سایز 42», a national code) are Persian; codes and titles keep theirs.
      if (typeof value === 'number') return <bdi dir="ltr">{toPersianDigits(value)}</bdi>;
      return textOf(String(value), textKindOf(format));
  }
}
