import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FieldSpec, validate } from '../src/index.ts';

const field = (rules: FieldSpec['rules'], label = 'نام'): FieldSpec[] => [{ name: 'name', label, rules }];
const errorsOf = (value: unknown, rules: FieldSpec['rules'], extra: Record<string, unknown> = {}) =>
  validate({ name: value, ...extra }, field(rules)).errors.name ?? [];

describe('validate', () => {
  it('passes a value that keeps every rule', () => {
    expect(validate({ name: 'علی' }, field({ required: true, min: 2, max: 20 }))).toEqual({
      valid: true,
      errors: {},
    });
  });

  it('refuses missing, blank and empty-list values for a required field', () => {
    for (const value of [undefined, null, '', '   ', []]) {
      expect(errorsOf(value, { required: true })).toEqual(['نام الزامی است.']);
    }
  });

  it('skips every other rule when an optional field is empty', () => {
    expect(errorsOf('', { min: 3, email: true, numeric: true })).toEqual([]);
  });

  it('uses the default message naming the field by its key with the en pack', () => {
    const result = validate({ name: '' }, field({ required: true }), { messages: 'en' });
    expect(result.errors).toEqual({ name: ['name is not valid.'] });
  });

  it('names the field by its Persian label with Persian digits in the Persian pack', () => {
    expect(errorsOf('ab', { min: 3 })).toEqual(['نام باید دست‌کم ۳ نویسه باشد.']);
    expect(errorsOf('abcd', { max: 3 })).toEqual(['نام نباید بیشتر از ۳ نویسه باشد.']);
  });

  it('counts characters, not UTF-16 units, for length rules', () => {
    expect(errorsOf('😀😀', { max: 2 })).toEqual([]);
  });

  it('checks email addresses', () => {
    expect(errorsOf('staff@shop.ir', { email: true })).toEqual([]);
    expect(errorsOf('staff@shop', { email: true })).toHaveLength(1);
    expect(errorsOf('a b@shop.ir', { email: true })).toHaveLength(1);
  });

  it('matches a regex against the whole value, accepting Persian digits', () => {
    const mobile = { regex: '09\\d{9}' };
    expect(errorsOf('09121234567', mobile)).toEqual([]);
    expect(errorsOf('۰۹۱۲۱۲۳۴۵۶۷', mobile)).toEqual([]);
    expect(errorsOf('9121234567', mobile)).toEqual(['قالب نام درست نیست.']);
    expect(errorsOf('091212345678', mobile)).toHaveLength(1);
  });

  it('reads a mobile field as stored: pasted with spaces, dashes, +98 or Persian digits, it keeps the 09 rule', () => {
    const mobile: FieldSpec[] = [
      { name: 'mobile', label: 'موبایل', type: 'mobile', rules: { regex: /^09\d{9}$/ } },
    ];
    for (const typed of [
      '+98 912 123 4567',
      '0912-123-4567',
      '۰۹۱۲ ۱۲۳ ۴۵۶۷',
      '00989121234567',
      '9121234567',
    ])
      expect(validate({ mobile: typed }, mobile).errors, typed).toEqual({});
    for (const typed of ['0212345678', '+98 21 1234 5678', '0912123456', 'نامعلوم'])
      expect(validate({ mobile: typed }, mobile).errors.mobile, typed).toEqual(['قالب موبایل درست نیست.']);
    // A text field with the same rule is not a mobile: nothing is read into it.
    expect(errorsOf('+98 912 123 4567', { regex: /^09\d{9}$/ })).toEqual(['قالب نام درست نیست.']);
  });

  it('checks numeric bounds in any digit script', () => {
    expect(errorsOf('۵', { min_value: 1, max_value: 10 })).toEqual([]);
    expect(errorsOf('0', { min_value: 1 })).toEqual(['نام باید ۱ یا بیشتر باشد.']);
    expect(errorsOf(11, { max_value: 10 })).toEqual(['نام باید ۱۰ یا کمتر باشد.']);
    expect(errorsOf('abc', { min_value: 1 })).toHaveLength(1);
  });

  it('tells numeric from integer and counts digits', () => {
    expect(errorsOf('12.5', { numeric: true })).toEqual([]);
    expect(errorsOf('12.5', { integer: true })).toEqual(['نام باید عدد صحیح باشد.']);
    expect(errorsOf('۱۲a', { numeric: true })).toEqual(['نام باید عدد باشد.']);
    expect(errorsOf('۱۲۳۴۵۶۷۸۹۰', { digits: 10 })).toEqual([]);
    expect(errorsOf('123', { digits: 10 })).toEqual(['نام باید ۱۰ رقم باشد.']);
  });

  it('compares a confirmed field with its confirmation', () => {
    const fields: FieldSpec[] = [{ name: 'password', label: 'رمز عبور', rules: { confirmed: true } }];
    expect(validate({ password: 'x1', password_confirmation: 'x1' }, fields).valid).toBe(true);
    expect(validate({ password: 'x1', password_confirmation: 'x2' }, fields).errors).toEqual({
      password: ['رمز عبور با تکرار آن یکسان نیست.'],
    });
  });

  it('checks that a file is an image within its size in kilobytes', () => {
    const rules = { image: true, size: 100 };
    expect(errorsOf({ size: 100 * 1024, type: 'image/png' }, rules)).toEqual([]);
    expect(errorsOf({ size: 100 * 1024 + 1, type: 'image/png' }, rules)).toEqual([
      'حجم نام نباید بیشتر از ۱۰۰ کیلوبایت باشد.',
    ]);
    expect(errorsOf({ size: 10, type: 'application/pdf' }, rules)).toEqual(['نام باید یک تصویر باشد.']);
    expect(errorsOf({ size: 10, name: 'photo.JPG' }, rules)).toEqual([]);
  });

  it('accepts only listed values for in', () => {
    expect(errorsOf('draft', { in: ['draft', 'published'] })).toEqual([]);
    expect(errorsOf('deleted', { in: ['draft', 'published'] })).toHaveLength(1);
  });

  it('refuses wrong types instead of throwing', () => {
    expect(errorsOf({ nested: true }, { max: 10 })).toHaveLength(1);
    expect(errorsOf(['a'], { regex: 'a' })).toHaveLength(1);
  });

  it('checks only present fields in partial mode', () => {
    const fields: FieldSpec[] = [
      { name: 'name', label: 'نام', rules: { required: true } },
      { name: 'code', label: 'کد', rules: { required: true } },
    ];
    expect(validate({ name: 'x' }, fields, { partial: true }).valid).toBe(true);
    expect(validate({ name: '' }, fields, { partial: true }).errors).toEqual({ name: ['نام الزامی است.'] });
  });

  it('reports unknown keys when asked, but not a declared confirmation', () => {
    const fields: FieldSpec[] = [{ name: 'password', label: 'رمز عبور', rules: { confirmed: true } }];
    const result = validate({ password: 'a', password_confirmation: 'a', is_admin: true }, fields, {
      rejectUnknown: true,
    });
    expect(result.errors).toEqual({ is_admin: ['فیلد is_admin پذیرفته نیست.'] });
  });

  it('never throws on junk values', () => {
    const rules = {
      required: true,
      min: 1,
      max: 5,
      email: true,
      regex: '\\d+',
      min_value: 0,
      numeric: true,
      digits: 2,
      image: true,
      size: 1,
      in: ['a'],
    };
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = validate({ name: value }, field(rules));
        expect(typeof result.valid).toBe('boolean');
      }),
    );
  });
});
