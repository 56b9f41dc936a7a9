import Type, { type Static, type TObject, type TSchema, type TUnsafe } from 'typebox';
import type { DeclaredFieldsOf } from '../registry/resources/define.ts';
import type { ResourceName, ResourceOf } from '../registry/resources/index.ts';
import type { ColumnDef, FieldDef, ResourceDef } from '../registry/types.ts';
import { type FieldSchemaOf, fieldSchema } from './field-schema.ts';

/**
 * A declared resource's record as its answers carry it: `id`, every declared field but a password
 * (written, never answered) and every list column, each typed from its declaration. The server adds
 * what its answers carry beyond the declaration (timestamps, relations, labels) to this schema.
 */

/** The schema of the record of resource R: its `Static` is {@link RecordOf}. */
export type RecordSchemaOf<R extends ResourceName> = TObject<
  { id: TUnsafe<number> } & {
    [D in Exclude<DeclaredFieldsOf<ResourceOf<R>>, { type: 'password' }> as D extends {
      name: infer N extends string;
    }
      ? N
      : never]: FieldSchemaOf<D>;
  }
>;

/** A record of resource R as answered: `RecordOf<'brands'>` is `{id: number; name: string; status: boolean | null; …}`. */
export type RecordOf<R extends ResourceName> = Static<RecordSchemaOf<R>>;

/** A list column as a field, for a column that is no field (`created_at`, a label): nullable, of its type. */
const columnField = (column: ColumnDef): FieldDef => ({
  name: column.name,
  label: column.label,
  type: column.type ?? 'text',
});

/** The properties of a resource's record: `id`, its fields (no password) and its columns, in that order. */
export function recordProperties(resource: ResourceDef): Record<string, TSchema> {
  const properties: Record<string, TSchema> = { id: Type.Integer({ title: 'شناسه' }) };
  for (const field of resource.fields)
    if (field.type !== 'password') properties[field.name] ??= fieldSchema(field, { use: 'answer' });
  for (const column of resource.columns)
    properties[column.name] ??= fieldSchema(columnField(column), { use: 'answer' });
  return properties;
}

/** The record schema of a declared resource (every property required, nothing else allowed). */
export function recordSchema<R extends ResourceName>(resource: ResourceOf<R>): RecordSchemaOf<R>;
export function recordSchema(resource: ResourceDef): TObject;
export function recordSchema(resource: ResourceDef): TObject {
  return Type.Object(recordProperties(resource), {
    title: resource.titleSingular,
    additionalProperties: false,
  });
}
