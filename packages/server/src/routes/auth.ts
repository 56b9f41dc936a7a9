import { passwordChangeFields } from '@shop-admin/core';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { accessTokens, admins } from '../db/schema/index.ts';
import { ok } from '../http/envelope.ts';
import { errorBody, MESSAGES, notFound, unauthenticated, validationFailed } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { adminProfileFields } from '../services/admin-fields.ts';
import { ADMIN_UNIQUE_LABELS, loadAdminWithPermissions } from '../services/admins.ts';
import { recordAudit } from '../services/audit/record.ts';
import { createDeviceTokens, deviceCookie, deviceTokenOf } from '../services/auth/device-cookies.ts';
import { createLoginThrottle, type LoginAttempt } from '../services/auth/login-throttle.ts';
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

  const devices = createDeviceTokens(db);
  /** Who is trying `username`: the address, and the device when it signed in to that account before. */
  const attemptOf = async (request: FastifyRequest, username: string): Promise<LoginAttempt> => ({
    username,
    address: request.ip,
    device: await devices.verify(username, deviceTokenOf(request, username)),
  });
  const tooMany = (reply: FastifyReply, retryAfterMs: number) =>
    reply
      .status(429)
      .header('retry-after', Math.ceil(retryAfterMs / 1000))
      .send(errorBody('rate_limited', MESSAGES.loginLocked));

  app.post<{ Body: { username: string; password: string } }>(
    '/admin/login',
    { schema: loginSchema, config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const attempt = await attemptOf(request, username);
      // Counted before the password is checked; a locked pair or a delayed account is not checked at all.
      const refusal = await throttle.attempt(attempt);
      if (refusal) return tooMany(reply, refusal.retryAfterMs);
      const [admin] = await db.select().from(admins).where(eq(admins.username, username.trim())).limit(1);
      const valid = await verifyPassword(password, admin?.password ?? DUMMY_PASSWORD_HASH);
      if (!admin || !valid) {
        return reply.status(400).send(errorBody('invalid_credentials'));
      }
      await throttle.succeed(attempt);
      const secret = newTokenSecret();
      const now = app.ctx.clock();
      // Both lifetimes count from the app's clock (tests move it).
      const [token] = await db
        .insert(accessTokens)
        .values({ adminId: admin.id, tokenHash: hashTokenSecret(secret), createdAt: now, lastUsedAt: now })
        .returning({ id: accessTokens.id });
      if (!token) throw new Error('token insert returned nothing');
      // This device is known to the account from now on (the browser keeps the cookie, the CLI the token).
      const device = await devices.issue(username);
      reply.header('set-cookie', deviceCookie(username, device, request.protocol === 'https'));
      return ok({ token: `${token.id}|${secret}`, device_token: device }, MESSAGES.loggedIn);
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

  app.put('/admin/password', { config: { permission: null } }, async (request, reply) => {
    const values = validateBody(request.body, passwordChangeFields);
    const id = request.admin?.id ?? 0;
    const [admin] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
    if (!admin) throw unauthenticated();
    // The current password is a sign-in: counted and slowed down like one, so a borrowed session
    // cannot guess it either.
    const attempt = await attemptOf(request, admin.username);
    const refusal = await throttle.attempt(attempt);
    if (refusal) return tooMany(reply, refusal.retryAfterMs);
    if (!(await verifyPassword(String(values.current_password), admin.password))) {
      throw validationFailed({ current_password: [MESSAGES.currentPasswordWrong] });
    }
    await throttle.succeed(attempt);
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
