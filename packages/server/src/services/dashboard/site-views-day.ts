import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visits } from '../../db/schema/index.ts';
import { num } from './shared.ts';

export interface SiteViewsDay {
  date: string;
  total: number;
  /** The day's 24 Tehran hours, each with its views (0 when none). */
  hours: { hour: number; count: number }[];
}

/** Storefront page views of one Tehran day (`YYYY-MM-DD`, Gregorian), hour by hour. */
export async function siteViewsOfDay(db: Db, date: string): Promise<SiteViewsDay> {
  const start = sql`(${date}::date::timestamp at time zone 'Asia/Tehran')`;
  const end = sql`((${date}::date + 1)::timestamp at time zone 'Asia/Tehran')`;
  const hour = sql<number>`extract(hour from ${visits.createdAt} at time zone 'Asia/Tehran')::int`;
  const rows = await db
    .select({ hour, n: count() })
    .from(visits)
    .where(sql`${visits.createdAt} >= ${start} and ${visits.createdAt} < ${end}`)
    .groupBy(sql`1`);
  const byHour = new Map(rows.map((row) => [num(row.hour), num(row.n)]));
  const hours = Array.from({ length: 24 }, (_, h) => ({ hour: h, count: byHour.get(h) ?? 0 }));
  return { date, total: hours.reduce((sum, h) => sum + h.count, 0), hours };
}
