import { formatJalali, fromJalali, getResource, isValidHexColor, toJalali } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../../app/services-context.tsx';
import { ColorPicker } from '../../../widgets/color/color-picker.tsx';
import { JalaliDatePicker } from '../../../widgets/jalali/jalali-date-picker.tsx';
import { TimeInput } from '../../../widgets/jalali/time-input.tsx';
import { NestableTree } from '../../../widgets/nestable/nestable-tree.tsx';
import type { TreeNode } from '../../../widgets/nestable/tree-model.ts';
import { PriceInput } from '../../../widgets/price/price-input.tsx';
import { RichTextField } from '../../../widgets/rich-text/rich-text-field.tsx';
import { choicesQuery } from '../resource-api.ts';
import type { FieldInputProps } from './field-input-props.ts';
import { ImageField } from './image-field.tsx';
import { MultiSelect } from './multi-select.tsx';
import { ReferencePicker } from './reference-picker.tsx';
import { RowsInput, TableInput } from './rows-input.tsx';

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function ReferenceInput(props: FieldInputProps) {
  const target = props.field.reference ? getResource(props.field.reference) : undefined;
  if (target?.lookup) {
    return (
      <ReferencePicker
        resource={target}
        value={props.value}
        onChange={props.onChange}
        id={props.id}
        noun={props.field.label}
        describedBy={props.describedBy}
        invalid={props.invalid}
        disabled={props.disabled}
      />
    );
  }
  return <ReferenceSelect {...props} />;
}

/** A reference to a small table (brands, units …): every record in one select (`?all=1`). */
function ReferenceSelect({ field, value, onChange, id, describedBy, invalid, disabled }: FieldInputProps) {
  const { api } = useServices();
  const choices = useQuery(choicesQuery(api, field.reference ?? ''));
  if (!field.reference || choices.isError) {
    return (
      <input
        id={id}
        inputMode="numeric"
        dir="ltr"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        value={asText(value)}
        onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      />
    );
  }
  return (
    <select
      id={id}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-busy={choices.isPending || undefined}
      disabled={disabled}
      value={asText(value)}
      onChange={(event) => {
        const chosen = choices.data?.find((c) => String(c.value) === event.currentTarget.value);
        onChange(chosen ? chosen.value : null);
      }}
    >
      <option value="">{choices.isPending ? 'در حال بارگذاری…' : `انتخاب ${field.label}`}</option>
      {(choices.data ?? []).map((choice) => (
        <option key={choice.value} value={String(choice.value)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/** A Jalali date with a Tehran wall-clock time; the value is the ISO instant. */
function DateTimeInput({ field, value, onChange, id, describedBy, invalid, disabled }: FieldInputProps) {
  const iso = typeof value === 'string' && value !== '' ? value : null;
  let time = '00:00';
  let day: { year: number; month: number; day: number } | null = null;
  try {
    if (iso) {
      time = formatJalali(iso, 'HH:mm', { digits: 'latin' });
      day = toJalali(iso);
    }
  } catch {
    day = null;
  }
  const at = (date: { year: number; month: number; day: number }, hhmm: string) => {
    const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
    return fromJalali(date.year, date.month, date.day, { hour, minute }).toISOString();
  };
  return (
    <span className="datetime-input">
      <JalaliDatePicker
        id={id}
        label={field.label}
        value={iso}
        onChange={(next) => onChange(next ? at(toJalali(next), time) : null)}
        invalid={invalid}
        describedBy={describedBy}
        disabled={disabled}
      />
      <TimeInput
        label={`ساعت ${field.label}`}
        disabled={disabled || !day}
        value={time}
        onChange={(hhmm) => {
          if (day) onChange(at(day, hhmm));
        }}
      />
    </span>
  );
}

/** The input of one declared field, by its type: core's widgets for prices, colours, dates and images. */
export function FieldInput(props: FieldInputProps) {
  const { field, value, onChange, id, describedBy, invalid, disabled } = props;
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': field.rules?.required || undefined,
    disabled,
  };
  const [reveal, setReveal] = useState(false);
  switch (field.type) {
    case 'html':
      return (
        <RichTextField
          id={id}
          label={field.label}
          value={asText(value)}
          onChange={onChange}
          invalid={invalid}
          describedBy={describedBy}
          disabled={disabled}
        />
      );
    case 'textarea':
    case 'code':
      return (
        <textarea
          {...common}
          rows={field.type === 'textarea' ? 4 : 8}
          dir={field.type === 'code' ? 'ltr' : 'auto'}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'boolean':
      return (
        <input
          {...common}
          type="checkbox"
          role="switch"
          aria-checked={value === true}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'price':
      return <PriceInput {...common} value={value as number | null} onChange={onChange} />;
    case 'number':
      return (
        <input
          {...common}
          inputMode="decimal"
          dir="ltr"
          value={asText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'select':
      return (
        <select
          {...common}
          value={asText(value)}
          onChange={(event) => {
            const option = field.options?.find((o) => String(o.value) === event.currentTarget.value);
            onChange(option ? option.value : null);
          }}
        >
          <option value="">انتخاب {field.label}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'multiselect':
      return <MultiSelect {...props} />;
    case 'reference':
      return <ReferenceInput {...props} />;
    case 'color':
      return (
        <ColorPicker
          id={id}
          label={field.label}
          value={typeof value === 'string' && isValidHexColor(value) ? value : null}
          onChange={onChange}
          invalid={invalid}
          describedBy={describedBy}
          disabled={disabled}
        />
      );
    case 'datetime':
      return <DateTimeInput {...props} />;
    case 'date':
      return (
        <JalaliDatePicker
          id={id}
          label={field.label}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          invalid={invalid}
          describedBy={describedBy}
          disabled={disabled}
        />
      );
    case 'image':
      return <ImageField {...props} />;
    case 'rows':
      return <RowsInput {...props} ItemInput={FieldInput} />;
    case 'table':
      return <TableInput {...props} />;
    case 'tree':
      return (
        <NestableTree
          label={field.label}
          items={(Array.isArray(value) ? value : []) as TreeNode[]}
          onChange={(order) => onChange(order)}
        />
      );
    case 'password':
      return (
        <span className="password-input">
          <input
            {...common}
            type={reveal ? 'text' : 'password'}
            dir="ltr"
            autoComplete="new-password"
            value={asText(value)}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
          <button type="button" className="button small ghost" onClick={() => setReveal((r) => !r)}>
            {reveal ? 'پنهان' : 'نمایش'}
          </button>
        </span>
      );
    default:
      return (
        <input
          {...common}
          type={field.type === 'email' ? 'email' : field.type === 'mobile' ? 'tel' : 'text'}
          dir={field.type === 'email' || field.type === 'mobile' ? 'ltr' : 'auto'}
          inputMode={field.type === 'mobile' ? 'tel' : undefined}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
