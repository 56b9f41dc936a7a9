import type { IconName } from '@shop-admin/core';

/**
 * Every icon core declares (`ICON_NAMES`: routes, menu groups, the shell), drawn as inline SVG paths
 * on a 24-unit grid (no icon font, nothing fetched). A `Record<IconName, …>`: an icon core adds
 * without a drawing here fails typechecking, and so does a route naming an icon core does not declare.
 */
const PATHS: Readonly<Record<IconName, string>> = {
  'layout-dashboard': 'M3 3h8v10H3zM13 3h8v6h-8zM13 11h8v10h-8zM3 15h8v6H3z',
  package: 'M12 2 3 7v10l9 5 9-5V7zM3 7l9 5 9-5M12 12v10',
  'shopping-cart': 'M3 4h2l2.5 11h11L21 7H6.2M9 20a1 1 0 1 0 0-.1M18 20a1 1 0 1 0 0-.1',
  store: 'M4 10v10h16V10M3 4h18l-1.5 6h-15zM9 20v-6h6v6',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M17 11a3 3 0 1 0 0-6M22 21c0-3-2-5-5-5.5',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l13-4v4M16 13h2',
  newspaper: 'M4 4h13v16H6a2 2 0 0 1-2-2zM17 8h3v10a2 2 0 0 1-2 2M7 8h7M7 12h7M7 16h4',
  'chart-line': 'M3 3v18h18M7 15l4-4 3 3 6-6',
  'server-cog': 'M3 4h18v6H3zM3 14h10v6H3zM7 7h.01M7 17h.01M18 14v1M18 21v-1M15 17.5h1M21 17.5h-1',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  bell: 'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-4.3-4.3',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  'chevron-down': 'M6 9l6 6 6-6',
  menu: 'M3 6h18M3 12h18M3 18h18',
  keyboard: 'M2 6h20v12H2zM6 10h.01M10 10h.01M14 10h.01M18 10h.01M7 14h10',
  boxes: 'M3 13h8v8H3zM13 13h8v8h-8zM8 3h8v8H8z',
  'folder-tree': 'M3 4h5l2 2h5v5H3zM13 15h3l1.5 1.5H21V21h-8zM6 11v6h7',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 14 7 22l5-3 5 3-1.5-8',
  scale: 'M12 3v18M7 21h10M3 7h18M6 7l-3 7a3 3 0 0 0 6 0zM18 7l-3 7a3 3 0 0 0 6 0z',
  'sliders-horizontal': 'M3 6h11M18 6h3M3 12h4M11 12h10M3 18h13M20 18h1M14 4v4M7 10v4M16 16v4',
  palette: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 10h.01M12 7h.01M16 10h.01M15 15h.01',
  'list-checks': 'M3 6l2 2 3-3M3 14l2 2 3-3M11 6h10M11 15h10M11 20h10',
  ruler: 'M3 16 16 3l5 5L8 21zM7 12l2 2M10 9l2 2M13 6l2 2',
  table: 'M3 4h18v16H3zM3 10h18M3 15h18M9 4v16M15 4v16',
  gift: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8C10 4 6 4 6 6.5S9 8 12 8zM12 8c2-4 6-4 6-1.5S15 8 12 8z',
  zap: 'M13 2 4 14h7l-1 8 9-12h-7z',
  sparkles:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.7 2.3L22 19l-2.3.7L19 22l-.7-2.3L16 19l2.3-.7z',
  'layout-grid': 'M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h7v7h-7z',
  warehouse: 'M2 21V8l10-5 10 5v13M6 21v-9h12v9M6 16h12',
  'message-square': 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  'badge-check': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6',
  receipt:
    'M5 2v20l2-1.5L9 22l2-1.5 2 1.5 2-1.5 2 1.5 2-1.5V2l-2 1.5L15 2l-2 1.5L11 2 9 3.5 7 2zM9 8h6M9 12h6M9 16h4',
  truck:
    'M2 6h12v11H2zM14 10h4l4 4v3h-8zM7 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  map: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15',
  'map-pin': 'M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  'file-spreadsheet': 'M14 2H6v20h12V6zM14 2v4h4M8 12h8M8 16h8M12 10v8',
  'ticket-percent':
    'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4zM9 15l6-6M9 9h.01M15 15h.01',
  inbox: 'M3 13l3-8h12l3 8v6H3zM3 13h5l1 3h6l1-3h5',
  'users-round':
    'M9 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 9M22 21a7 7 0 0 0-4-6.3',
  briefcase: 'M3 7h18v13H3zM8 7V4h8v3M3 13h18',
  'user-cog':
    'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21a7 7 0 0 1 10-6.3M18 19.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM18 13v1.5M18 20.5V22M14 17h1.5M20.5 17H22',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z',
  banknote: 'M2 6h20v12H2zM6 12h.01M18 12h.01M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'file-text': 'M14 2H6v20h12V6zM14 2v4h4M8 13h8M8 17h8M8 9h2',
  folders: 'M7 4h4l2 2h6v9H7zM3 8v11h13',
  'messages-square':
    'M14 9a2 2 0 0 1-2 2H6l-3 3V4a2 2 0 0 1 2-2h7a2 2 0 0 1 2 2zM18 9h2a2 2 0 0 1 2 2v11l-3-3h-6a2 2 0 0 1-2-2v-1',
  'circle-help': 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
  'gallery-horizontal': 'M2 3v18M22 3v18M6 3h12v18H6z',
  'list-tree': 'M21 12h-8M21 6H8M21 18h-8M3 6v4a2 2 0 0 0 2 2h3M3 10v6a2 2 0 0 0 2 2h3',
  megaphone: 'M3 11v3l14 5V6zM17 8h2a2 2 0 0 1 0 8h-2M7 15.5V20h3v-3.4',
  'mail-check': 'M22 13V5H2v14h10M2 6l10 7 10-7M16 19l2 2 4-4',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zM17.5 6.5h.01M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'chart-bar': 'M3 3v18h18M7 16h8M7 11h12M7 6h5',
  'chart-area': 'M3 3v18h18M7 16l4-5 4 3 4-6v8H7z',
  'chart-column': 'M3 3v18h18M8 17v-5M13 17V8M18 17V9',
  'chart-pie': 'M21 12A9 9 0 1 1 12 3v9zM15 3.3A9 9 0 0 1 20.7 9H15z',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l4 2',
  'file-code': 'M14 2H6v20h12V6zM14 2v4h4M10 12l-2 2 2 2M14 12l2 2-2 2',
};

/** An icon by registry name, sized by the font (1.25em), hidden from screen readers. */
export function Icon({ name, className }: { name: IconName | undefined; className?: string }) {
  const path = name === undefined ? undefined : PATHS[name];
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {path ? <path d={path} /> : <circle cx="12" cy="12" r="3" />}
    </svg>
  );
}
