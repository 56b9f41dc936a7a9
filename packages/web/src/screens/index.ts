import type { RouteDef } from '@shop-admin/core';
import type { ScreenModule } from './types.ts';

export type { ScreenModule, ScreenProps } from './types.ts';

/**
 * Hand-written screens, by route name. Each entry is a dynamic import, so every screen is its own
 * chunk. A route listed here wins over the generic screen of its resource.
 */
export const customScreens: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  dashboard: () => import('./dashboard/dashboard-screen.tsx').then((m) => ({ Screen: m.DashboardScreen })),
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
