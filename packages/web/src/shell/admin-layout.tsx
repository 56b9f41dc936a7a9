import { Outlet } from 'react-router';
import { CheatSheet } from '../hotkeys/cheat-sheet.tsx';
import { GlobalHotkeys } from '../hotkeys/global-hotkeys.tsx';
import { PaletteProvider } from '../palette/palette-context.tsx';
import { PaletteHost } from '../palette/palette-host.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { useNotificationStream } from './use-notification-stream.ts';

/**
 * The admin layout: sidebar at the inline start (the right in RTL), the top bar, the screen; the
 * palette, the hotkeys and the live notification stream live here, so only signed-in pages have them.
 */
export function AdminLayout() {
  useNotificationStream();
  return (
    <PaletteProvider>
      <div className="admin-layout">
        <a className="skip-link" href="#main">
          رفتن به محتوای صفحه
        </a>
        <Sidebar />
        <div className="admin-main">
          <TopBar />
          <main id="main" className="admin-content" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
      <GlobalHotkeys />
      <PaletteHost />
      <CheatSheet />
    </PaletteProvider>
  );
}
