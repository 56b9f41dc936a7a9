import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { TxContext } from '../services/resource-service.ts';
import { checkIfMatch } from './record-version.ts';
import { orNotFound } from './route-kit.ts';

/**
 * Runs one audited write in one transaction: `work` gets the transaction (through which it writes and
 * records its audit row, so both commit or neither does); its `afterCommit` work runs once committed.
 * A failure there is logged, not answered: the write itself has happened.
 */
export async function inWriteTransaction<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (ctx: TxContext) => Promise<T>,
): Promise<T> {
  const { admin } = request;
  if (!admin) throw new Error('a write route reached without an admin');
  const now = app.ctx.clock();
  const committed: (() => unknown)[] = [];
  const result = await app.ctx.db.transaction((tx) =>
    work({ admin, now, db: tx as unknown as Db, afterCommit: (then) => void committed.push(then) }),
  );
  for (const then of committed) {
    try {
      await then();
    } catch (error) {
      request.log.error({ err: error }, 'work after a committed write failed');
    }
  }
  return result;
}

/**
 * A write that honours `If-Match` (README "Conflicts") under the record's row lock: in the write's
 * transaction, `current` locks the record's row and reads the record as its GET answers it, through the
 * transaction; a 404 when there is none; a 412 with it when `If-Match` names another version; else
 * `write` runs in the same transaction, given the record as it was (the audit's `before`). Writers of
 * one record so take turns from the check to the commit: of twenty sent with one version, one writes
 * and nineteen get 412. A route that writes through it is marked `versionChecked`.
 */
export function versionedWrite<R, T>(
  app: FastifyInstance,
  request: FastifyRequest,
  current: (tx: Db) => Promise<R | null>,
  write: (ctx: TxContext, before: R) => Promise<T>,
): Promise<T> {
  return inWriteTransaction(app, request, async (ctx) => {
    const before = await orNotFound(current(ctx.db));
    checkIfMatch(request, before);
    return write(ctx, before);
  });
}
