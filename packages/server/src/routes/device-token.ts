import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { unauthenticated } from '../http/errors.ts';
import { deviceTokenBodySchema, readPushSubscription } from '../services/notifications/push-subscription.ts';

interface DeviceTokenBody {
  subscription: { endpoint: string; expirationTime?: number | null; keys: { p256dh: string; auth: string } };
}

/**
 * Web Push registration (Shopit keeps a device token per login; we keep the browser's push
 * subscription on the current token, so logging out ends the pushes to that device).
 */
export async function deviceTokenRoutes(app: FastifyInstance) {
  const tokenId = (id: number | null): number => {
    if (id === null) throw unauthenticated();
    return id;
  };

  app.get('/admin/push/public-key', { config: { permission: null } }, async () =>
    ok({ public_key: await app.ctx.push.publicKey() }),
  );

  app.post<{ Body: DeviceTokenBody }>(
    '/admin/device-token',
    { schema: { body: deviceTokenBodySchema }, config: { permission: null } },
    async (request) => {
      const subscription = readPushSubscription(request.body.subscription);
      await app.ctx.push.saveSubscription(tokenId(request.tokenId), subscription);
      return ok(null, 'این دستگاه برای دریافت اعلان‌ها ثبت شد');
    },
  );

  app.delete('/admin/device-token', { config: { permission: null } }, async (request) => {
    await app.ctx.push.removeSubscription(tokenId(request.tokenId));
    return ok(null, 'این دستگاه دیگر اعلان دریافت نمی‌کند');
  });
}
