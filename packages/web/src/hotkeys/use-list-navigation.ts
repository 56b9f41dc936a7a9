import { useCallback, useEffect, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';

/** Options of {@link useListNavigation}. */
export interface ListNavigationOptions {
  /** Number of rows. */
  count: number;
  /** Opens a row (Enter, or a double-click through `rowProps`). */
  onOpen: (index: number) => void;
  /** Off while a dialog covers the list, say. Default true. */
  enabled?: boolean;
}

/** What {@link useListNavigation} gives a list. */
export interface ListNavigation {
  /** The highlighted row, or -1 before the first j/k. */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  /** Props for row `index`: `aria-selected`, `data-active`, and a mouse-over that moves the highlight. */
  rowProps: (index: number) => {
    'aria-selected': boolean;
    'data-active': boolean | undefined;
    onMouseMove: () => void;
  };
}

const isControl = (event: KeyboardEvent) =>
  event.target instanceof Element && event.target.closest('button, a, summary, [role="button"]') !== null;

/** A key pressed inside an open dialog (the palette, a form) belongs to it, never to the list behind. */
const inDialog = (event: KeyboardEvent) =>
  event.target instanceof Element && event.target.closest('dialog[open]') !== null;

/**
 * j/k (and ↓/↑) move the highlight in a list, Enter opens the highlighted row. Never while typing in
 * an input (react-hotkeys-hook ignores form fields); Enter on a focused button or link stays theirs.
 * The highlighted row scrolls into view when it has `data-active`.
 */
export function useListNavigation({ count, onOpen, enabled = true }: ListNavigationOptions): ListNavigation {
  const [activeIndex, setActiveIndex] = useState(-1);
  useEffect(() => {
    if (activeIndex >= count) setActiveIndex(count - 1);
  }, [activeIndex, count]);
  const options = { enabled: enabled && count > 0, preventDefault: true, ignoreEventWhen: inDialog };
  useHotkeys('j, down', () => setActiveIndex((index) => Math.min(count - 1, index + 1)), options, [count]);
  useHotkeys('k, up', () => setActiveIndex((index) => Math.max(0, index - 1)), options, [count]);
  useHotkeys(
    'enter',
    () => {
      if (activeIndex >= 0 && activeIndex < count) onOpen(activeIndex);
    },
    {
      ...options,
      preventDefault: false,
      ignoreEventWhen: (event) => inDialog(event) || isControl(event),
    },
    [activeIndex, count, onOpen],
  );
  useEffect(() => {
    if (activeIndex < 0) return;
    document.querySelector('[data-active="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);
  const rowProps = useCallback(
    (index: number) => ({
      'aria-selected': index === activeIndex,
      'data-active': index === activeIndex ? true : undefined,
      onMouseMove: () => setActiveIndex(index),
    }),
    [activeIndex],
  );
  return { activeIndex, setActiveIndex, rowProps };
}
