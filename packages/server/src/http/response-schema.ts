import type { FieldType, ResourceDef } from '@shop-admin/core';
import type { JsonSchema } from './json-schema.ts';

/**
 * Response schemas of the generic resource routes, derived from core's declaration: the Shopit
 * envelope, the record (its declared fields and list columns) and Laravel's paginator. Fastify
 * serialises the answers with them (fast-json-stringify) and the OpenAPI document shows them.
 *
 * Every object keeps `additionalProperties: true`, so a key the declaration does not name (a nested
 * relation, a list's extras) is still answered. A record's properties carry the field's label and
 * type in words but no JSON `type`: the serialiser would coerce a typed value (a boolean answered as
 * 0/1) or throw on one of another type, and the answers must stay byte for byte what they were.
 * The envelope and the paginator, written by this package alone, are typed exactly.
 */

const nullable = (type: string) => ({ type: [type, 'null'] });

/** The envelope's success wrapper around `data`. */
function envelope(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { success: { type: 'boolean' }, message: { type: 'string' }, data },
    required: ['success', 'message', 'data'],
    additionalProperties: true,
  };
}

/** One record as the resource answers it: its declared fields and columns, by name and label. */
export function recordSchema(resource: ResourceDef): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    id: { title: 'شناسه', description: 'id (number)' },
  };
  const describe = (name: string, label: string, type: FieldType | undefined, hint?: string) => {
    if (properties[name]) return;
    properties[name] = {
      title: label,
      description: [hint, `field type: ${type ?? 'text'}`].filter(Boolean).join(' · '),
    };
  };
  // Password-like fields are written, never answered.
  for (const field of resource.fields)
    if (field.type !== 'password') describe(field.name, field.label, field.type, field.hint);
  for (const column of resource.columns) describe(column.name, column.label, column.type);
  return {
    type: 'object',
    title: resource.titleSingular,
    properties,
    additionalProperties: true,
  };
}

/** Laravel 8's LengthAwarePaginator of these rows (http/paginate.ts writes exactly these keys). */
export function paginatorSchema(row: JsonSchema): JsonSchema {
  const link = {
    type: 'object',
    properties: { url: nullable('string'), label: { type: 'string' }, active: { type: 'boolean' } },
    additionalProperties: true,
  };
  return {
    type: 'object',
    description: 'Laravel LengthAwarePaginator',
    properties: {
      current_page: { type: 'integer' },
      data: { type: 'array', items: row },
      first_page_url: { type: 'string' },
      from: nullable('integer'),
      last_page: { type: 'integer' },
      last_page_url: { type: 'string' },
      links: { type: 'array', items: link },
      next_page_url: nullable('string'),
      path: { type: 'string' },
      per_page: { type: 'integer' },
      prev_page_url: nullable('string'),
      to: nullable('integer'),
      total: { type: 'integer' },
    },
    required: ['current_page', 'data', 'last_page', 'per_page', 'total'],
    additionalProperties: true,
  };
}

/** `GET x`'s 200: `{data: {<list key>: paginator | rows (all=1)}}`, plus any extras beside it. */
export function listResponseSchema(resource: ResourceDef): { 200: JsonSchema } {
  const row = recordSchema(resource);
  const list = {
    description: 'A page (Laravel paginator), or with all=1 every row as an array',
    anyOf: [paginatorSchema(row), { type: 'array', items: row }],
  };
  return {
    200: envelope({
      type: 'object',
      properties: { [resource.responseKey.list]: list },
      required: [resource.responseKey.list],
      additionalProperties: true,
    }),
  };
}

/** `GET x/:id`'s (and a write's) answer: `{data: {<item key>: record}}`. */
export function itemResponseSchema(resource: ResourceDef): JsonSchema {
  return envelope({
    type: 'object',
    properties: { [resource.responseKey.item]: recordSchema(resource) },
    required: [resource.responseKey.item],
    additionalProperties: true,
  });
}
