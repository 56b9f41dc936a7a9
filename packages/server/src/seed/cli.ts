import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedBase } from './base.ts';
import { DEFAULT_DEMO_SEED, seedDemo } from './demo.ts';
import { credentialsReport } from './report.ts';

const USAGE = `Usage: npm run seed -- [--scale small|large] [--seed N] [--force]

Writes the demo shop into the configured database (SHOP_DATA_DIR, or DATABASE_URL), after migrating
and running the base seed. Only into an empty shop, unless --force adds it on top of existing data.
`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'small' },
      seed: { type: 'string', default: String(DEFAULT_DEMO_SEED) },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const scale = values.scale;
  const seed = Number(values.seed);
  if ((scale !== 'small' && scale !== 'large') || !Number.isSafeInteger(seed)) {
    process.stderr.write(USAGE);
    return 2;
  }
  // `npm run -w` runs in packages/server; a relative data folder means the folder npm was started from.
  const base = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig({
    ...process.env,
    SHOP_DATA_DIR: resolve(base, process.env.SHOP_DATA_DIR || 'data'),
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.dbPool,
  });
  try {
    await database.migrate();
    const baseResult = await seedBase(database.db, {
      username: config.adminUsername,
      password: config.adminPassword,
    });
    const started = Date.now();
    const demo = await seedDemo(database.db, { seed, scale, force: values.force });
    process.stdout.write(credentialsReport(baseResult, demo));
    if (!demo.seeded) {
      process.stdout.write(
        'The shop already has data; nothing was added (use --force to add the demo on top).\n',
      );
    } else {
      process.stdout.write(
        `Done in ${((Date.now() - started) / 1000).toFixed(1)} s (${config.databaseUrl ? 'PostgreSQL' : config.dataDir}).\n`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
