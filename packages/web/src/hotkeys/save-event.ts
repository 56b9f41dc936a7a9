import { useEffect, useRef } from 'react';

/**
 * The window event Ctrl+S (Cmd+S) dispatches: the open form saves. It is cancelable; the form that
 * handled it calls `preventDefault()`, so the shell knows whether anyone saved.
 */
export const SAVE_FORM_EVENT = 'shop-admin:save';

/** Asks the open form to save; true when a form handled it. */
export function requestSave(target: EventTarget = window): boolean {
  const event = new Event(SAVE_FORM_EVENT, { cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

/**
 * For form screens: runs `save` on Ctrl+S (also while typing in an input) while the component is
 * mounted. When several forms are mounted (a dialog over a page) the one mounted last answers: each
 * listener yields to the ones registered after it.
 */
export function useSaveShortcut(save: () => void, enabled = true): void {
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!enabled) return;
    const mountedAt = performance.now();
    const listener = (event: Event) => {
      const claimed = (event as Event & { savedBy?: number }).savedBy;
      if (claimed !== undefined && claimed >= mountedAt) return;
      (event as Event & { savedBy?: number }).savedBy = mountedAt;
      event.preventDefault();
      // Listeners run in registration order: run the newest only once all have had their say.
      queueMicrotask(() => {
        if ((event as Event & { savedBy?: number }).savedBy === mountedAt) saveRef.current();
      });
    };
    window.addEventListener(SAVE_FORM_EVENT, listener);
    return () => window.removeEventListener(SAVE_FORM_EVENT, listener);
  }, [enabled]);
}
