import Type, { type Static, type TObject, type TProperties, type TSchema, type TUnsafe } from 'typebox';

/**
 * The building blocks of the response schemas (TypeBox): the Shopit envelope, Laravel's paginator,
 * the error envelope, strict objects and nullable values. Fastify serialises answers with them
 * (fast-json-stringify) and the OpenAPI document shows them; the contract test validates real
 * answers against them, before serialisation and on the wire.
 *
 * Every object is strict (`additionalProperties: false`): the serialiser drops a key its schema does
 * not name, so a schema must name every key its handler answers (the contract test's first check).
 * Numbers are `number`, never `integer` (the serialiser would truncate a fraction).
 */

/** An object with exactly these keys (each required unless `Type.Optional`). */
export const strict = <P extends TProperties>(properties: P): TObject<P> =>
  Type.Object(properties, { additionalProperties: false });

/**
 * The value or null. A schema with one JSON `type` takes `null` into its type list, which the
 * serialiser writes with a `typeof` test; anything else becomes `anyOf` (checked value by value).
 */
export function nullable<S extends TSchema>(schema: S): TUnsafe<Static<S> | null> {
  const { type } = schema as { type?: unknown };
  if (typeof type === 'string') return Type.Unsafe<Static<S> | null>({ ...schema, type: [type, 'null'] });
  return Type.Unsafe<Static<S> | null>(Type.Union([schema, Type.Null()]));
}

/** The Shopit success envelope around `data`. */
export const envelope = <D extends TSchema>(data: D) =>
  strict({ success: Type.Boolean(), message: Type.String(), data });

const pageLink = strict({ url: nullable(Type.String()), label: Type.String(), active: Type.Boolean() });

/** Laravel 8's LengthAwarePaginator of these rows (http/paginate.ts writes exactly these keys). */
export const paginator = <R extends TSchema>(row: R) =>
  strict({
    current_page: Type.Number(),
    data: Type.Array(row),
    first_page_url: Type.String(),
    from: nullable(Type.Number()),
    last_page: Type.Number(),
    last_page_url: Type.String(),
    links: Type.Array(pageLink),
    next_page_url: nullable(Type.String()),
    path: Type.String(),
    per_page: Type.Number(),
    prev_page_url: nullable(Type.String()),
    to: nullable(Type.Number()),
    total: Type.Number(),
  });

/** A list: a page (Laravel paginator), or with `all=1` every row as an array. */
export const pageOrAll = <R extends TSchema>(row: R) =>
  Type.Union([paginator(row), Type.Array(row)], {
    description: 'A page (Laravel paginator), or with all=1 every row as an array',
  });

/**
 * Every error answer (4xx and 5xx): a stable English `code`, a Persian `message`, for a 422 the
 * fields' messages, and `data` (null, or what the error carries: a 412's current record).
 */
export const errorAnswer = strict({
  success: Type.Boolean(),
  code: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  data: Type.Unknown(),
});

/** The answers of one area's routes without a schema of their own: `'GET /api/admin/x/:id'` → 200's schema. */
export type RouteAnswers = Readonly<Record<string, TSchema>>;
