import { lazy, Suspense, useEffect, useRef } from 'react';
import { ModalDialog } from '../widgets/modal/modal-dialog.tsx';
import { usePalette } from './palette-context.tsx';
import { PALETTE_LABEL, PALETTE_PLACEHOLDER } from './palette-text.ts';

const loadPalette = () => import('./command-palette.tsx');
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));

/**
 * Stands in for the palette's input while its chunk loads: a plain focused input in the shell's own
 * code, so keys typed right after Ctrl+K land somewhere; the palette starts from what it holds.
 */
function PendingInput({ typed }: { typed: { current: string } }) {
  return (
    <input
      className="palette-pending-input"
      // biome-ignore lint/a11y/noAutofocus: the palette's search box takes the focus when it opens
      autoFocus
      data-autofocus
      role="combobox"
      aria-expanded="false"
      aria-label={PALETTE_LABEL}
      placeholder={PALETTE_PLACEHOLDER}
      defaultValue={typed.current}
      onInput={(event) => {
        typed.current = event.currentTarget.value;
      }}
    />
  );
}

/**
 * Mounts the palette while open, on a native modal dialog (focus trapped, and returned on close).
 * Its code (cmdk and the rows) is a chunk of its own, fetched when the browser is idle after the
 * layout shows; until it is there a plain input keeps what the admin types.
 */
export function PaletteHost() {
  const palette = usePalette();
  const typed = useRef('');
  useEffect(() => {
    const prefetch = () => void loadPalette();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 1500);
    return () => clearTimeout(timer);
  }, []);
  if (!palette.isOpen) {
    typed.current = '';
    return null;
  }
  return (
    <ModalDialog label={PALETTE_LABEL} onClose={palette.close} className="palette">
      <Suspense fallback={<PendingInput typed={typed} />}>
        <CommandPalette typed={typed} />
      </Suspense>
    </ModalDialog>
  );
}
