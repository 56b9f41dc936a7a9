import type { TuiModel } from './model.ts';
import { orderMoves } from './order-detail.ts';

/**
 * Opens an order in the detail pane and marks this admin's notification of it read (it leaves the
 * unread orders and the bell); with `move`, the status picker opens once the order is loaded.
 */
export function openOrder(model: TuiModel, id: string, options: { move?: boolean } = {}): void {
  const { ui, orderDetail } = model;
  if (!orderDetail) {
    ui.dispatch({ type: 'message', text: 'این سرور سفارش‌ها را نمی‌دهد.' });
    return;
  }
  ui.dispatch({ type: 'show', screen: 'inbox' });
  ui.dispatch({ type: 'openDetail', target: { kind: 'order', id } });
  void orderDetail.load(id).then(() => {
    if (!options.move) return;
    if (orderMoves(orderDetail.getSnapshot()).length) ui.dispatch({ type: 'openPicker' });
    else ui.dispatch({ type: 'message', text: 'وضعیت این سفارش را از اینجا نمی‌شود تغییر داد.' });
  });
  model.actions.markOrderRead(id).catch(() => undefined);
}
