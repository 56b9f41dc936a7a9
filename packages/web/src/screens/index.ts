import type { RouteDef, RouteName } from '@shop-admin/core';
import type { ScreenModule } from './types.ts';

export type { ScreenModule, ScreenProps } from './types.ts';

/** The screens of the reports (core's REPORTS), one screen module for all of them. */
const REPORT_ROUTES = [
  'reports.visit',
  'reports.visitDay',
  'reports.customers',
  'reports.products',
  'reports.varieties',
  'reports.wallets',
  'reports.orders',
] as const satisfies readonly RouteName[];

const reportScreen = () => import('./reports/report-screen.tsx').then((m) => ({ Screen: m.ReportScreen }));

/**
 * Hand-written screens, by route name. Each entry is a dynamic import, so every screen is its own
 * chunk. A route listed here wins over the generic screen of its resource. Keyed by core's route
 * names: a misspelt or removed route fails typechecking instead of falling back to the generic screen.
 */
export const customScreens: Readonly<Partial<Record<RouteName, () => Promise<ScreenModule>>>> = {
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
  'wallet.withdraws': () =>
    import('./wallet/withdraws-screen.tsx').then((m) => ({ Screen: m.WithdrawsScreen })),
  'contacts.index': () => import('./contact/contact-screen.tsx').then((m) => ({ Screen: m.ContactScreen })),
  'productComments.index': () =>
    import('./comments/comments-screen.tsx').then((m) => ({ Screen: m.CommentsScreen })),
  'products.index': () =>
    import('./products/products-list-screen.tsx').then((m) => ({ Screen: m.ProductsListScreen })),
  'products.create': () =>
    import('./product-editor/product-editor-screen.tsx').then((m) => ({ Screen: m.ProductEditorScreen })),
  'products.edit': () =>
    import('./product-editor/product-editor-screen.tsx').then((m) => ({ Screen: m.ProductEditorScreen })),
  'newsletters.create': () =>
    import('./writing/newsletter-compose-screen.tsx').then((m) => ({ Screen: m.NewsletterComposeScreen })),
  'newsletters.show': () =>
    import('./writing/newsletter-screen.tsx').then((m) => ({ Screen: m.NewsletterScreen })),
  'postComments.index': () =>
    import('./writing/post-comments-screen.tsx').then((m) => ({ Screen: m.PostCommentsScreen })),
  'postComments.show': () =>
    import('./writing/post-comment-screen.tsx').then((m) => ({ Screen: m.PostCommentScreen })),
  'instagram.index': () =>
    import('./writing/instagram-screen.tsx').then((m) => ({ Screen: m.InstagramScreen })),
  'system.htaccess': () =>
    import('./writing/htaccess-screen.tsx').then((m) => ({ Screen: m.HtaccessScreen })),
  'shipping.cities': () =>
    import('./shipping/shipping-cities-screen.tsx').then((m) => ({ Screen: m.ShippingCitiesScreen })),
  'shipping.excels': () =>
    import('./shipping/shipping-excels-screen.tsx').then((m) => ({ Screen: m.ShippingExcelsScreen })),
  // core's REPORTS, by route (named here, so the report declarations stay out of the shell's chunk).
  ...Object.fromEntries(REPORT_ROUTES.map((name) => [name, reportScreen])),
  'categories.index': () =>
    import('./trees/category-tree-screen.tsx').then((m) => ({ Screen: m.CategoryTreeScreen })),
  'menus.index': () => import('./trees/menu-groups-screen.tsx').then((m) => ({ Screen: m.MenuGroupsScreen })),
  'menus.group': () => import('./trees/menu-group-screen.tsx').then((m) => ({ Screen: m.MenuGroupScreen })),
  'sliders.group': () =>
    import('./trees/slider-group-screen.tsx').then((m) => ({ Screen: m.SliderGroupScreen })),
  'positions.advertisements': () =>
    import('./trees/position-advertisements-screen.tsx').then((m) => ({
      Screen: m.PositionAdvertisementsScreen,
    })),
  'recommendations.group': () =>
    import('./trees/recommendation-group-screen.tsx').then((m) => ({ Screen: m.RecommendationGroupScreen })),
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
  const custom = customScreens[route.name as RouteName];
  if (custom) return custom();
  if (route.resource !== undefined) {
    return import('./generic/index.ts').then((m) => ({ Screen: m.GenericScreen }));
  }
  return import('./not-built.tsx').then((m) => ({ Screen: m.NotBuiltScreen }));
}
