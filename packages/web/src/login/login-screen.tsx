import { type FieldErrors, type FieldSpec, isApiError, validate } from '@shop-admin/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { redirectTarget } from '../app/paths.ts';
import { useServices, useSession } from '../app/services-context.tsx';
import './login.css';

/** The login form's fields, checked by core's validate (Persian messages) before anything is sent. */
export const loginFields: readonly FieldSpec[] = [
  { name: 'username', label: 'نام کاربری', type: 'text', rules: { required: true, max: 50 } },
  // A password may hold any characters, `<` included: not plain text.
  { name: 'password', label: 'رمز عبور', type: 'password', rules: { required: true, max: 200 } },
];

/**
 * /admin/login, outside the layout: username and password through core's session store (the token
 * goes to the `adminAuthorization` cookie), Persian errors (the server's message above the form, field
 * errors under their fields), then back to the page that was asked for (`?redirect=`).
 */
export function LoginScreen() {
  const { session, tokenStorage } = useServices();
  const state = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = redirectTarget(params.get('redirect'));
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = 'ورود · پنل مدیریت';
  }, []);
  if (state.isAuth && tokenStorage.get() !== null && !busy) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(values, loginFields);
    setErrors(checked.errors);
    setMessage(null);
    if (!checked.valid) return;
    setBusy(true);
    try {
      await session.login(values.username.trim(), values.password);
      await navigate(target, { replace: true });
    } catch (error) {
      if (isApiError(error)) {
        setMessage(error.message);
        setErrors({ ...error.fieldErrors } as FieldErrors);
      } else setMessage('ورود ممکن نشد؛ دوباره تلاش کنید.');
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'username' | 'password', label: string, type: string, autoComplete: string) => {
    const fieldErrors = errors[name] ?? [];
    const errorId = `login-${name}-error`;
    return (
      <div className="field">
        <label htmlFor={`login-${name}`} className="field-label">
          {label}
        </label>
        <input
          id={`login-${name}`}
          name={name}
          type={type}
          dir="ltr"
          autoComplete={autoComplete}
          value={values[name]}
          aria-invalid={fieldErrors.length > 0}
          aria-describedby={fieldErrors.length > 0 ? errorId : undefined}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        />
        {fieldErrors.length > 0 && (
          <p id={errorId} className="field-error">
            {fieldErrors.join(' ')}
          </p>
        )}
      </div>
    );
  };

  return (
    <main className="login-page">
      <form className="login-card" onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">ورود به پنل مدیریت</h1>
        <p className="muted">برای ادامه نام کاربری و رمز عبور خود را وارد کنید.</p>
        {message && (
          <p className="form-error" role="alert">
            {message}
          </p>
        )}
        {field('username', 'نام کاربری', 'text', 'username')}
        {field('password', 'رمز عبور', 'password', 'current-password')}
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? 'در حال ورود…' : 'ورود'}
        </button>
      </form>
    </main>
  );
}
