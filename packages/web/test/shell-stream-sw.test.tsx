import { describe, expect, it, vi } from 'vitest';
import { reconnectDelay } from '../src/shell/notification-stream.ts';
import { base64UrlToBytes } from '../src/shell/push-subscribe-button.tsx';
import { registerServiceWorker, SERVICE_WORKER_URL } from '../src/shell/service-worker.ts';

describe('service worker registration', () => {
  const registration = {} as ServiceWorkerRegistration;

  it('registers /admin/sw.js when it is served as JavaScript', async () => {
    const register = vi.fn(async () => registration);
    const fetch = vi.fn(
      async () =>
        new Response('self.addEventListener("push", () => {});', {
          headers: { 'content-type': 'application/javascript; charset=UTF-8' },
        }),
    );
    expect(await registerServiceWorker({ container: { register }, fetch })).toBe(registration);
    expect(fetch).toHaveBeenCalledWith(SERVICE_WORKER_URL, { cache: 'no-store' });
    expect(register).toHaveBeenCalledWith('/admin/sw.js', { scope: '/admin/' });
  });

  it('does not register when the script is missing or comes back as the SPA page', async () => {
    const register = vi.fn(async () => registration);
    const html = async () =>
      new Response('<!doctype html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    const missing = async () =>
      new Response('{}', { status: 404, headers: { 'content-type': 'application/javascript' } });
    const offline = async () => Promise.reject(new TypeError('fetch failed'));
    for (const fetch of [html, missing, offline]) {
      expect(await registerServiceWorker({ container: { register }, fetch })).toBeNull();
    }
    expect(await registerServiceWorker({ container: undefined })).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });
});

describe('live stream and push helpers', () => {
  it('reconnects after 1 s, doubling up to 30 s, with at most 20% jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(3, () => 0)).toBe(8000);
    expect(reconnectDelay(10, () => 0)).toBe(30_000);
    expect(reconnectDelay(10, () => 0.999)).toBeLessThanOrEqual(36_000);
  });

  it('decodes the VAPID public key (base64url) for pushManager.subscribe', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
