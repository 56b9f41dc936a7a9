import type { TuiModel } from './model.ts';
import { openOrder } from './open-order.ts';

/**
 * The unread order that comes after `currentId` in the inbox's order (newest first: the next one down),
 * wrapping to the top; the current order itself only when it is the selected row (`inclusive`), never
 * when it is open (opening it read it). Null when no other order is unread.
 */
export function nextUnreadId(model: TuiModel, currentId: string | null, inclusive = false): string | null {
  const reading = model.actions.readsInFlight();
  const unread = (model.orders?.unread.getSnapshot().items ?? [])
    .map((order) => Number(order.id))
    .filter((id) => Number.isSafeInteger(id) && (inclusive || String(id) !== currentId))
    .filter((id) => !reading.has(String(id)))
    .sort((a, b) => b - a);
  if (!unread.length) return null;
  const current = currentId === null ? Number.POSITIVE_INFINITY : Number(currentId);
  return String(unread.find((id) => (inclusive ? id <= current : id < current)) ?? unread[0]);
}

/** Where the queue stands: the open order, else the inbox's selected row (which counts itself). */
function queuePosition(model: TuiModel): { id: string | null; inclusive: boolean } {
  const state = model.ui.getSnapshot();
  if (state.detail?.kind === 'order') return { id: state.detail.id, inclusive: false };
  const selected = state.screen === 'inbox' ? state.selected.inbox : null;
  return { id: selected?.startsWith('o:') ? selected.slice(2) : null, inclusive: true };
}

/**
 * `n`: opens the next unread order (marking it read), so a morning's queue is Enter or `n`, a status
 * key, `n`…; when none is left, goes back to the inbox and says so.
 */
export function openNextUnread(model: TuiModel, waited = false): void {
  const unread = model.orders?.unread;
  // Still loading (just started, or reloading after a move): answer from the list once it is there.
  if (unread && unread.getSnapshot().status !== 'ready' && !waited) {
    void unread.refresh().then(() => openNextUnread(model, true));
    return;
  }
  const at = queuePosition(model);
  const id = nextUnreadId(model, at.id, at.inclusive);
  if (id) {
    openOrder(model, id);
    return;
  }
  model.ui.dispatch({ type: 'closeDetail' });
  model.ui.dispatch({ type: 'message', text: 'سفارش خوانده‌نشده‌ای نمانده است.' });
}
