import type { ColumnDef, FieldDef, ResourceDef } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../app/services-context.tsx';
import { formatValue } from '../format-value.tsx';
import { ReferenceName } from '../reference-name.tsx';
import { choicesQuery, isLargeReference, type Row } from '../resource-api.ts';

export interface ListCellProps {
  resource: ResourceDef;
  column: ColumnDef;
  row: Row;
  /** A switch the admin may flip in place (status, show_index …), with its handler. */
  onToggle?: ((row: Row, field: FieldDef, next: boolean) => void) | undefined;
}

const isOn = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

function ReferenceValue({ value, reference }: { value: unknown; reference: string }) {
  if (isLargeReference(reference) && (typeof value !== 'object' || value === null)) {
    return <ReferenceName reference={reference} id={value} />;
  }
  return <SmallReferenceValue value={value} reference={reference} />;
}

function SmallReferenceValue({ value, reference }: { value: unknown; reference: string }) {
  const { api } = useServices();
  const needsChoices = typeof value !== 'object' || value === null;
  const choices = useQuery({ ...choicesQuery(api, reference), enabled: needsChoices });
  return <>{formatValue(value, { type: 'reference', choices: choices.data })}</>;
}

/** One cell: the column's value formatted by its type, or an in-place switch for writable booleans. */
export function ListCell({ resource, column, row, onToggle }: ListCellProps) {
  const field = resource.fields.find((f) => f.name === column.name);
  const value = row[column.name];
  const type = column.type ?? field?.type;
  if (type === 'boolean' && field && onToggle) {
    const on = isOn(value);
    return (
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={`${column.label}: ${on ? 'بله' : 'خیر'}`}
        className="switch"
        data-on={on || undefined}
        onClick={(event) => {
          event.stopPropagation();
          onToggle(row, field, !on);
        }}
      >
        <span className="switch__thumb" aria-hidden="true" />
        <span className="switch__text">
          {on ? (field.name === 'status' ? 'فعال' : 'بله') : field.name === 'status' ? 'غیرفعال' : 'خیر'}
        </span>
      </button>
    );
  }
  if (type === 'boolean' && column.name === 'status') return <>{isOn(value) ? 'فعال' : 'غیرفعال'}</>;
  const reference = field?.reference;
  if (type === 'reference' && reference) return <ReferenceValue value={value} reference={reference} />;
  const options =
    column.options ?? field?.options ?? resource.filters.find((f) => f.name === column.name)?.options;
  return <>{formatValue(value, { type, options, name: column.name })}</>;
}
