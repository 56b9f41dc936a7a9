import type { OutStream } from './cli-io.ts';

/** A one-line progress display on stderr; silent when stderr is not a terminal. */
export interface Progress {
  /** Counted progress: a bar (`total` when it is known only now, e.g. from the first page). */
  update(done: number, total?: number): void;
  /** Waiting with nothing to count (the server applying): a spinner with the seconds waited. */
  wait(label: string): void;
  /** Clears the line. */
  stop(): void;
}

const BAR = 24;
const SPIN = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export function createProgress(stream: OutStream, label: string, initialTotal: number): Progress {
  let total = initialTotal;
  const live = Boolean(stream.isTTY);
  let last = 0;
  let timer: NodeJS.Timeout | undefined;
  const draw = (text: string) => {
    if (live) stream.write(`\r\u001b[2K${text}`);
  };
  return {
    update(done, newTotal) {
      if (newTotal !== undefined) total = newTotal;
      const now = Date.now();
      if (!live || (now - last < 80 && done < total)) return;
      last = now;
      const filled = Math.round((BAR * done) / Math.max(1, total));
      draw(`${label} [${'█'.repeat(filled)}${'░'.repeat(BAR - filled)}] ${done}/${total}`);
    },
    wait(text) {
      if (!live) return;
      clearInterval(timer);
      const started = Date.now();
      let frame = 0;
      const tick = () =>
        draw(`${SPIN[frame++ % SPIN.length]} ${text} ${((Date.now() - started) / 1000).toFixed(1)} s`);
      tick();
      timer = setInterval(tick, 100);
    },
    stop() {
      clearInterval(timer);
      draw('');
    },
  };
}

/**
 * The progress line of a list fetched page after page: "Fetching 400/581" on stderr while more than
 * one page is needed (a terminal only; nothing in logs), cleared when done.
 */
export function pagingProgress(stream: OutStream, pageSize: number) {
  const progress = createProgress(stream, 'Fetching', 0);
  let shown = false;
  return {
    onPage(fetched: number, total: number) {
      if (total <= pageSize && !shown) return;
      shown = true;
      progress.update(fetched, total);
    },
    stop() {
      if (shown) progress.stop();
    },
  };
}
