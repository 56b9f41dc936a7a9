import type { Db } from '../../db/client.ts';
import { visits } from '../../db/schema/index.ts';
import { visitorHash, visitorSecret } from './visitor.ts';

/** One storefront page view as the route hands it over. */
export interface PageView {
  path: string;
  ip: string;
  userAgent: string;
  customerId?: number | null;
  now: Date;
}

/** Records storefront page views into `visits`. */
export function visitsService(db: Db) {
  return {
    /** Stores one view with the hashed visitor (never the IP). */
    async record(view: PageView): Promise<void> {
      const visitor = visitorHash(await visitorSecret(db), view.ip, view.userAgent);
      await db.insert(visits).values({
        path: view.path,
        visitor,
        customerId: view.customerId ?? null,
        createdAt: view.now,
      });
    },
  };
}
