import { adminPermissions, can, type PermissionName } from '@shop-admin/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokens } from '../db/schema/index.ts';
import { AppError, catalogued, unauthenticated } from '../http/errors.ts';
import { type AuthAdmin, loadAdminWithPermissions } from '../services/admins.ts';
import { parseToken, tokenMatches } from '../services/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Every /api/admin route declares this: a permission name, or null for "any signed-in admin".
     * A route that forgets it fails at registration.
     */
    permission?: PermissionName | null;
    /** Routes anyone may call (login, the storefront's contact form). */
    public?: boolean;
  }
  interface FastifyRequest {
    admin: AuthAdmin | null;
    tokenId: number | null;
  }
  interface FastifyInstance {
    /** The admin routes with their declared permission, for the permission walk test and docs. */
    adminRouteTable: { method: string; url: string; permission: PermissionName | null }[];
  }
}

const ADMIN_PREFIX = '/api/admin';

/** Last-used time is written at most this often per token, so reads stay cheap. */
const LAST_USED_EVERY_MS = 60_000;

/**
 * Whether a token has outlived its idle or its absolute lifetime. Idle time counts from the recorded
 * last use, which may lag the real one by up to LAST_USED_EVERY_MS: a token is never cut short, and
 * outlives its idle lifetime by at most that minute.
 */
export function tokenExpired(
  token: { createdAt: Date; lastUsedAt: Date | null },
  now: Date,
  lifetimes: { tokenIdleMs: number; tokenLifetimeMs: number },
): boolean {
  const lastUsed = token.lastUsedAt ?? token.createdAt;
  return (
    now.getTime() - token.createdAt.getTime() > lifetimes.tokenLifetimeMs ||
    now.getTime() - lastUsed.getTime() > lifetimes.tokenIdleMs + LAST_USED_EVERY_MS
  );
}

/**
 * The 403 of a route whose permission the admin's role lacks: the Persian message names it (its label
 * and name), and `data.permission` carries the name for clients (the CLI prints it).
 */
function missingPermission(permission: PermissionName): AppError {
  const label = adminPermissions.find((p) => p.name === permission)?.label;
  const named = label ? `«${label}» (${permission})` : permission;
  return new AppError(403, 'forbidden', `شما مجوز ${named} را ندارید.`, { data: { permission } });
}

/** Reads the Bearer token, loads its admin and checks the route's permission on the server. */
async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  const parsed = match?.[1] ? parseToken(match[1].trim()) : null;
  if (!parsed) throw unauthenticated();
  const { db } = app.ctx;
  const [token] = await db.select().from(accessTokens).where(eq(accessTokens.id, parsed.id)).limit(1);
  if (!token || !tokenMatches(parsed.secret, token.tokenHash)) throw unauthenticated();
  const now = app.ctx.clock();
  if (tokenExpired(token, now, app.ctx.config)) {
    await db.delete(accessTokens).where(eq(accessTokens.id, token.id));
    throw catalogued('token_expired');
  }
  const admin = await loadAdminWithPermissions(db, token.adminId);
  if (!admin) throw unauthenticated();
  request.admin = admin;
  request.tokenId = token.id;
  // Last-used time (the idle lifetime counts from it), at most once a minute per token.
  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    await db
      .update(accessTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(accessTokens.id, token.id)));
  }
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('admin', null);
  app.decorateRequest('tokenId', null);
  app.decorate('adminRouteTable', []);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PREFIX) || route.method === 'HEAD') return;
    const config = route.config ?? {};
    if (config.public) return;
    if (config.permission === undefined) {
      throw new Error(`${String(route.method)} ${route.url} declares no permission (config.permission)`);
    }
    for (const method of [route.method].flat()) {
      app.adminRouteTable.push({ method, url: route.url, permission: config.permission });
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!request.routeOptions.url?.startsWith(ADMIN_PREFIX) || config.public) return;
    await authenticate(app, request);
    const admin = request.admin;
    if (
      config.permission &&
      admin &&
      !can(admin.permissions, config.permission, { role: admin.role?.name })
    ) {
      throw missingPermission(config.permission);
    }
  });
});
