import { type DashboardData, JALALI_WEEKDAY_NAMES, ORDER_STATUSES } from '@shop-admin/core';
import { count } from './format.ts';

/**
 * This Jalali week's orders, Saturday first: one horizontal stacked bar per day, a segment per
 * status (plain CSS, widths from the counts), with the legend below.
 */
export function WeekOrders({ week }: { week: DashboardData['orders_by_status'] }) {
  const days = JALALI_WEEKDAY_NAMES.map((name, i) => {
    const counts = week[String(i + 1)] ?? {};
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    return { name, counts, total };
  });
  const most = Math.max(1, ...days.map((d) => d.total));
  return (
    <div className="week-orders">
      <ul className="bar-rows">
        {days.map((day) => (
          <li key={day.name}>
            <span className="bar-label">{day.name}</span>
            <span className="bar-track" title={`${day.name}: ${count(day.total)} سفارش`}>
              {ORDER_STATUSES.filter((s) => (day.counts[s.value] ?? 0) > 0).map((s) => (
                <span
                  key={s.value}
                  className="bar-segment"
                  data-status={s.value}
                  style={{ inlineSize: `${((day.counts[s.value] ?? 0) / most) * 100}%` }}
                  title={`${s.label}: ${count(day.counts[s.value] ?? 0)}`}
                />
              ))}
            </span>
            <span className="bar-value">{count(day.total)}</span>
          </li>
        ))}
      </ul>
      <ul className="legend">
        {ORDER_STATUSES.map((s) => (
          <li key={s.value}>
            <span className="legend-swatch" data-status={s.value} /> {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
