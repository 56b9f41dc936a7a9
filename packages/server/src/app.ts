import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { adminRoutes } from './routes/index.ts';

export interface BuildAppOptions {
  config: ServerConfig;
  database: Database;
  clock?: () => Date;
  /** Pino logger options, or false in tests. */
  logger?: boolean | Record<string, unknown>;
}

/**
 * Builds the app: external plugins (security headers, CORS, rate limits, errors, auth), then the route
 * plugins per area. main.ts listens; tests call `app.inject()`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: true } },
  });
  const ctx: AppContext = { config, database, db: database.db, clock: options.clock ?? (() => new Date()) };
  app.decorate('ctx', ctx);

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  await app.register(cors, { origin: config.corsOrigins.length ? config.corsOrigins : false });
  await app.register(rateLimit, { global: false });
  await app.register(authPlugin);
  await app.register(adminRoutes, { prefix: '/api' });
  return app;
}

export type { ServerConfig };
