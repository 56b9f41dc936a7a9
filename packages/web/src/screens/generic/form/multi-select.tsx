import { can, getResource, isPermissionName, normalizePersian, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissions, useServices } from '../../../app/services-context.tsx';
import { type Choice, choicesQuery } from '../resource-api.ts';
import type { FieldInputProps } from './field-input-props.ts';
import { ReferenceMultiPicker } from './reference-multi-picker.tsx';

/**
 * Several values from the field's options or its referenced resource: a checkbox list with a
 * Persian-normalised filter (ي/ك, digits) and select-all for what is shown. A field of permission
 * names (`heldPermissionsOnly`) locks the permissions the admin lacks: shown, never toggled.
 */
export function MultiSelect(props: FieldInputProps) {
  const target =
    !props.field.options && props.field.reference ? getResource(props.field.reference) : undefined;
  if (target?.lookup) {
    return (
      <ReferenceMultiPicker
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
  return <ChecklistSelect {...props} />;
}

/** Several values of a small table or of the field's options, as a filtered checkbox list. */
function ChecklistSelect({ field, value, onChange, id, describedBy, invalid, disabled }: FieldInputProps) {
  const { api } = useServices();
  const remote = useQuery({
    ...choicesQuery(api, field.reference ?? ''),
    enabled: !field.options && !!field.reference,
  });
  const [filter, setFilter] = useState('');
  const held = usePermissions();
  const choices: readonly Choice[] = field.options ?? remote.data ?? [];
  const chosen = new Set((Array.isArray(value) ? value : []).map(String));
  // A name the admin table does not declare is never grantable (the server refuses it too).
  const mayGrant = (name: string) => isPermissionName(name) && can(held, name);
  const locked = (choice: Choice) => field.heldPermissionsOnly === true && !mayGrant(String(choice.value));
  const anyLocked = choices.some(locked);
  const needle = normalizePersian(filter);
  const shown = needle
    ? choices.filter((c) => normalizePersian(`${c.label} ${c.value}`).includes(needle))
    : choices;
  const set = (values: Iterable<string>) =>
    onChange(choices.filter((c) => new Set(values).has(String(c.value))).map((c) => c.value));

  return (
    <fieldset
      id={id}
      className="multi-select"
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      disabled={disabled}
    >
      <legend className="visually-hidden">{field.label}</legend>
      <div className="multi-select__tools">
        <input
          type="search"
          aria-label={`جستجو در ${field.label}`}
          placeholder="جستجو…"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
        <button
          type="button"
          className="button small"
          onClick={() => set([...chosen, ...shown.filter((c) => !locked(c)).map((c) => String(c.value))])}
        >
          انتخاب همه
        </button>
        <button
          type="button"
          className="button small ghost"
          onClick={() =>
            set([...chosen].filter((v) => !shown.some((c) => String(c.value) === v && !locked(c))))
          }
        >
          هیچ‌کدام
        </button>
        <span className="multi-select__count">{toPersianDigits(chosen.size)} انتخاب</span>
      </div>
      {remote.isPending && !field.options && field.reference ? <p role="status">در حال بارگذاری…</p> : null}
      {anyLocked ? (
        <p className="multi-select__note">
          دسترسی‌هایی را که خودتان ندارید نمی‌توانید بدهید یا بگیرید؛ این کار با مدیر کل است.
        </p>
      ) : null}
      <ul className="multi-select__list">
        {shown.map((choice) => (
          <li key={choice.value}>
            <label>
              <input
                type="checkbox"
                checked={chosen.has(String(choice.value))}
                disabled={locked(choice)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.currentTarget.checked) next.add(String(choice.value));
                  else next.delete(String(choice.value));
                  set(next);
                }}
              />
              {choice.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
