import { getResource } from '@shop-admin/core';
import type { ReactNode } from 'react';
import { formatValue } from '../format-value.tsx';

type Values = Record<string, unknown>;

const objectOf = (value: unknown): Values | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : null;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A logged value for people: text and numbers as they are, objects and lists as compact JSON. */
function valueText(value: unknown): ReactNode {
  if (value === undefined) return <span className="value-empty">—</span>;
  if (value !== null && typeof value === 'object') {
    return (
      <bdi dir="ltr" className="audit-changes__json">
        {JSON.stringify(value)}
      </bdi>
    );
  }
  return formatValue(value, {});
}

/**
 * An audit row's change, field by field: before → after for every field of the record (a create has
 * only «after», a delete only «before»); changed fields are marked, labels come from the entity's
 * declaration where there is one. A value that is no object (a named action's payload) is one row.
 */
export function AuditChanges({ entity, before, after }: { entity: string; before: unknown; after: unknown }) {
  const from = objectOf(before);
  const to = objectOf(after);
  const labels = new Map((getResource(entity)?.fields ?? []).map((field) => [field.name, field.label]));
  const keys =
    from || to
      ? [...new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})])]
      : before === null && after === null
        ? []
        : ['—'];
  if (keys.length === 0) return <p className="detail__text">این رویداد مقداری ثبت نکرده است.</p>;
  const read = (values: Values | null, whole: unknown, key: string) =>
    values ? values[key] : key === '—' ? whole : undefined;
  // Changed fields first, then the rest as they were.
  const rows = keys
    .map((key) => ({ key, was: read(from, before, key), now: read(to, after, key) }))
    .map((row) => ({ ...row, changed: !same(row.was, row.now) }))
    .sort((a, b) => Number(b.changed) - Number(a.changed));
  return (
    <div className="list-table__scroll audit-changes">
      <table className="list-table">
        <caption className="visually-hidden">تغییرات، فیلد به فیلد</caption>
        <thead>
          <tr>
            <th scope="col">فیلد</th>
            <th scope="col">پیش از تغییر</th>
            <th scope="col">پس از تغییر</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-changed={row.changed || undefined}>
              <th scope="row">
                {labels.get(row.key) ?? <bdi dir="ltr">{row.key}</bdi>}
                {row.changed ? <span className="visually-hidden"> (تغییر کرده)</span> : null}
              </th>
              <td>{from || before !== null ? valueText(row.was) : <span className="value-empty">—</span>}</td>
              <td>
                <span aria-hidden="true">← </span>
                {to || after !== null ? valueText(row.now) : <span className="value-empty">—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
