import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_PERMISSIONS_COOKIE,
  ApiError,
  createAdminHomeStore,
  createApiClient,
  createCookieJar,
  createMemoryTokenStorage,
  type MenuItem,
  type RawNotification,
  type SettingGroup,
} from '../src/index.ts';
import { json, useLocalServer } from './support/local-server.ts';

const NOW = new Date('2025-01-21T06:30:00.000Z');

function notification(id: string, createdAt: string, readAt: string | null = null): RawNotification {
  return {
    id,
    type: 'order',
    data: JSON.stringify({ order_id: Number(id.replace(/\D/g, '')) || 1, description: `سفارش ${id}` }),
    read_at: readAt,
    created_at: createdAt,
  };
}

/** What the server answers; tests change it. */
const server$ = {
  permissions: ['read_order', 'read_setting', 'read_contact'] as unknown,
  role: 'editor',
  olderPages: new Map<string, RawNotification[]>(),
  failHome: false,
};
const requests: { method: string; url: string; authorization: string | undefined }[] = [];

function homePayload() {
  return {
    setting_groups: [
      { name: 'general', label: 'عمومی' },
      { name: 'sms', label: 'پیامک' },
    ],
    permissions: server$.permissions,
    admin: { id: 3, name: 'سارا', username: 'sara', role: { id: 2, name: server$.role, label: 'ویراستار' } },
    notifications: [
      notification('n3', '2025-01-20 12:00:00'),
      {
        id: 'n2',
        type: 'ProductUnavailableNotification',
        data: { product_id: 42, description: 'ناموجود شد' },
        read_at: null,
        created_at: '2025-01-20 11:00:00',
      },
      notification('n1', '2025-01-20 10:00:00', '2025-01-20 10:30:00'),
    ],
    total_unread_notifications: 2,
    total_unread_contacts: 2,
    contacts: [
      { id: 10, name: 'علی', subject: 'پیگیری سفارش', body: '...', status: 0 },
      { id: 11, name: 'مریم', subject: 'مرجوعی', body: '...', status: 0 },
    ],
  };
}

/** Answers one request: returns the status and the body to send. */
function answer(req: IncomingMessage): [number, unknown] {
  const url = new URL(req.url ?? '', 'http://localhost');
  if (url.pathname === '/api/admin/home') {
    if (server$.failHome) return [500, { success: false, message: 'Server Error' }];
    return [200, { success: true, message: '', data: homePayload() }];
  }
  if (url.pathname === '/api/admin/notifications') {
    const cursor = url.searchParams.get('last_created_at') ?? '';
    return [
      200,
      { success: true, message: '', data: { notifications: server$.olderPages.get(cursor) ?? [] } },
    ];
  }
  if (url.pathname === '/api/admin/notifications/read' && req.method === 'POST') {
    // A selective read (a body) answers the server's remaining count; mark all answers nothing.
    if (Number(req.headers['content-length'] ?? 0) > 0)
      return [200, { success: true, message: '', data: { read_ids: [], total_unread_notifications: 1 } }];
    return [200, { success: true, message: '', data: '' }];
  }
  return [404, { success: false, message: 'مورد خواسته شده یافت نشد', data: null }];
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  requests.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
  const [status, body] = answer(req);
  json(res, status, body);
}

const local = useLocalServer(handle);
beforeEach(() => {
  Object.assign(server$, {
    permissions: ['read_order', 'read_setting', 'read_contact'],
    role: 'editor',
    olderPages: new Map(),
    failHome: false,
  });
  requests.length = 0;
});

/** A document whose cookie behaves like a browser jar (max-age=0 deletes). */
function fakeDocument() {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return Array.from(jar, ([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = ''] = text.split(';');
      const eq = pair.indexOf('=');
      if (/max-age=0(;|$)/.test(text)) jar.delete(pair.slice(0, eq));
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    },
  };
}

/** The registry's menu builder, reduced to what SPEC.md says about the settings entry. */
function buildMenu(groups: readonly SettingGroup[]): MenuItem[] {
  return [
    { id: 'dashboard', title: 'داشبورد', path: '/admin' },
    {
      id: 'settings',
      title: 'تنظیمات',
      icon: 'settings',
      permission: 'read_setting',
      children: groups.map((g) => ({
        id: `settings.${g.name}`,
        title: g.label,
        path: `/admin/settings/${g.name}`,
      })),
    },
    { id: 'admins', title: 'مدیران', path: '/admin/admins', permission: 'read_admin' },
  ];
}

function setup(doc = fakeDocument()) {
  const api = createApiClient({ baseURL: local.baseURL(), tokenStorage: createMemoryTokenStorage('1|t') });
  const cookies = createCookieJar(doc);
  const home = createAdminHomeStore({ api, clock: () => NOW, cookies, buildMenu });
  return { home, cookies, doc };
}

describe('createAdminHomeStore', () => {
  it('loads admin/home into the state', async () => {
    const { home } = setup();
    await home.load();
    const state = home.getSnapshot();
    expect(state.settingGroups).toEqual([
      { name: 'general', label: 'عمومی' },
      { name: 'sms', label: 'پیامک' },
    ]);
    expect(state.admin).toMatchObject({ id: 3, username: 'sara' });
    expect(state.permissions).toEqual(['read_order', 'read_setting', 'read_contact']);
    expect(state.totalUnreadNotifications).toBe(2);
    expect(state.totalUnreadContacts).toBe(2);
    expect(state.contacts.map((c) => c.id)).toEqual([10, 11]);
    expect(state.settingsInitialised).toBe(true);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/admin/home', authorization: 'Bearer 1|t' });
  });

  it('parses the notifications it loads', async () => {
    const { home } = setup();
    await home.load();
    expect(home.getSnapshot().notifications.map((n) => [n.id, n.title, n.link, n.read])).toEqual([
      ['n3', 'سفارش جدید', '/admin/order/3', false],
      ['n2', 'ناموجود', '/admin/products/edit/42', false],
      ['n1', 'سفارش جدید', '/admin/order/1', true],
    ]);
  });

  it('builds the menu from the setting groups and keeps only what the permissions allow', async () => {
    const { home } = setup();
    await home.load();
    const menus = home.getSnapshot().menus;
    expect(menus.map((m) => m.id)).toEqual(['dashboard', 'settings']);
    expect(menus[1]?.children?.map((c) => c.path)).toEqual([
      '/admin/settings/general',
      '/admin/settings/sms',
    ]);
  });

  it('hides the settings menu without read_setting', async () => {
    server$.permissions = ['read_order'];
    const { home } = setup();
    await home.load();
    expect(home.getSnapshot().menus.map((m) => m.id)).toEqual(['dashboard']);
  });

  it('shows every menu entry to the super_admin role', async () => {
    server$.permissions = [];
    server$.role = 'super_admin';
    const { home } = setup();
    await home.load();
    expect(home.getSnapshot().menus.map((m) => m.id)).toEqual(['dashboard', 'settings', 'admins']);
  });

  it('builds the registry sidebar by default, with one public settings child per group', async () => {
    const api = createApiClient({ baseURL: local.baseURL(), tokenStorage: createMemoryTokenStorage('1|t') });
    const home = createAdminHomeStore({ api, clock: () => NOW, cookies: createCookieJar(fakeDocument()) });
    await home.load();
    const menus = home.getSnapshot().menus;
    const settings = menus.find((m) => m.title === 'تنظیمات');
    expect(settings?.permission).toBe('read_setting');
    expect(settings?.children?.map((c) => [c.title, c.path])).toEqual([
      ['عمومی', '/admin/settings/general'],
      ['پیامک', '/admin/settings/sms'],
    ]);
    const paths = menus.flatMap((m) => [m.path, ...(m.children ?? []).map((c) => c.path)]);
    expect(paths).toContain('/admin/order');
    expect(paths).not.toContain('/admin/admins');
  });

  it('rejects with an ApiError and leaves the state alone when admin/home fails', async () => {
    server$.failHome = true;
    const { home } = setup();
    const before = home.getSnapshot();
    await expect(home.load()).rejects.toBeInstanceOf(ApiError);
    expect(home.getSnapshot()).toBe(before);
  });

  describe('permissions', () => {
    it('saves the permission list in a cookie as JSON', async () => {
      const { home, cookies } = setup();
      await home.load();
      expect(JSON.parse(cookies.get(ADMIN_PERMISSIONS_COOKIE) ?? '')).toEqual([
        'read_order',
        'read_setting',
        'read_contact',
      ]);
    });

    it('returns the in-memory list when it has one', async () => {
      const { home, cookies } = setup();
      await home.load();
      cookies.set(ADMIN_PERMISSIONS_COOKIE, '["other"]');
      expect(home.getPermissions()).toEqual(['read_order', 'read_setting', 'read_contact']);
    });

    it('reads the list back from the cookie when the in-memory list is empty', async () => {
      const doc = fakeDocument();
      await setup(doc).home.load();
      const reloaded = setup(doc).home;
      expect(reloaded.getSnapshot().permissions).toEqual([]);
      expect(reloaded.getPermissions()).toEqual(['read_order', 'read_setting', 'read_contact']);
    });

    it('gives [] for a malformed or missing cookie', () => {
      const { home, cookies } = setup();
      expect(home.getPermissions()).toEqual([]);
      cookies.set(ADMIN_PERMISSIONS_COOKIE, '["read_order",');
      expect(home.getPermissions()).toEqual([]);
      cookies.set(ADMIN_PERMISSIONS_COOKIE, '{"read_order":true}');
      expect(home.getPermissions()).toEqual([]);
    });

    it('forgets the saved permissions on reset', async () => {
      const { home, cookies } = setup();
      await home.load();
      home.reset();
      expect(cookies.get(ADMIN_PERMISSIONS_COOKIE)).toBeNull();
      expect(home.getPermissions()).toEqual([]);
      expect(home.getSnapshot().settingsInitialised).toBe(false);
    });
  });

  describe('notifications', () => {
    it('marks every notification read with the current time when the unread count is set to 0', async () => {
      const { home } = setup();
      await home.load();
      home.setTotalUnreadNotifications(0);
      const state = home.getSnapshot();
      expect(state.totalUnreadNotifications).toBe(0);
      expect(state.notifications.every((n) => n.read)).toBe(true);
      expect(state.notifications.filter((n) => n.id !== 'n1').map((n) => n.readAt)).toEqual([
        NOW.toISOString(),
        NOW.toISOString(),
      ]);
      // One that was already read keeps the time it was read.
      expect(state.notifications.find((n) => n.id === 'n1')?.readAt).toBe('2025-01-20 10:30:00');
    });

    it('only changes the count when the unread count is set to a non-zero number', async () => {
      const { home } = setup();
      await home.load();
      home.setTotalUnreadNotifications(5);
      expect(home.getSnapshot().totalUnreadNotifications).toBe(5);
      expect(home.getSnapshot().notifications.filter((n) => !n.read)).toHaveLength(2);
    });

    it('marks all read on the server, then sets the count to 0', async () => {
      const { home } = setup();
      await home.load();
      await home.markAllNotificationsRead();
      expect(requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/notifications/read' });
      expect(home.getSnapshot().totalUnreadNotifications).toBe(0);
      expect(home.getSnapshot().notifications.every((n) => n.read)).toBe(true);
    });

    it('marks one read on the server by id, and takes the unread count from the answer', async () => {
      const { home } = setup();
      await home.load();
      const [first] = home.getSnapshot().notifications;
      await home.markNotificationRead(first?.id ?? '');
      expect(requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/notifications/read' });
      const after = home.getSnapshot();
      expect(after.totalUnreadNotifications).toBe(1);
      expect(after.notifications.find((n) => n.id === first?.id)?.read).toBe(true);
    });

    it('appends older notifications fetched from the created_at of the oldest loaded one', async () => {
      server$.olderPages.set('2025-01-20 10:00:00', [
        notification('n0', '2025-01-19 09:00:00'),
        notification('n1', '2025-01-20 10:00:00'),
      ]);
      const { home } = setup();
      await home.load();
      expect(await home.loadMoreNotifications()).toBe(1);
      const url = new URL(requests.at(-1)?.url ?? '', 'http://localhost');
      expect(url.pathname).toBe('/api/admin/notifications');
      expect(url.searchParams.get('last_created_at')).toBe('2025-01-20 10:00:00');
      expect(home.getSnapshot().notifications.map((n) => n.id)).toEqual(['n3', 'n2', 'n1', 'n0']);
      expect(home.getSnapshot().hasMoreNotifications).toBe(true);
    });

    it('notes that there are no more notifications when a page comes back empty', async () => {
      const { home } = setup();
      await home.load();
      expect(await home.loadMoreNotifications()).toBe(0);
      expect(home.getSnapshot().hasMoreNotifications).toBe(false);
      expect(home.getSnapshot().notifications).toHaveLength(3);
    });

    it('shares one request between overlapping load-more calls', async () => {
      server$.olderPages.set('2025-01-20 10:00:00', [notification('n0', '2025-01-19 09:00:00')]);
      const { home } = setup();
      await home.load();
      const before = requests.length;
      const [a, b] = await Promise.all([home.loadMoreNotifications(), home.loadMoreNotifications()]);
      expect([a, b]).toEqual([1, 1]);
      expect(requests.length - before).toBe(1);
    });

    it('prepends a live notification and counts it unread', async () => {
      const { home } = setup();
      await home.load();
      home.pushNotification(notification('n4', '2025-01-21 09:00:00'));
      expect(home.getSnapshot().notifications[0]).toMatchObject({ id: 'n4', link: '/admin/order/4' });
      expect(home.getSnapshot().totalUnreadNotifications).toBe(3);
      home.pushNotification(notification('n4', '2025-01-21 09:00:00'));
      expect(home.getSnapshot().totalUnreadNotifications).toBe(3);
    });
  });

  describe('contacts', () => {
    it("sets every contact's status to 1 when the unread count is set to 0", async () => {
      const { home } = setup();
      await home.load();
      home.setTotalUnreadContacts(0);
      expect(home.getSnapshot().totalUnreadContacts).toBe(0);
      expect(home.getSnapshot().contacts.map((c) => c.status)).toEqual([1, 1]);
    });

    it('leaves the contacts alone for a non-zero count', async () => {
      const { home } = setup();
      await home.load();
      home.setTotalUnreadContacts(1);
      expect(home.getSnapshot().totalUnreadContacts).toBe(1);
      expect(home.getSnapshot().contacts.map((c) => c.status)).toEqual([0, 0]);
    });
  });

  describe('loading', () => {
    it('counts up and down and never goes below 0', () => {
      const { home } = setup();
      home.incrementLoading();
      home.incrementLoading();
      home.decrementLoading();
      expect(home.getSnapshot().loading).toBe(1);
      home.decrementLoading();
      home.decrementLoading();
      expect(home.getSnapshot().loading).toBe(0);
    });

    it('does not notify when decrementing at 0', () => {
      const { home } = setup();
      const listener = vi.fn();
      home.subscribe(listener);
      home.decrementLoading();
      expect(listener).not.toHaveBeenCalled();
    });

    it('toggles the loading indicator until the settings are initialised, then only when forced', async () => {
      const { home } = setup();
      expect(home.shouldToggleLoadingIndicator()).toBe(true);
      await home.load();
      expect(home.shouldToggleLoadingIndicator()).toBe(false);
      expect(home.shouldToggleLoadingIndicator(true)).toBe(true);
    });
  });
});
