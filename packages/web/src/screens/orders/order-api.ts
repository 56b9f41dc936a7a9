import type { ApiClient, OrderStatus, OrderTransitionEffect } from '@shop-admin/core';
import type { QueryClient } from '@tanstack/react-query';

/** A line of an order as GET admin/orders/{id} answers it, with its variety snapshot in `extra`. */
export interface OrderLine {
  id: number;
  order_id: number;
  product_id: number | null;
  variety_id: number;
  quantity: number;
  amount: number;
  discount_amount: number;
  total: number;
  status: number;
  extra: {
    product_title?: string;
    title?: string;
    sku?: string | null;
    barcode?: string | null;
    price?: number;
    color?: { name: string; code: string } | null;
    attributes?: { name: string; label: string; value: string }[];
  } | null;
}

/** The address snapshot an order keeps. */
export interface OrderAddress {
  first_name: string;
  last_name: string;
  mobile: string;
  province: { id: number; name: string };
  city: { id: number; name: string };
  postal_code: string | null;
  address: string;
  telephone?: string | null;
  /** A guest checkout's mobile (the buyer's); an order of no customer joins their account at their login. */
  buyer_mobile?: string;
}

export interface OrderCustomer {
  id: number;
  first_name: string | null;
  last_name: string | null;
  mobile: string;
}

export interface OrderPayment {
  id: number;
  gateway: string;
  transaction_id: string | null;
  tracking_code: string | null;
  amount: number;
  status: string;
  created_at: string;
}

export interface OrderInvoice {
  id: number;
  order_id: number;
  amount: number;
  type: string;
  wallet_amount: number;
  status: string;
  status_detail: string | null;
  created_at: string;
  payments: OrderPayment[];
}

export interface OrderLog {
  id: number;
  from_status: string | null;
  status: string;
  description: string | null;
  admin: { id: number; name: string | null } | null;
  created_at: string;
}

export interface OrderChild {
  id: number;
  status: string;
  status_label: string;
  total_amount: number;
  total_items_count: number;
  created_at: string;
}

/** GET admin/orders/{id}'s `order`. */
export interface OrderDetail {
  id: number;
  customer_id: number | null;
  customer: OrderCustomer | null;
  address: OrderAddress | null;
  receiver: string;
  status: OrderStatus;
  status_label: string;
  status_detail: string | null;
  parent_id: number | null;
  reserved: boolean;
  tracking_code: string | null;
  shipping_id: number | null;
  shipping: { id: number; name: string; logo: string | null } | null;
  coupon: { id: number; code: string; title: string | null } | null;
  description: string | null;
  total_amount: number;
  paid_amount: number;
  created_at: string;
  paid_at: string | null;
  delivered_at: string | null;
  items: OrderLine[];
  removed_items: OrderLine[];
  childs: OrderChild[];
  order_logs: OrderLog[];
  invoices: OrderInvoice[];
  totals: {
    items_amount: number;
    items_discount: number;
    shipping_amount: number;
    discount_amount: number;
    total_amount: number;
    paid_amount: number;
    due_amount: number;
  };
  /** The order's version (sent as If-Match with a status move: a 412 when it changed meanwhile). */
  version?: string;
}

/** One row of a record's audit history (GET admin/logs/orders/{id}). */
/** The answer of PUT admin/orders/{id}/status. */
export interface StatusChangeAnswer {
  order: OrderDetail;
  effects: OrderTransitionEffect[];
  refunded: number;
  charged: number;
}

/** The query of one order's detail (its key starts with the resource name, as the generic screens' do). */
export const orderQuery = (api: ApiClient, id: string) => ({
  queryKey: ['orders', 'detail', id],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await api.get<{ order: OrderDetail }>(`admin/orders/${id}`, { signal })).order,
});

/** The order's audit history, newest first. */
/**
 * Marks this admin's `order` notification of the order read (the server's unread rule: it leaves the
 * unread list and the bell), then lets every orders list refetch.
 */
export async function markOrderNotificationRead(api: ApiClient, queryClient: QueryClient, id: number) {
  await api.post('admin/notifications/read', { order_ids: [id] });
  await queryClient.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
}

/** The first unread order other than `except`, or null. */
export async function nextUnreadOrder(api: ApiClient, except: number): Promise<number | null> {
  const answer = await api.get<{ orders: { data: { id: number }[] } }>('admin/orders?unread=1&per_page=5');
  return answer.orders.data.find((row) => row.id !== except)?.id ?? null;
}

/** Where the invoices of some orders print. */
export const printPath = (ids: readonly number[]) => `/admin/print-orders?ids=${ids.join(',')}`;
