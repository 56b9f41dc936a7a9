import { type RefObject, useEffect, useRef } from 'react';

/** Calls `onPress` when a mouse button goes down outside the element (a modal's backdrop click). */
export function useOutsidePress(ref: RefObject<HTMLElement | null>, onPress: () => void): void {
  const callback = useRef(onPress);
  callback.current = onPress;
  useEffect(() => {
    const listener = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) callback.current();
    };
    document.addEventListener('mousedown', listener);
    return () => document.removeEventListener('mousedown', listener);
  }, [ref]);
}
