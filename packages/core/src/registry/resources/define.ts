import type { FieldDef, FilterDef, ResourceDef } from '../types.ts';

/**
 * A resource declaration whose name, field names, sort keys and filter names stay their literal
 * types (`'brands'`, `'name' | 'status' | …`). One field from a source typed only `FieldDef` makes
 * `F` plain `string` (likewise a `FilterDef` for `Q`).
 */
export type NamedResource<
  N extends string,
  F extends string = string,
  S extends string = string,
  Q extends string = string,
> = ResourceDef<F, S, Q> & { readonly name: N };

/** Declares one resource, keeping its name's, field names', sort keys' and filter names' literal types. */
export function resource<
  const N extends string,
  const F extends string,
  const S extends string,
  const Q extends string,
>(def: NamedResource<N, F, S, Q>): NamedResource<N, F, S, Q> {
  return def;
}

/** Declares an area's resources (each made with {@link resource}), keeping each one's own type. */
export function resources<const T extends readonly NamedResource<string>[]>(defs: T): T {
  return defs;
}

/** Declares one field used in several places, keeping its name's literal type. */
export function field<const N extends string>(def: FieldDef<N>): FieldDef<N> {
  return def;
}

/** Declares a list of fields shared by several resources or forms, keeping their names' literal types. */
export function fieldList<const N extends string>(defs: readonly FieldDef<N>[]): readonly FieldDef<N>[] {
  return defs;
}

/** Declares a list of filters shared or set apart, keeping their names' literal types. */
export function filterList<const N extends string>(defs: readonly FilterDef<N>[]): readonly FilterDef<N>[] {
  return defs;
}
