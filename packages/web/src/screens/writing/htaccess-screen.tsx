import { HTACCESS_MAX_BYTES, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { useSaveShortcut } from '../../hotkeys/save-event.ts';
import { formatValue } from '../generic/format-value.tsx';
import type { ScreenProps } from '../types.ts';
import { useSubmit } from './use-submit.ts';
import '../generic/generic.css';
import './writing.css';

interface Htaccess {
  content: string;
  has_previous: boolean;
  max_bytes: number;
  updated_at: string | null;
}

const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/** A monospace text with its line numbers beside it (the textarea grows, so both scroll together). */
function CodeEditor({
  id,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  describedBy?: string | undefined;
  invalid: boolean;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const lines = value.split('\n').length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: grows with the text
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.blockSize = 'auto';
    el.style.blockSize = `${el.scrollHeight}px`;
  }, [value]);
  return (
    <div className="code-editor" dir="ltr">
      <pre className="code-editor__lines" aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => i + 1).join('\n')}
      </pre>
      <textarea
        ref={area}
        id={id}
        dir="ltr"
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        wrap="off"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/**
 * The storefront's .htaccess (/admin/htaccess): a monospace editor with line numbers, saved with
 * PUT admin/htaccess (Ctrl+S); what the server refuses is shown under the editor; the last save can
 * be undone (POST admin/htaccess/undo).
 */
export function HtaccessScreen({ route }: ScreenProps) {
  const { api, queryClient } = useServices();
  const id = useId();
  const save = useSubmit();
  const undo = useSubmit();
  const [text, setText] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['htaccess'],
    queryFn: async ({ signal }) =>
      (await api.get<{ htaccess: Htaccess }>('admin/htaccess', { signal })).htaccess,
  });
  const stored = query.data;
  const value = text ?? stored?.content ?? '';
  const dirty = stored !== undefined && text !== null && text !== stored.content;
  const submit = async () => {
    if (!stored) return;
    const data = await save.run(
      () => api.raw.put<{ htaccess: Htaccess }>('admin/htaccess', { content: value }),
      'فایل htaccess ذخیره شد',
    );
    if (data) {
      queryClient.setQueryData(['htaccess'], data.htaccess);
      setText(null);
    }
  };
  useSaveShortcut(() => void submit(), stored !== undefined);
  const back = async () => {
    const data = await undo.run(
      () => api.raw.post<{ htaccess: Htaccess }>('admin/htaccess/undo'),
      'نسخه قبلی بازگردانده شد',
    );
    if (data) {
      queryClient.setQueryData(['htaccess'], data.htaccess);
      setText(null);
    }
  };
  const refusal = save.errors.content ?? (save.general ? [save.general] : null);
  const max = stored?.max_bytes ?? HTACCESS_MAX_BYTES;
  const size = bytesOf(value);
  return (
    <section className="screen writing-screen" data-screen-kind="custom">
      <header className="screen__header">
        <h1>{route.title ?? 'ویرایش فایل htaccess'}</h1>
        {stored?.updated_at ? (
          <span className="screen__count">
            آخرین ذخیره: {formatValue(stored.updated_at, { type: 'datetime' })}
          </span>
        ) : null}
      </header>
      {query.isPending ? (
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری…
        </div>
      ) : query.isError ? (
        <div className="list-state" role="alert">
          {query.error.message}
        </div>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={id} className="form-field__label">
            متن htaccess
          </label>
          <CodeEditor
            id={id}
            value={value}
            onChange={setText}
            invalid={!!refusal}
            describedBy={refusal ? `${id}-error` : `${id}-size`}
          />
          <p id={`${id}-size`} className="muted" data-over={size > max || undefined}>
            {toPersianDigits(value.split('\n').length)} خط · {toPersianDigits(size.toLocaleString('en'))} از{' '}
            {toPersianDigits(max.toLocaleString('en'))} بایت
          </p>
          {refusal ? (
            <div id={`${id}-error`} className="form__summary" role="alert">
              <p>{refusal.join(' ')}</p>
            </div>
          ) : null}
          <div className="form__actions">
            <button type="submit" className="button primary" disabled={save.busy || !dirty}>
              {save.busy ? 'در حال ذخیره…' : 'ذخیره'}
            </button>
            {dirty ? (
              <button type="button" className="button ghost" onClick={() => setText(null)}>
                کنار گذاشتن تغییرات
              </button>
            ) : null}
            {stored?.has_previous ? (
              <button
                type="button"
                className="button"
                disabled={undo.busy || dirty}
                onClick={() => void back()}
              >
                بازگرداندن نسخه قبلی
              </button>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
