import type { AdminHomeState } from '@shop-admin/core/base';
import { Box, Text } from 'ink';
import { createElement as h, type ReactElement } from 'react';
import { displayWidth } from '../output/width.ts';
import { KEY_TABLE, type KeyScope } from './key-table.ts';
import { SCREENS, type ScreenName } from './state.ts';
import { fit, vis } from './text.ts';

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
      // The counts before the server's address: a narrow terminal cuts the address, never a number.
      `shop-admin · ${vis(badges, reorder)} · ${vis(who, reorder, 40)} · ${props.server}`,
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

/**
 * The footer's key hints of the scopes in force, from the key table (`n بعدی`, `s وضعیت`, …); each
 * hint is put in display order on its own and, right to left, the first one sits at the right edge.
 */
export function footerHints(scopes: readonly KeyScope[], reorder: boolean): string {
  const hints = KEY_TABLE.filter((binding) => binding.hint && scopes.includes(binding.scope)).map(
    (binding) => {
      const key = binding.keys.split(/[ ،]/)[0] ?? '';
      return reorder ? `${vis(binding.hint ?? '', true)} ${key}` : `${key} ${binding.hint}`;
    },
  );
  return (reorder ? hints.reverse() : hints).join(' · ');
}

/** The hints against the right edge when right to left, cut from the left (the first hints stay). */
function footerLine(hints: string, props: { reorder: boolean; width: number }): string {
  const shown = displayWidth(hints);
  if (!props.reorder) return hints;
  if (shown <= props.width) return ' '.repeat(props.width - shown) + hints;
  return [...hints].slice(-props.width).join('');
}

/** The status message and the keys that work now (right to left, like the rest). */
export function Footer(props: {
  message: string | null;
  reorder: boolean;
  width: number;
  scopes: readonly KeyScope[];
}): ReactElement {
  return h(
    Box,
    { flexDirection: 'column' },
    h(
      Text,
      { color: 'yellow', wrap: 'truncate' },
      props.message ? fit(props.message, props.width, props.reorder) : ' ',
    ),
    h(
      Text,
      { dimColor: true, wrap: 'truncate' },
      footerLine(footerHints(props.scopes, props.reorder), props),
    ),
  );
}
