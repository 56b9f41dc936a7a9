/**
 * Every icon a route, a menu group or the shell names. Each surface draws all of them (the web's
 * `PATHS` is a `Record<IconName, …>`), so a route naming an icon that is not here fails typechecking,
 * and an icon added here without a drawing fails the surface's typechecking.
 */
// biome-ignore format: one row per area
export const ICON_NAMES = [
  // Menu groups and the shell.
  'layout-dashboard', 'package', 'shopping-cart', 'store', 'users', 'wallet', 'newspaper', 'chart-line',
  'server-cog', 'settings', 'bell', 'mail', 'search', 'user', 'chevron-down', 'menu', 'keyboard',
  // Catalogue.
  'boxes', 'folder-tree', 'award', 'scale', 'sliders-horizontal', 'palette', 'list-checks', 'ruler',
  'table', 'gift', 'zap', 'sparkles', 'layout-grid', 'warehouse', 'message-square', 'badge-check',
  // Orders, shop, people and wallet.
  'receipt', 'truck', 'map', 'map-pin', 'file-spreadsheet', 'ticket-percent', 'inbox', 'users-round',
  'briefcase', 'user-cog', 'shield', 'banknote',
  // Content, reports and system.
  'file-text', 'folders', 'messages-square', 'circle-help', 'gallery-horizontal', 'list-tree', 'megaphone',
  'mail-check', 'instagram', 'chart-bar', 'chart-area', 'chart-column', 'chart-pie', 'history', 'file-code',
] as const;

/** An icon core declares (`'package'`, `'truck'` …). */
export type IconName = (typeof ICON_NAMES)[number];
