import {
  type FieldDef,
  ifMatchHeaders,
  isApiError,
  type ResourceDef,
  type RouteDef,
  type VersionConflict,
  validate,
  versionConflictOf,
} from '@shop-admin/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toRouterPath } from '../../../app/paths.ts';
import { useServices } from '../../../app/services-context.tsx';
import { useSaveShortcut } from '../../../hotkeys/save-event.ts';
import { ConflictDialog } from '../../../widgets/conflict/conflict-dialog.tsx';
import { BidiText } from '../bidi-text.tsx';
import { useRowActions } from '../list/use-row-actions.ts';
import { useAbilities } from '../permissions.ts';
import { type Row, resourceKeys } from '../resource-api.ts';
import { resourceLinks } from '../resource-links.ts';
import { FieldInput } from './field-input.tsx';
import { type FormValues, payloadOf } from './form-values.ts';
import { imageUploadPath } from './image-field.tsx';

type Errors = Record<string, readonly string[]>;

export interface FormBodyProps {
  route: RouteDef;
  resource: ResourceDef;
  title: string;
  fields: readonly FieldDef[];
  record: Row | null;
  initial: FormValues;
}

/** A body with a File in it goes as multipart; anything else as JSON. */
function bodyOf(payload: Record<string, unknown>): Record<string, unknown> | FormData {
  if (!Object.values(payload).some((value) => value instanceof File)) return payload;
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value instanceof File) form.append(key, value);
    else if (value === null || value === undefined) form.append(key, '');
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/**
 * The form itself: fields from the declaration, core's validation with Persian messages before
 * sending (only what changed, on edit), the server's 422 errors on their fields, Ctrl+S to save.
 */
export function FormBody({ route, resource, title, fields, record, initial }: FormBodyProps) {
  const { api, toasts, queryClient } = useServices();
  const navigate = useNavigate();
  const abilities = useAbilities(resource);
  const { remove } = useRowActions(resource);
  const links = resourceLinks(resource, route);
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A save refused because someone changed the record meanwhile (412): what it is now, and what we sent.
  const [conflict, setConflict] = useState<(VersionConflict & { mine: Record<string, unknown> }) | null>(
    null,
  );
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const fieldId = (name: string) => `${formId}-${name}`;

  const focusFirstError = (found: Errors) => {
    const first = fields.find((field) =>
      Object.keys(found).some((key) => key === field.name || key.startsWith(`${field.name}.`)),
    );
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first.name))?.focus());
  };

  /** Saves; `overVersion` is the overwrite choice of the conflict dialog (the version seen in the 412). */
  const submit = async (overVersion?: string) => {
    if (saving) return;
    const payload = payloadOf(fields, values, record ? initial : null);
    if (record && Object.keys(payload).length === 0) {
      toasts.show('تغییری برای ذخیره نیست.', { kind: 'info' });
      return;
    }
    const checked = validate(record ? payload : values, fields, { partial: record !== null });
    setGeneral(null);
    if (!checked.valid) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setSaving(true);
    try {
      const body = bodyOf(payload);
      const headers = ifMatchHeaders(overVersion ?? record?.version);
      const answer = record
        ? await api.raw.put(`${resource.endpoint}/${record.id}`, body, { headers })
        : await api.raw.post(resource.endpoint, body);
      setErrors({});
      setConflict(null);
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
      toasts.show(answer.message || `${resource.titleSingular} ذخیره شد.`, { kind: 'success' });
      void navigate(toRouterPath(links.list));
    } catch (error) {
      const stale = versionConflictOf(error);
      if (stale) {
        setConflict({ ...stale, mine: payload });
        return;
      }
      const message = isApiError(error) ? error.message : 'ذخیره نشد؛ دوباره تلاش کنید.';
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        setErrors(error.fieldErrors);
        focusFirstError(error.fieldErrors);
      }
      setGeneral(message);
      toasts.show(message, { kind: 'error' });
    } finally {
      setSaving(false);
    }
  };

  useSaveShortcut(() => void submit());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const setValue = (name: string, value: unknown) => {
    const nextValues = { ...values, [name]: value };
    setValues(nextValues);
    // Fields showing an error are re-checked at once (core's debounce is 0); all of them, since a
    // change can settle another field's error (the confirmation of a password).
    const shown = fields.filter((field) => errors[field.name]);
    if (shown.length === 0) return;
    const again = validate(nextValues, shown).errors;
    setErrors((current) => {
      const next = { ...current };
      for (const field of shown) {
        const messages = again[field.name];
        if (messages) next[field.name] = messages;
        else delete next[field.name];
      }
      return next;
    });
  };

  const known = new Set(fields.map((field) => field.name));
  const orphanErrors = Object.entries(errors).filter(([key]) => !known.has(key.split('.')[0] ?? key));
  const errorCount = Object.keys(errors).length;

  /** The conflict dialog's reload: the record as it is now replaces the loaded one (the form remounts). */
  const reload = () => {
    if (!record || !conflict) return;
    queryClient.setQueryData(resourceKeys.detail(resource, record.id as string | number), conflict.current);
    setConflict(null);
    toasts.show('نسخهٔ تازه بارگذاری شد.', { kind: 'info' });
  };

  return (
    <section className="screen generic-form" data-screen-kind="generic" data-resource={resource.name}>
      {conflict && record ? (
        <ConflictDialog
          title={resource.titleSingular}
          fields={fields.map((field) => ({ name: field.name, label: field.label, format: field }))}
          before={record}
          current={conflict.current}
          mine={conflict.mine}
          busy={saving}
          onReload={reload}
          onOverwrite={() => void submit(conflict.version)}
          onClose={() => setConflict(null)}
        />
      ) : null}
      <header className="screen__header">
        <h1>{title}</h1>
        <Link className="button ghost" to={toRouterPath(links.list)}>
          بازگشت به {resource.title}
        </Link>
      </header>
      <form
        ref={form}
        className="form"
        noValidate
        onSubmit={onSubmit}
        aria-describedby={general ? `${formId}-general` : undefined}
      >
        {general || errorCount > 0 ? (
          <div id={`${formId}-general`} className="form__summary" role="alert">
            <p>{general ?? 'لطفا خطاهای فرم را برطرف کنید.'}</p>
            {orphanErrors.length > 0 ? (
              <ul>
                {orphanErrors.map(([key, messages]) => (
                  <li key={key}>{messages.join(' ')}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {fields.map((field) => {
          const id = fieldId(field.name);
          const own = errors[field.name];
          const hintId = field.hint ? `${id}-hint` : undefined;
          const errorId = own ? `${id}-error` : undefined;
          const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
          const isBoolean = field.type === 'boolean';
          return (
            <div
              key={field.name}
              className="form-field"
              data-type={field.type}
              data-invalid={own ? true : undefined}
            >
              <label
                htmlFor={id}
                className="form-field__label"
                data-required={field.rules?.required || undefined}
              >
                {field.label}
              </label>
              <div
                className={
                  isBoolean ? 'form-field__control form-field__control--inline' : 'form-field__control'
                }
              >
                <FieldInput
                  field={field}
                  id={id}
                  value={values[field.name]}
                  onChange={(value) => setValue(field.name, value)}
                  describedBy={describedBy}
                  invalid={!!own}
                  errors={errors}
                  disabled={saving}
                  uploadPath={field.type === 'image' ? imageUploadPath(resource.endpoint) : undefined}
                />
              </div>
              {field.hint ? (
                <p id={hintId} className="form-field__hint">
                  <BidiText text={field.hint} />
                </p>
              ) : null}
              {own ? (
                <p id={errorId} className="field__error">
                  {own.join(' ')}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="form__actions">
          <button type="submit" className="button primary" disabled={saving} aria-keyshortcuts="Control+S">
            {saving ? 'در حال ذخیره…' : 'ذخیره'}
          </button>
          <Link className="button ghost" to={toRouterPath(links.list)}>
            انصراف
          </Link>
          {record && abilities.delete ? (
            <button
              type="button"
              className="button danger form__delete"
              onClick={() => {
                remove([record]);
                void navigate(toRouterPath(links.list));
              }}
            >
              حذف {resource.titleSingular}
            </button>
          ) : null}
          <span className="form__shortcut" aria-hidden="true">
            ذخیره با{' '}
            <bdi dir="ltr">
              <kbd>Ctrl</kbd>+<kbd>S</kbd>
            </bdi>
          </span>
        </div>
      </form>
    </section>
  );
}
