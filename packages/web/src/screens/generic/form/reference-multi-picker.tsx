import { type ResourceDef, toPersianDigits } from '@shop-admin/core';
import { useMemo, useState } from 'react';
import { useServices } from '../../../app/services-context.tsx';
import { SearchPicker } from '../../../widgets/search-picker.tsx';
import { LookupText, ReferenceName } from '../reference-name.tsx';
import { lookupLabel, type Row, searchRows } from '../resource-api.ts';
import { type ChosenName, embeddedLabels, useChosenNames } from './chosen-names.ts';

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

/** One chosen record's name: its label, a loading state (never its id), or its id when unknown. */
function ChosenText({
  name,
  resource,
  id,
}: {
  name: ChosenName;
  resource: ResourceDef;
  id: string | number;
}) {
  if (typeof name === 'object') return <LookupText text={name.label} />;
  if (name === 'loading')
    return (
      <span className="reference-picker__loading" aria-busy="true">
        در حال خواندن نام…
      </span>
    );
  return <ReferenceName reference={resource.name} id={id} />;
}

/**
 * Several records of a large table (a set's or a post's products): the shared SearchPicker adds each
 * pick to the list below it, each named with a remove button. Names come from the value itself when it
 * embeds its records, from the pick, else from one request for all of them (a loading state meanwhile).
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
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const embedded = useMemo(() => embeddedLabels(value, resource), [value, resource]);
  // The labels first seen embedded stay known after the value becomes plain ids (an edit).
  const [firstSeen] = useState(() => embedded);
  const known = useMemo(() => new Map([...firstSeen, ...embedded, ...picked]), [firstSeen, embedded, picked]);
  const { nameOf } = useChosenNames(resource, ids, known);
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
          if (has(row.id)) return;
          setPicked((old) => new Map(old).set(String(row.id), lookupLabel(row, resource)));
          onChange([...ids, row.id]);
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
          {ids.map((own) => {
            const name = nameOf(own);
            return (
              <li key={String(own)}>
                <ChosenText name={name} resource={resource} id={own} />
                <button
                  type="button"
                  className="button small ghost"
                  disabled={disabled}
                  aria-label={`حذف ${typeof name === 'object' ? name.label : String(own)} از ${noun}`}
                  onClick={() => onChange(ids.filter((other) => String(other) !== String(own)))}
                >
                  حذف
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
