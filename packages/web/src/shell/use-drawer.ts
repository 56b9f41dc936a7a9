import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useOutsidePress } from '../widgets/modal/use-outside-press.ts';

/**
 * The sidebar as a drawer on narrow screens (below 900 px the CSS hides it until open): the menu
 * button toggles it, Esc and a press outside close it and give the focus back to the button, opening
 * moves the focus to its first link, and following a link closes it.
 */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  const drawerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  useOutsidePress(drawerRef, close, { ignore: [buttonRef], enabled: open });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location (a link followed) closes it
  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
  return { open, toggle: () => setOpen((value) => !value), close, drawerRef, buttonRef };
}
