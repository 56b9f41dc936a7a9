import type { Db } from '../db/client.ts';
import type { Random } from './random.ts';

/** `small` is a shop to click through; `large` multiplies the volume data for benchmarks. */
export type DemoScale = 'small' | 'large';

/** A demo admin, as printed after the seed (the password is the shared demo password). */
export interface DemoAdmin {
  id: number;
  name: string;
  username: string;
  role: string;
}

/**
 * What earlier steps made, for later steps to refer to. The catalogue and order issues add their
 * lists here (products, orders), so notifications and reports can point at real records.
 */
export interface DemoMade {
  admins: DemoAdmin[];
  products: { id: number; title: string }[];
  /** Paid orders, with the moment they were paid (when the `order` notification went out). */
  orders: { id: number; paidAt: Date }[];
}

/** What a step works with: the transaction, its own random source, the scale and the fixed "now". */
export interface DemoContext {
  db: Db;
  random: Random;
  scale: DemoScale;
  now: Date;
  made: DemoMade;
  /** Rows each step wrote, by step name, for the summary. */
  counts: Record<string, number>;
}

/** One part of the demo shop; steps run in order inside one transaction. */
export interface DemoStep {
  name: string;
  run(ctx: DemoContext): Promise<void>;
}

/** How much more of the volume data (contacts, notifications …) the large scale writes. */
export const LARGE_FACTOR = 50;

/** `n` at the small scale, `n × LARGE_FACTOR` at the large one. */
export const scaled = (ctx: Pick<DemoContext, 'scale'>, n: number): number =>
  ctx.scale === 'large' ? n * LARGE_FACTOR : n;

/** A time `ms` before the context's now. */
export const before = (ctx: Pick<DemoContext, 'now'>, ms: number): Date => new Date(ctx.now.getTime() - ms);

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Inserts rows in batches (PostgreSQL caps the parameters of one statement at 65535). */
export async function insertInBatches<T>(
  rows: readonly T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
