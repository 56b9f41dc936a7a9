import type { ColumnDef, ReportDef } from '@shop-admin/core';
import type { ReactNode } from 'react';
import { formatValue } from '../generic/format-value.tsx';
import { cellOf, type ReportSort } from './report-view.ts';

type Row = Record<string, unknown>;

/** A report's table: a header button per column sorts by it (again: the other way), `aria-sort` says how. */
export function ReportTable({
  report,
  rows,
  sort,
  onSort,
  cell,
}: {
  report: ReportDef;
  rows: readonly Row[];
  sort: ReportSort;
  onSort: (column: string) => void;
  /** A cell of its own (the visit report's day opens that day by hour). */
  cell?: ((row: Row, column: ColumnDef) => ReactNode | undefined) | undefined;
}) {
  return (
    <div className="list-table__scroll">
      <table className="list-table">
        <caption className="visually-hidden">جدول {report.title}</caption>
        <thead>
          <tr>
            {report.columns.map((column) => {
              const active = sort.by === column.name;
              return (
                <th
                  key={column.name}
                  scope="col"
                  aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}
                  data-align={column.align}
                >
                  <button type="button" className="list-table__sort" onClick={() => onSort(column.name)}>
                    {column.label}
                    <span aria-hidden="true">{active ? (sort.desc ? ' ▼' : ' ▲') : ''}</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // Report rows have no id of their own; their place in the shown order is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are re-rendered whole on every sort
            <tr key={index}>
              {report.columns.map((column) => (
                <td key={column.name} data-align={column.align}>
                  {cell?.(row, column) ??
                    formatValue(cellOf(row, column.name), { type: column.type, name: column.name })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
