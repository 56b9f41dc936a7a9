import {
  type BulkEditResult,
  type BulkRowResult,
  bulkEditRowFields,
  toPersianDigits,
} from '@shop-admin/core';

/** A changed field by its Persian label (core's bulk row fields), never its key. */
const labelOf = (field: string) => bulkEditRowFields.find((f) => f.name === field)?.label ?? field;

/** A value in a diff or conflict: — for none, lists joined, Persian digits. */
export const showValue = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : Array.isArray(value)
      ? value.join('، ')
      : toPersianDigits(String(value));

/** A row's conflicts in words: each field with its base, current and wanted value, as `labels` name them. */
export function conflictText(
  result: BulkRowResult,
  labels: { base: string; current: string; wanted: string },
): string {
  return Object.entries(result.conflicts ?? {})
    .map(
      ([field, c]) =>
        `${labelOf(field)} ${labels.base} ${showValue(c.base)}، ${labels.current} ${showValue(c.current)}، ${labels.wanted} ${showValue(c.wanted)}`,
    )
    .join('؛ ');
}

/** Every changed field of a bulk answer (apply's dry run or an undo's), one line each: before ← after. */
export function BulkDiffList({
  result,
  titleOf,
}: {
  result: BulkEditResult;
  titleOf: (row: number) => string;
}) {
  return (
    <ul className="bulk-sheet-diff">
      {result.results.flatMap((row) =>
        Object.entries(row.changes).map(([field, change]) => (
          <li key={`${row.row}-${field}`} className={row.status}>
            <strong>{titleOf(row.row)}</strong> — {labelOf(field)}: {showValue(change.before)} ←{' '}
            {showValue(change.after)}
          </li>
        )),
      )}
    </ul>
  );
}
