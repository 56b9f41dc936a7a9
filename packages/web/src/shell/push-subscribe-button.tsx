import { isApiError } from '@shop-admin/core';
import { useEffect, useState } from 'react';
import { useServices } from '../app/services-context.tsx';
import { registerServiceWorker } from './service-worker.ts';

type PushState = 'unsupported' | 'denied' | 'idle' | 'working' | 'subscribed';

/** The VAPID key (base64url) as the bytes pushManager.subscribe wants. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = (text + '='.repeat((4 - (text.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Web Push on a user gesture (browsers require one): permission, the server's VAPID key (GET
 * admin/push/public-key), pushManager.subscribe, then POST admin/device-token with the subscription.
 */
export function PushSubscribeButton() {
  const { api, toasts } = useServices();
  const [state, setState] = useState<PushState>(() =>
    !supported() ? 'unsupported' : Notification.permission === 'denied' ? 'denied' : 'idle',
  );
  useEffect(() => {
    if (state !== 'idle') return;
    void navigator.serviceWorker.getRegistration('/admin/').then(async (registration) => {
      if (await registration?.pushManager.getSubscription()) setState('subscribed');
    });
  }, [state]);
  if (state === 'unsupported') return null;
  if (state === 'denied') return <span className="muted">اعلان مرورگر مسدود است.</span>;
  if (state === 'subscribed') return <span className="muted">اعلان روی این دستگاه فعال است.</span>;

  const subscribe = async () => {
    setState('working');
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setState('denied');
        return;
      }
      const registration =
        (await navigator.serviceWorker.getRegistration('/admin/')) ?? (await registerServiceWorker());
      if (!registration) throw new Error('no service worker');
      const { public_key: key } = await api.get<{ public_key: string }>('admin/push/public-key');
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(key),
      });
      const { message } = await api.raw.post('admin/device-token', { subscription: subscription.toJSON() });
      toasts.show(message || 'این دستگاه برای دریافت اعلان‌ها ثبت شد', { kind: 'success' });
      setState('subscribed');
    } catch (error) {
      toasts.show(isApiError(error) ? error.message : 'فعال کردن اعلان روی این دستگاه ممکن نشد.', {
        kind: 'error',
      });
      setState('idle');
    }
  };
  return (
    <button type="button" className="link-button" disabled={state === 'working'} onClick={subscribe}>
      دریافت اعلان روی این دستگاه
    </button>
  );
}
