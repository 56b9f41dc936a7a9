export {
  type FieldSchemaOf,
  type FieldSchemaOptions,
  type FieldValueOf,
  fieldSchema,
  type NullableValueOf,
} from './field-schema.ts';
export { type RecordOf, type RecordSchemaOf, recordProperties, recordSchema } from './record-schema.ts';
