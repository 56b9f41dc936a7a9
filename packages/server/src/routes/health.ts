import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from '../db/client.ts';
import { isDatabaseBusy } from '../db/errors.ts';
import { errorBody } from '../http/errors.ts';
import { BUSY_RETRY_AFTER_SECONDS, RETRY_AFTER_SECONDS } from '../plugins/errors.ts';

/** How many migrations this build ships (drizzle's journal). */
function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * For a load balancer (README "Health and readiness"): `GET /api/health` is liveness (the process
 * answers, no database touched); `GET /api/ready` is readiness: the database answers and every
 * migration this build ships is applied; else 503 with `Retry-After`.
 */
export async function healthRoutes(app: FastifyInstance) {
  const expected = expectedMigrations();
  app.get('/health', { config: { public: true } }, async () => ({
    success: true,
    message: '',
    data: { status: 'ok' },
  }));
  app.get('/ready', { config: { public: true } }, async (_request, reply) => {
    let applied: number;
    try {
      const result = await app.ctx.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
      applied = Number(rows[0]?.n ?? 0);
    } catch (error) {
      const busy = isDatabaseBusy(error);
      app.log.warn(
        { err: error },
        busy ? 'readiness: every database connection is busy' : 'readiness: the database does not answer',
      );
      return reply
        .status(503)
        .header('retry-after', String(busy ? BUSY_RETRY_AFTER_SECONDS : RETRY_AFTER_SECONDS))
        .send(errorBody(busy ? 'database_busy' : 'database_unavailable', undefined, { ready: false }));
    }
    const data = {
      ready: applied >= expected,
      database: app.ctx.database.kind,
      migrations: { applied, expected },
    };
    if (data.ready) return { success: true, message: '', data };
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send(errorBody('migrations_pending', undefined, data));
  });
}
