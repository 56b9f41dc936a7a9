import { useLayoutEffect, useRef } from 'react';

/**
 * Performance marks of a search box, read by bench/web-palette.bench.ts: call the returned function
 * when the text changes; `<name>:keystroke` measures from there to the commit of the results (DOM
 * updated) and `<name>:frame` to the next animation frame (what the admin sees).
 */
export function useKeystrokeMeasure(name: string, query: string): () => void {
  const started = useRef<number | null>(null);
  useLayoutEffect(() => {
    const start = started.current;
    if (start === null) return;
    started.current = null;
    performance.measure(`${name}:keystroke`, { start, end: performance.now(), detail: { query } });
    requestAnimationFrame(() => performance.measure(`${name}:frame`, { start, end: performance.now() }));
  }, [name, query]);
  return () => {
    started.current = performance.now();
  };
}
