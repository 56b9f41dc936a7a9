import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onPress` when a mouse button goes down outside the element (a modal's backdrop, a popover's
 * or the drawer's surroundings): the app's one outside-press mechanism. Presses inside `ignore` (the
 * button that toggles the element) do not count. `enabled: false` listens to nothing.
 */
export function useOutsidePress(
  ref: RefObject<HTMLElement | null>,
  onPress: () => void,
  options: { ignore?: readonly RefObject<HTMLElement | null>[]; enabled?: boolean } = {},
): void {
  const callback = useRef(onPress);
  callback.current = onPress;
  const ignore = useRef(options.ignore);
  ignore.current = options.ignore;
  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!ref.current || ref.current.contains(target)) return;
      if (ignore.current?.some((other) => other.current?.contains(target))) return;
      callback.current();
    };
    document.addEventListener('mousedown', listener);
    return () => document.removeEventListener('mousedown', listener);
  }, [ref, enabled]);
}
