import { type ResourceDef, toPersianDigits } from '@shop-admin/core';
import { useServices } from '../../../app/services-context.tsx';
import { SearchPicker } from '../../../widgets/search-picker.tsx';
import { LookupText, ReferenceName } from '../reference-name.tsx';
import { lookupLabel, type Row, searchRows } from '../resource-api.ts';

export interface ReferenceMultiPickerProps {
  resource: ResourceDef;
  value: unknown;
  onChange: (value: (string | number)[]) => void;
  id: string;
  noun: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean | undefined;
}

/** The ids of a multiselect's value: plain ids, or records with an id as some answers embed them. */
const idsOf = (value: unknown): (string | number)[] =>
  (Array.isArray(value) ? value : []).flatMap((item) => {
    if (typeof item === 'number' || typeof item === 'string') return [item];
    const id = (item as { id?: unknown } | null)?.id;
    return typeof id === 'number' || typeof id === 'string' ? [id] : [];
  });

/**
 * Several records of a large table (a set's or a post's products): the shared SearchPicker adds each
 * pick to the list below it, each named (read by id when the form opened with it) with a remove button.
 */
export function ReferenceMultiPicker({
  resource,
  value,
  onChange,
  id,
  noun,
  describedBy,
  invalid,
  disabled,
}: ReferenceMultiPickerProps) {
  const { api } = useServices();
  const ids = idsOf(value);
  const has = (candidate: string | number) => ids.some((own) => String(own) === String(candidate));
  const listId = `${id}-chosen`;
  return (
    <div className="reference-picker">
      <SearchPicker<Row>
        id={id}
        className="reference-picker__search"
        queryKey={`${resource.endpoint}?search`}
        search={(term, signal) => searchRows(api, resource, term, signal)}
        optionKey={(row) => row.id}
        renderOption={(row) => (
          <span>
            <LookupText text={lookupLabel(row, resource)} />
          </span>
        )}
        optionDisabled={(row) => has(row.id)}
        onPick={(row) => {
          if (!has(row.id)) onChange([...ids, row.id]);
        }}
        clearOnPick
        placeholder={`افزودن ${noun}…`}
        emptyText={`${noun} یافت نشد.`}
        invalid={invalid}
        describedBy={[listId, describedBy].filter(Boolean).join(' ')}
      />
      <p id={listId} className="reference-picker__chosen">
        {ids.length === 0 ? 'هنوز انتخاب نشده' : `${toPersianDigits(ids.length)} انتخاب‌شده`}
      </p>
      {ids.length > 0 && (
        <ul className="reference-picker__list" aria-label={`${noun} انتخاب‌شده`}>
          {ids.map((own) => (
            <li key={String(own)}>
              <ReferenceName reference={resource.name} id={own} />
              <button
                type="button"
                className="button small ghost"
                disabled={disabled}
                aria-label={`حذف ${String(own)} از ${noun}`}
                onClick={() => onChange(ids.filter((other) => String(other) !== String(own)))}
              >
                حذف
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
