import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  adminResources,
  type FieldName,
  type FieldValues,
  type FilterName,
  type ResourceName,
  resourceNamed,
  type SortKey,
  type varietyFields,
} from '../src/index.ts';

// Type tests: `tsc -p tsconfig.json` checks them (expectTypeOf and the @ts-expect-error lines);
// vitest runs the few run-time checks beside them.

describe('typed field names', () => {
  it('names exactly the declared fields of a resource', () => {
    expectTypeOf<FieldName<'brands'>>().toEqualTypeOf<
      'name' | 'status' | 'show_index' | 'description' | 'image'
    >();
    // Fields from shared helpers and lists keep their names: statusField, toggle, imagePathField,
    // priceField, the discount and variety lists.
    expectTypeOf<'status' | 'show_index' | 'image'>().toExtend<FieldName<'brands'>>();
    expectTypeOf<'unit_price' | 'discount_type' | 'sku' | 'stock' | 'varieties'>().toExtend<
      FieldName<'products'>
    >();
    expectTypeOf<'start_date' | 'end_date' | 'discount_type'>().toExtend<FieldName<'flashes'>>();
    expectTypeOf<'values' | 'edited_values' | 'deleted_values'>().toExtend<FieldName<'attributes'>>();
    expectTypeOf<(typeof varietyFields)[number]['name']>().toExtend<FieldName<'varieties'>>();
    expect(resourceNamed('brands').fields.map((field) => field.name)).toEqual([
      'name',
      'status',
      'show_index',
      'description',
      'image',
    ]);
  });

  it('refuses a misspelt field name', () => {
    // @ts-expect-error 'nmae' is not a field of brands
    const typo: FieldName<'brands'> = 'nmae';
    // @ts-expect-error 'price' is a field of varieties, not of brands
    const other: FieldName<'brands'> = 'price';
    const values: FieldValues<'brands'> = { name: 'سامسونگ', status: true };
    // @ts-expect-error a validated body of brands has no 'nmae'
    const read = values.nmae;
    // @ts-expect-error a body of brands takes no 'nmae'
    const written: FieldValues<'brands'> = { nmae: 'سامسونگ' };
    expect([typo, other, read, written]).toHaveLength(4);
  });

  it('names the declared sort keys and filters of a resource', () => {
    expectTypeOf<SortKey<'brands'>>().toEqualTypeOf<'id' | 'name' | 'created_at'>();
    expectTypeOf<FilterName<'brands'>>().toEqualTypeOf<'search' | 'status' | 'show_index'>();
    expectTypeOf<FilterName<'product_comments'>>().toEqualTypeOf<
      'search' | 'status' | 'rate' | 'product_id' | 'created_at'
    >();
    // @ts-expect-error brands are not sorted by 'status'
    const sort: SortKey<'brands'> = 'status';
    // @ts-expect-error brands have no 'q' filter (colours do)
    const filter: FilterName<'brands'> = 'q';
    expect([sort, filter]).toHaveLength(2);
  });

  it('keeps every resource its own literal names (none degrades to string)', () => {
    type Degraded = {
      [R in ResourceName]: string extends FieldName<R> | SortKey<R> | FilterName<R> ? R : never;
    }[ResourceName];
    type Fieldless = { [R in ResourceName]: [FieldName<R>] extends [never] ? R : never }[ResourceName];
    expectTypeOf<Degraded>().toBeNever();
    expectTypeOf<Fieldless>().toBeNever();
    expect(adminResources.every((resource) => resource.fields.length > 0)).toBe(true);
  });

  it('types resourceNamed by the resource it names', () => {
    const brands = resourceNamed('brands');
    expectTypeOf(brands.name).toEqualTypeOf<'brands'>();
    expectTypeOf(brands.fields[0]?.name).toEqualTypeOf<FieldName<'brands'> | undefined>();
    // @ts-expect-error brands declares no 'nmae' field, so no field can be named so
    expect(brands.fields.find((field) => field.name === 'nmae')).toBeUndefined();
  });
});
