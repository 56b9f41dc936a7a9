import { isApiError } from '@shop-admin/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

function messageOf(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (isRouteErrorResponse(error)) return error.status === 404 ? 'صفحه پیدا نشد.' : `خطای ${error.status}`;
  return 'خطای پیش‌بینی‌نشده‌ای در این صفحه رخ داد.';
}

/**
 * The error boundary of every route: a failing screen shows this in its place while the sidebar and
 * top bar keep working. Technical details are shown folded, for a bug report.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : null;
  return (
    <section className="screen route-error" role="alert">
      <h1>خطا در نمایش صفحه</h1>
      <p>{messageOf(error)}</p>
      <p className="actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          بارگذاری دوباره
        </button>
        <Link className="button secondary" to="/">
          داشبورد
        </Link>
      </p>
      {detail && !isApiError(error) && (
        <details>
          <summary>جزئیات فنی</summary>
          <pre dir="ltr">{detail}</pre>
        </details>
      )}
    </section>
  );
}
