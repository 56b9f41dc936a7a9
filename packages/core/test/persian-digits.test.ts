import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toAsciiDigits, toPersianDigits } from '../src/index.ts';

/** Any code point (lone surrogates included), weighted towards ASCII and the Arabic block. */
const anyChar = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0x0600, max: 0x06ff }),
    fc.integer({ min: 0, max: 0x10ffff }),
  )
  .map((code) => String.fromCodePoint(code));

describe('toPersianDigits', () => {
  it('writes ASCII and Arabic-Indic digits as Persian digits and keeps everything else', () => {
    expect(toPersianDigits('1404/08/01')).toBe('۱۴۰۴/۰۸/۰۱');
    expect(toPersianDigits('٠١٢٣٤٥٦٧٨٩')).toBe('۰۱۲۳۴۵۶۷۸۹');
    expect(toPersianDigits('0123456789 تومان')).toBe('۰۱۲۳۴۵۶۷۸۹ تومان');
  });

  it('takes numbers through String(n)', () => {
    expect(toPersianDigits(1234.5)).toBe('۱۲۳۴.۵');
    expect(toPersianDigits(0)).toBe('۰');
    expect(toPersianDigits(-7)).toBe('-۷');
  });
});

describe('toAsciiDigits', () => {
  it('turns Persian and Arabic-Indic digits into ASCII and changes nothing else', () => {
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('قیمت: ۱٬۲۰۰ تومان - 3')).toBe('قیمت: 1٬200 تومان - 3');
  });

  it('undoes toPersianDigits on any ASCII text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
        expect(toAsciiDigits(toPersianDigits(text))).toBe(text);
      }),
    );
  });

  it('leaves text without Persian or Arabic-Indic digits untouched and keeps the length', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar }), (text) => {
        const ascii = toAsciiDigits(text);
        expect(ascii.length).toBe(text.length);
        expect(ascii).not.toMatch(/[\u06F0-\u06F9\u0660-\u0669]/);
        if (!/[\u06F0-\u06F9\u0660-\u0669]/.test(text)) expect(ascii).toBe(text);
      }),
    );
  });
});
