import { count, sql } from 'drizzle-orm';
import { visits } from '../../db/schema/index.ts';
import { bucketOf, type DashboardInput, num, spanOf, within } from './shared.ts';

/**
 * `site_views`: storefront page views per Tehran day of the last 30 days, today included, keyed by
 * the day's Gregorian date (`YYYY-MM-DD`, oldest first); days without a view are 0.
 */
export async function siteViews({ db, periods }: DashboardInput): Promise<Record<string, number>> {
  const day = bucketOf(visits.createdAt, periods.lastDays);
  const rows = await db
    .select({ day, n: count() })
    .from(visits)
    .where(within(visits.createdAt, spanOf(periods.lastDays)))
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((row) => [num(row.day), num(row.n)]));
  return Object.fromEntries(periods.lastDays.map((d, i) => [d.date, byDay.get(i + 1) ?? 0]));
}
