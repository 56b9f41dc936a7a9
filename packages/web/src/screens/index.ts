import type { RouteDef } from '@shop-admin/core';
import type { ScreenModule } from './types.ts';

export type { ScreenModule, ScreenProps } from './types.ts';

/**
 * Hand-written screens, by route name. Each entry is a dynamic import, so every screen is its own
 * chunk. A route listed here wins over the generic screen of its resource.
 */
export const customScreens: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  dashboard: () => import('./dashboard/dashboard-screen.tsx').then((m) => ({ Screen: m.DashboardScreen })),
  'orders.index': () =>
    import('./orders/orders-list-screen.tsx').then((m) => ({ Screen: m.OrdersListScreen })),
  'orders.create': () =>
    import('./orders/create/order-create-screen.tsx').then((m) => ({ Screen: m.OrderCreateScreen })),
  'orders.show': () => import('./orders/order-screen.tsx').then((m) => ({ Screen: m.OrderScreen })),
  'orders.print': () => import('./orders/print-screen.tsx').then((m) => ({ Screen: m.PrintOrdersScreen })),
  'shop.home': () => import('./till/shop-home-screen.tsx').then((m) => ({ Screen: m.ShopHomeScreen })),
  'shop.create': () => import('./till/till-screen.tsx').then((m) => ({ Screen: m.TillScreen })),
  'shop.orders.show': () => import('./till/sale-screen.tsx').then((m) => ({ Screen: m.SaleScreen })),
  'customers.show': () =>
    import('./customer/customer-screen.tsx').then((m) => ({ Screen: m.CustomerScreen })),
  'wallet.transactions': () =>
    import('./customer/transactions-screen.tsx').then((m) => ({ Screen: m.TransactionsScreen })),
  'products.create': () =>
    import('./product-editor/product-editor-screen.tsx').then((m) => ({ Screen: m.ProductEditorScreen })),
  'products.edit': () =>
    import('./product-editor/product-editor-screen.tsx').then((m) => ({ Screen: m.ProductEditorScreen })),
  'settings.group': () =>
    import('./settings/settings-screen.tsx').then((m) => ({ Screen: m.SettingsScreen })),
};

/** How a route is rendered: its own screen, the generic screen of its resource, or "not built yet". */
export type ScreenKind = 'custom' | 'generic' | 'not-built';

/** The kind of screen a route gets (a test counts each kind, so nothing hides). */
export function screenKind(route: RouteDef): ScreenKind {
  if (Object.hasOwn(customScreens, route.name)) return 'custom';
  if (route.resource !== undefined) return 'generic';
  return 'not-built';
}

/** Loads the screen module of a route (one chunk per custom screen; one shared chunk for generic ones). */
export function loadScreen(route: RouteDef): Promise<ScreenModule> {
  const custom = customScreens[route.name];
  if (custom) return custom();
  if (route.resource !== undefined) {
    return import('./generic/index.ts').then((m) => ({ Screen: m.GenericScreen }));
  }
  return import('./not-built.tsx').then((m) => ({ Screen: m.NotBuiltScreen }));
}
