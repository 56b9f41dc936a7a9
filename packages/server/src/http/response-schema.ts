import { type ResourceDef, type ResourceName, recordProperties } from '@shop-admin/core';
import Type, { type TSchema } from 'typebox';
import { LIST_EXTRAS, NOT_ANSWERED, NOT_IN_LIST, RECORD_ANSWERS } from './answers/records.ts';
import { envelope, nullable, pageOrAll, strict } from './answers/shapes.ts';
import { VERSION_FIELD } from './record-version.ts';

/**
 * Response schemas of the generic resource routes: the Shopit envelope around the record core's
 * declaration types (core `recordSchema`: its fields and columns with their JSON types, null where
 * a field is not required, the Persian label as title), plus what the server answers beyond the
 * declaration (answers/records.ts), and Laravel's paginator. Every object is strict: the contract
 * test (test/contract.test.ts) checks every answer against them before and after serialisation.
 */

/** `anyOf: [X, null]` as `type: [x, 'null']` where X is one plain type: the serialiser's fast path. */
function compact(schema: TSchema): TSchema {
  const anyOf = (schema as { anyOf?: TSchema[] }).anyOf;
  const [value, other] = anyOf ?? [];
  if (anyOf?.length !== 2 || (other as { type?: unknown })?.type !== 'null' || !value) return schema;
  const { anyOf: _, ...rest } = schema as { anyOf?: unknown };
  return { ...rest, ...nullable(value) } as TSchema;
}

/** One record as the resource answers it (in lists; a single record adds its `version`). */
export function recordSchema(resource: ResourceDef) {
  const name = resource.name as ResourceName;
  const properties: Record<string, TSchema> = {};
  const skipped = new Set(NOT_ANSWERED[name] ?? []);
  for (const [key, schema] of Object.entries(recordProperties(resource)))
    if (!skipped.has(key)) properties[key] = compact(schema);
  Object.assign(properties, RECORD_ANSWERS[name]);
  return Type.Object(properties, { title: resource.titleSingular, additionalProperties: false });
}

/** `GET x`'s 200: `{data: {<list key>: paginator | rows (all=1)}}`, plus the list's extras beside it. */
export function listResponseSchema(resource: ResourceDef) {
  const record = recordSchema(resource);
  const left = new Set(NOT_IN_LIST[resource.name as ResourceName] ?? []);
  const row = Type.Object(
    Object.fromEntries(Object.entries(record.properties).filter(([key]) => !left.has(key))),
    { title: resource.titleSingular, additionalProperties: false },
  );
  return {
    200: envelope(
      strict({
        [resource.responseKey.list]: pageOrAll(row),
        ...LIST_EXTRAS[resource.name as ResourceName],
      }),
    ),
  };
}

/** One record with the `version` its answers carry (README "Conflicts"). */
export const versionedRecordSchema = (resource: ResourceDef) => {
  const record = recordSchema(resource);
  return Type.Object(
    {
      ...record.properties,
      [VERSION_FIELD]: Type.String({ description: 'The record version (ETag, If-Match)' }),
    },
    { title: resource.titleSingular, additionalProperties: false },
  );
};

/** `GET x/:id`'s (and a write's) answer: `{data: {<item key>: record}}`. */
export function itemResponseSchema(resource: ResourceDef) {
  return envelope(strict({ [resource.responseKey.item]: versionedRecordSchema(resource) }));
}

/** A delete's answer: the envelope with `data: null`. */
export const deletedResponseSchema = envelope(Type.Null());
