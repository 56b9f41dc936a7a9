import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useOutsidePress } from './use-outside-press.ts';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  /** Accessible name (or use `labelledBy`). */
  label?: string;
  labelledBy?: string;
  /** Esc, a press outside the panel, or the dialog closing by itself. */
  onClose: () => void;
  /** Class of the panel inside the dialog (`palette`, `modal cheat-sheet`). */
  className: string;
  children: ReactNode;
}

/**
 * A modal on the native `<dialog>` opened with `showModal()`: the browser makes the rest of the page
 * inert (the focus trap), Esc fires `cancel`, and the top layer puts it above everything. A press
 * outside the panel closes it through the one outside-press hook; on unmount focus returns to where it
 * was. Environments without `showModal` (jsdom) get the `open` attribute.
 */
export function ModalDialog({ label, labelledBy, onClose, className, children }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useOutsidePress(panelRef, onClose);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    // A child's autofocus ran before the dialog was open (and jsdom has no dialog focusing steps):
    // the first field or button takes the focus unless something inside has it already.
    if (!dialog.contains(document.activeElement)) {
      dialog
        .querySelector<HTMLElement>(
          'input:not([type="hidden"]), textarea, select, button, [href], [tabindex]:not([tabindex="-1"])',
        )
        ?.focus();
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (before?.isConnected) before.focus();
    };
  }, []);
  return (
    <dialog ref={dialogRef} className="app-dialog" aria-label={label} aria-labelledby={labelledBy}>
      <div ref={panelRef} className={className}>
        {children}
      </div>
    </dialog>
  );
}
