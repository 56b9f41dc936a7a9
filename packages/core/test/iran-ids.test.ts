import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidCardNumber,
  isValidNationalCode,
  normalizeIranMobile,
  toPersianDigits,
} from '../src/index.ts';

describe('normalizeIranMobile', () => {
  it('stores any digit script and the +98 prefixes as 11 Latin digits', () => {
    expect(normalizeIranMobile('۰۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
    expect(normalizeIranMobile('+98 912 123 4567')).toBe('09121234567');
    expect(normalizeIranMobile('00989121234567')).toBe('09121234567');
    expect(normalizeIranMobile('9121234567')).toBe('09121234567');
    expect(normalizeIranMobile('٠٩١٢١٢٣٤٥٦٧')).toBe('09121234567');
  });

  it('refuses what is not a mobile number', () => {
    for (const bad of ['', '0912123456', '021123456789', '08121234567', 'abc', '091212345678'])
      expect(normalizeIranMobile(bad)).toBeNull();
  });

  it('is idempotent and never throws on junk', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normalizeIranMobile(text);
        if (once !== null) expect(normalizeIranMobile(once)).toBe(once);
      }),
    );
  });
});

describe('isValidNationalCode', () => {
  it('accepts codes whose check digit matches, in any digit script', () => {
    expect(isValidNationalCode('0499370899')).toBe(true);
    expect(isValidNationalCode('0790419904')).toBe(true);
    expect(isValidNationalCode(toPersianDigits('0499370899'))).toBe(true);
  });

  it('refuses a wrong check digit, the wrong length and repeated digits', () => {
    expect(isValidNationalCode('0499370898')).toBe(false);
    expect(isValidNationalCode('049937089')).toBe(false);
    expect(isValidNationalCode('1111111111')).toBe(false);
  });
});

describe('isValidCardNumber', () => {
  it('accepts a Luhn-valid 16-digit card and refuses a changed digit', () => {
    expect(isValidCardNumber('6104-3378-1234-5674')).toBe(true);
    expect(isValidCardNumber('6104337812345675')).toBe(false);
    expect(isValidCardNumber('12345')).toBe(false);
  });
});
