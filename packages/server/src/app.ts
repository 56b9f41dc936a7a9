import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { withRedaction } from './http/log-redaction.ts';
import { fastifyTrustProxy } from './http/trust-proxy.ts';
import { answerSchemasPlugin } from './plugins/answer-schemas.ts';
import { authPlugin } from './plugins/auth.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin, handleError } from './plugins/errors.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { versionsPlugin } from './plugins/versions.ts';
import { routeAnswers } from './routes/answers/index.ts';
import { adminRoutes } from './routes/index.ts';
import { auditContextPlugin } from './services/audit/request-context.ts';
import { createStockService } from './services/catalogue/stock.ts';
import { countUnreadContacts } from './services/contacts.ts';
import { startNewsletterJob } from './services/content/newsletter-job.ts';
import { startScheduledJobs } from './services/jobs/scheduler.ts';
import { createLimitCounters } from './services/limits/limit-counters.ts';
import { databaseRateLimitStore } from './services/limits/rate-limit-store.ts';
import { createEventHub } from './services/live/event-hub.ts';
import { createNotificationService } from './services/notifications/notification-service.ts';
import { createPushService } from './services/notifications/push-service.ts';

export interface BuildAppOptions {
  config: ServerConfig;
  database: Database;
  clock?: () => Date;
  /** Pino logger options, or false in tests. */
  logger?: boolean | Record<string, unknown>;
  /** The built web admin served at /admin; default packages/web/dist. */
  webDistDir?: string;
  /** Run the periodic jobs (unpaid orders, newsletters) from ready to close; main.ts turns it on, tests never do. */
  jobs?: boolean;
}

/**
 * Builds the app: external plugins (security headers, CORS, rate limits, errors, auth), then the route
 * plugins per area. main.ts listens; tests call `app.inject()`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: withRedaction(options.logger ?? false),
    bodyLimit: config.bodyLimit,
    // Bad URLs (a broken %-escape) and over-long path parameters get the envelope too.
    frameworkErrors: handleError,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  });
  const clock = options.clock ?? (() => new Date());
  const events = createEventHub(database, app.log);
  const push = createPushService({ db: database.db, subject: config.vapidSubject, log: app.log });
  const notifications = createNotificationService({
    db: database.db,
    events,
    push,
    clock,
    countUnreadContacts,
  });
  const stock = createStockService({ notifications, clock });
  const limits = createLimitCounters(database.db, clock);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    events,
    notifications,
    push,
    stock,
    limits,
  };
  app.decorate('ctx', ctx);
  await events.start();
  // The VAPID keys exist from the first start on, before any browser asks for them.
  app.addHook('onReady', async () => void (await push.publicKey()));
  if (options.jobs) {
    let stopJobs: (() => Promise<void>) | null = null;
    let stopNewsletters: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopJobs = startScheduledJobs(ctx, app.log);
      stopNewsletters = startNewsletterJob(ctx, app.log);
    });
    app.addHook('onClose', async () => {
      await stopJobs?.();
      await stopNewsletters?.();
    });
  }
  app.addHook('onClose', async () => {
    await events.close();
    await push.idle();
  });

  await app.register(errorsPlugin);
  // The API speaks JSON only (uploads add their own parser); text/plain bodies get a 415.
  app.removeContentTypeParser('text/plain');
  // A bodyless request labelled JSON (a logout, any POST without a body) is an empty object, so it
  // reaches its route (a body a route needs is then a 422, not a 400); anything else non-empty is
  // parsed by Fastify's own JSON parser (malformed: 400; __proto__ / constructor keys refused).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) done(null, {});
    else parseJson(request, String(body), done);
  });
  // Only this origin: no inline script or style, no other host. Images also from data:/blob: URLs,
  // which are not origins (previews of a picked file, inline SVG icons), and from the https hosts
  // image fields may name (SHOP_IMAGE_HOSTS).
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...config.imageHosts.map((host) => `https://${host}`)],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
  });
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false });
  // Counted in the database, so every instance shares each limit and a restart keeps it.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(limits) as never });
  await app.register(authPlugin);
  // After auth: an If-Match check reads the record with the caller's credentials.
  await app.register(versionsPlugin);
  // After auth: the audit log's request context reads the signed-in admin.
  await app.register(auditContextPlugin);
  // Before the routes: the OpenAPI document collects them as they are registered.
  // Every /api route's answer schemas (errors, and the 200s of routes/answers/), before the document reads them.
  await app.register(answerSchemasPlugin, { answers: routeAnswers });
  await app.register(docsPlugin);
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(staticWebPlugin, { distDir: options.webDistDir });
  return app;
}

export type { ServerConfig };
