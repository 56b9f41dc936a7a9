import type { AdminHomeState } from '@shop-admin/core/base';
import { Box, Text } from 'ink';
import { createElement as h, type ReactElement } from 'react';
import { SCREENS, type ScreenName } from './state.ts';
import { vis } from './text.ts';

const TAB_TITLES: Record<ScreenName, string> = {
  inbox: 'صندوق',
  notifications: 'اعلان‌ها',
  contacts: 'پیام‌ها',
};

/** Who, where, the unread badges and the screen tabs. */
export function Header(props: {
  home: AdminHomeState;
  server: string;
  screen: ScreenName;
  width: number;
  reorder: boolean;
}): ReactElement {
  const { home, reorder } = props;
  const who = home.admin ? `${home.admin.name} (${home.admin.username})` : '';
  const badges = `اعلان: ${home.totalUnreadNotifications}  پیام: ${home.totalUnreadContacts}`;
  return h(
    Box,
    { flexDirection: 'column' },
    h(
      Text,
      { bold: true, wrap: 'truncate' },
      `shop-admin · ${vis(who, reorder, 40)} · ${props.server}  ${vis(badges, reorder)}`,
    ),
    h(
      Box,
      { gap: 1 },
      SCREENS.map((screen, i) =>
        h(
          Text,
          { key: screen, inverse: screen === props.screen },
          ` ${i + 1} ${vis(TAB_TITLES[screen], reorder)} `,
        ),
      ),
    ),
  );
}

/** The status message and the keys. */
export function Footer(props: {
  message: string | null;
  reorder: boolean;
  width: number;
  palette: boolean;
}): ReactElement {
  const keys = props.palette
    ? '↑↓ move · Enter run · Esc close'
    : '↑↓/jk move · Enter open · Esc back · 1-3/Tab screens · Ctrl+K or : palette · m read all · r refresh · ? help · q quit';
  return h(
    Box,
    { flexDirection: 'column' },
    h(
      Text,
      { color: 'yellow', wrap: 'truncate' },
      props.message ? vis(props.message, props.reorder, props.width) : ' ',
    ),
    h(Text, { dimColor: true, wrap: 'truncate' }, keys),
  );
}

/** The key help, from `?` or the palette's shortcuts entry. */
export function Help(): ReactElement {
  const lines = [
    '1 / 2 / 3, Tab     inbox, notifications, contacts',
    '↑ ↓ or k j         move; PgUp PgDn, Home End',
    'Enter              open the selected item; Esc goes back',
    'Ctrl+K or :        the palette: every screen and command',
    'm                  mark every notification read',
    'x                  mark the open contact message read',
    "s                  change the open order's status (only the moves its status allows)",
    'r                  reload everything',
    'q or Ctrl+C        quit',
  ];
  return h(
    Box,
    { flexDirection: 'column', borderStyle: 'round', paddingX: 1 },
    ...lines.map((line) => h(Text, { key: line }, line)),
  );
}
