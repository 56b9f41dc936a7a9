import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { persianTextDigits, toAsciiDigits, toPersianDigits } from '../src/index.ts';

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

describe('persianTextDigits', () => {
  it('writes the numbers of Persian text in Persian digits', () => {
    expect(persianTextDigits('سایز 42')).toBe('سایز ۴۲');
    expect(persianTextDigits('0012345678')).toBe('۰۰۱۲۳۴۵۶۷۸');
    expect(persianTextDigits('تا 1404/08/01 ساعت 10:30')).toBe('تا ۱۴۰۴/۰۸/۰۱ ساعت ۱۰:۳۰');
    expect(persianTextDigits(12)).toBe('۱۲');
  });

  it('keeps digits inside Latin words, URLs and email addresses', () => {
    expect(persianTextDigits('کاغذ A4 بسته 500 برگی')).toBe('کاغذ A4 بسته ۵۰۰ برگی');
    expect(persianTextDigits('iPhone13 و SKU-12 و summer-2024')).toBe('iPhone13 و SKU-12 و summer-2024');
    expect(persianTextDigits('https://shop.example/p/12')).toBe('https://shop.example/p/12');
    expect(persianTextDigits('ali2@example.com')).toBe('ali2@example.com');
  });

  it('keeps the numbers of a Latin name, not those after a Persian word', () => {
    expect(persianTextDigits('iPhone 15')).toBe('iPhone 15');
    expect(persianTextDigits('IdeaPad Slim 3')).toBe('IdeaPad Slim 3');
    expect(persianTextDigits('گوشی iPhone 15 در 2 رنگ')).toBe('گوشی iPhone 15 در ۲ رنگ');
    expect(persianTextDigits('15 Pro Max')).toBe('15 Pro Max');
    expect(persianTextDigits('3 عدد iPhone')).toBe('۳ عدد iPhone');
    expect(persianTextDigits('سایز 42')).toBe('سایز ۴۲');
  });

  it('leaves no Latin digit outside a Latin word or name', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar }), (text) => {
        const shown = persianTextDigits(text);
        if (URL_LIKE_FOR_TEST.test(text.trim())) return;
        for (const match of shown.matchAll(/[A-Za-z0-9\u0660-\u0669_.\-/:@#+]+/g)) {
          const run = match[0];
          const before = shown.slice(0, match.index);
          const inName =
            /[A-Za-z][A-Za-z0-9_.\-/:@#+]*[ \t]+$/.test(before) ||
            (before.trim() === '' && /^[ \t]+[A-Za-z]/.test(shown.slice(match.index + run.length)));
          if (!/[A-Za-z]/.test(run) && !inName) expect(run).not.toMatch(/[0-9]/);
        }
      }),
    );
  });
});

const URL_LIKE_FOR_TEST = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.)|^[^\s@]+@[^\s@]+\.[^\s@]+$/i;
