import { join, resolve } from 'node:path';
import { DEFAULT_POOL_LIMITS, type PoolLimits } from './db/pool-gate.ts';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.ts';

/** Everything the server reads from its environment, read once in main.ts and passed down. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder (also uploads and keys), default ./data. */
  dataDir: string;
  /** PostgreSQL when set; embedded PGlite otherwise. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL's connection pool: `size` connections (`SHOP_DB_POOL_SIZE`, default 10), and how long a
   * request waits for a free one before a 503 database_busy (`SHOP_DB_POOL_WAIT_MS`, default 10000).
   */
  dbPool: PoolLimits;
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
  /**
   * Which proxies' X-Forwarded-* to believe (`SHOP_TRUST_PROXY`): none, a hop count, or proxy
   * addresses. The client's address (every per-address limit) is the first untrusted one from the right.
   */
  trustProxy: TrustProxy;
  /** SMTP server for newsletters (`smtp://user:pass@host:587`); unset writes .eml files to `outboxDir`. */
  smtpUrl: string | undefined;
  /** Where newsletters go as one .eml file per message when no SMTP server is set; default <dataDir>/outbox. */
  outboxDir: string;
  /** The From of newsletters. */
  mailFrom: string;
  /** How often the newsletter sender looks for due newsletters, in seconds; 0 turns it off. */
  newsletterPollSeconds: number;
  /** The social feed's JSON URL (an Instagram Graph API media URL or a plain list); unset means no feed. */
  instagramFeedUrl: string | undefined;
  /** Hosts whose https URLs image fields accept besides this server's upload paths; none by default. */
  imageHosts: string[];
  /**
   * The payment gateway (`SHOP_PAYMENT_GATEWAY`): `virtual` is the test gateway (no money moves);
   * `none` or unset means none (no pay links, gateway routes 404). The demo turns `virtual` on when unset.
   */
  paymentGateway: string | undefined;
  /** How customers' one-time codes are sent (`SHOP_SMS_DRIVER`): `outbox` writes each SMS to `<outboxDir>/sms/`. */
  smsDriver: string;
  /** A customer token's absolute lifetime (ms, `SHOP_CUSTOMER_TOKEN_DAYS`); default 30 days. */
  customerTokenLifetimeMs: number;
  /** An admin token unused this long (ms) is refused and deleted; default 7 days. */
  tokenIdleMs: number;
  /** An admin token older than this (ms) is refused and deleted however often it is used; default 30 days. */
  tokenLifetimeMs: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** A positive number of days (decimals allowed: 0.5 is 12 hours) in ms, else the default. */
function days(value: string | undefined, fallback: number): number {
  const n = value !== undefined && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  return (n > 0 ? n : fallback) * DAY_MS;
}

/** A whole number from `min` up, else the default. */
function wholeNumber(value: string | undefined, fallback: number, min: number): number {
  const n = value !== undefined && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return n >= min ? n : fallback;
}

const HOST_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port:
      env.PORT !== undefined && env.PORT !== '' && Number.isInteger(Number(env.PORT))
        ? Number(env.PORT)
        : 8080,
    host: env.HOST || 'localhost',
    dataDir: resolve(env.SHOP_DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    dbPool: {
      size: wholeNumber(env.SHOP_DB_POOL_SIZE, DEFAULT_POOL_LIMITS.size, 1),
      waitMs: wholeNumber(env.SHOP_DB_POOL_WAIT_MS, DEFAULT_POOL_LIMITS.waitMs, 0),
    },
    adminUsername: env.SHOP_ADMIN_USERNAME || undefined,
    adminPassword: env.SHOP_ADMIN_PASSWORD || undefined,
    corsOrigins: (env.SHOP_CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    vapidSubject: env.SHOP_VAPID_SUBJECT || 'mailto:admin@shop.local',
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: Number(env.SHOP_BODY_LIMIT) || 1024 * 1024,
    trustProxy: parseTrustProxy(env.SHOP_TRUST_PROXY),
    smtpUrl: env.SHOP_SMTP_URL || undefined,
    outboxDir: resolve(env.SHOP_OUTBOX_DIR || join(env.SHOP_DATA_DIR || 'data', 'outbox')),
    mailFrom: env.SHOP_MAIL_FROM || 'فروشگاه <no-reply@shop.local>',
    newsletterPollSeconds:
      env.SHOP_NEWSLETTER_POLL_SECONDS !== undefined && /^\d+$/.test(env.SHOP_NEWSLETTER_POLL_SECONDS)
        ? Number(env.SHOP_NEWSLETTER_POLL_SECONDS)
        : 15,
    instagramFeedUrl: env.SHOP_INSTAGRAM_FEED_URL || undefined,
    // Host names only (no scheme, port or path): they go into the CSP's img-src as well.
    imageHosts: (env.SHOP_IMAGE_HOSTS || '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter((host) => HOST_NAME.test(host)),
    paymentGateway: env.SHOP_PAYMENT_GATEWAY || undefined,
    smsDriver: env.SHOP_SMS_DRIVER || 'outbox',
    customerTokenLifetimeMs: days(env.SHOP_CUSTOMER_TOKEN_DAYS, 30),
    tokenIdleMs: days(env.SHOP_TOKEN_IDLE_DAYS, 7),
    tokenLifetimeMs: days(env.SHOP_TOKEN_MAX_DAYS, 30),
  };
}
