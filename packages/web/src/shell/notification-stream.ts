import { isApiError, parseNotification, type RawNotification } from '@shop-admin/core';
import type { AppServices } from '../app/services.ts';

/** The admin's live event stream (server-sent events, read with fetch so the Bearer header goes along). */
export const NOTIFICATION_STREAM_PATH = 'admin/notifications/stream';

/** Reconnect delays: 1 s, doubling, at most 30 s, with up to 20% jitter; reset by every `ready`. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + 0.2 * random()));
}

interface Counts {
  total_unread_notifications?: unknown;
  total_unread_contacts?: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const asCount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Applies one event of the stream to the admin home store (and toasts a new notification). */
export function applyStreamEvent(services: AppServices, event: { event: string; data: string }): void {
  const { home, toasts } = services;
  // The server's events channel is back after a database outage: what it missed is read again (every
  // query the screens show, and the admin home's counts and lists).
  if (event.event === 'reconnect') {
    void services.queryClient.invalidateQueries();
    void home.load().catch(() => undefined);
    toasts.show('اتصال به سرور دوباره برقرار شد؛ داده‌ها تازه شدند.', { kind: 'info' });
    return;
  }
  const data = parseJson(event.data);
  if (event.event === 'notification' && data && typeof data === 'object') {
    const raw = data as RawNotification;
    home.pushNotification(raw);
    const parsed = parseNotification(raw);
    toasts.show(parsed.description ? `${parsed.title}: ${parsed.description}` : parsed.title, {
      kind: 'info',
    });
    return;
  }
  if ((event.event === 'ready' || event.event === 'unread_counts') && data && typeof data === 'object') {
    const counts = data as Counts;
    const notifications = asCount(counts.total_unread_notifications);
    const contacts = asCount(counts.total_unread_contacts);
    if (notifications !== null) home.setTotalUnreadNotifications(notifications);
    if (contacts !== null) {
      const before = home.getSnapshot().totalUnreadContacts;
      home.setTotalUnreadContacts(contacts);
      // A new message arrived: the latest-five list is stale, so the admin home is read again.
      if (contacts > before) void home.load().catch(() => undefined);
    }
  }
}

/**
 * Keeps the live stream open until `signal` aborts: applies its events, and reconnects with backoff
 * when it ends or fails. A 401 stops it (the api client has already sent the user to login).
 */
export async function runNotificationStream(
  services: AppServices,
  signal: AbortSignal,
  wait: (ms: number, signal: AbortSignal) => Promise<void> = sleep,
): Promise<void> {
  let attempt = 0;
  while (!signal.aborted) {
    try {
      for await (const event of services.api.stream(NOTIFICATION_STREAM_PATH, { signal })) {
        if (event.event === 'ready') attempt = 0;
        applyStreamEvent(services, event);
      }
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
    }
    if (signal.aborted) return;
    await wait(reconnectDelay(attempt), signal);
    attempt++;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
