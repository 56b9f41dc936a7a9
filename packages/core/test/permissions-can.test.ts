import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { can, isSuperAdmin, type PermissionName, SUPER_ADMIN_ROLE } from '../src/index.ts';

const name = fc.stringMatching(/^[a-z_]{1,12}$/);

describe('can', () => {
  it('allows what needs no permission (null, undefined, empty string, empty list)', () => {
    // An empty string can only come from untyped input (a stored menu), hence the cast.
    for (const needed of [null, undefined, '' as PermissionName, []]) expect(can([], needed)).toBe(true);
  });

  it('allows a single permission only when it is held', () => {
    expect(can(['read_order'], 'read_order')).toBe(true);
    expect(can(['read_order'], 'modify_order')).toBe(false);
  });

  it('allows a list when any one of its permissions is held', () => {
    expect(can(['write_store'], ['write_product', 'write_store'])).toBe(true);
    expect(can(['read_order'], ['write_product', 'write_store'])).toBe(false);
  });

  it('gives the super_admin role every permission', () => {
    expect(can([], 'read_setting', { role: SUPER_ADMIN_ROLE })).toBe(true);
    expect(can([], ['read_brand', 'delete_admin'], { role: 'super_admin' })).toBe(true);
    expect(can([], 'read_setting', { role: 'editor' })).toBe(false);
  });

  it('gives every permission when super_admin is in the permission list', () => {
    expect(can(['super_admin'], 'delete_admin')).toBe(true);
    expect(isSuperAdmin(['super_admin'])).toBe(true);
    expect(isSuperAdmin(['read_order'], { role: null })).toBe(false);
  });

  it('agrees with membership for any names (property)', () => {
    fc.assert(
      // Any names, declared or not: what `can` does with names that arrive at run time.
      fc.property(
        fc.array(name),
        name.map((n) => n as PermissionName),
        (held, needed) => {
          fc.pre(!held.includes(SUPER_ADMIN_ROLE));
          expect(can(held, needed)).toBe(held.includes(needed));
          expect(can(held, [needed])).toBe(held.includes(needed));
        },
      ),
    );
  });
});
