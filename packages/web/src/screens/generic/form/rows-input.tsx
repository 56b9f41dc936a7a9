import { type FieldDef, toPersianDigits } from '@shop-admin/core';
import type { ComponentType } from 'react';
import type { FieldInputProps } from './field-input-props.ts';
import { initialValue } from './form-values.ts';

type Item = Record<string, unknown>;

/**
 * A list of objects (a flash sale's products): one row of the item fields each, add and remove. Each
 * item field is drawn by `ItemInput` (the form's FieldInput, handed in so the two don't import each other).
 */
export function RowsInput({
  field,
  value,
  onChange,
  id,
  errors,
  disabled,
  ItemInput,
}: FieldInputProps & { ItemInput: ComponentType<FieldInputProps> }) {
  const items = (Array.isArray(value) ? value : []) as Item[];
  const subFields: readonly FieldDef[] = field.items ?? [];
  const setItem = (index: number, name: string, next: unknown) =>
    onChange(items.map((item, i) => (i === index ? { ...item, [name]: next } : item)));
  return (
    <div className="rows-input" id={id}>
      {items.map((item, index) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; their place is their identity
          key={index}
          className="rows-input__row"
        >
          <legend>
            {field.label} {toPersianDigits(index + 1)}
          </legend>
          {subFields.map((sub) => {
            const subId = `${id}-${index}-${sub.name}`;
            const subErrors = errors?.[`${field.name}.${index}.${sub.name}`];
            return (
              <div key={sub.name} className="form-field form-field--compact">
                <label htmlFor={subId}>{sub.label}</label>
                <ItemInput
                  field={sub}
                  id={subId}
                  value={item[sub.name] ?? initialValue(sub, null)}
                  onChange={(next) => setItem(index, sub.name, next)}
                  invalid={!!subErrors}
                  describedBy={subErrors ? `${subId}-error` : undefined}
                  disabled={disabled}
                />
                {subErrors ? (
                  <p id={`${subId}-error`} className="field__error">
                    {subErrors.join(' ')}
                  </p>
                ) : null}
              </div>
            );
          })}
          <button
            type="button"
            className="button small danger"
            disabled={disabled}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            حذف ردیف
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button small"
        disabled={disabled}
        onClick={() =>
          onChange([
            ...items,
            Object.fromEntries(subFields.map((sub) => [sub.name, initialValue(sub, null)])),
          ])
        }
      >
        افزودن ردیف
      </button>
    </div>
  );
}

/** A 2-D table of text (a size chart), its first row the header: edit cells, add or remove rows and columns. */
export function TableInput({ field, value, onChange, id, disabled }: FieldInputProps) {
  const table = (Array.isArray(value) && value.length ? value : [['']]) as string[][];
  const width = Math.max(1, ...table.map((row) => row.length));
  const set = (r: number, c: number, text: string) =>
    onChange(
      table.map((row, i) =>
        i === r ? Array.from({ length: width }, (_, j) => (j === c ? text : (row[j] ?? ''))) : row,
      ),
    );
  return (
    <div className="table-input" id={id}>
      <table>
        <tbody>
          {table.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cells of a grid are their position
            <tr key={r}>
              {Array.from({ length: width }, (_, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a grid are their position
                <td key={c}>
                  <input
                    aria-label={`${field.label}: ردیف ${toPersianDigits(r + 1)}، ستون ${toPersianDigits(c + 1)}`}
                    value={row[c] ?? ''}
                    disabled={disabled}
                    onChange={(event) => set(r, c, event.currentTarget.value)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="table-input__tools">
        <button
          type="button"
          className="button small"
          disabled={disabled}
          onClick={() => onChange([...table, Array(width).fill('')])}
        >
          افزودن ردیف
        </button>
        <button
          type="button"
          className="button small"
          disabled={disabled}
          onClick={() => onChange(table.map((row) => [...row, '']))}
        >
          افزودن ستون
        </button>
        <button
          type="button"
          className="button small ghost"
          disabled={disabled || table.length < 2}
          onClick={() => onChange(table.slice(0, -1))}
        >
          حذف ردیف آخر
        </button>
        <button
          type="button"
          className="button small ghost"
          disabled={disabled || width < 2}
          onClick={() => onChange(table.map((row) => row.slice(0, width - 1)))}
        >
          حذف ستون آخر
        </button>
      </div>
    </div>
  );
}
