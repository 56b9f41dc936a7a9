import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, contacts, serverKeys } from '../db/schema/index.ts';
import { catalogueMerchandisingStep } from './demo-catalogue-merchandising.ts';
import { catalogueReferenceStep } from './demo-catalogue-reference.ts';
import { contactsStep } from './demo-contacts.ts';
import { contentMarketingStep } from './demo-content-marketing.ts';
import { contentPostsStep } from './demo-content-posts.ts';
import { notificationsStep } from './demo-notifications.ts';
import { ordersStep } from './demo-orders.ts';
import { peopleStep } from './demo-people.ts';
import { productsStep } from './demo-products.ts';
import { couponsStep, shippingStep } from './demo-shipping.ts';
import { shopStep } from './demo-shop.ts';
import { DEMO_PASSWORD, staffStep } from './demo-staff.ts';
import type { DemoAdmin, DemoContext, DemoScale, DemoStep } from './demo-step.ts';
import { visitsStep } from './demo-visits.ts';
import { createRandom } from './random.ts';

export { DEMO_PASSWORD } from './demo-staff.ts';
export type { DemoAdmin, DemoScale, DemoStep } from './demo-step.ts';

/**
 * The demo shop, in order. Later issues insert their steps where their data belongs (the catalogue
 * after staff, orders after the catalogue, notifications last so they can point at real records).
 * Each step draws from its own random fork, so adding one leaves the others' data unchanged.
 */
export const DEMO_STEPS: readonly DemoStep[] = [
  staffStep,
  catalogueReferenceStep,
  productsStep,
  catalogueMerchandisingStep,
  contentPostsStep,
  contentMarketingStep,
  peopleStep,
  shippingStep,
  ordersStep,
  shopStep,
  couponsStep,
  visitsStep,
  contactsStep,
  notificationsStep,
];

/** The seed used when none is given: the same demo shop on every machine. */
export const DEFAULT_DEMO_SEED = 1404;

/** Marks a database that has had its demo data (in server_keys, which survives restarts). */
const DEMO_MARKER = 'demo_seed';

export interface SeedDemoOptions {
  seed?: number;
  scale?: DemoScale;
  /** The moment the data is generated around ("the last 90 days"); fixed in tests. */
  now?: Date;
  /** Add demo data even to a shop that already has some (e.g. a large dataset on top of the small one). */
  force?: boolean;
  /** The steps to run (tests; later issues extend DEMO_STEPS instead). */
  steps?: readonly DemoStep[];
}

export interface SeedDemoResult {
  /** False when the shop was not empty (or had its demo data already), so nothing was written. */
  seeded: boolean;
  /** The demo admins created, who sign in with `password`. */
  admins: DemoAdmin[];
  password: string;
  /** Rows written per kind (admins, contacts, notifications …). */
  counts: Record<string, number>;
}

/**
 * Whether the demo may be written: never seeded before, no contact messages and only the first
 * admin. Once a shop is in use (or its demo was deleted by hand), a restart adds nothing.
 */
export async function isEmptyShop(db: Db): Promise<boolean> {
  const [marker] = await db.select().from(serverKeys).where(eq(serverKeys.name, DEMO_MARKER)).limit(1);
  if (marker) return false;
  const [adminCount] = await db.select({ n: count() }).from(admins);
  const [contactCount] = await db.select({ n: count() }).from(contacts);
  return (adminCount?.n ?? 0) <= 1 && (contactCount?.n ?? 0) === 0;
}

/**
 * Writes a realistic Persian demo shop, deterministic from the seed (same seed, same data), in one
 * transaction: either all of it or nothing. Only into an empty shop unless `force` is set. Run the
 * base seed first: it creates the super admin the demo builds around.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const scale = options.scale ?? 'small';
  const now = options.now ?? new Date();
  const result: SeedDemoResult = { seeded: false, admins: [], password: DEMO_PASSWORD, counts: {} };
  if (!options.force && !(await isEmptyShop(db))) return result;
  const random = createRandom(seed);
  await db.transaction(async (tx) => {
    const ctx: DemoContext = {
      db: tx as unknown as Db,
      random,
      scale,
      now,
      made: { admins: [], products: [], orders: [] },
      counts: {},
    };
    for (const step of options.steps ?? DEMO_STEPS)
      await step.run({ ...ctx, random: random.fork(step.name) });
    await tx
      .insert(serverKeys)
      .values({ name: DEMO_MARKER, value: { seed, scale, at: now.toISOString() } })
      .onConflictDoUpdate({
        target: serverKeys.name,
        set: { value: { seed, scale, at: now.toISOString() } },
      });
    result.admins = ctx.made.admins;
    result.counts = ctx.counts;
  });
  result.seeded = true;
  return result;
}
