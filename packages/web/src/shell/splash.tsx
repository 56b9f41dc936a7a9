/** Shown while the session and admin home load on the first visit. */
export function Splash() {
  return (
    <div className="splash" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      در حال بارگذاری پنل مدیریت…
    </div>
  );
}
