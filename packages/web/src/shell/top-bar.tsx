import type { Ref } from 'react';
import { usePalette } from '../palette/palette-context.tsx';
import { ContactsMenu } from './contacts-menu.tsx';
import { Icon } from './icons.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { UserMenu } from './user-menu.tsx';

/** Props of {@link TopBar}: the drawer's menu button (shown below 900 px). */
export interface TopBarProps {
  menuButtonRef?: Ref<HTMLButtonElement>;
  menuOpen?: boolean;
  onMenu?: () => void;
}

/**
 * The top bar: the menu button (narrow screens: opens the sidebar drawer), the palette's search
 * button, unread contacts, the notification bell, the admin's menu.
 */
export function TopBar({ menuButtonRef, menuOpen = false, onMenu }: TopBarProps) {
  const palette = usePalette();
  return (
    <header className="top-bar">
      <button
        ref={menuButtonRef}
        type="button"
        className="icon-button menu-button"
        aria-label="منو"
        aria-controls="sidebar"
        aria-expanded={menuOpen}
        onClick={onMenu}
      >
        <Icon name="menu" />
      </button>
      <button
        type="button"
        className="search-button"
        onClick={() => palette.open()}
        aria-keyshortcuts="Control+K"
      >
        <Icon name="search" />
        <span>جست‌وجوی صفحه، فرمان یا رکورد…</span>
        <kbd dir="ltr">Ctrl K</kbd>
      </button>
      <div className="top-bar-actions">
        <ContactsMenu />
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
