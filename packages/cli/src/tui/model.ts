import type { AdminHomeStore, Contact, ResourceDef } from '@shop-admin/core/base';
import type { Row } from '../services/resources.ts';
import type { TuiActions } from './actions.ts';
import type { ListStore } from './list-store.ts';
import type { OrderDetailStore } from './order-detail.ts';
import type { TuiStore } from './state.ts';

/** Everything the TUI reads and does: core's stores, its own, and the actions. */
export interface TuiModel {
  home: AdminHomeStore;
  ui: TuiStore;
  contacts: ListStore<Contact>;
  /**
   * The orders inbox (every order, newest first) and this admin's unread orders (GET admin/orders
   * `unread=1`: status «جدید» with an order notification of theirs not read; core's ORDER_UNREAD_RULE).
   */
  orders: { resource: ResourceDef; store: ListStore<Row>; unread: ListStore<Row> } | null;
  /** The order open in the detail pane (null when the server has no orders). */
  orderDetail: OrderDetailStore | null;
  actions: TuiActions;
  reorder: boolean;
  server: string;
}
