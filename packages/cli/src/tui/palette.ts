import type { CommandHit, CommandRecord } from '@shop-admin/core/base';
import { Box, Text } from 'ink';
import { createElement as h, type ReactElement } from 'react';
import { ListView } from './list-view.ts';
import type { ScreenName } from './state.ts';
import { fit } from './text.ts';

/** The TUI's own screens as palette entries (the registry's screens and actions come from core). */
export const SCREEN_ENTRIES: CommandRecord[] = [
  {
    id: 'tui:inbox',
    title: 'صندوق سفارش‌ها',
    keywords: ['inbox', 'orders', 'sandogh'],
    value: { path: 'tui:inbox' },
  },
  {
    id: 'tui:notifications',
    title: 'اعلان‌ها',
    keywords: ['notifications', 'elan', 'alerts'],
    value: { path: 'tui:notifications' },
  },
  {
    id: 'tui:contacts',
    title: 'پیام‌های تماس',
    keywords: ['contacts', 'messages', 'payam'],
    value: { path: 'tui:contacts' },
  },
];

/** The TUI screen a palette hit opens, if any (registry routes the TUI has a screen for, or its own). */
export function screenOfHit(hit: CommandHit): ScreenName | null {
  if (hit.path?.startsWith('tui:')) return hit.path.slice(4) as ScreenName;
  if (hit.routeName === 'dashboard' || hit.routeName === 'orders.index') return 'inbox';
  if (hit.routeName === 'contacts.index') return 'contacts';
  return null;
}

const KIND: Record<CommandHit['kind'], string> = { route: 'صفحه', action: 'فرمان', record: 'مورد' };

/** The palette: the query line and the ranked hits. */
export function Palette(props: {
  query: string;
  hits: readonly CommandHit[];
  cursor: number;
  width: number;
  height: number;
  reorder: boolean;
}): ReactElement {
  const { width, reorder } = props;
  const rows = props.hits.map((hit) => ({
    key: hit.id,
    cells: [KIND[hit.kind], hit.title, hit.hotkey ?? ''],
  }));
  return h(
    Box,
    { flexDirection: 'column', borderStyle: 'round', paddingX: 1 },
    // The caret goes where the next letter will: after the query in reading order, which for Persian
    // is its left end; the query line runs right to left then, the `:` at the right edge.
    h(Text, { bold: true }, fit(`: ${props.query}▏`, width - 4, reorder)),
    h(ListView, {
      rows,
      widths: [6, Math.max(10, width - 20), 6],
      cursor: props.cursor,
      height: props.height,
      reorder,
      empty: 'چیزی پیدا نشد',
    }),
  );
}
