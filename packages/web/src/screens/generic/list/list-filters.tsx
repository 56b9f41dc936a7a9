import {
  type FilterDef,
  getResource,
  type ResourceDef,
  toAsciiDigits,
  toPersianDigits,
} from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useServices } from '../../../app/services-context.tsx';
import { JalaliDatePicker } from '../../../widgets/jalali/jalali-date-picker.tsx';
import { ReferencePicker } from '../form/reference-picker.tsx';
import { choicesQuery } from '../resource-api.ts';

export interface ListFiltersProps {
  resource: Pick<ResourceDef, 'title' | 'filters'>;
  values: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
  onClear: () => void;
}

const SEARCH_DEBOUNCE_MS = 300;

function SearchFilter({
  filter,
  value,
  onChange,
}: {
  filter: FilterDef;
  value: string;
  onChange: (v: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <input
      type="search"
      className="list-filters__search"
      aria-label={filter.label}
      placeholder={`${filter.label}…`}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}

function ReferenceFilter({
  filter,
  value,
  onChange,
}: {
  filter: FilterDef;
  value: string;
  onChange: (v: string) => void;
}) {
  const { api } = useServices();
  const choices = useQuery(choicesQuery(api, filter.reference ?? ''));
  const id = useId();
  const target = filter.reference ? getResource(filter.reference) : undefined;
  if (target?.lookup) {
    return (
      <div className="list-filters__field">
        <ReferencePicker
          resource={target}
          id={id}
          label={filter.label}
          noun={filter.label}
          value={value}
          onChange={(next) => onChange(next === null ? '' : String(next))}
        />
      </div>
    );
  }
  if (choices.isError || !filter.reference) {
    return (
      <label className="list-filters__field" htmlFor={id}>
        <span>{filter.label}</span>
        <input
          id={id}
          inputMode="numeric"
          dir="ltr"
          value={value}
          onChange={(e) => onChange(toAsciiDigits(e.currentTarget.value))}
        />
      </label>
    );
  }
  return (
    <label className="list-filters__field" htmlFor={id}>
      <span>{filter.label}</span>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">همه</option>
        {(choices.data ?? []).map((choice) => (
          <option key={choice.value} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Whether a filter has a value (a date range by either end). */
const isActive = (filter: FilterDef, values: Readonly<Record<string, string>>) =>
  filter.type === 'jalali-date-range'
    ? Boolean(values.start_date || values.end_date)
    : Boolean(values[filter.name]);

/**
 * The filter bar built from the resource's declaration; every value lives in the URL. In a narrow box
 * (a phone) all but the search fold behind one «فیلترها» button that counts the active ones
 * (generic.css); on a wide screen the button is hidden and every filter shows.
 */
export function ListFilters({ resource, values, onChange, onClear }: ListFiltersProps) {
  const idBase = useId();
  const [open, setOpen] = useState(false);
  const active = Object.keys(values).length > 0;
  const searches = resource.filters.filter((filter) => filter.type === 'search').slice(0, 1);
  const folded = resource.filters.filter((filter) => !searches.includes(filter));
  const activeFolded = folded.filter((filter) => isActive(filter, values)).length;
  const renderFilter = (filter: FilterDef) => {
    const id = `${idBase}-${filter.name}`;
    const value = values[filter.name] ?? '';
    switch (filter.type) {
      case 'search':
        return (
          <SearchFilter
            key={filter.name}
            filter={filter}
            value={value}
            onChange={(v) => onChange(filter.name, v)}
          />
        );
      case 'select':
      case 'boolean': {
        const options = filter.options ?? [
          { value: 1, label: 'بله' },
          { value: 0, label: 'خیر' },
        ];
        return (
          <label key={filter.name} className="list-filters__field" htmlFor={id}>
            <span>{filter.label}</span>
            <select
              id={id}
              value={value}
              onChange={(event) => onChange(filter.name, event.currentTarget.value)}
            >
              <option value="">همه</option>
              {options.map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        );
      }
      case 'jalali-date-range':
        return (
          <fieldset key={filter.name} className="list-filters__range">
            <legend>{filter.label}</legend>
            <span>از</span>
            <JalaliDatePicker
              label={`${filter.label} از`}
              format="jalali"
              value={values.start_date ?? null}
              max={values.end_date ?? null}
              onChange={(v) => onChange('start_date', v ?? '')}
            />
            <span>تا</span>
            <JalaliDatePicker
              label={`${filter.label} تا`}
              format="jalali"
              value={values.end_date ?? null}
              min={values.start_date ?? null}
              onChange={(v) => onChange('end_date', v ?? '')}
            />
          </fieldset>
        );
      case 'reference':
        return (
          <ReferenceFilter
            key={filter.name}
            filter={filter}
            value={value}
            onChange={(v) => onChange(filter.name, v)}
          />
        );
      default:
        return (
          <label key={filter.name} className="list-filters__field" htmlFor={id}>
            <span>{filter.label}</span>
            <input
              id={id}
              inputMode="numeric"
              dir="ltr"
              value={value}
              onChange={(event) => onChange(filter.name, toAsciiDigits(event.currentTarget.value))}
            />
          </label>
        );
    }
  };
  return (
    <search className="list-filters" aria-label={`فیلترهای ${resource.title}`} data-open={open || undefined}>
      {searches.map(renderFilter)}
      {folded.length > 0 ? (
        <button
          type="button"
          className="button list-filters__toggle"
          aria-expanded={open}
          aria-controls={`${idBase}-more`}
          onClick={() => setOpen((now) => !now)}
        >
          فیلترها
          {activeFolded > 0 ? (
            <span className="list-filters__count">{toPersianDigits(activeFolded)}</span>
          ) : null}
        </button>
      ) : null}
      <div className="list-filters__more" id={`${idBase}-more`}>
        {folded.map(renderFilter)}
        {active ? (
          <button type="button" className="button ghost" onClick={onClear}>
            پاک کردن فیلترها
          </button>
        ) : null}
      </div>
    </search>
  );
}
