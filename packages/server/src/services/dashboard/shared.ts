import type { DashboardPeriods, InstantRange } from '@shop-admin/core';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** What every dashboard piece is computed from: the database and the periods of one request. */
export interface DashboardInput {
  db: Db;
  periods: DashboardPeriods;
}

/** `start <= column < end`. */
export const within = (column: AnyColumn, range: InstantRange): SQL =>
  sql`${column} >= ${range.start.toISOString()}::timestamptz and ${column} < ${range.end.toISOString()}::timestamptz`;

/**
 * The 1-based bucket of a timestamp among consecutive ranges (width_bucket over their boundaries):
 * 1 for the first range, n for the last, 0 before and n + 1 after.
 */
export function bucketOf(column: AnyColumn, ranges: readonly InstantRange[]): SQL<number> {
  const bounds = [...ranges.map((r) => r.start), ranges[ranges.length - 1]?.end ?? new Date(0)];
  const list = sql.join(
    bounds.map((b) => sql`${b.toISOString()}::timestamptz`),
    sql`, `,
  );
  return sql<number>`width_bucket(${column}, array[${list}])`;
}

/** The whole span of consecutive ranges. */
export const spanOf = (ranges: readonly InstantRange[]): InstantRange => ({
  start: ranges[0]?.start ?? new Date(0),
  end: ranges[ranges.length - 1]?.end ?? new Date(0),
});

/** Aggregates come back as strings from pg (bigint sums) and numbers from PGlite: one number either way. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
