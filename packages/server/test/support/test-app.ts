import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type ServerConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import type { PoolLimits } from '../../src/db/pool-gate.ts';
import { accessTokens, admins, permissions, rolePermissions, roles } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/services/auth/passwords.ts';
import { hashTokenSecret, newTokenSecret } from '../../src/services/auth/tokens.ts';
import { checkPayloadsBeforeSerialisation } from './payload-check.ts';

export interface TestDatabase {
  database: Database;
  config: ServerConfig;
  /** Drops the database (PostgreSQL) or deletes the folder (PGlite). */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database: a copy of the PGlite template, or a new PostgreSQL database (with the
 * given pool, else the default one). `migrated: false` leaves it empty (no template, no migration),
 * for tests of the migrations.
 */
export async function createTestDatabase({
  migrated = true,
  pool,
}: {
  migrated?: boolean;
  pool?: PoolLimits;
} = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-test-'));
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (baseUrl) {
    const name = `shop_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else if (migrated) {
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  }
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl,
    // Text messages and mails of a test stay in its own folder.
    outboxDir: join(dataDir, 'outbox'),
    adminUsername: 'root',
    adminPassword: 'root-password-1',
    ...(pool ? { dbPool: pool } : {}),
  };
  const database = await openDatabase({ dataDir, databaseUrl, pool: config.dbPool });
  if (migrated) await database.migrate();
  return {
    database,
    config,
    async destroy() {
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A real app on a fresh database, with the base seed (permissions, roles, the super admin). `config`
 * overrides settings (e.g. `imageHosts`, or `paymentGateway: 'virtual'`: no payment gateway is configured otherwise).
 */
export async function createTestApp(
  options: {
    clock?: () => Date;
    config?: Partial<ServerConfig>;
    /** PostgreSQL's pool for this app (size and wait); the default otherwise. */
    pool?: PoolLimits;
    /** Runs on the built app before it is ready (to add a hook that watches every answer). */
    beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
    /** Pino options (a `stream` to read the request log); no logging by default. */
    logger?: Record<string, unknown>;
  } = {},
) {
  const test = await createTestDatabase(options.pool ? { pool: options.pool } : {});
  Object.assign(test.config, options.config);
  const { seedBase } = await import('../../src/seed/base.ts');
  await seedBase(test.database.db, { username: 'root', password: 'root-password-1' });
  const app = await buildApp({
    config: test.config,
    database: test.database,
    clock: options.clock,
    logger: options.logger,
  });
  options.beforeReady?.(app);
  // CHECK_ANSWERS=1: every answer of the test is checked against its route's response schema before
  // serialisation (test/contract.test.ts's check, over any test's data); close() fails on a mismatch.
  const checked = process.env.CHECK_ANSWERS ? checkPayloadsBeforeSerialisation(app) : null;
  await app.ready();
  const db = test.database.db;
  let made = 0;
  /** An admin whose role holds exactly these permissions (or the super_admin role), with a live token. */
  async function adminWith(permissionNames: readonly string[] | 'super_admin') {
    made += 1;
    const roleName = permissionNames === 'super_admin' ? 'super_admin' : `test_role_${made}`;
    let [role] = await db.select().from(roles).where(eq(roles.name, roleName));
    if (!role) {
      [role] = await db.insert(roles).values({ name: roleName, label: roleName }).returning();
      const names = permissionNames === 'super_admin' ? [] : [...permissionNames];
      const roleId = role?.id;
      if (roleId !== undefined && names.length) {
        const rows = await db.select().from(permissions).where(inArray(permissions.name, names));
        await db.insert(rolePermissions).values(rows.map((p) => ({ roleId, permissionId: p.id })));
      }
    }
    if (!role) throw new Error('role not created');
    const [admin] = await db
      .insert(admins)
      .values({ name: `کارمند ${made}`, username: `staff${made}`, password: 'not-a-hash', roleId: role.id })
      .returning();
    if (!admin) throw new Error('admin not created');
    const secret = newTokenSecret();
    const [token] = await db
      .insert(accessTokens)
      .values({ adminId: admin.id, tokenHash: hashTokenSecret(secret) })
      .returning();
    const bearer = `${token?.id}|${secret}`;
    return { admin, role, token: bearer, headers: { authorization: `Bearer ${bearer}` } };
  }
  /** A staff account (a role without permissions) with a real password and no session yet. */
  async function staffWithPassword() {
    const { admin } = await adminWith([]);
    const password = `pass-${made}-secret`;
    await db
      .update(admins)
      .set({ password: await hashPassword(password) })
      .where(eq(admins.id, admin.id));
    await db.delete(accessTokens).where(eq(accessTokens.adminId, admin.id));
    return { admin, password };
  }
  return {
    app,
    db,
    database: test.database,
    /** The configuration the app was built with (its database URL, to open a second instance on it). */
    config: test.config,
    adminWith,
    staffWithPassword,
    async close() {
      await app.close();
      if (checked?.findings.length)
        throw new Error(
          `answers off their schema: ${JSON.stringify(checked.findings.slice(0, 20), null, 1)}`,
        );
      await test.destroy();
    },
  };
}
