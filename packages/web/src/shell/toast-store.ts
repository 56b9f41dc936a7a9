import { TOAST } from '@shop-admin/core';

/** How a toast looks: success (green), error (red) or neutral info. */
export type ToastKind = 'success' | 'error' | 'info';

/** A toast on screen. */
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** An optional button, e.g. 'بازگردانی' (undo) after an optimistic delete. */
  action?: { label: string; run: () => void };
}

/** Options of {@link ToastStore.show}. */
export interface ShowToastOptions {
  kind?: ToastKind;
  action?: Toast['action'];
  /** Milliseconds on screen; core's TOAST.durationMs (3000) unless given. */
  durationMs?: number;
}

/** The toasts on screen (no maximum, SPEC.md §9) with show and dismiss. */
export interface ToastStore {
  show(message: string, options?: ShowToastOptions): number;
  dismiss(id: number): void;
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

/** Creates the toast store; each toast leaves after TOAST.durationMs unless dismissed first. */
export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  function dismiss(id: number): void {
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }

  return {
    show(message, options = {}) {
      const id = nextId++;
      const toast: Toast = { id, kind: options.kind ?? 'info', message };
      if (options.action) toast.action = options.action;
      toasts = [...toasts, toast];
      emit();
      setTimeout(() => dismiss(id), options.durationMs ?? TOAST.durationMs);
      return id;
    },
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
