import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { accessTokens, admins } from '../db/schema/index.ts';
import { ok } from '../http/envelope.ts';
import { MESSAGES, notFound, unauthenticated } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { adminProfileFields, passwordChangeFields } from '../services/admin-fields.ts';
import { ADMIN_UNIQUE_LABELS, loadAdminWithPermissions } from '../services/admins.ts';
import { recordAudit } from '../services/audit/record.ts';
import { createLoginThrottle } from '../services/auth/login-throttle.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../services/auth/passwords.ts';
import { hashTokenSecret, newTokenSecret } from '../services/auth/tokens.ts';
import { uniqueViolation } from '../services/table-service.ts';

const loginSchema = {
  body: {
    type: 'object',
    required: ['username', 'password'],
    additionalProperties: false,
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 50 },
      password: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
} as const;

/** Login, logout, profile and password (shopit-contract.md b "Admin authentication"). */
export async function authRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const throttle = createLoginThrottle(db, app.ctx.limits);

  app.post<{ Body: { username: string; password: string } }>(
    '/admin/login',
    { schema: loginSchema, config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { username, password } = request.body;
      // Counted before the password is checked; a locked pair or a delayed account is not checked at all.
      const refusal = await throttle.attempt(username, request.ip);
      if (refusal) {
        return reply
          .status(429)
          .header('retry-after', Math.ceil(refusal.retryAfterMs / 1000))
          .send({ success: false, code: 'rate_limited', message: MESSAGES.loginLocked, data: null });
      }
      const [admin] = await db.select().from(admins).where(eq(admins.username, username.trim())).limit(1);
      const valid = await verifyPassword(password, admin?.password ?? DUMMY_PASSWORD_HASH);
      if (!admin || !valid) {
        return reply
          .status(400)
          .send({ success: false, code: 'invalid_credentials', message: MESSAGES.loginFailed, data: null });
      }
      await throttle.succeed(username, request.ip);
      const secret = newTokenSecret();
      const now = app.ctx.clock();
      // Both lifetimes count from the app's clock (tests move it).
      const [token] = await db
        .insert(accessTokens)
        .values({ adminId: admin.id, tokenHash: hashTokenSecret(secret), createdAt: now, lastUsedAt: now })
        .returning({ id: accessTokens.id });
      if (!token) throw new Error('token insert returned nothing');
      return ok({ token: `${token.id}|${secret}` }, MESSAGES.loggedIn);
    },
  );

  app.post('/admin/logout', { config: { permission: null } }, async (request) => {
    if (request.tokenId !== null) await db.delete(accessTokens).where(eq(accessTokens.id, request.tokenId));
    return ok(null, MESSAGES.loggedOut);
  });

  // Log out everywhere: every token of this admin, this one included.
  app.post('/admin/logout/all', { config: { permission: null } }, async (request) => {
    const id = request.admin?.id ?? 0;
    const revoked = await db
      .delete(accessTokens)
      .where(eq(accessTokens.adminId, id))
      .returning({ id: accessTokens.id });
    await recordAudit(db, {
      entity: 'admins',
      entityId: id,
      action: 'logout_all',
      after: { revoked: revoked.length },
    });
    return ok({ revoked: revoked.length }, MESSAGES.loggedOutEverywhere);
  });

  const profile = async (adminId: number) => {
    const admin = await loadAdminWithPermissions(db, adminId);
    if (!admin) throw unauthenticated();
    const { permissions: _omit, ...rest } = admin;
    return rest;
  };
  // SPEC.md §7: the web admin POSTs admin/profile and reads data.user; Shopit GETs it as data.admin.
  app.post('/admin/profile', { config: { permission: null } }, async (request) => {
    const admin = await profile(request.admin?.id ?? 0);
    return ok({ user: admin, admin });
  });
  app.get('/admin/profile', { config: { permission: null } }, async (request) =>
    ok({ admin: await profile(request.admin?.id ?? 0) }),
  );

  app.put('/admin/profile', { config: { permission: null } }, async (request) => {
    const values = validateBody(request.body, adminProfileFields, { partial: true });
    const id = request.admin?.id ?? 0;
    const before = await profile(id);
    try {
      const [updated] = await db
        .update(admins)
        .set({ ...values, updatedAt: app.ctx.clock() })
        .where(eq(admins.id, id))
        .returning();
      if (!updated) throw notFound();
    } catch (error) {
      throw uniqueViolation(error, ADMIN_UNIQUE_LABELS) ?? error;
    }
    const after = await profile(id);
    await recordAudit(db, { entity: 'admins', entityId: id, action: 'profile', before, after });
    return ok({ admin: after }, 'پروفایل با موفقیت ویرایش شد');
  });

  app.put('/admin/password', { config: { permission: null } }, async (request) => {
    const values = validateBody(request.body, passwordChangeFields);
    const id = request.admin?.id ?? 0;
    const password = await hashPassword(String(values.password));
    await db.transaction(async (tx) => {
      await tx.update(admins).set({ password, updatedAt: app.ctx.clock() }).where(eq(admins.id, id));
      // Every other session ends with the old password; this one stays signed in.
      await tx
        .delete(accessTokens)
        .where(and(eq(accessTokens.adminId, id), ne(accessTokens.id, request.tokenId ?? 0)));
      // The log says the password changed, never what it is.
      await recordAudit(tx as unknown as Db, { entity: 'admins', entityId: id, action: 'password' });
    });
    return ok(null, 'رمز عبور با موفقیت تغییر کرد');
  });
}
