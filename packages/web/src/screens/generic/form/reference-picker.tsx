import type { ResourceDef } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../../app/services-context.tsx';
import { SearchPicker } from '../../../widgets/search-picker.tsx';
import { LookupText } from '../reference-name.tsx';
import { detailQuery, lookupLabel, type Row, searchRows } from '../resource-api.ts';

export interface ReferencePickerProps {
  /** The large table the field points at (one that declares `lookup`). */
  resource: ResourceDef;
  value: unknown;
  onChange: (value: string | number | null) => void;
  id: string;
  /** Shown above the field when no form label points at `id` (the list's filters). */
  label?: string;
  /** What the field chooses, for its placeholder and clear button («تنوع محصول»). */
  noun: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean | undefined;
}

const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * A reference field over a large table: the shared SearchPicker asks the list for `?search=<term>`
 * as you type (title, SKU, barcode, name … as the server searches that table) and the chosen record
 * is named below it, read once by its id when the form opens with a value, with a button to clear it.
 */
export function ReferencePicker({
  resource,
  value,
  onChange,
  id,
  label,
  noun,
  describedBy,
  invalid,
  disabled,
}: ReferencePickerProps) {
  const { api } = useServices();
  const [picked, setPicked] = useState<Row | null>(null);
  const chosenId = hasValue(value) ? String(value) : null;
  const known = picked && chosenId === String(picked.id) ? picked : null;
  const current = useQuery({
    ...detailQuery(api, resource, chosenId ?? ''),
    enabled: chosenId !== null && known === null,
  });
  const chosen = known ?? (chosenId !== null ? (current.data ?? null) : null);
  const chosenText = chosen
    ? lookupLabel(chosen, resource)
    : chosenId !== null
      ? current.isError
        ? `#${chosenId}`
        : 'در حال بارگذاری…'
      : null;
  const statusId = `${id}-chosen`;
  return (
    <div className="reference-picker">
      <SearchPicker<Row>
        id={id}
        label={label}
        className="reference-picker__search"
        queryKey={`${resource.endpoint}?search`}
        search={(term, signal) => searchRows(api, resource, term, signal)}
        optionKey={(row) => row.id}
        renderOption={(row) => (
          <span>
            <LookupText text={lookupLabel(row, resource)} />
          </span>
        )}
        onPick={(row) => {
          setPicked(row);
          onChange(row.id);
        }}
        clearOnPick
        placeholder={`جست‌وجوی ${noun}…`}
        emptyText={`${noun} یافت نشد.`}
        invalid={invalid}
        describedBy={[statusId, describedBy].filter(Boolean).join(' ')}
      />
      <p id={statusId} className="reference-picker__chosen" aria-live="polite">
        {chosenText === null ? (
          <span className="muted">هنوز انتخاب نشده</span>
        ) : (
          <>
            <span className="reference-picker__label">
              <span className="visually-hidden">انتخاب‌شده: </span>
              <LookupText text={chosenText} />
            </span>
            <button
              type="button"
              className="button small ghost"
              disabled={disabled}
              aria-label={`حذف ${noun} انتخاب‌شده`}
              onClick={() => {
                setPicked(null);
                onChange(null);
              }}
            >
              حذف
            </button>
          </>
        )}
      </p>
    </div>
  );
}
