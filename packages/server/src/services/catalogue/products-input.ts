import {
  type FieldDef,
  type FieldName,
  type ResourceName,
  resourceNamed,
  toAsciiDigits,
  writableFields,
} from '@shop-admin/core';
import { getTableColumns, type Table } from 'drizzle-orm';
import { AppError, catalogued, validationFailed } from '../../http/errors.ts';
import { fieldsToJsonSchema, type JsonSchema } from '../../http/json-schema.ts';
import { type BodyValues, validateBody } from '../../http/validate-body.ts';

/** Shopit sends product bodies as `{product: {…}}`; plain bodies (the generic CLI, the web) work too. */
export function unwrapBody(body: unknown, key: string): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const inner = (body as Record<string, unknown>)[key];
    if (
      Object.keys(body).length === 1 &&
      typeof inner === 'object' &&
      inner !== null &&
      !Array.isArray(inner)
    )
      return inner;
  }
  return body;
}

/**
 * Numbers typed with thousands separators (`1,250,000`, `۱٬۲۵۰٬۰۰۰`) as Shopit's clients send prices:
 * the separators go before core's rules look at the value.
 */
function withoutSeparators(
  input: Record<string, unknown>,
  fields: readonly FieldDef[],
): Record<string, unknown> {
  const out = { ...input };
  for (const field of fields) {
    const value = out[field.name];
    if ((field.type === 'price' || field.type === 'number') && typeof value === 'string')
      out[field.name] = toAsciiDigits(value)
        .replace(/[,\u066C]/g, '')
        .trim();
  }
  return out;
}

/** Validation errors of a nested call, moved under `prefix.` (`varieties.2.price`). */
function collect(errors: Record<string, string[]>, prefix: string, work: () => void): void {
  try {
    work();
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 422 || !error.errors) throw error;
    for (const [key, messages] of Object.entries(error.errors)) errors[`${prefix}${key}`] = messages;
  }
}

/**
 * Typed values after validateBody (which already read datetimes as Dates and sanitised HTML): id
 * lists as numbers, SKU and barcode with ASCII digits, HTML that sanitised to nothing as null.
 */
function typed<N extends string>(
  values: BodyValues<N>,
  fields: readonly FieldDef<N>[],
  errors: Record<string, string[]>,
  prefix = '',
  notNull: ReadonlySet<string> = new Set(),
) {
  for (const field of fields) {
    if (!Object.hasOwn(values, field.name)) continue;
    const value = values[field.name];
    if (value === null) {
      if (notNull.has(field.name)) errors[`${prefix}${field.name}`] = [`${field.label} نمی‌تواند خالی باشد.`];
      continue;
    }
    if (field.type === 'multiselect') {
      const ids = (value as unknown[]).map((v) => Number(toAsciiDigits(String(v)).trim()));
      if (ids.every((id) => Number.isSafeInteger(id) && id > 0)) values[field.name] = [...new Set(ids)];
      else errors[`${prefix}${field.name}`] = [`مقدار ${field.label} معتبر نیست.`];
    } else if (field.name === 'sku' || field.name === 'barcode') {
      values[field.name] = toAsciiDigits(String(value));
    } else if (field.type === 'html') {
      values[field.name] = value || null;
    } else if ((field.type === 'number' || field.type === 'price') && !Number.isSafeInteger(value)) {
      errors[`${prefix}${field.name}`] = [`${field.label} باید عدد صحیح باشد.`];
    }
  }
}

/**
 * The select fields whose column is NOT NULL (a product's status): core's rules let an optional field
 * be null, but here null is no choice at all, so it is a 422 on the field rather than a database error.
 * (A null boolean validateBody refuses for every resource.)
 */
function notNullChoices(table: Table | undefined, fields: readonly FieldDef[]): ReadonlySet<string> {
  if (!table) return new Set();
  const required = new Set(
    Object.values(getTableColumns(table))
      .filter((column) => column.notNull)
      .map((column) => column.name),
  );
  return new Set(fields.filter((f) => f.type === 'select' && required.has(f.name)).map((f) => f.name));
}

/**
 * Reads a body against core's field declarations: the plain fields through validateBody (the same
 * rules the web and CLI run), each list of rows (`varieties`, `specifications`) item by item with its
 * `items` fields. Every error comes back at once as one 422, row errors under `name.index.field`.
 */
export function readInput<const N extends string>(
  body: unknown,
  fields: readonly FieldDef<N>[],
  options: { partial?: boolean; table?: Table } = {},
): BodyValues<N> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw catalogued('invalid_body');
  }
  const input = body as Record<string, unknown>;
  const rowFields = fields.filter((f) => f.type === 'rows');
  const plainFields = fields.filter((f) => f.type !== 'rows');
  const plainInput = Object.fromEntries(
    Object.entries(input).filter(([k]) => !rowFields.some((f) => f.name === k)),
  );
  const errors: Record<string, string[]> = {};
  let values: BodyValues<N> = {};
  collect(errors, '', () => {
    values = validateBody(withoutSeparators(plainInput, plainFields), plainFields, {
      partial: options.partial,
    });
  });
  typed(values, plainFields, errors, '', notNullChoices(options.table, plainFields));
  for (const field of rowFields) {
    if (!Object.hasOwn(input, field.name)) continue;
    const list = input[field.name];
    if (list === null) continue;
    if (!Array.isArray(list)) {
      errors[field.name] = [`مقدار ${field.label} معتبر نیست.`];
      continue;
    }
    const max = field.rules?.max;
    if (max !== undefined && list.length > max) {
      errors[field.name] = [`${field.label} حداکثر ${max} ردیف دارد.`];
      continue;
    }
    const items = (field.items ?? []) as readonly FieldDef[];
    const rows: BodyValues[] = [];
    list.forEach((item, index) => {
      const prefix = `${field.name}.${index}.`;
      collect(errors, prefix, () => {
        const row = validateBody(
          typeof item === 'object' && item !== null && !Array.isArray(item)
            ? withoutSeparators(item as Record<string, unknown>, items)
            : item,
          items,
        );
        typed(row, items, errors, prefix);
        rows.push(row);
      });
    });
    values[field.name] = rows;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return values;
}

/** The writable fields of a resource for a create or an update. */
export const inputFields = <R extends ResourceName>(
  resourceName: R,
  mode: 'create' | 'update',
): FieldDef<FieldName<R>>[] =>
  // A generic R reads its declaration only through the constraint; the names are R's own.
  writableFields(resourceNamed(resourceName), mode) as FieldDef<FieldName<R>>[];

/**
 * The OpenAPI body of a form with lists of rows: the plain fields as fieldsToJsonSchema gives them, each
 * `rows` field an array of objects of its `items`.
 */
export function docsBodyOf(fields: readonly FieldDef[], options: { partial?: boolean } = {}): JsonSchema {
  const schema = fieldsToJsonSchema(
    fields.filter((f) => f.type !== 'rows'),
    options,
  );
  const properties = { ...(schema.properties as Record<string, JsonSchema>) };
  for (const field of fields.filter((f) => f.type === 'rows')) {
    properties[field.name] = {
      title: field.label,
      ...(field.hint ? { description: field.hint } : {}),
      type: ['array', 'null'],
      items: fieldsToJsonSchema((field.items ?? []) as readonly FieldDef[]),
      ...(field.rules?.max !== undefined ? { maxItems: field.rules.max } : {}),
    };
  }
  return { ...schema, properties };
}
