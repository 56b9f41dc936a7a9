// Service worker of the web admin, served at the stable URL /admin/sw.js (scope /admin/).
// Shows Web Push notifications (payload {title, body, data: {url}} from the API server) and opens the
// right admin page when one is clicked.
//
// Issue 33, the offline till: the build puts a first line `self.__PRECACHE = {version, urls}` here
// naming every built file (vite.config.ts). The till asks this worker to cache them all (a message,
// so devices that never open the till download nothing extra); a new version caches them at install
// on a device that had cached the old one. Pages of the admin then come from the network while it
// answers (3 s at most) and from the cache otherwise, and built files from the cache. The API is
// never cached here: the till keeps its data in IndexedDB. A development server has no list, and this
// worker then only does Web Push.

const PRECACHE = self.__PRECACHE || null;
const CACHE_PREFIX = 'shop-admin-precache-';
const CACHE = PRECACHE ? CACHE_PREFIX + PRECACHE.version : null;
const PRECACHED = new Set(PRECACHE ? PRECACHE.urls : []);
const SHELL = '/admin/index.html';
const NAVIGATION_TIMEOUT_MS = 3000;

/** Caches every built file of this version not cached yet. */
async function precache() {
  const cache = await caches.open(CACHE);
  const have = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  await cache.addAll(PRECACHE.urls.filter((url) => !have.has(url)));
}

self.addEventListener('install', (event) => {
  self.skipWaiting();
  if (!CACHE) return;
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      if (names.some((name) => name.startsWith(CACHE_PREFIX))) await precache();
    })().catch(() => {}),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

// The till: `{type: 'till-precache'}` → caches the app, answers `till-precached` (or `-failed`).
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'till-precache') return;
  const reply = (type) => event.source?.postMessage({ type, version: PRECACHE?.version ?? null });
  if (!CACHE) return reply('till-precache-failed');
  event.waitUntil(
    precache().then(
      () => reply('till-precached'),
      () => reply('till-precache-failed'),
    ),
  );
});

/** A Persian page for a navigation that neither the network nor the cache can answer. */
function offlinePage() {
  const html =
    '<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>بدون اتصال</title></head>' +
    '<body><main><h1>اتصال به سرور برقرار نیست</h1>' +
    '<p>این صفحه هنوز روی این دستگاه ذخیره نشده است. صندوق فروش حضوری (<a href="/admin/shop/create">/admin/shop/create</a>) ' +
    'اگر یک بار با اینترنت باز شده باشد، بدون اتصال هم کار می‌کند.</p></main></body></html>';
  return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** The network's answer, or null when it fails or takes longer than the timeout. */
function networkWithin(request, ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (!CACHE || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/admin/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        const response = await networkWithin(request, NAVIGATION_TIMEOUT_MS);
        if (response) return response;
        return (await caches.match(SHELL, { cacheName: CACHE })) || offlinePage();
      })(),
    );
    return;
  }
  if (PRECACHED.has(url.pathname)) {
    event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((hit) => hit || fetch(request)));
  }
});

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
