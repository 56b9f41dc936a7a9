import { type FieldDef, parsePrice, type ResourceDef, toAsciiDigits, writableFields } from '@shop-admin/core';
import type { Row } from '../resource-api.ts';

/** The values a form edits, by field name. */
export type FormValues = Record<string, unknown>;

/** The fields a form shows: writable ones, and on edit not the create-only ones (passwords). */
export const formFields = (resource: ResourceDef, mode: 'create' | 'edit'): FieldDef[] =>
  writableFields(resource, mode === 'edit' ? 'update' : 'create');

const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** An id out of a reference value that the API may send as an object (`role: {id, label}`). */
function idOf(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && 'id' in value) {
    return (value as { id: unknown }).id;
  }
  return value;
}

/**
 * One chosen item of a multiselect out of a record: an object's `name` when the field's options are
 * names (a role's permissions arrive as `{id, name, label}`, the options are names), else its id.
 */
function choiceOf(field: FieldDef, value: unknown): unknown {
  if (field.options && typeof value === 'object' && value !== null && 'name' in value) {
    const name = (value as { name: unknown }).name;
    if (field.options.some((option) => option.value === name)) return name;
  }
  return idOf(value);
}

/** The form value of one field from a record (or its empty value for a new record). */
export function initialValue(field: FieldDef, record: Row | null): unknown {
  const raw = record ? record[field.name] : undefined;
  switch (field.type) {
    case 'boolean':
      return record ? isOn(raw) : field.name === 'status';
    case 'multiselect':
      return Array.isArray(raw) ? raw.map((item) => choiceOf(field, item)) : [];
    case 'rows':
    case 'table':
    case 'tree':
      return Array.isArray(raw) ? raw : [];
    case 'reference':
      return idOf(raw) ?? null;
    case 'price':
      return typeof raw === 'number' ? raw : typeof raw === 'string' ? parsePrice(raw) : null;
    case 'number':
      return raw === null || raw === undefined ? '' : String(raw);
    case 'select':
    case 'date':
    case 'datetime':
    case 'image':
    case 'color':
      return raw ?? null;
    default:
      return raw === null || raw === undefined ? '' : String(raw);
  }
}

/** Initial values of every field of the form. */
export function initialValues(fields: readonly FieldDef[], record: Row | null): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, initialValue(field, record)]));
}

/** A number typed in any digit script, as a number; the text itself when it is not one (the rules say why). */
function numberOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = toAsciiDigits(value)
    .replace(/[,٬\s]/g, '')
    .replace('٫', '.');
  if (text === '') return null;
  return /^[+-]?(\d+(\.\d+)?|\.\d+)$/.test(text) ? Number(text) : value;
}

/** The value sent for one field: numbers as numbers, blanks of optional fields as null. */
export function outgoingValue(field: FieldDef, value: unknown): unknown {
  if (field.type === 'number') return numberOf(value);
  if (field.type === 'rows' && Array.isArray(value)) {
    return value.map((item) => {
      const row = item as Record<string, unknown>;
      return Object.fromEntries(
        (field.items ?? [])
          .filter((sub) => Object.hasOwn(row, sub.name))
          .map((sub) => [sub.name, outgoingValue(sub, row[sub.name])]),
      );
    });
  }
  if (typeof value === 'string' && value.trim() === '' && !field.rules?.required) return null;
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The body to send: every field on create; on edit only what changed (a partial update), so an
 * untouched field is never rewritten with what the form happened to load.
 */
export function payloadOf(
  fields: readonly FieldDef[],
  values: FormValues,
  initial: FormValues | null,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (initial && same(value, initial[field.name])) continue;
    body[field.name] = outgoingValue(field, value);
  }
  // The confirmation of a confirmed field travels with it.
  for (const field of fields) {
    if (field.rules?.confirmed === true && Object.hasOwn(body, field.name)) {
      const key = `${field.name}_confirmation`;
      if (Object.hasOwn(values, key)) body[key] = values[key];
    }
  }
  return body;
}
