import { styleText } from 'node:util';
import { ORDER_STATUS_VALUES, type OrderStatus } from '@shop-admin/core/base';
import type { OutStream } from '../io/cli-io.ts';

/** The terminal colours the CLI uses. */
export type Hue = 'red' | 'green' | 'yellow' | 'blue' | 'magenta' | 'cyan' | 'gray';

/**
 * Colour only where a person reads it: a terminal, not a pipe or file; never with `--no-color`, a
 * non-empty `NO_COLOR` (no-color.org) or `TERM=dumb`; `FORCE_COLOR` (not 0) turns it on anywhere.
 */
export function colourOn(
  stream: OutStream,
  env: Readonly<Record<string, string | undefined>>,
  flag: boolean | undefined,
): boolean {
  if (flag === false) return false;
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '') return env.FORCE_COLOR !== '0';
  return Boolean(stream.isTTY) && env.TERM !== 'dumb';
}

/** `text` in `hue` (the decision whether to colour at all is the caller's, through {@link colourOn}). */
export const paint = (hue: Hue, text: string): string => styleText(hue, text, { validateStream: false });

/** An order status's terminal colour, the same families as the web's badges (styles/status.css). */
export const ORDER_STATUS_HUES: Readonly<Record<OrderStatus, Hue>> = {
  wait_for_payment: 'gray',
  new: 'blue',
  reserved: 'magenta',
  in_progress: 'yellow',
  delivered: 'green',
  canceled: 'red',
  failed: 'gray',
};

const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUS_VALUES as readonly string[]).includes(value);

/** A cell's colour: the column's own, else an order status's (in a column offering order statuses). */
export function cellHue(
  value: unknown,
  column: { hue?: Hue; options?: readonly { value: unknown }[] },
): Hue | undefined {
  if (column.hue) return column.hue;
  if (isOrderStatus(value) && column.options?.some((option) => option.value === value)) {
    return ORDER_STATUS_HUES[value];
  }
  return undefined;
}
