import type { ResourceDef } from '../types.ts';

/** A resource declaration whose name stays its literal type (`'brands'`), so resource names are typed. */
export type NamedResource<N extends string> = ResourceDef & { readonly name: N };

/** Declares one resource, keeping its name's literal type. */
export function resource<const N extends string>(def: NamedResource<N>): NamedResource<N> {
  return def;
}

/** Declares an area's resources, keeping their names' literal types. */
export function resources<const N extends string>(
  defs: readonly NamedResource<N>[],
): readonly NamedResource<N>[] {
  return defs;
}
