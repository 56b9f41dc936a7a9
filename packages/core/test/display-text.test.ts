import { describe, expect, it } from 'vitest';
import {
  booleanText,
  dateText,
  displayText,
  moneyText,
  optionLabel,
  referenceText,
  textDigits,
  textKindOf,
} from '../src/index.ts';

const STATUSES = [
  { value: 'draft', label: 'پیش‌نویس' },
  { value: 1, label: 'فعال' },
];

describe('optionLabel', () => {
  it('finds a label comparing values as text, and nothing for an unknown value', () => {
    expect(optionLabel(STATUSES, 'draft')).toBe('پیش‌نویس');
    expect(optionLabel(STATUSES, '1')).toBe('فعال');
    expect(optionLabel(STATUSES, 'gone')).toBeUndefined();
    expect(optionLabel(undefined, 'draft')).toBeUndefined();
    expect(optionLabel(STATUSES, null)).toBeUndefined();
  });
});

describe('displayText', () => {
  it('shows switches as بله/خیر, a missing switch as خیر', () => {
    expect(displayText(true, { type: 'boolean' })).toBe('بله');
    expect(displayText('1', { type: 'boolean' })).toBe('بله');
    expect(displayText(0, { type: 'boolean' })).toBe('خیر');
    expect(displayText(null, { type: 'boolean' })).toBe('خیر');
    expect(booleanText('true')).toBe('بله');
  });

  it('shows select values by label, lists joined, unknown values as they are', () => {
    expect(displayText('draft', { type: 'select', options: STATUSES })).toBe('پیش‌نویس');
    expect(displayText(['draft', 1, 'x'], { type: 'multiselect', options: STATUSES })).toBe(
      'پیش‌نویس، فعال، x',
    );
  });

  it('shows dates and times as Jalali in Tehran time, in Persian or Latin digits', () => {
    expect(displayText('2025-03-20T21:00:00Z', { type: 'datetime' })).toBe('۱۴۰۴/۰۱/۰۱ ۰۰:۳۰');
    expect(displayText('2025-03-20T21:00:00Z', { type: 'date' }, { digits: 'latin' })).toBe('1404/01/01');
    expect(dateText(new Date('2025-03-20T21:00:05Z'), 'datetime', { digits: 'latin', seconds: true })).toBe(
      '1404/01/01 00:30:05',
    );
    expect(dateText('not a date', 'date')).toBeNull();
    expect(displayText('not a date', { type: 'date' })).toBe('not a date');
  });

  it('shows money with thousands separators and numbers in the face’s digits', () => {
    expect(displayText(1_250_000, { type: 'price' })).toBe('۱,۲۵۰,۰۰۰');
    expect(moneyText('1250000', { digits: 'latin' })).toBe('1,250,000');
    expect(displayText(12.5, { type: 'number' })).toBe('۱۲.۵');
    expect(displayText('09121234567', { type: 'mobile' }, { digits: 'latin' })).toBe('09121234567');
  });

  it('shows references by name, by choice, else by #id', () => {
    expect(displayText({ id: 3, label: 'مدیر' }, { type: 'reference' })).toBe('مدیر');
    expect(displayText({ id: 3, username: 'root' })).toBe('root');
    expect(displayText(7, { type: 'reference', choices: [{ value: 7, label: 'نایک' }] })).toBe('نایک');
    expect(displayText(8, { type: 'reference' })).toBe('#۸');
    expect(referenceText({ id: 9 }, undefined, { digits: 'latin' })).toBe('#9');
    expect(referenceText('', [])).toBeNull();
  });

  it('shows a list as its count, or its items when the face asks', () => {
    expect(displayText([1, 2], { type: 'rows' })).toBe('۲ مورد');
    expect(displayText([{ name: 'الف' }, 'ب'], {}, { lists: 'items', separator: ', ' })).toBe('الف, ب');
  });

  it('shows empty values as empty text', () => {
    for (const value of [null, undefined, '']) expect(displayText(value, { type: 'text' })).toBe('');
  });
});

describe('text digits: codes and SKUs keep the digits they were written with, as do Latin names', () => {
  it('tells codes from text by field type and name', () => {
    for (const name of ['sku', 'barcode', 'code', 'coupon_code', 'tracking_code', 'slug', 'username'])
      expect(textKindOf({ name }), name).toBe('code');
    expect(textKindOf({ name: 'htaccess', type: 'code' })).toBe('code');
    for (const name of ['title', 'product_title', 'first_name', 'description', undefined])
      expect(textKindOf({ name }), String(name)).toBe('text');
  });

  it('never converts a code; titles keep their Latin names, Persian text gets Persian digits', () => {
    expect(textDigits('YALDA1404', 'code')).toBe('YALDA1404');
    expect(textDigits('1404-77', 'code')).toBe('1404-77');
    expect(textDigits('گوشی موبایل iPhone 15')).toBe('گوشی موبایل iPhone 15');
    expect(textDigits('لپ‌تاپ IdeaPad Slim 3')).toBe('لپ‌تاپ IdeaPad Slim 3');
    expect(textDigits('ارسال تا 3 روز')).toBe('ارسال تا ۳ روز');
  });

  it('is the rule displayText follows for text (Latin faces keep every digit)', () => {
    expect(displayText('YALDA1404', { name: 'code' })).toBe('YALDA1404');
    expect(displayText('1404', { name: 'code' })).toBe('1404');
    expect(displayText('IdeaPad Slim 3', { name: 'title' })).toBe('IdeaPad Slim 3');
    expect(displayText('سایز 42', { name: 'title' })).toBe('سایز ۴۲');
    expect(displayText('ارسال تا 3 روز', { name: 'description' }, { digits: 'latin' })).toBe(
      'ارسال تا 3 روز',
    );
  });
});
