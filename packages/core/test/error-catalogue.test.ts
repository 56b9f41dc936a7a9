import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  COUPON_REFUSALS,
  ERROR_CATALOGUE,
  ERROR_CODES,
  type ErrorCode,
  type ErrorExitKind,
  type ErrorStatus,
  errorEntry,
  isErrorCode,
  type RefusalCode,
} from '../src/index.ts';

const EXIT_KINDS: readonly ErrorExitKind[] = [
  'auth',
  'permission',
  'notFound',
  'validation',
  'conflict',
  'server',
];
/** Persian letters (the Arabic block): every message is written for staff in Persian. */
const PERSIAN = /[\u0600-\u06FF]/;

describe('error catalogue', () => {
  it('gives every code an HTTP error status, a Persian message and an exit kind', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(100);
    for (const code of ERROR_CODES) {
      const entry = errorEntry(code);
      expect(code, code).toMatch(/^[a-z][a-z_]*[a-z]$/);
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      for (const status of entry.also ?? [])
        expect([status >= 400, status !== entry.status], code).toEqual([true, true]);
      expect(entry.message, code).toMatch(PERSIAN);
      expect(EXIT_KINDS, code).toContain(entry.exit);
    }
  });

  it("keeps the contract's statuses and messages of the common codes", () => {
    expect(ERROR_CATALOGUE.unauthenticated).toMatchObject({ status: 401, message: 'لطفا ابتدا وارد شوید' });
    expect(ERROR_CATALOGUE.forbidden).toMatchObject({ status: 403, message: 'شما مجوز لازم را ندارید.' });
    expect(ERROR_CATALOGUE.not_found).toMatchObject({ status: 404, message: 'مورد خواسته شده یافت نشد' });
    expect(ERROR_CATALOGUE.version_conflict).toMatchObject({ status: 412, exit: 'conflict' });
    expect(ERROR_CATALOGUE.database_busy).toMatchObject({ status: 503, exit: 'server' });
    expect(ERROR_CATALOGUE.rate_limited).toMatchObject({ status: 429, exit: 'server' });
  });

  it('has a code per coupon refusal, with its message', () => {
    for (const [reason, message] of Object.entries(COUPON_REFUSALS)) {
      const code = `coupon_${reason}`;
      expect(isErrorCode(code), code).toBe(true);
      if (isErrorCode(code)) expect(errorEntry(code)).toEqual({ status: 422, message, exit: 'validation' });
    }
  });

  it('tells a catalogued code from any other string', () => {
    expect(isErrorCode('in_use')).toBe(true);
    expect(isErrorCode('in_uze')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('types codes, statuses and refusals as the catalogue declares them', () => {
    expectTypeOf<'in_use'>().toExtend<ErrorCode>();
    expectTypeOf<'coupon_expired'>().toExtend<RefusalCode>();
    expectTypeOf<ErrorStatus<'not_found'>>().toEqualTypeOf<404>();
    expectTypeOf<ErrorStatus<'search_required'>>().toEqualTypeOf<422 | 400>();
    // @ts-expect-error 'in_uze' is not a catalogued code
    const misspelt: ErrorCode = 'in_uze';
    // @ts-expect-error not_found answers 404, never 422: it is no refusal
    const notARefusal: RefusalCode = 'not_found';
    // @ts-expect-error a coupon refusal core does not declare
    const unknownCoupon: ErrorCode = 'coupon_stolen';
    expect([misspelt, notARefusal, unknownCoupon]).toHaveLength(3);
  });
});
