import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedBase } from './seed/base.ts';
import { DEFAULT_DEMO_SEED, seedDemo } from './seed/demo.ts';
import { writeDemoPictures } from './seed/demo-image-files.ts';
import { credentialsReport } from './seed/report.ts';

/** How long in-flight requests and streams get to finish on SIGINT/SIGTERM before we give up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** `SHOP_DEMO=0|off|false` starts without demo data; a number is the demo seed. */
function demoSeed(value: string | undefined): number | null {
  if (value === undefined || value === '') return DEFAULT_DEMO_SEED;
  if (['0', 'off', 'false', 'no'].includes(value.toLowerCase())) return null;
  const seed = Number(value);
  return Number.isSafeInteger(seed) ? seed : DEFAULT_DEMO_SEED;
}

/** Pino JSON on a pipe (log collectors), pino-pretty on a terminal (people). Redaction is app.ts's. */
function loggerOptions(level: string): Record<string, unknown> {
  if (!process.stdout.isTTY) return { level };
  return {
    level,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  };
}

/** Printed at start-up whenever the virtual gateway is on: it marks orders paid with no money. */
const VIRTUAL_GATEWAY_WARNING =
  "WARNING: the virtual payment gateway is on (SHOP_PAYMENT_GATEWAY=virtual): an order's signed pay\n" +
  'link marks it paid without any money moving. For the demo and development only; set\n' +
  'SHOP_PAYMENT_GATEWAY=none (or a real gateway) before taking real orders.\n';

const displayHost = (host: string) =>
  host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

/**
 * Reads the configuration, opens and migrates the database, runs the base seed (and, on the first
 * start of an empty shop, the demo seed), prints the sign-in details once, then serves until a signal.
 */
async function main(): Promise<void> {
  const loaded = loadConfig();
  const seed = demoSeed(process.env.SHOP_DEMO);
  // The demo shop can be paid for: it turns the virtual gateway on unless SHOP_PAYMENT_GATEWAY is set.
  const config =
    seed !== null && loaded.paymentGateway === undefined ? { ...loaded, paymentGateway: 'virtual' } : loaded;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.dbPool,
  });
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    await database.migrate();
    const base = await seedBase(database.db, {
      username: config.adminUsername,
      password: config.adminPassword,
    });
    const demo = seed === null ? null : await seedDemo(database.db, { seed, scale: 'small' });
    // The demo's slides and banners get real pictures (written once, kept across restarts).
    if (seed !== null) await writeDemoPictures(database.db, config.dataDir);
    const report = credentialsReport(base, demo);
    if (report) process.stdout.write(report);

    app = await buildApp({ config, database, logger: loggerOptions(config.logLevel), jobs: true });
    if (config.paymentGateway === 'virtual') {
      process.stdout.write(VIRTUAL_GATEWAY_WARNING);
    }
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const actualPort = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${displayHost(config.host)}:${actualPort}`;
    process.stdout.write(`Listening on ${url}  (admin: ${url}/admin, API docs: ${url}/api/docs)\n`);
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // A terminal's Ctrl+C reaches both this process and `npm start`'s wrapper, which forwards it.
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      process.stderr.write('Shutdown timed out; exiting.\n');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // Connections that opened but never sent a request keep server.close() waiting; after a grace
    // period they are dropped (in-flight requests have had their chance).
    const drop = setTimeout(() => app?.server.closeAllConnections(), SHUTDOWN_TIMEOUT_MS / 2);
    drop.unref();
    (async () => {
      await app?.close();
      await database.close();
    })().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
