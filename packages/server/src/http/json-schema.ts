import type { FieldDef } from '@shop-admin/core';

/** A JSON Schema object, as the OpenAPI document carries it. */
export type JsonSchema = { [key: string]: unknown };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body's JSON Schema for the OpenAPI document only. It is not attached to `schema.body`, so
     * AJV never sees it: these routes validate with core's rules (validateBody), which accept numbers
     * in any digit script and answer with Persian labels.
     */
    docsBody?: JsonSchema;
  }
}

const STRING_TYPES = new Set([
  'text',
  'textarea',
  'html',
  'code',
  'email',
  'mobile',
  'password',
  'color',
  'date',
  'datetime',
  'image',
]);
const NUMBER_TYPES = new Set(['number', 'price', 'reference']);

function fieldSchema(field: FieldDef): JsonSchema {
  const rules = field.rules ?? {};
  const nullable = !rules.required;
  const withNull = (types: string[]) => {
    const all = nullable ? [...types, 'null'] : types;
    return all.length === 1 ? all[0] : all;
  };
  const schema: JsonSchema = { title: field.label };
  if (field.hint) schema.description = field.hint;
  if (field.options?.length) {
    const values = field.options.map((option) => option.value);
    const types = [...new Set(values.map((value) => (typeof value === 'number' ? 'number' : 'string')))];
    // A select's numeric values may arrive as text ("1") too.
    if (types.includes('number')) types.push('string');
    schema.type = withNull([...new Set(types)]);
    schema.enum = [
      ...values,
      ...values.filter((v) => typeof v === 'number').map(String),
      ...(nullable ? [null] : []),
    ];
  } else if (NUMBER_TYPES.has(field.type)) {
    // Numbers may come as text in any digit script, with thousands commas (۱٬۲۵۰٬۰۰۰).
    schema.type = withNull(['number', 'string']);
    if (rules.min_value !== undefined) schema.minimum = rules.min_value;
    if (rules.max_value !== undefined) schema.maximum = rules.max_value;
  } else if (field.type === 'boolean') {
    schema.type = withNull(['boolean', 'integer', 'string']);
    schema.enum = [true, false, 1, 0, '1', '0', 'true', 'false', ...(nullable ? [null] : [])];
  } else if (field.type === 'rows') {
    schema.type = withNull(['array']);
    schema.items = fieldsToJsonSchema(field.items ?? []);
    if (rules.max !== undefined) schema.maxItems = rules.max;
  } else if (field.type === 'table') {
    schema.type = withNull(['array']);
    schema.items = { type: 'array', items: { type: ['string', 'number'] } };
    if (rules.max !== undefined) schema.maxItems = rules.max;
  } else if (field.type === 'multiselect' || field.type === 'tree') {
    schema.type = withNull(['array']);
    schema.items = { type: ['string', 'number'] };
    if (rules.max !== undefined) schema.maxItems = rules.max;
    if (rules.min !== undefined) schema.minItems = rules.min;
  } else {
    schema.type = withNull(STRING_TYPES.has(field.type) ? ['string'] : ['string', 'number']);
    if (rules.max !== undefined) schema.maxLength = rules.max;
    if (rules.min !== undefined) schema.minLength = rules.min;
    if (field.type === 'email' || rules.email) schema.format = 'email';
    if (field.type === 'password') schema.format = 'password';
  }
  return schema;
}

/**
 * The JSON Schema of a body made of these core field declarations, for the OpenAPI document: types
 * (string, number, boolean, array), maxLength/minLength from rules.max/min, minimum/maximum from
 * min_value/max_value, `required` from rules.required (left out for partial updates), enum from
 * options, no unknown properties. Types are as permissive as the server is (numbers as text too).
 */
export function fieldsToJsonSchema(
  fields: readonly FieldDef[],
  options: { partial?: boolean } = {},
): JsonSchema {
  const writable = fields.filter((field) => !field.readOnly);
  const properties: Record<string, JsonSchema> = {};
  for (const field of writable) properties[field.name] = fieldSchema(field);
  for (const field of writable) {
    if (field.rules?.confirmed === true) {
      properties[`${field.name}_confirmation`] = { type: 'string', title: `تکرار ${field.label}` };
    }
  }
  const required = options.partial
    ? []
    : writable.filter((field) => field.rules?.required).map((f) => f.name);
  return {
    type: 'object',
    properties,
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
}
