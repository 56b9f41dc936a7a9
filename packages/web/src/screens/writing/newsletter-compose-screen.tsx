import { getResource, validate } from '@shop-admin/core';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useServices, useSession } from '../../app/services-context.tsx';
import { useSaveShortcut } from '../../hotkeys/save-event.ts';
import { FieldInput } from '../generic/form/field-input.tsx';
import type { ScreenProps } from '../types.ts';
import { EmailPreview } from './email-preview.tsx';
import { useSubmit } from './use-submit.ts';
import '../generic/generic.css';
import './writing.css';

const FIELDS = (getResource('newsletters')?.fields ?? []).filter((field) => !field.readOnly);
const fieldOf = (name: string) => FIELDS.find((field) => field.name === name);

/**
 * A new newsletter (/admin/newsletters/create): title and body in the rich-text editor beside a
 * preview of the email as subscribers will see it (right to left), a test sent to oneself (into the
 * outbox when no mail server is set), then the audience and the time: now or scheduled (Tehran).
 */
export function NewsletterComposeScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const navigate = useNavigate();
  const formId = useId();
  const [values, setValues] = useState<Record<string, unknown>>({ send_all: true });
  const [testEmail, setTestEmail] = useState(session.admin?.email ?? '');
  const save = useSubmit();
  const test = useSubmit();
  const set = (name: string, value: unknown) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async () => {
    const body = {
      ...values,
      users: values.send_all ? [] : (values.users ?? []),
      send_at: values.send_at || null,
    };
    const checked = validate(body, FIELDS);
    if (!checked.valid) {
      save.setErrors(checked.errors);
      return;
    }
    const data = await save.run(
      () => api.raw.post<{ newsletter: { id: number } }>('admin/newsletters', body),
      'خبرنامه ثبت شد',
    );
    if (data) navigate(`/newsletters/${data.newsletter.id}`);
  };
  useSaveShortcut(() => void submit(), true);

  const sendTest = () =>
    void test.run(
      () =>
        api.raw.post<{ sent_to: string }>('admin/newsletters/test', {
          title: values.title ?? '',
          body: values.body ?? '',
          email: testEmail,
        }),
      'نسخه آزمایشی فرستاده شد',
    );

  const field = (name: string) => {
    const def = fieldOf(name);
    if (!def) return null;
    const id = `${formId}-${name}`;
    const own = save.errors[name];
    return (
      <div className="form-field" data-type={def.type} data-invalid={own ? true : undefined}>
        <label htmlFor={id} className="form-field__label">
          {def.label}
        </label>
        <FieldInput
          field={def}
          id={id}
          value={values[name]}
          onChange={(value) => set(name, value)}
          describedBy={own ? `${id}-error` : def.hint ? `${id}-hint` : undefined}
          invalid={!!own}
          disabled={save.busy}
        />
        {def.hint && !own ? (
          <p id={`${id}-hint`} className="form-field__hint">
            {def.hint}
          </p>
        ) : null}
        {own ? (
          <p id={`${id}-error`} className="field__error">
            {own.join(' ')}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section className="screen writing-screen" data-screen-kind="custom">
      <header className="screen__header">
        <h1>{route.title ?? 'خبرنامه جدید'}</h1>
        <Link className="button ghost" to="/newsletters">
          همه خبرنامه‌ها
        </Link>
      </header>
      <form
        className="form writing-compose"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void submit();
        }}
      >
        {save.general ? (
          <div className="form__summary" role="alert">
            <p>{save.general}</p>
          </div>
        ) : null}
        <div className="writing-compose__columns">
          <div className="writing-compose__editor">
            {field('title')}
            {field('body')}
          </div>
          <aside className="writing-compose__side" aria-label="پیش‌نمایش و ارسال آزمایشی">
            <h2 className="writing-heading">پیش‌نمایش</h2>
            <EmailPreview title={String(values.title ?? '')} body={String(values.body ?? '')} />
            <fieldset className="writing-card">
              <legend>ارسال آزمایشی به خودتان</legend>
              <label htmlFor={`${formId}-test`} className="form-field__label">
                ایمیل آزمایشی
              </label>
              <div className="writing-row">
                <input
                  id={`${formId}-test`}
                  type="email"
                  dir="ltr"
                  value={testEmail}
                  aria-invalid={test.errors.email ? true : undefined}
                  onChange={(event) => setTestEmail(event.currentTarget.value)}
                />
                <button type="button" className="button" disabled={test.busy} onClick={sendTest}>
                  {test.busy ? 'در حال ارسال…' : 'ارسال آزمایشی'}
                </button>
              </div>
              {test.general ? (
                <p className="field__error" role="alert">
                  {test.general}
                </p>
              ) : null}
            </fieldset>
          </aside>
        </div>
        <fieldset className="writing-card">
          <legend>گیرندگان و زمان ارسال</legend>
          {field('send_all')}
          {values.send_all ? null : field('users')}
          {field('send_at')}
        </fieldset>
        <div className="form__actions">
          <button type="submit" className="button primary" disabled={save.busy}>
            {save.busy ? 'در حال ثبت…' : values.send_at ? 'زمان‌بندی ارسال' : 'ثبت و ارسال'}
          </button>
        </div>
      </form>
    </section>
  );
}
