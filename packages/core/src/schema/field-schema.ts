import Type, { type TSchema, type TUnsafe } from 'typebox';
import type { FieldDef, FieldType } from '../registry/types.ts';

/**
 * One declared field as a JSON Schema (TypeBox): its JSON type, whether it may be null, what its
 * rules say in schema words (length, pattern, range, e-mail) and its Persian label as the title. The
 * server documents and checks bodies and answers with it; `Static` of it is the field's value type.
 */

/**
 * The TypeScript value a field of declaration D holds (its `type`; its options' values for a select):
 * `unknown` for a field whose declaration kept no literal type (made by a helper typed `FieldDef`).
 */
export type FieldValueOf<D> = D extends { type: infer T }
  ? FieldType extends T
    ? unknown
    : DeclaredValueOf<D>
  : unknown;

type DeclaredValueOf<D> = D extends { type: 'boolean' }
  ? boolean
  : D extends { type: 'number' | 'price' | 'reference' }
    ? number
    : D extends { type: 'select'; options: readonly { value: infer V }[] }
      ? V
      : D extends { type: 'multiselect' }
        ? (string | number)[]
        : D extends { type: 'rows' }
          ? Record<string, unknown>[]
          : D extends { type: 'table' }
            ? string[][]
            : D extends { type: 'select' }
              ? string | number
              : string;

/** A required field always holds a value; any other may be null. */
export type NullableValueOf<D> = D extends { rules: { required: true } }
  ? FieldValueOf<D>
  : FieldValueOf<D> | null;

/** The schema of a field declared as D: its `Static` is {@link NullableValueOf}. */
export type FieldSchemaOf<D> = TUnsafe<NullableValueOf<D>>;

const NUMERIC: readonly FieldType[] = ['number', 'price'];
const TEXT_ARRAYS: readonly FieldType[] = ['multiselect', 'rows', 'table'];

export interface FieldSchemaOptions {
  /**
   * `answer`: the value as an answer carries it (type, null and title only: rules judge what is sent,
   * and a stored value older than a rule still answers). Default `input`: with the rules.
   */
  use?: 'input' | 'answer';
}

/** The bare JSON type of a field's value, without null. */
function valueSchema(field: FieldDef, use: 'input' | 'answer'): TSchema {
  if (field.type === 'boolean') return Type.Boolean();
  if (NUMERIC.includes(field.type)) return Type.Number();
  if (field.type === 'reference') return Type.Integer();
  if (field.type === 'select') {
    const values = (field.options ?? []).map((option) => option.value);
    const numeric = values.length > 0 && values.every((value) => typeof value === 'number');
    if (use === 'input' && values.length) return Type.Union(values.map((value) => Type.Literal(value)));
    return numeric ? Type.Number() : Type.String();
  }
  if (field.type === 'multiselect') return Type.Array(Type.Union([Type.String(), Type.Number()]));
  if (field.type === 'table') return Type.Array(Type.Array(Type.String()));
  if (field.type === 'rows') {
    const items = field.items ?? [];
    const properties = Object.fromEntries(items.map((item) => [item.name, fieldSchema(item, { use })]));
    return Type.Array(Type.Object(properties, { additionalProperties: use === 'answer' }));
  }
  return Type.String();
}

/** What a field's rules say in JSON Schema words (lengths of text and lists, pattern, range, e-mail). */
function ruleKeywords(field: FieldDef): Record<string, unknown> {
  const rules = field.rules ?? {};
  const list = TEXT_ARRAYS.includes(field.type);
  const text =
    !list && !NUMERIC.includes(field.type) && field.type !== 'boolean' && field.type !== 'reference';
  const keywords: Record<string, unknown> = {};
  // `min`/`max` count characters of text and items of lists (a number's digits are not judged here).
  if (rules.min !== undefined && (text || list)) keywords[list ? 'minItems' : 'minLength'] = rules.min;
  if (rules.max !== undefined && (text || list)) keywords[list ? 'maxItems' : 'maxLength'] = rules.max;
  if (rules.min_value !== undefined) keywords.minimum = rules.min_value;
  if (rules.max_value !== undefined) keywords.maximum = rules.max_value;
  if (text && (rules.email || field.type === 'email')) keywords.format = 'email';
  if (text && rules.regex !== undefined)
    keywords.pattern = typeof rules.regex === 'string' ? `^(?:${rules.regex})$` : rules.regex.source;
  return keywords;
}

/** The schema of one declared field (see the module comment); `Static` of it is its value type. */
export function fieldSchema<const D extends FieldDef>(
  field: D,
  options: FieldSchemaOptions = {},
): FieldSchemaOf<D> {
  const use = options.use ?? 'input';
  const bare = valueSchema(field, use);
  const constrained = use === 'input' ? Object.assign(bare, ruleKeywords(field)) : bare;
  const described = { title: field.label, ...(field.hint ? { description: field.hint } : {}) };
  const schema = field.rules?.required
    ? Object.assign(constrained, described)
    : Type.Union([constrained, Type.Null()], described);
  return Type.Unsafe<NullableValueOf<D>>(schema);
}
