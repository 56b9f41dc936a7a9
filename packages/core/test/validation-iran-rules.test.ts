import { describe, expect, it } from 'vitest';
import { type FieldSpec, persianMessages, validate } from '../src/index.ts';

const fields: FieldSpec[] = [
  { name: 'national_code', label: 'کد ملی', rules: { national_code: true } },
  { name: 'card_number', label: 'شماره کارت', rules: { card_number: true } },
];

describe('Iranian id rules', () => {
  it('accepts a national code with a right check digit, in any digit script', () => {
    expect(validate({ national_code: '0013542419' }, fields).valid).toBe(true);
    expect(validate({ national_code: '۰۰۱۳۵۴۲۴۱۹' }, fields).valid).toBe(true);
  });

  it('refuses a national code whose check digit is wrong, with a Persian message', () => {
    const result = validate({ national_code: '0013542418' }, fields, { messages: persianMessages });
    expect(result.valid).toBe(false);
    expect(result.errors.national_code?.[0]).toContain('کد ملی معتبر نیست');
    expect(validate({ national_code: '1111111111' }, fields).valid).toBe(false);
  });

  it('accepts a Luhn-valid card number with spaces or Persian digits and refuses a wrong one', () => {
    expect(validate({ card_number: '6104 3378 1234 5674' }, fields).valid).toBe(true);
    expect(validate({ card_number: '۶۱۰۴۳۳۷۸۱۲۳۴۵۶۷۴' }, fields).valid).toBe(true);
    const wrong = validate({ card_number: '6104337812345675' }, fields, { messages: persianMessages });
    expect(wrong.errors.card_number?.[0]).toContain('شماره کارت معتبر نیست');
  });

  it('leaves an empty value to the required rule', () => {
    expect(validate({ national_code: '', card_number: null }, fields).valid).toBe(true);
  });
});
