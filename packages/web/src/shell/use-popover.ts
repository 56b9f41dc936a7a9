import { useCallback, useEffect, useRef, useState } from 'react';
import { useOutsidePress } from '../widgets/modal/use-outside-press.ts';

/**
 * A menu that opens from a button: closes on Escape (focus back to the button) and on a click
 * outside its wrapper. Returns the state, a ref for the wrapper and one for the button.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsidePress(wrapperRef, close, { enabled: open });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, setOpen, close, wrapperRef, buttonRef, toggle: () => setOpen((value) => !value) };
}
