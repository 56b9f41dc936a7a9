import { formatJalali } from '@shop-admin/core';
import { count } from './format.ts';

/** A `YYYY-MM-DD` day key as a Jalali date (noon UTC of that date is the same date in Tehran). */
const jalaliOf = (date: string, pattern: string) => formatJalali(`${date}T12:00:00Z`, pattern);

/** Storefront views per day of the last 30 days as CSS columns, oldest on the start side. */
export function SiteViews({ views }: { views: Record<string, number> }) {
  const days = Object.entries(views);
  const most = Math.max(1, ...days.map(([, n]) => n));
  const total = days.reduce((sum, [, n]) => sum + n, 0);
  return (
    <div className="site-views">
      <p className="muted">
        مجموع {count(total)} بازدید؛ بیشترین در یک روز {count(most)}
      </p>
      <ol className="columns" aria-label="بازدید روزانه">
        {days.map(([date, n]) => (
          <li key={date} title={`${jalaliOf(date, 'dddd YYYY/MM/DD')}: ${count(n)} بازدید`}>
            <span className="column" style={{ blockSize: `${(n / most) * 100}%` }} />
          </li>
        ))}
      </ol>
      {days.length > 0 && (
        <div className="columns-axis muted">
          <span>{jalaliOf(days[0]?.[0] ?? '', 'D MMMM')}</span>
          <span>{jalaliOf(days[days.length - 1]?.[0] ?? '', 'D MMMM')}</span>
        </div>
      )}
    </div>
  );
}
