import { resolve } from 'node:path';

/** Everything the server reads from its environment, read once in main.ts and passed down. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder (also uploads and keys), default ./data. */
  dataDir: string;
  /** PostgreSQL when set; embedded PGlite otherwise. */
  databaseUrl: string | undefined;
  /** Super admin credentials for the first seed; generated when unset. */
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** Origins allowed by CORS; none by default (the web admin is served from the same origin). */
  corsOrigins: string[];
  /** Subject of the VAPID keys (a mailto: or https: URL). */
  vapidSubject: string;
  logLevel: string;
  /** Body size limit in bytes. */
  bodyLimit: number;
  /** Whether to trust X-Forwarded-* (behind a proxy). */
  trustProxy: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port:
      env.PORT !== undefined && env.PORT !== '' && Number.isInteger(Number(env.PORT))
        ? Number(env.PORT)
        : 8080,
    host: env.HOST || 'localhost',
    dataDir: resolve(env.SHOP_DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    adminUsername: env.SHOP_ADMIN_USERNAME || undefined,
    adminPassword: env.SHOP_ADMIN_PASSWORD || undefined,
    corsOrigins: (env.SHOP_CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    vapidSubject: env.SHOP_VAPID_SUBJECT || 'mailto:admin@shop.local',
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: Number(env.SHOP_BODY_LIMIT) || 1024 * 1024,
    trustProxy: env.SHOP_TRUST_PROXY === '1',
  };
}
