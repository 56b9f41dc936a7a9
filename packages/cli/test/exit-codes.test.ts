import { ERROR_CATALOGUE, ERROR_CODES, type ErrorExitKind } from '@shop-admin/core/base';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { EXIT, type ExitKind, exitKindOf } from '../src/errors/exit-codes.ts';

describe('exit codes of the error catalogue', () => {
  it("gives every server code core's exit kind, whatever status it came with", () => {
    for (const code of ERROR_CODES) {
      const { status, exit } = ERROR_CATALOGUE[code];
      expect(exitKindOf(code, status), code).toBe(exit);
      expect(exitKindOf(code, 0), code).toBe(exit);
      expect(EXIT[exit], code).toBeGreaterThan(0);
    }
  });

  it('keeps the exit codes scripts rely on', () => {
    expect(EXIT[exitKindOf('unauthenticated', 401)]).toBe(3);
    expect(EXIT[exitKindOf('invalid_credentials', 400)]).toBe(3);
    expect(EXIT[exitKindOf('forbidden', 403)]).toBe(4);
    expect(EXIT[exitKindOf('not_found', 404)]).toBe(5);
    expect(EXIT[exitKindOf('in_use', 422)]).toBe(6);
    expect(EXIT[exitKindOf('rate_limited', 429)]).toBe(8);
    expect(EXIT[exitKindOf('version_conflict', 412)]).toBe(10);
    expect(EXIT[exitKindOf('bulk_conflict', 409)]).toBe(10);
  });

  it('reads a code no catalogue knows (another server version) by its status', () => {
    expect(exitKindOf('brand_new_refusal', 422)).toBe('validation');
    expect(exitKindOf('brand_new_refusal', 403)).toBe('permission');
    expect(exitKindOf('brand_new_refusal', 503)).toBe('server');
    expect(exitKindOf('brand_new_refusal', 0)).toBe('network');
  });

  it('has an exit code for every exit kind of the catalogue (a new kind without one fails typechecking)', () => {
    expectTypeOf<ErrorExitKind>().toExtend<ExitKind>();
    // @ts-expect-error 'gone' is no exit kind of the catalogue
    const unknown: ErrorExitKind = 'gone';
    expect(unknown).toBe('gone');
  });
});
