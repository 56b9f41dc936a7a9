import {
  type ApiClient,
  allowedOrderTransitions,
  createStore,
  formatJalali,
  formatPriceInput,
  ifMatchHeaders,
  type OrderMoveSummary,
  type OrderStatus,
  orderMoveSummary,
  orderStatusLabel,
  type Store,
  versionConflictOf,
} from '@shop-admin/core/base';
import type { Row } from '../services/resources.ts';

/** The order open in the detail pane, as GET admin/orders/{id} answers it. */
export interface OrderDetailState {
  id: string | null;
  order: Row | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
}

type OrderDetailAction =
  | { type: 'loading'; id: string }
  | { type: 'loaded'; id: string; order: Row }
  | { type: 'failed'; id: string; error: string };

function reducer(state: OrderDetailState, action: OrderDetailAction): OrderDetailState {
  switch (action.type) {
    case 'loading':
      return {
        id: action.id,
        order: state.id === action.id ? state.order : null,
        status: 'loading',
        error: null,
      };
    case 'loaded':
      return action.id === state.id
        ? { id: action.id, order: action.order, status: 'ready', error: null }
        : state;
    case 'failed':
      return action.id === state.id ? { ...state, status: 'error', error: action.error } : state;
  }
}

/** Loads one order with its lines and logs, and changes its status on the server. */
export interface OrderDetailStore extends Store<OrderDetailState, OrderDetailAction> {
  load(id: string): Promise<void>;
  /**
   * PUT admin/orders/{id}/status with the shown order's version (If-Match); the server applies the
   * side effects (stock, wallet) or refuses. A stale order (someone changed it meanwhile) is refused:
   * the order is reloaded and the error says so, nothing moved.
   */
  changeStatus(id: string, status: OrderStatus): Promise<void>;
}

export function createOrderDetailStore(api: ApiClient): OrderDetailStore {
  const store = createStore<OrderDetailState, OrderDetailAction>(
    { id: null, order: null, status: 'idle', error: null },
    reducer,
  );
  const load = async (id: string) => {
    store.dispatch({ type: 'loading', id });
    try {
      const data = await api.get<{ order: Row }>(`admin/orders/${encodeURIComponent(id)}`);
      store.dispatch({ type: 'loaded', id, order: data.order });
    } catch (error) {
      store.dispatch({ type: 'failed', id, error: error instanceof Error ? error.message : String(error) });
    }
  };
  return {
    ...store,
    load,
    async changeStatus(id, status) {
      const shown = store.getSnapshot();
      const shownStatus = shown.id === id ? shown.order?.status : undefined;
      // The order as it is now: a status other than the one shown means someone moved it meanwhile.
      // (Its version is read here, not taken from the shown copy: opening an order marks its
      // notifications read, which changes the record the shown copy was hashed from.)
      const fresh = await api.get<{ order: Row }>(`admin/orders/${encodeURIComponent(id)}`);
      const stale = (current: Record<string, unknown>) => {
        store.dispatch({ type: 'loaded', id, order: current as Row });
        const now = orderStatusLabel(String(current.status ?? ''));
        return new Error(
          `سفارش ${id} در این فاصله تغییر کرده است (وضعیت اکنون «${now}»)؛ وضعیت تغییر نکرد. سفارش تازه شد؛ دوباره انتخاب کنید.`,
        );
      };
      if (shownStatus !== undefined && fresh.order.status !== shownStatus) throw stale(fresh.order);
      try {
        await api.put(
          `admin/orders/${encodeURIComponent(id)}/status`,
          { status },
          { headers: ifMatchHeaders(fresh.order.version) },
        );
      } catch (error) {
        const conflict = versionConflictOf(error);
        if (!conflict) throw error;
        throw stale(conflict.current);
      }
      await load(id);
    },
  };
}

/** The statuses the open order may move to (core's transition rules: the only ones offered). */
export function orderMoves(state: OrderDetailState): readonly OrderStatus[] {
  const status = state.order?.status;
  return typeof status === 'string' && state.order?.parent_id == null ? allowedOrderTransitions(status) : [];
}

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

/** What moving the open order to `status` does (core's orderMoveSummary over the detail answer). */
export function moveSummary(order: Row, status: OrderStatus): OrderMoveSummary & { confirm?: boolean } {
  const items = Array.isArray(order.items) ? (order.items as Row[]) : [];
  return orderMoveSummary(
    {
      status: String(order.status ?? ''),
      total_amount: num(order.total_amount),
      paid_amount: num(order.paid_amount),
      items: items.map((item) => ({ quantity: num(item.quantity) })),
    },
    status,
  );
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const money = (value: unknown) => (typeof value === 'number' ? `${formatPriceInput(value)} تومان` : '');
const when = (value: unknown) =>
  typeof value === 'string' && value ? formatJalali(value, 'YYYY/MM/DD HH:mm', { digits: 'latin' }) : '';

/** One order line as the pane shows it: quantity, line total, product and variety. */
function lineOf(item: Row): [string, string] {
  const extra = (item.extra ?? {}) as Row;
  const name = [text(extra.product_title), text(extra.title)].filter(Boolean).join(' ، ');
  // The amount first: a long title is what the pane's width cuts, never the money and its «تومان».
  return [`× ${text(item.quantity)}`, `${money(item.total)}  ${name || `تنوع ${text(item.variety_id)}`}`];
}

/** The label/value lines of an order: who, where, what, how much, and its last status change. */
export function orderDetailLines(state: OrderDetailState): [string, string][] {
  const order = state.order;
  if (!order) return [['', state.status === 'error' ? `خطا: ${state.error}` : 'در حال بارگذاری…']];
  const customer = (order.customer ?? null) as Row | null;
  const address = (order.address ?? null) as Row | null;
  const place = address
    ? [
        text((address.province as Row | null)?.name),
        text((address.city as Row | null)?.name),
        text(address.address),
      ]
        .filter(Boolean)
        .join('، ')
    : '';
  const items = Array.isArray(order.items) ? (order.items as Row[]) : [];
  const logs = Array.isArray(order.order_logs) ? (order.order_logs as Row[]) : [];
  const last = logs.at(-1);
  return [
    ['سفارش', `#${text(order.id)}  ${when(order.created_at)}`],
    [
      'وضعیت',
      orderStatusLabel(text(order.status)) + (order.status_detail ? ` (${text(order.status_detail)})` : ''),
    ],
    [
      'مشتری',
      customer ? `${text(customer.first_name)} ${text(customer.last_name)} ${text(customer.mobile)}` : '',
    ],
    ['گیرنده', `${text(order.receiver)} ${text(address?.mobile)}`.trim()],
    ['نشانی', place],
    ...items.map(lineOf),
    ['ارسال', money(order.shipping_amount)],
    ['تخفیف', money(order.discount_amount)],
    ['مبلغ کل', money(order.total_amount)],
    ['پرداخت شده', money(order.paid_amount)],
    ...(last
      ? ([
          [
            'آخرین تغییر',
            `${orderStatusLabel(text(last.status))} ${when(last.created_at)} ${text((last.admin as Row | null)?.name)}`,
          ],
        ] as [string, string][])
      : []),
  ];
}
