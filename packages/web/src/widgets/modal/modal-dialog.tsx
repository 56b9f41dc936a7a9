import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { useOutsidePress } from './use-outside-press.ts';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  /** Accessible name (or use `labelledBy`). */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  /** `alertdialog` for a confirmation that interrupts (a move that moves stock or money). */
  role?: 'dialog' | 'alertdialog';
  /** Esc, a press outside the panel, or the dialog closing by itself. */
  onClose: () => void;
  /** Keys of the dialog's own (the image viewer's arrows); `preventDefault` keeps Esc and Tab from acting. */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  /** Class of the panel inside the dialog (`palette`, `modal cheat-sheet`). */
  className: string;
  children: ReactNode;
}

const FOCUSABLE =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled), button:not(:disabled), [href], [tabindex]:not([tabindex="-1"])';

/** The dialog's fields and buttons in Tab order (the ones a key can reach). */
function tabbables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

/**
 * The app's one modal, on the native `<dialog>` opened with `showModal()`: the browser makes the rest
 * of the page inert and the top layer puts it above everything; Tab and Shift+Tab wrap around inside
 * it (the focus trap, also where `showModal` is missing, as in jsdom); Esc closes it unless a field
 * inside used the key (`preventDefault`); a press outside the panel closes it through the one
 * outside-press hook; on unmount focus returns to where it was. The first focus goes to the element
 * marked `data-autofocus` (React's `autoFocus` runs before the dialog is open, so it cannot), else to
 * the first field or button, unless a field or button inside has it already.
 */
export function ModalDialog({
  label,
  labelledBy,
  describedBy,
  role,
  onClose,
  onKeyDown: ownKeys,
  className,
  children,
}: ModalDialogProps) {
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
    // showModal's own pick may be a wrapper that only takes the focus (tabindex="-1", as cmdk's
    // root): a field there would lose every typed key, so a wrapper's focus counts as none.
    const marked = dialog.querySelector<HTMLElement>('[data-autofocus]');
    const fields = tabbables(dialog);
    if (marked) marked.focus();
    else if (!fields.some((field) => field === document.activeElement)) fields[0]?.focus();
    // Close requests other than Esc (which the keydown handler takes first), e.g. a phone's back.
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
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    ownKeys?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const all = tabbables(event.currentTarget);
    const first = all[0];
    const last = all[all.length - 1];
    if (!first || !last) return;
    const at = document.activeElement;
    const wrapTo = event.shiftKey ? (at === first ? last : null) : at === last ? first : null;
    const outside = !event.currentTarget.contains(at);
    if (wrapTo || outside) {
      event.preventDefault();
      (wrapTo ?? first).focus();
    }
  };
  return (
    <dialog
      ref={dialogRef}
      className="app-dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
    >
      <div ref={panelRef} className={className}>
        {children}
      </div>
    </dialog>
  );
}
