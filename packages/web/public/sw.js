// Service worker of the web admin, served at the stable URL /admin/sw.js (scope /admin/).
// Shows Web Push notifications (payload {title, body, data: {url}} from the API server) and opens the
// right admin page when one is clicked.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = payload.title || 'اعلان';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.body || '',
      dir: 'rtl',
      lang: 'fa',
      tag: payload.data?.notification_id,
      data: payload.data || {},
    }),
  );
});

/** Only admin pages of this origin are opened; anything else falls back to the dashboard. */
function adminUrl(raw) {
  try {
    const url = new URL(raw || '/admin', self.location.origin);
    if (url.origin === self.location.origin && /^\/admin(\/|$)/.test(url.pathname)) return url.href;
  } catch {
    // fall through
  }
  return new URL('/admin', self.location.origin).href;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = adminUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const admin = windows.find((client) => new URL(client.url).pathname.startsWith('/admin'));
      if (admin) {
        await admin.focus();
        return admin.navigate(target);
      }
      return self.clients.openWindow(target);
    })(),
  );
});
