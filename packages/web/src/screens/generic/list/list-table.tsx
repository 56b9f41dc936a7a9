import { type ColumnDef, type FieldDef, type ResourceDef, toPersianDigits } from '@shop-admin/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { toRouterPath } from '../../../app/paths.ts';
import { type Row, recordLabel } from '../resource-api.ts';
import { ListCell } from './list-cell.tsx';
import type { ListParams } from './list-params.ts';

/** Lists longer than this render only the rows in view (@tanstack/react-virtual). */
export const VIRTUALIZE_AFTER = 100;
const ROW_HEIGHT = 48;

export interface ListTableProps {
  resource: ResourceDef;
  rows: readonly Row[];
  params: ListParams;
  onSort: (key: string) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], on: boolean) => void;
  /** Where a row opens (edit form or detail), or null when it opens nowhere. */
  openHref: (row: Row) => string | null;
  /** What opening a row does: «ویرایش» to its edit form, «نمایش» to its detail (an order's screen). */
  openVerb: string;
  onToggle?: ((row: Row, field: FieldDef, next: boolean) => void) | undefined;
  onDelete?: ((row: Row) => void) | undefined;
  rowProps: (index: number) => Record<string, unknown>;
}

/**
 * Each column's part in the phone's card (core's `ColumnDef.card`): the declared hints, else every
 * column, the first text column as the heading. Columns without a part are not in the card.
 */
export function cardParts(resource: ResourceDef, labelColumn: string | undefined) {
  const hinted = resource.columns.some((column) => column.card);
  return (column: ColumnDef): 'title' | 'field' | undefined =>
    hinted ? column.card : column.name === labelColumn ? 'title' : 'field';
}

/**
 * The list as a table: columns from the declaration (money and counts aligned to the end), sortable
 * headers with aria-sort, a selection column, and in-place switches. Long lists are virtualised. In a
 * narrow box (a phone) CSS lays each row out as a card of its `data-card` cells, labelled by
 * `data-label` (generic.css, a container query): one markup, no second layout.
 */
export function ListTable(props: ListTableProps) {
  const {
    resource,
    rows,
    params,
    onSort,
    selected,
    onSelect,
    openHref,
    openVerb,
    onToggle,
    onDelete,
    rowProps,
  } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUALIZE_AFTER;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    enabled: virtual,
  });
  const labelColumn = resource.columns.find((c) => c.name !== 'id' && (c.type ?? 'text') === 'text')?.name;
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(String(row.id)));
  const cardPart = cardParts(resource, labelColumn);

  const renderRow = (row: Row, index: number): ReactNode => {
    const id = String(row.id);
    const href = openHref(row);
    const label = recordLabel(row, resource);
    return (
      <tr key={id} data-row-id={id} {...rowProps(index)}>
        <td className="list-table__select">
          <input
            type="checkbox"
            aria-label={`انتخاب «${label}»`}
            checked={selected.has(id)}
            onChange={(event) => onSelect([id], event.currentTarget.checked)}
          />
        </td>
        {resource.columns.map((column) => (
          <td
            key={column.name}
            data-align={column.align ?? 'start'}
            data-type={column.type ?? 'text'}
            data-card={cardPart(column)}
            data-label={column.label}
          >
            {column.name === labelColumn && href ? (
              <Link to={toRouterPath(href)}>
                <ListCell resource={resource} column={column} row={row} />
              </Link>
            ) : (
              <ListCell resource={resource} column={column} row={row} onToggle={onToggle} />
            )}
          </td>
        ))}
        <td className="list-table__actions">
          {href ? (
            <Link className="button small" to={toRouterPath(href)} aria-label={`${openVerb} «${label}»`}>
              {openVerb}
            </Link>
          ) : null}
          {onDelete ? (
            <button
              type="button"
              className="button small danger"
              aria-label={`حذف «${label}»`}
              onClick={() => onDelete(row)}
            >
              حذف
            </button>
          ) : null}
        </td>
      </tr>
    );
  };

  const items = virtual ? virtualizer.getVirtualItems() : [];
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const columnCount = resource.columns.length + 2;

  return (
    <div ref={scroller} className="list-table__scroll" data-virtual={virtual || undefined}>
      <table className="list-table" data-has-card={resource.columns.some((c) => c.card) || undefined}>
        <caption className="visually-hidden">
          {resource.title}، {toPersianDigits(rows.length)} ردیف
        </caption>
        <thead>
          <tr>
            <th scope="col" className="list-table__select">
              <input
                type="checkbox"
                aria-label="انتخاب همه ردیف‌های این صفحه"
                checked={allOnPage}
                onChange={(event) =>
                  onSelect(
                    rows.map((row) => String(row.id)),
                    event.currentTarget.checked,
                  )
                }
              />
            </th>
            {resource.columns.map((column) => {
              const sortable = column.sortable && resource.sortKeys.includes(column.name);
              const sorted = params.sortBy === column.name;
              return (
                <th
                  key={column.name}
                  scope="col"
                  data-align={column.align ?? 'start'}
                  data-type={column.type ?? 'text'}
                  data-card={cardPart(column)}
                  aria-sort={sorted ? (params.sortDesc ? 'descending' : 'ascending') : undefined}
                >
                  {sortable ? (
                    <button type="button" className="list-table__sort" onClick={() => onSort(column.name)}>
                      {column.label}
                      <span aria-hidden="true">{sorted ? (params.sortDesc ? ' ▼' : ' ▲') : ' ↕'}</span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
            <th scope="col" className="list-table__actions">
              <span className="visually-hidden">کارها</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {virtual ? (
            <>
              {padTop > 0 ? (
                <tr className="list-table__spacer" style={{ blockSize: padTop }}>
                  <td colSpan={columnCount} />
                </tr>
              ) : null}
              {items.map((item) => {
                const row = rows[item.index];
                return row ? renderRow(row, item.index) : null;
              })}
              {padBottom > 0 ? (
                <tr className="list-table__spacer" style={{ blockSize: padBottom }}>
                  <td colSpan={columnCount} />
                </tr>
              ) : null}
            </>
          ) : (
            rows.map(renderRow)
          )}
        </tbody>
      </table>
    </div>
  );
}
