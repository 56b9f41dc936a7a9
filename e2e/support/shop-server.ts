import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import { admins, permissions, rolePermissions, roles } from '../../packages/server/src/db/schema/index.ts';
import { hashPassword } from '../../packages/server/src/services/auth/passwords.ts';
import { ROOT_ADMIN } from './constants.ts';

/**
 * The real shop for one e2e file: the API server (packages/server's buildApp, in process) on a fresh
 * copy of the run's PGlite template, serving the built web admin, on a loopback port.
 */
export async function startShop() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-e2e-'));
  cpSync(inject('e2ePgliteTemplate'), dataDir, { recursive: true });
  const config = {
    ...loadConfig({}),
    dataDir,
    // Mails (contact answers, newsletters) land in the file's own folder, for tests to read.
    outboxDir: join(dataDir, 'outbox'),
    adminUsername: ROOT_ADMIN.username,
    adminPassword: ROOT_ADMIN.password,
  };
  const database = await openDatabase({ dataDir });
  const app = await buildApp({ config, database, webDistDir: inject('e2eWebDist') });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const { db } = database;
  let made = 0;

  /** A staff account whose role holds exactly these permissions, to sign in with through the login form. */
  async function createStaff(permissionNames: readonly string[], name = 'کارمند محدود') {
    made += 1;
    const [role] = await db
      .insert(roles)
      .values({ name: `e2e_role_${made}`, label: `نقش ${made}` })
      .returning();
    if (!role) throw new Error('role not created');
    if (permissionNames.length) {
      const rows = await db
        .select()
        .from(permissions)
        .where(inArray(permissions.name, [...permissionNames]));
      await db.insert(rolePermissions).values(rows.map((p) => ({ roleId: role.id, permissionId: p.id })));
    }
    const username = `staff${made}`;
    const password = `staff-password-${made}`;
    await db
      .insert(admins)
      .values({ name, username, password: await hashPassword(password), roleId: role.id });
    return { username, password, role };
  }

  /** The id of an admin by username. */
  async function adminId(username: string): Promise<number> {
    const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.username, username));
    if (!row) throw new Error(`no admin ${username}`);
    return row.id;
  }

  /** A Bearer token of the super admin, through the real login endpoint. */
  async function rootToken(): Promise<string> {
    const response = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(ROOT_ADMIN),
    });
    const body = (await response.json()) as { data: { token: string } };
    return body.data.token;
  }

  return {
    url,
    app,
    db,
    outboxDir: config.outboxDir,
    createStaff,
    adminId,
    rootToken,
    async close() {
      app.server.closeAllConnections();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Shop = Awaited<ReturnType<typeof startShop>>;
