import { Link } from 'react-router';

/** An /admin path that no route of the registry matches (or an id that is not a number). */
export function NotFound() {
  return (
    <section className="screen">
      <h1>صفحه پیدا نشد</h1>
      <div className="empty-state" role="status">
        <p>چنین صفحه‌ای در پنل مدیریت وجود ندارد.</p>
        <p>
          <Link to="/">بازگشت به داشبورد</Link> یا با <kbd dir="ltr">Ctrl+K</kbd> صفحه دیگری را جست‌وجو کنید.
        </p>
      </div>
    </section>
  );
}
