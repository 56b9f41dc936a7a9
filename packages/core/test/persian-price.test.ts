import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPriceInput, parsePrice, toPersianDigits } from '../src/index.ts';

/** Any code point (lone surrogates included), weighted towards ASCII and the Arabic block. */
const anyChar = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0x0600, max: 0x06ff }),
    fc.integer({ min: 0, max: 0x10ffff }),
  )
  .map((code) => String.fromCodePoint(code));

describe('formatPriceInput', () => {
  it('puts a comma between groups of three digits counted from the end', () => {
    expect(formatPriceInput('1')).toBe('1');
    expect(formatPriceInput('123')).toBe('123');
    expect(formatPriceInput('1234')).toBe('1,234');
    expect(formatPriceInput('1234567')).toBe('1,234,567');
    expect(formatPriceInput('123456')).toBe('123,456');
  });

  it('gives an empty string for empty, null, undefined and digit-free input', () => {
    expect(formatPriceInput('')).toBe('');
    expect(formatPriceInput(null)).toBe('');
    expect(formatPriceInput(undefined)).toBe('');
    expect(formatPriceInput('تومان')).toBe('');
  });

  it('reads Persian and Arabic-Indic digits as digits', () => {
    expect(formatPriceInput('۱۲۳۴۵۶۷')).toBe('1,234,567');
    expect(formatPriceInput('٩٨٧٦')).toBe('9,876');
    expect(formatPriceInput('۱۲3٤')).toBe('1,234');
  });

  it('reads digits of other scripts too (fullwidth, Devanagari)', () => {
    expect(formatPriceInput('１２３４')).toBe('1,234');
    expect(formatPriceInput('१२३४')).toBe('1,234');
  });

  it('keeps leading zeros and long inputs exact, since no number conversion happens', () => {
    expect(formatPriceInput('000123')).toBe('000,123');
    expect(formatPriceInput('9007199254740993')).toBe('9,007,199,254,740,993');
  });

  it('removes every non-digit, signs and decimal points included', () => {
    expect(formatPriceInput('-1,234.5')).toBe('12,345');
    expect(formatPriceInput('1,234,567 تومان')).toBe('1,234,567');
  });

  it('takes numbers through String(n)', () => {
    expect(formatPriceInput(0)).toBe('0');
    expect(formatPriceInput(1234567)).toBe('1,234,567');
  });

  it('is idempotent and keeps exactly the digits, in groups of three', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar }), (text) => {
        const shown = formatPriceInput(text);
        expect(formatPriceInput(shown)).toBe(shown);
        expect(shown).toMatch(/^(\d{1,3}(,\d{3})*)?$/);
      }),
    );
  });

  it('shows the same digits whatever digit script they were typed in', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,30}$/), (digits) => {
        expect(formatPriceInput(toPersianDigits(digits))).toBe(formatPriceInput(digits));
        expect(formatPriceInput(digits).replaceAll(',', '')).toBe(digits);
      }),
    );
  });
});

describe('parsePrice', () => {
  it('reads digits of any script with separators as integer Toman', () => {
    expect(parsePrice('1,234,567')).toBe(1234567);
    expect(parsePrice('۱٬۲۳۴')).toBe(1234);
    expect(parsePrice(' ٥٠٠ تومان')).toBe(500);
    expect(parsePrice('0')).toBe(0);
  });

  it('gives null without digits or beyond the safe integer range', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('تومان')).toBeNull();
    expect(parsePrice('9007199254740993')).toBeNull();
  });

  it('reads back what formatPriceInput shows', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (amount) => {
        expect(parsePrice(formatPriceInput(amount))).toBe(amount);
        expect(parsePrice(toPersianDigits(formatPriceInput(amount)))).toBe(amount);
      }),
    );
  });
});
