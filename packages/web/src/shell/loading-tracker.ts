import type { AdminHomeStore } from '@shop-admin/core';

/** Drives the loading indicator from API calls through the admin home store's loading counter. */
export interface LoadingTracker {
  /** Runs a fetch, counting it in the admin home store unless it is the long-lived event stream. */
  track(
    input: RequestInfo | URL,
    init: RequestInit | undefined,
    run: () => Promise<Response>,
  ): Promise<Response>;
  /** Counts any other work (a lazy screen chunk); `force` shows the indicator even after start-up. */
  around<T>(work: Promise<T>, force?: boolean): Promise<T>;
  /** Whether the indicator is shown now. */
  isVisible(): boolean;
  subscribe(listener: () => void): () => void;
}

function headerOf(input: RequestInfo | URL, init: RequestInit | undefined, name: string): string | null {
  const fromInit = init?.headers ? new Headers(init.headers).get(name) : null;
  if (fromInit !== null) return fromInit;
  return typeof input === 'object' && 'headers' in input ? input.headers.get(name) : null;
}

function methodOf(input: RequestInfo | URL, init: RequestInit | undefined): string {
  if (init?.method) return init.method.toUpperCase();
  return typeof input === 'object' && 'method' in input ? input.method.toUpperCase() : 'GET';
}

/**
 * Creates the tracker. Core's rule (SPEC.md §4): toggling the indicator is skipped once the settings
 * are initialised, unless forced. Here saves and deletes (any method but GET) and screen chunks force
 * it, so background reads after start-up never flicker the bar while a save always shows it.
 */
export function createLoadingTracker(home: AdminHomeStore): LoadingTracker {
  let forced = 0;
  let visible = false;
  const listeners = new Set<() => void>();

  function update(): void {
    const inFlight = home.getSnapshot().loading > 0;
    const allowed = home.shouldToggleLoadingIndicator(forced > 0);
    // When toggling is skipped the indicator stays as it is, except that nothing in flight hides it.
    const next = allowed ? inFlight : visible && inFlight;
    if (next === visible) return;
    visible = next;
    for (const listener of listeners) listener();
  }

  async function around<T>(work: Promise<T>, force = false): Promise<T> {
    home.incrementLoading();
    if (force) forced++;
    update();
    try {
      return await work;
    } finally {
      home.decrementLoading();
      if (force) forced--;
      update();
    }
  }

  return {
    track(input, init, run) {
      if (headerOf(input, init, 'accept')?.includes('text/event-stream')) return run();
      return around(run(), methodOf(input, init) !== 'GET');
    },
    around,
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
