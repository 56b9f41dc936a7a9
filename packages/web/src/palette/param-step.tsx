import { buildPath, normalizePersian } from '@shop-admin/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toRouterPath } from '../app/paths.ts';
import { missingParam, type ParamPrompt } from './param-prompt.ts';

/**
 * The palette's inline parameter step: 'جزئیات سفارش' → "شماره سفارش" → /admin/order/123. Ids accept
 * any digit script (core's buildPath checks them); Backspace on an empty input goes back to the list.
 */
export function ParamStep({
  prompt,
  onBack,
  onDone,
}: {
  prompt: ParamPrompt;
  onBack: () => void;
  onDone: (path: string) => void;
}) {
  const navigate = useNavigate();
  const [current, setCurrent] = useState(prompt);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { route, param } = current;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (typed === '') return setError(`${param.label} را وارد کنید.`);
    if (param.kind === 'id' && !/^\d+$/.test(normalizePersian(typed))) {
      return setError(`${param.label} باید عدد باشد.`);
    }
    const values = { ...current.values, [param.name]: typed };
    const next = missingParam(route, values);
    if (next) {
      setCurrent({ ...current, param: next, values });
      setValue('');
      setError(null);
      return;
    }
    let path: string;
    try {
      path = buildPath(route, values) + (current.search ?? '');
    } catch {
      return setError(`${param.label} معتبر نیست.`);
    }
    void navigate(toRouterPath(path));
    onDone(path);
  };

  return (
    <form className="param-step" onSubmit={submit} noValidate>
      <div className="param-heading">
        <button type="button" className="link-button" onClick={onBack} aria-label="بازگشت به فهرست">
          →
        </button>
        <span>{current.title}</span>
      </div>
      <label className="field">
        <span className="field-label">{param.label}</span>
        <input
          // biome-ignore lint/a11y/noAutofocus: the palette step exists to take this one value
          autoFocus
          data-autofocus
          className="param-input"
          inputMode={param.kind === 'id' ? 'numeric' : 'text'}
          dir={param.kind === 'id' ? 'ltr' : 'auto'}
          value={value}
          aria-invalid={error !== null}
          aria-describedby={error ? 'param-error' : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && value === '') onBack();
          }}
        />
      </label>
      {error && (
        <p id="param-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="palette-hint">
        <span>
          <kbd>Enter</kbd> باز کردن
        </span>
        <span>
          <kbd>Backspace</kbd> بازگشت
        </span>
        <span>
          <kbd>Esc</kbd> بستن
        </span>
      </p>
    </form>
  );
}
