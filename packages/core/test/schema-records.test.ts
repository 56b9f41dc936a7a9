import { Value } from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type FieldValueOf, fieldSchema, type RecordOf, recordSchema, resourceNamed } from '../src/index.ts';

// Type tests: `tsc -p tsconfig.json` checks the expectTypeOf lines and the @ts-expect-error ones;
// vitest runs the run-time checks of the schemas beside them.

describe('field schemas', () => {
  it('types a field by its declared type, rules and Persian label', () => {
    const name = fieldSchema({
      name: 'name',
      label: 'نام برند',
      type: 'text',
      rules: { required: true, max: 191 },
    });
    expect(name).toMatchObject({ type: 'string', maxLength: 191, title: 'نام برند' });
    const price = fieldSchema({ name: 'price', label: 'قیمت', type: 'price', rules: { min_value: 0 } });
    expect(price).toMatchObject({ anyOf: [{ type: 'number', minimum: 0 }, { type: 'null' }], title: 'قیمت' });
    const email = fieldSchema({ name: 'email', label: 'ایمیل', type: 'email', rules: { required: true } });
    expect(email).toMatchObject({ type: 'string', format: 'email' });
    const code = fieldSchema({
      name: 'code',
      label: 'کد',
      type: 'text',
      rules: { required: true, regex: '[A-Z]+' },
    });
    expect(Value.Check(code, 'ABC')).toBe(true);
    expect(Value.Check(code, 'abc')).toBe(false);
    expect(Value.Check(price, null)).toBe(true);
    expect(Value.Check(price, -1)).toBe(false);
    expectTypeOf(Value.Parse(price, 5)).toEqualTypeOf<number | null>();
  });

  it('answers a select with its options, as literals on input and by JSON type in answers', () => {
    const kind = {
      name: 'kind',
      label: 'نوع',
      type: 'select',
      rules: { required: true },
      options: [
        { value: 'percent', label: 'درصد' },
        { value: 'fixed', label: 'مبلغ' },
      ],
    } as const;
    expectTypeOf<FieldValueOf<typeof kind>>().toEqualTypeOf<'percent' | 'fixed'>();
    expect(Value.Check(fieldSchema(kind), 'fixed')).toBe(true);
    expect(Value.Check(fieldSchema(kind), 'other')).toBe(false);
    expect(Value.Check(fieldSchema(kind, { use: 'answer' }), 'other')).toBe(true);
  });
});

describe('record schemas', () => {
  it('types a record of a declared resource from its fields', () => {
    expectTypeOf<RecordOf<'brands'>>().toEqualTypeOf<{
      id: number;
      name: string;
      status: boolean | null;
      show_index: boolean | null;
      description: string | null;
      image: string | null;
    }>();
    expectTypeOf<RecordOf<'units'>['precision']>().toEqualTypeOf<1 | 0.1 | 0.01>();
    // @ts-expect-error brands declares no 'nmae' field
    expectTypeOf<RecordOf<'brands'>['nmae']>().toBeString();
    // A password is written, never answered.
    expectTypeOf<RecordOf<'admins'>>().not.toHaveProperty('password');
  });

  it('builds the record schema with every property required and nothing else allowed', () => {
    const schema = recordSchema(resourceNamed('brands'));
    expect(schema).toMatchObject({ additionalProperties: false });
    expect(schema.required).toEqual(['id', 'name', 'status', 'show_index', 'description', 'image']);
    const brand = { id: 1, name: 'تسکو', status: true, show_index: false, description: null, image: null };
    expect(Value.Check(schema, brand)).toBe(true);
    expect(Value.Check(schema, { ...brand, extra: 1 })).toBe(false);
    expect(Value.Check(schema, { ...brand, status: 1 })).toBe(false);
    expect(schema.properties.name).toMatchObject({ type: 'string', title: 'نام برند' });
    expect(Object.keys(recordSchema(resourceNamed('admins')).properties)).not.toContain('password');
  });
});
