import { TOAST } from '@shop-admin/core';
import { type CSSProperties, useSyncExternalStore } from 'react';
import { useServices } from '../app/services-context.tsx';

/** Width and animation speed from core's TOAST constant, as CSS custom properties (CSSOM, CSP-safe). */
const TOAST_STYLE = {
  '--toast-width': `${TOAST.widthPx}px`,
  '--toast-speed': `${TOAST.speedMs}ms`,
} as CSSProperties;

/**
 * The toasts, stacked at the top right (SPEC.md §9). Under dir=rtl the inline start is the right
 * edge, so the stylesheet places them with `inset-inline-start` and stays logical.
 */
export function Toaster() {
  const { toasts } = useServices();
  const list = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, toasts.getSnapshot);
  return (
    <section className="toaster" aria-live="polite" aria-label="پیام‌ها" style={TOAST_STYLE}>
      {list.map((toast) => (
        <div
          key={toast.id}
          className="toast"
          data-kind={toast.kind}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <span className="toast-message">{toast.message}</span>
          {toast.action && (
            <button
              type="button"
              className="toast-action"
              onClick={() => {
                toast.action?.run();
                toasts.dismiss(toast.id);
              }}
            >
              {toast.action.label}
            </button>
          )}
          <button
            type="button"
            className="toast-close"
            aria-label="بستن"
            onClick={() => toasts.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
