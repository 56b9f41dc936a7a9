import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { failUnpaidOrders } from './unpaid-orders.ts';

/** How often the unpaid-order job runs: an unpaid order fails at most this long after its 15 minutes. */
export const UNPAID_ORDERS_INTERVAL_MS = 60_000;

/** Stops the scheduled jobs; a run in progress finishes first. */
export type StopJobs = () => Promise<void>;

/**
 * Starts the server's periodic jobs (for now the unpaid-order job), each run once at start and then
 * every interval; a run never overlaps the previous one, and a failing run is logged and retried at
 * the next tick. The timers do not keep the process alive. Started by the app when `jobs` is on
 * (main.ts), never in tests: they call the job functions with their own clock.
 */
export function startScheduledJobs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  options: { unpaidOrdersIntervalMs?: number } = {},
): StopJobs {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = failUnpaidOrders(ctx, ctx.clock())
      .then((ids) => {
        if (ids.length) log.info({ orders: ids.length }, 'unpaid orders failed after the payment timeout');
      })
      .catch((error: unknown) => log.error({ err: error }, 'the unpaid-order job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.unpaidOrdersIntervalMs ?? UNPAID_ORDERS_INTERVAL_MS);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
