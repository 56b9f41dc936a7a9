import type { ServerConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { StockService } from './services/catalogue/stock.ts';
import type { LimitCounters } from './services/limits/limit-counters.ts';
import type { EventHub } from './services/live/event-hub.ts';
import type { NotificationService } from './services/notifications/notification-service.ts';
import type { PushService } from './services/notifications/push-service.ts';

/** What every plugin, route and service of one app instance shares. Built in app.ts, never global. */
export interface AppContext {
  config: ServerConfig;
  database: Database;
  db: Db;
  /** Injected clock: tests move time, the server reads the wall clock. */
  clock: () => Date;
  /** Live events across server instances (LISTEN/NOTIFY): notifications and unread counts. */
  events: EventHub;
  /** Staff notifications: `notifyAdmins` for other areas, unread counts for the live streams. */
  notifications: NotificationService;
  /** Web Push: VAPID keys, device subscriptions, delivery. */
  push: PushService;
  /** The warehouse: every stock movement (staff, bulk edits, orders, in-person sales) goes through it. */
  stock: StockService;
  /** Rate limits and login attempts counted in the database (shared by every instance). */
  limits: LimitCounters;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
