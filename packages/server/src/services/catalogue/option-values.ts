import { type FieldValues, toPersianDigits } from '@shop-admin/core';
import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { refused, validationFailed } from '../../http/errors.ts';
import { duplicatesOf, readIds } from './reference-common.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The values table of an attribute or a specification: id, owner, value text and position. */
export interface ValuesTable {
  table: PgTable;
  id: AnyPgColumn;
  owner: AnyPgColumn;
  value: AnyPgColumn;
  position: AnyPgColumn;
  /** Drizzle property names of the owner and timestamps, for inserts. */
  ownerKey: string;
  /** What the values are used by, for the refusal when one is deleted while in use. */
  usedBy: string;
  /** The column of the table that uses values (a variety's or a product's choice), to refuse deleting used ones. */
  usedIn: AnyPgColumn;
}

export interface OptionValue {
  id: number;
  value: string;
  position: number;
}

const fa = (n: number) => toPersianDigits(n);

/** The values of some owners, by owner id, in position order. */
export async function valuesByOwner(
  db: Db | Tx,
  spec: ValuesTable,
  ownerIds: readonly number[],
): Promise<Map<number, OptionValue[]>> {
  const out = new Map<number, OptionValue[]>();
  if (!ownerIds.length) return out;
  const rows = await db
    .select({ id: spec.id, owner: spec.owner, value: spec.value, position: spec.position })
    .from(spec.table)
    .where(inArray(spec.owner, [...ownerIds]))
    .orderBy(asc(spec.position), asc(spec.id));
  for (const row of rows) {
    const owner = Number(row.owner);
    out.set(owner, [
      ...(out.get(owner) ?? []),
      { id: Number(row.id), value: String(row.value), position: Number(row.position) },
    ]);
  }
  return out;
}

/** The values list fields of an attribute's or a specification's declaration (no column of the owner). */
export const VALUE_FIELDS = ['values', 'edited_values', 'deleted_values'] as const;

/** The value changes of a write, declared alike on attributes and specifications. */
export type ValueChanges = Pick<FieldValues<'attributes'>, (typeof VALUE_FIELDS)[number]> &
  Pick<FieldValues<'specifications'>, (typeof VALUE_FIELDS)[number]>;

/** Whether a validated body carries any value change. */
export const touchesValues = (values: ValueChanges): boolean =>
  VALUE_FIELDS.some(
    (key) => Object.hasOwn(values, key) && values[key] !== null && (values[key] as unknown[]).length > 0,
  );

/**
 * Applies `deleted_values` (ids), `edited_values` ({id, value}) and `values` (new texts, appended) to
 * one owner inside the caller's transaction. Every id must be one of the owner's values, no text may
 * appear twice among the owner's values, and a value in use is not deleted: each is a Persian 422.
 */
export async function applyValueChanges(
  tx: Tx,
  spec: ValuesTable,
  ownerId: number,
  values: ValueChanges,
  now: Date,
): Promise<void> {
  const current = (await valuesByOwner(tx, spec, [ownerId])).get(ownerId) ?? [];
  const ownIds = new Set(current.map((value) => value.id));
  const errors: Record<string, string[]> = {};

  const deleted = readIds(values.deleted_values, 'deleted_values', 'مقادیر حذفی');
  const foreign = deleted.filter((id) => !ownIds.has(id));
  if (foreign.length)
    errors.deleted_values = [`مقداری با شناسه ${foreign.map(fa).join('، ')} در این فهرست نیست.`];

  const edited = ((values.edited_values as { id: number; value: string }[] | null) ?? []).map((row) => ({
    id: Number(row.id),
    value: String(row.value ?? '').trim(),
  }));
  edited.forEach((row, index) => {
    if (!ownIds.has(row.id))
      errors[`edited_values.${index}.id`] = [`مقداری با شناسه ${fa(row.id)} در این فهرست نیست.`];
    if (deleted.includes(row.id))
      errors[`edited_values.${index}.id`] = ['مقداری که حذف می‌شود ویرایش نمی‌شود.'];
  });
  for (const id of duplicatesOf(edited.map((row) => row.id)))
    errors.edited_values = [`مقدار با شناسه ${fa(id)} دو بار ویرایش شده است.`];

  const added = ((values.values as unknown[] | null) ?? []).map((value) => String(value).trim());
  added.forEach((value, index) => {
    if (!value) errors[`values.${index}`] = ['مقدار خالی پذیرفته نیست.'];
    else if ([...value].length > 191) errors[`values.${index}`] = ['هر مقدار حداکثر ۱۹۱ نویسه است.'];
  });
  // The owner's texts after the change: kept ones (maybe edited) plus the new ones, each once.
  const editedText = new Map(edited.map((row) => [row.id, row.value]));
  const final = [
    ...current
      .filter((value) => !deleted.includes(value.id))
      .map((value) => editedText.get(value.id) ?? value.value),
    ...added,
  ].filter(Boolean);
  const twice = duplicatesOf(final);
  if (twice.length) errors.values = [`مقدار «${twice.join('، ')}» تکراری است.`];
  if (Object.keys(errors).length) throw validationFailed(errors);

  if (deleted.length) {
    const [used] = await tx
      .select({ n: count() })
      .from(spec.usedIn.table)
      .where(inArray(spec.usedIn, deleted));
    if ((used?.n ?? 0) > 0)
      throw refused('in_use', `مقدار حذف‌شده در ${spec.usedBy} به کار رفته و حذف نمی‌شود.`, 'deleted_values');
    await tx.delete(spec.table).where(and(eq(spec.owner, ownerId), inArray(spec.id, deleted)));
  }
  try {
    // Two passes, so swapping two texts does not trip the unique index halfway.
    for (const row of edited)
      await tx
        .update(spec.table)
        .set({ value: `\u2063editing-${row.id}-${now.getTime()}`, updatedAt: now } as never)
        .where(eq(spec.id, row.id));
    for (const row of edited)
      await tx
        .update(spec.table)
        .set({ value: row.value } as never)
        .where(eq(spec.id, row.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ edited_values: ['مقدار ویرایش‌شده تکراری است.'] });
    throw error;
  }
  if (added.length) {
    const [top] = await tx
      .select({ n: max(spec.position) })
      .from(spec.table)
      .where(eq(spec.owner, ownerId));
    const start = top?.n === null || top?.n === undefined ? 0 : Number(top.n) + 1;
    await tx.insert(spec.table).values(
      added.map((value, index) => ({
        [spec.ownerKey]: ownerId,
        value,
        position: start + index,
        createdAt: now,
        updatedAt: now,
      })) as never,
    );
  }
}
