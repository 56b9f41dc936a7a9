import { lazy, Suspense, useEffect, useRef } from 'react';
import { usePalette } from './palette-context.tsx';

const loadPalette = () => import('./command-palette.tsx');
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));

/**
 * Mounts the palette while open. Its code (cmdk and the rows) is a chunk of its own, fetched when the
 * browser is idle after the layout shows, so the first Ctrl+K does not wait for the network. Focus
 * returns where it was when the palette closes.
 */
export function PaletteHost() {
  const palette = usePalette();
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const prefetch = () => void loadPalette();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 1500);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (palette.isOpen) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    returnFocus.current?.focus();
    returnFocus.current = null;
  }, [palette.isOpen]);
  if (!palette.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  );
}
