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

/** A type-only key: no declaration has it at run time. */
declare const declaredFields: unique symbol;

/**
 * The fields of a declaration as written (each one's literal name, `type` and `rules`), carried as a
 * type only: `fields` itself stays a plain array (a union of resources maps over it), and core's
 * schema module reads this to type records (`RecordOf<'brands'>`).
 */
export interface DeclaredFields<D extends readonly FieldDef[]> {
  readonly [declaredFields]?: D;
}

/** The fields of a declaration as written (see {@link DeclaredFields}). */
export type DeclaredFieldsOf<R> = R extends DeclaredFields<infer D> ? D[number] : never;

/**
 * Declares one resource, keeping its name's, field names', sort keys' and filter names' literal types,
 * and each field's own declaration (`D`: its `type` and `rules`), from which core's schema module types
 * the resource's records (`RecordOf<'brands'>`).
 */
export function resource<
  const N extends string,
  const F extends string,
  const S extends string,
  const Q extends string,
  const D extends readonly FieldDef<F>[],
>(def: NamedResource<N, F, S, Q> & { readonly fields: D }): NamedResource<N, F, S, Q> & DeclaredFields<D> {
  return def;
}

/** Declares an area's resources (each made with {@link resource}), keeping each one's own type. */
export function resources<const T extends readonly NamedResource<string>[]>(defs: T): T {
  return defs;
}

/** Declares one field used in several places, keeping its name's literal type and its declared type and rules. */
export function field<const D extends FieldDef>(def: D): D {
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
