import { parseNotification } from '@shop-admin/core';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { accessTokens, serverKeys } from '../../db/schema/index.ts';
import type { AddressedNotification, NotificationJson } from './notification-rows.ts';
import { asStoredSubscription, type StoredPushSubscription } from './push-subscription.ts';

const VAPID_KEY_NAME = 'vapid';
/** A push service keeps an undelivered message this long (the admin's browser may be offline). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** What the service worker receives: the Persian title, the description and the admin page to open. */
export interface PushPayload {
  title: string;
  body: string;
  data: { url: string; notification_id: string; type: string };
}

/** Web Push (VAPID) for staff devices: keys, subscriptions per token, delivery of notifications. */
export interface PushService {
  /** The VAPID public key (base64url) browsers subscribe with; created and kept on first use. */
  publicKey(): Promise<string>;
  /** Keeps the subscription on the token row; the same endpoint leaves any other token. */
  saveSubscription(tokenId: number, subscription: StoredPushSubscription): Promise<void>;
  removeSubscription(tokenId: number): Promise<void>;
  /** Pushes each notification to every device of its admin; failures are logged, never thrown. */
  sendNotifications(rows: readonly AddressedNotification[]): Promise<void>;
  /** Sends in the background (tracked so {@link idle} can wait for it). */
  dispatch(rows: readonly AddressedNotification[]): void;
  /** Resolves when every background delivery has settled. */
  idle(): Promise<void>;
}

/** The push message of a notification (title and link by core's parseNotification). */
export function pushPayloadOf(notification: NotificationJson): PushPayload {
  const parsed = parseNotification(notification);
  return {
    title: parsed.title,
    body: parsed.description,
    data: { url: parsed.link ?? '/admin', notification_id: notification.id, type: notification.type },
  };
}

export function createPushService(options: { db: Db; subject: string; log: FastifyBaseLogger }): PushService {
  const { db, subject, log } = options;
  let keys: Promise<VapidKeys> | null = null;
  const pending = new Set<Promise<void>>();

  /** Reads the stored keys, creating them once; concurrent first starts agree through the primary key. */
  async function loadKeys(): Promise<VapidKeys> {
    const read = async () => {
      const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, VAPID_KEY_NAME)).limit(1);
      const value = row?.value as Partial<VapidKeys> | undefined;
      return value?.publicKey && value.privateKey
        ? { publicKey: value.publicKey, privateKey: value.privateKey }
        : null;
    };
    const existing = await read();
    if (existing) return existing;
    const fresh = webpush.generateVAPIDKeys();
    await db.insert(serverKeys).values({ name: VAPID_KEY_NAME, value: fresh }).onConflictDoNothing();
    const stored = await read();
    if (!stored) throw new Error('VAPID keys could not be stored');
    return stored;
  }
  const vapidKeys = (): Promise<VapidKeys> => {
    keys ??= loadKeys().catch((error) => {
      keys = null;
      throw error;
    });
    return keys;
  };

  async function deliver(target: { tokenId: number; subscription: StoredPushSubscription }, payload: string) {
    const { publicKey, privateKey } = await vapidKeys();
    const details = webpush.generateRequestDetails(target.subscription, payload, {
      vapidDetails: { subject, publicKey, privateKey },
      TTL: PUSH_TTL_SECONDS,
    });
    // web-push's own sender speaks https only; fetch sends the same request to any push service.
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    const origin = new URL(target.subscription.endpoint).origin;
    if (response.status === 404 || response.status === 410) {
      // The browser dropped the subscription: forget it, unless the token already holds a newer one.
      await db
        .update(accessTokens)
        .set({ pushSubscription: null })
        .where(
          and(
            eq(accessTokens.id, target.tokenId),
            sql`${accessTokens.pushSubscription}->>'endpoint' = ${target.subscription.endpoint}`,
          ),
        );
      log.info({ origin, status: response.status }, 'push subscription expired and was removed');
    } else if (!response.ok) {
      log.warn({ origin, status: response.status }, 'push service refused a message');
    }
  }

  async function sendNotifications(rows: readonly AddressedNotification[]): Promise<void> {
    const adminIds = [...new Set(rows.map((row) => row.adminId))];
    if (!adminIds.length) return;
    const tokens = await db
      .select({
        id: accessTokens.id,
        adminId: accessTokens.adminId,
        subscription: accessTokens.pushSubscription,
      })
      .from(accessTokens)
      .where(and(inArray(accessTokens.adminId, adminIds), isNotNull(accessTokens.pushSubscription)));
    const jobs: Promise<void>[] = [];
    for (const { adminId, notification } of rows) {
      const payload = JSON.stringify(pushPayloadOf(notification));
      const endpoints = new Set<string>();
      for (const token of tokens) {
        const subscription = asStoredSubscription(token.subscription);
        if (token.adminId !== adminId || !subscription || endpoints.has(subscription.endpoint)) continue;
        endpoints.add(subscription.endpoint);
        jobs.push(
          deliver({ tokenId: token.id, subscription }, payload).catch((error: unknown) =>
            log.warn({ err: error, origin: new URL(subscription.endpoint).origin }, 'push delivery failed'),
          ),
        );
      }
    }
    await Promise.all(jobs);
  }

  return {
    publicKey: async () => (await vapidKeys()).publicKey,
    async saveSubscription(tokenId, subscription) {
      await db.transaction(async (tx) => {
        await tx
          .update(accessTokens)
          .set({ pushSubscription: null })
          .where(
            and(
              ne(accessTokens.id, tokenId),
              sql`${accessTokens.pushSubscription}->>'endpoint' = ${subscription.endpoint}`,
            ),
          );
        await tx
          .update(accessTokens)
          .set({ pushSubscription: subscription })
          .where(eq(accessTokens.id, tokenId));
      });
    },
    async removeSubscription(tokenId) {
      await db.update(accessTokens).set({ pushSubscription: null }).where(eq(accessTokens.id, tokenId));
    },
    sendNotifications,
    dispatch(rows) {
      const job = sendNotifications(rows)
        .catch((error: unknown) => log.warn({ err: error }, 'push delivery failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
