import { isApiError, type PasswordChange, passwordChangeFields, validate } from '@shop-admin/core';
import { type FormEvent, useId, useState } from 'react';
import { useServices } from '../app/services-context.tsx';
import { usePalette } from '../palette/palette-context.tsx';
import { ModalDialog } from '../widgets/modal/modal-dialog.tsx';

type Errors = Record<string, readonly string[]>;
const EMPTY: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

/**
 * Changing one's own password: the current one first (a borrowed session cannot take the account
 * over), then the new one twice; core's rules before sending, the server's Persian errors on their
 * fields. Every other session of the admin ends; this one stays.
 */
export function PasswordDialog() {
  const { session, toasts } = useServices();
  const palette = usePalette();
  const id = useId();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fieldId = (name: string) => `${id}-${name}`;
  const focusFirst = (found: Errors) => {
    const first = passwordChangeFields.find((field) => found[field.name]);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first.name))?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = validate({ ...values }, passwordChangeFields);
    setGeneral(null);
    setErrors(checked.errors);
    if (!checked.valid) return focusFirst(checked.errors);
    setSaving(true);
    try {
      const message = await session.changePassword(values);
      palette.closeDialog();
      toasts.show(message || 'رمز عبور تغییر کرد.', { kind: 'success' });
      toasts.show('نشست‌های شما در دستگاه‌های دیگر بسته شد.', { kind: 'info' });
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      setErrors(fieldErrors);
      focusFirst(fieldErrors);
      setGeneral(isApiError(error) ? error.message : 'رمز عبور تغییر نکرد؛ دوباره تلاش کنید.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={palette.closeDialog} className="modal password-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <header className="modal-header">
          <h2 id={`${id}-title`}>تغییر رمز عبور</h2>
          <button type="button" className="icon-button" aria-label="بستن" onClick={palette.closeDialog}>
            ×
          </button>
        </header>
        <p className="muted">پس از تغییر، نشست‌های شما در دستگاه‌های دیگر بسته می‌شود و این نشست می‌ماند.</p>
        {general ? (
          <p className="form-error" role="alert">
            {general}
          </p>
        ) : null}
        {passwordChangeFields.map((field) => {
          const own = errors[field.name] ?? [];
          const errorId = `${fieldId(field.name)}-error`;
          return (
            <div className="field" key={field.name}>
              <label htmlFor={fieldId(field.name)} className="field-label">
                {field.label}
              </label>
              <input
                id={fieldId(field.name)}
                type="password"
                dir="ltr"
                data-autofocus={field.name === 'current_password' || undefined}
                autoComplete={field.name === 'current_password' ? 'current-password' : 'new-password'}
                value={values[field.name]}
                disabled={saving}
                aria-invalid={own.length > 0 || undefined}
                aria-describedby={own.length > 0 ? errorId : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((current) => ({ ...current, [field.name]: value }));
                }}
              />
              {own.length > 0 ? (
                <p id={errorId} className="field-error">
                  {own.join(' ')}
                </p>
              ) : null}
            </div>
          );
        })}
        <footer className="modal-actions">
          <button type="submit" className="button primary" disabled={saving}>
            {saving ? 'در حال ذخیره…' : 'تغییر رمز عبور'}
          </button>
          <button type="button" className="button ghost" onClick={palette.closeDialog}>
            انصراف
          </button>
        </footer>
      </form>
    </ModalDialog>
  );
}
