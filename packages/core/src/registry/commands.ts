import { permissionsOf } from './permissions.ts';
import { findResourceHead } from './resource-heads.ts';
import { adminRoutes, type RouteName, routeNamed } from './routes/index.ts';
import type { ActionCommandDef, CommandDef, NavigateCommandDef, RouteDef } from './types.ts';

/** The navigate command of a route: id `go:<route name>`, with the route's title, keywords and permission. */
export function navigateCommand(route: RouteDef): NavigateCommandDef {
  const command: NavigateCommandDef = {
    kind: 'navigate',
    id: `go:${route.name}`,
    title: route.title,
    keywords: route.keywords,
    permission: route.permission,
    route,
  };
  if (route.hotkey !== undefined) command.hotkey = route.hotkey;
  if (route.priority !== undefined) command.priority = route.priority;
  return command;
}

/** An action whose id stays its literal type (`'theme.toggle'`), so action ids are typed. */
type NamedAction<I extends string> = ActionCommandDef & { readonly id: I };

/** The action of opening a create form: same id, title, keywords and permission as its route. */
function createAction<const N extends RouteName>(routeName: N, hotkey: string): NamedAction<N> {
  const { title, keywords, permission } = routeNamed(routeName);
  return { kind: 'action', id: routeName, title, keywords, permission, hotkey, route: routeName };
}

/** Declares the actions, keeping their ids' literal types. */
function actions<const I extends string>(defs: readonly NamedAction<I>[]): readonly NamedAction<I>[] {
  return defs;
}

/** Actions of the palette, the hotkeys and the TUI; each surface binds a handler to the id. */
export const adminActionCommands = actions([
  createAction('products.create', 'c p'),
  createAction('orders.create', 'c o'),
  createAction('customers.create', 'c c'),
  createAction('posts.create', 'c b'),
  createAction('shop.create', 'c h'),
  {
    kind: 'action',
    id: 'orders.changeStatus',
    title: 'تغییر وضعیت سفارش',
    keywords: ['change order status', 'ship order', 'cancel order', 'taghir vaziat', 'ارسال شد', 'لغو سفارش'],
    permission: 'modify_order',
  },
  {
    kind: 'action',
    id: 'wallet.deposit',
    title: 'شارژ کیف پول مشتری',
    keywords: ['wallet deposit', 'charge wallet', 'top up', 'sharj kif pool', 'واریز به کیف پول'],
    permission: 'modify_customer',
  },
  {
    kind: 'action',
    id: 'store.adjust',
    title: 'ثبت ورود یا خروج انبار',
    keywords: [
      'stock movement',
      'adjust stock',
      'inventory adjustment',
      'انبارگردانی',
      'افزایش موجودی',
      'کاهش موجودی',
    ],
    permission: 'write_store',
  },
  {
    kind: 'action',
    id: 'notifications.markAllRead',
    title: 'همه اعلان‌ها خوانده شد',
    keywords: ['mark all notifications read', 'clear notifications', 'notifications', 'elan', 'اعلان‌ها'],
    permission: null,
  },
  {
    kind: 'action',
    id: 'contacts.markAllRead',
    title: 'همه پیام‌های تماس خوانده شد',
    keywords: ['mark all messages read', 'mark contacts read', 'پیام‌های خوانده نشده'],
    permission: 'contact_modify',
  },
  {
    kind: 'action',
    id: 'data.refresh',
    title: 'بارگذاری دوباره اطلاعات',
    keywords: ['refresh', 'reload', 'sync', 'tazesazi', 'تازه‌سازی', 'به‌روزرسانی'],
    permission: null,
  },
  {
    kind: 'action',
    id: 'theme.toggle',
    title: 'تغییر پوسته روشن و تیره',
    keywords: ['theme', 'dark mode', 'light mode', 'toggle theme', 'حالت شب', 'تم تیره'],
    permission: null,
  },
  {
    kind: 'action',
    id: 'hotkeys.cheatsheet',
    title: 'راهنمای میان‌برهای صفحه‌کلید',
    keywords: ['help', 'keyboard shortcuts', 'hotkeys', 'cheat sheet', 'rahnama', 'راهنما', 'کلیدهای میان‌بر'],
    permission: null,
    hotkey: '?',
  },
  {
    kind: 'action',
    id: 'profile.changePassword',
    title: 'تغییر رمز عبور',
    keywords: ['change password', 'password', 'ramz', 'رمز عبور', 'امنیت حساب'],
    permission: null,
  },
  {
    kind: 'action',
    id: 'session.logout',
    title: 'خروج',
    keywords: ['logout', 'log out', 'sign out', 'khorooj', 'خروج از حساب'],
    permission: null,
    priority: -1,
  },
  {
    kind: 'action',
    id: 'session.logoutEverywhere',
    title: 'خروج از همه دستگاه‌ها',
    keywords: ['logout everywhere', 'log out all devices', 'sign out everywhere', 'khorooj', 'همه نشست‌ها'],
    permission: null,
    priority: -1,
  },
]);

/**
 * The id of a declared action (`'theme.toggle'`). Each face binds its handlers through a
 * `Record<ActionId, …>`, so an action without a handler fails typechecking.
 */
export type ActionId = (typeof adminActionCommands)[number]['id'];

/** The declared action with this id (from a palette hit or a stored recent), or undefined. */
export function findAction(
  id: string | undefined,
): (ActionCommandDef & { readonly id: ActionId }) | undefined {
  return adminActionCommands.find((action) => action.id === id);
}

/**
 * A create command for every resource the API lets the admin create whose only screen is its list
 * (coupons, brands, colours…): `create:<resource>`, «افزودن <singular>», opening the list's create form
 * (`?create`). Resources with a create route of their own already have its command.
 */
export function resourceCreateCommands(routes: readonly RouteDef[] = adminRoutes): NavigateCommandDef[] {
  const creates = routes.filter((route) => route.name.endsWith('.create'));
  const withCreateRoute = new Set(creates.map((route) => route.resource));
  const createPrefixes = new Set(creates.map((route) => route.name.slice(0, -'.create'.length)));
  const commands: NavigateCommandDef[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    const resource = route.resource === undefined ? undefined : findResourceHead(route.resource);
    if (!resource || seen.has(resource.name) || withCreateRoute.has(resource.name)) continue;
    if (!route.name.endsWith('.index') || route.params?.some((param) => !param.optional)) continue;
    if (createPrefixes.has(route.name.slice(0, -'.index'.length))) continue;
    if (resource.operations && !resource.operations.includes('create')) continue;
    seen.add(resource.name);
    const noun = resource.titleSingular;
    commands.push({
      kind: 'navigate',
      id: `create:${resource.name}`,
      title: `افزودن ${noun}`,
      keywords: [`${noun} جدید`, `new ${resource.name}`, `add ${resource.name}`, `create ${resource.name}`],
      permission: permissionsOf(resource.permissionStem).write,
      route,
      search: '?create',
    });
  }
  return commands;
}

/**
 * Every command: one navigate command per route (in route order), then the actions. An action with a
 * `route` stands for that route's navigate command in the palette (see `createCommandSearch`).
 */
export const adminCommands: readonly CommandDef[] = [
  ...adminRoutes.map(navigateCommand),
  ...resourceCreateCommands(),
  ...adminActionCommands,
];
