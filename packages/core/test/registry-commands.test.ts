import { describe, expect, it } from 'vitest';
import { adminActionCommands, adminCommands, adminRoutes, findRoute } from '../src/index.ts';

describe('admin commands', () => {
  it('has a navigate command per route with the same title, keywords, permission and hotkey', () => {
    // `create:<resource>` commands also navigate (to a list's create form); one `go:` per route.
    const navigate = adminCommands.filter(
      (command) => command.kind === 'navigate' && command.id.startsWith('go:'),
    );
    expect(navigate).toHaveLength(adminRoutes.length);
    for (const route of adminRoutes) {
      const command = navigate.find((candidate) => candidate.id === `go:${route.name}`);
      expect(command, route.name).toMatchObject({
        title: route.title,
        keywords: route.keywords,
        permission: route.permission,
        route,
      });
      expect(command?.hotkey, route.name).toBe(route.hotkey);
      expect(command?.priority, route.name).toBe(route.priority);
    }
  });

  it('gives every command a unique id and a Persian title', () => {
    const ids = adminCommands.map((command) => command.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const command of adminCommands) expect(command.title, command.id).toMatch(/[\u0600-\u06FF]/);
  });

  it('offers the everyday actions with the permissions Shopit checks', () => {
    const byId = new Map(adminActionCommands.map((command) => [command.id, command]));
    expect(byId.get('notifications.markAllRead')).toMatchObject({
      title: 'همه اعلان‌ها خوانده شد',
      permission: null,
    });
    expect(byId.get('session.logout')).toMatchObject({ title: 'خروج', permission: null });
    expect(byId.get('products.create')).toMatchObject({ title: 'افزودن محصول', permission: 'write_product' });
    expect(byId.get('orders.create')?.permission).toBe('write_order');
    expect(byId.get('customers.create')?.permission).toBe('write_customer');
    expect(byId.get('posts.create')?.permission).toBe('write_post');
    expect(byId.get('hotkeys.cheatsheet')?.hotkey).toBe('?');
  });

  it('opens an existing route from each action that has a screen, with that route permission', () => {
    for (const action of adminActionCommands) {
      if (action.route === undefined) continue;
      const route = findRoute(action.route);
      expect(route, action.id).toBeDefined();
      expect(action.permission, action.id).toBe(route?.permission);
    }
  });
});
