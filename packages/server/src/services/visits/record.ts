import type { Db } from '../../db/client.ts';
import { visits } from '../../db/schema/index.ts';
import { loadVisitorSecret, visitorHash } from './visitor.ts';

/** One storefront page view as the route hands it over. */
export interface PageView {
  path: string;
  ip: string;
  userAgent: string;
  customerId?: number | null;
  now: Date;
}

/** Records storefront page views into `visits`; the secret is read once per service. */
export function visitsService(db: Db) {
  let secret: Promise<string> | null = null;
  const secretOnce = () => {
    secret ??= loadVisitorSecret(db).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
  return {
    /** Stores one view with the hashed visitor (never the IP). */
    async record(view: PageView): Promise<void> {
      const visitor = visitorHash(await secretOnce(), view.ip, view.userAgent);
      await db.insert(visits).values({
        path: view.path,
        visitor,
        customerId: view.customerId ?? null,
        createdAt: view.now,
      });
    },
  };
}
