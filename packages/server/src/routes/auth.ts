import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accessTokens, admins } from '../db/schema/index.ts';
import { ok } from '../http/envelope.ts';
import { AppError, MESSAGES, notFound, unauthenticated } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { adminProfileFields, passwordChangeFields } from '../services/admin-fields.ts';
import { ADMIN_UNIQUE_LABELS, loadAdminWithPermissions } from '../services/admins.ts';
import { recordAudit } from '../services/audit/record.ts';
import { createLoginThrottle } from '../services/login-throttle.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../services/passwords.ts';
import { uniqueViolation } from '../services/table-service.ts';
import { hashTokenSecret, newTokenSecret } from '../services/tokens.ts';

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
  const throttle = createLoginThrottle(app.ctx.clock);

  app.post<{ Body: { username: string; password: string } }>(
    '/admin/login',
    { schema: loginSchema, config: { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { username, password } = request.body;
      if (throttle.isLocked(username)) {
        throw new AppError(429, 'rate_limited', 'تلاش‌های ناموفق زیاد بود؛ چند دقیقه بعد دوباره تلاش کنید.');
      }
      const [admin] = await db.select().from(admins).where(eq(admins.username, username.trim())).limit(1);
      const valid = await verifyPassword(password, admin?.password ?? DUMMY_PASSWORD_HASH);
      if (!admin || !valid) {
        throttle.fail(username);
        return reply
          .status(400)
          .send({ success: false, code: 'invalid_credentials', message: MESSAGES.loginFailed, data: null });
      }
      throttle.succeed(username);
      const secret = newTokenSecret();
      const [token] = await db
        .insert(accessTokens)
        .values({ adminId: admin.id, tokenHash: hashTokenSecret(secret), lastUsedAt: app.ctx.clock() })
        .returning({ id: accessTokens.id });
      if (!token) throw new Error('token insert returned nothing');
      return ok({ token: `${token.id}|${secret}` }, MESSAGES.loggedIn);
    },
  );

  app.post('/admin/logout', { config: { permission: null } }, async (request) => {
    if (request.tokenId !== null) await db.delete(accessTokens).where(eq(accessTokens.id, request.tokenId));
    return ok(null, MESSAGES.loggedOut);
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

  app.put<{ Body: Record<string, unknown> }>(
    '/admin/profile',
    { config: { permission: null } },
    async (request) => {
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
    },
  );

  app.put<{ Body: Record<string, unknown> }>(
    '/admin/password',
    { config: { permission: null } },
    async (request) => {
      const values = validateBody(request.body, passwordChangeFields);
      const id = request.admin?.id ?? 0;
      await db
        .update(admins)
        .set({ password: await hashPassword(String(values.password)), updatedAt: app.ctx.clock() })
        .where(eq(admins.id, id));
      // The log says the password changed, never what it is.
      await recordAudit(db, { entity: 'admins', entityId: id, action: 'password' });
      return ok(null, 'رمز عبور با موفقیت تغییر کرد');
    },
  );
}
