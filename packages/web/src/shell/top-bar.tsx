import { usePalette } from '../palette/palette-context.tsx';
import { ContactsMenu } from './contacts-menu.tsx';
import { Icon } from './icons.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { UserMenu } from './user-menu.tsx';

/** The top bar: the palette's search button, unread contacts, the notification bell, the admin's menu. */
export function TopBar() {
  const palette = usePalette();
  return (
    <header className="top-bar">
      <button type="button" className="search-button" onClick={() => palette.open()}>
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
