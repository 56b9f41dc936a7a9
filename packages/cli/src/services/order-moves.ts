import {
  type ApiClient,
  isApiError,
  type OrderMoveSummary,
  orderMoveSummary,
  orderStatusLabel,
} from '@shop-admin/core/base';

/** An order as GET admin/orders/{id} answers it (the keys a move reads). */
export interface OrderForMove {
  id: number;
  status: string;
  total_amount: number;
  paid_amount: number;
  items: { quantity: number }[];
}

/** One order of `orders status`: where it stands and what the move would do. */
export interface PlannedMove {
  id: number;
  /** Null when the order could not be read (not found, no permission). */
  order: OrderForMove | null;
  summary: OrderMoveSummary;
}

/** The outcome of one order's move, as `orders status --json` prints it (a contract). */
export interface MoveResult {
  id: number;
  /** Its status before; null when the order could not be read. */
  from: string | null;
  /** Its status after (the old one when refused); null when the order could not be read. */
  status: string | null;
  changed: boolean;
  /** The server's Persian message, or the reason the move was refused. */
  message: string;
  /** Toman refunded to the customer's wallet / charged from it by this move. */
  refunded: number;
  charged: number;
}

const readError = (error: unknown): string =>
  isApiError(error) ? error.message : error instanceof Error ? error.message : String(error);

/**
 * Reads each order and plans its move with core's rules (`orderMoveSummary`): which moves are
 * refused, and which move stock or money (those are confirmed before anything is sent).
 */
export async function planMoves(
  api: ApiClient,
  ids: readonly number[],
  to: string,
  options: { noCharge: boolean },
): Promise<PlannedMove[]> {
  return Promise.all(
    ids.map(async (id): Promise<PlannedMove> => {
      try {
        const data = await api.get<{ order: OrderForMove }>(`admin/orders/${id}`);
        return { id, order: data.order, summary: orderMoveSummary(data.order, to, options) };
      } catch (error) {
        if (isApiError(error) && (error.status === 401 || error.status >= 500 || error.status === 0))
          throw error;
        const reason = isApiError(error) && error.status === 404 ? `سفارش ${id} پیدا نشد.` : readError(error);
        return { id, order: null, summary: { ok: false, reason } };
      }
    }),
  );
}

/**
 * Sends each allowed move (PUT admin/orders/{id}/status), one order after another, each in its own
 * server transaction; a refused or failing order does not stop the others.
 */
export async function applyMoves(
  api: ApiClient,
  planned: readonly PlannedMove[],
  to: string,
  options: { noCharge: boolean; description?: string },
): Promise<MoveResult[]> {
  const results: MoveResult[] = [];
  for (const { id, order, summary } of planned) {
    const from = order?.status ?? null;
    if (!summary.ok || !order) {
      results.push({
        id,
        from,
        status: from,
        changed: false,
        message: summary.ok ? '' : summary.reason,
        refunded: 0,
        charged: 0,
      });
      continue;
    }
    try {
      const answer = await api.raw.put<{
        order: { status: string };
        refunded?: number;
        charged?: number;
      }>(`admin/orders/${id}/status`, {
        status: to,
        ...(options.noCharge ? { no_charge: true } : {}),
        ...(options.description ? { description: options.description } : {}),
      });
      results.push({
        id,
        from,
        status: answer.data.order.status,
        changed: true,
        message: answer.message || `وضعیت سفارش به «${orderStatusLabel(to)}» تغییر کرد.`,
        refunded: answer.data.refunded ?? 0,
        charged: answer.data.charged ?? 0,
      });
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status >= 500 || error.status === 0))
        throw error;
      results.push({
        id,
        from,
        status: from,
        changed: false,
        message: readError(error),
        refunded: 0,
        charged: 0,
      });
    }
  }
  return results;
}
