import { ORDER_STATUSES, type OrderStatus } from './statuses.ts';

/**
 * The key that moves an open order to each status (the web order screen shows it on the button and in
 * the `?` sheet): the status's place in {@link ORDER_STATUSES}, 1 to 7. Digits are in no `g x` chord and
 * sit on the same physical keys in the Persian layout.
 */
export const ORDER_STATUS_KEYS: Readonly<Record<OrderStatus, string>> = Object.fromEntries(
  ORDER_STATUSES.map((status, index) => [status.value, String(index + 1)]),
) as Record<OrderStatus, string>;

/** The key of a status, or undefined for an unknown value. */
export function orderStatusKey(status: string): string | undefined {
  return (ORDER_STATUS_KEYS as Record<string, string>)[status];
}
