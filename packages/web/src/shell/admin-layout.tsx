import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { GlobalHotkeys } from '../hotkeys/global-hotkeys.tsx';
import { PaletteProvider, usePalette } from '../palette/palette-context.tsx';
import { PaletteHost } from '../palette/palette-host.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { useDrawer } from './use-drawer.ts';
import { useNotificationStream } from './use-notification-stream.ts';

const DIALOGS = {
  cheatSheet: lazy(() => import('../hotkeys/cheat-sheet.tsx').then((m) => ({ default: m.CheatSheetDialog }))),
  password: lazy(() => import('./password-dialog.tsx').then((m) => ({ default: m.PasswordDialog }))),
};

/** The shell dialog open now (the cheat sheet, the password change); its code is fetched on first open. */
function ShellDialogHost() {
  const palette = usePalette();
  if (!palette.dialog) return null;
  const Dialog = DIALOGS[palette.dialog];
  return (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  );
}

/**
 * The admin layout: sidebar at the inline start (the right in RTL), the top bar, the screen; the
 * palette, the hotkeys and the live notification stream live here, so only signed-in pages have them.
 */
export function AdminLayout() {
  useNotificationStream();
  const drawer = useDrawer();
  return (
    <PaletteProvider>
      <div className="admin-layout">
        <a className="skip-link" href="#main">
          رفتن به محتوای صفحه
        </a>
        <Sidebar ref={drawer.drawerRef} open={drawer.open} />
        {drawer.open && <div className="drawer-scrim" aria-hidden="true" />}
        <div className="admin-main">
          <TopBar menuButtonRef={drawer.buttonRef} menuOpen={drawer.open} onMenu={drawer.toggle} />
          <main id="main" className="admin-content" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
      </div>
      <GlobalHotkeys />
      <PaletteHost />
      <ShellDialogHost />
    </PaletteProvider>
  );
}
