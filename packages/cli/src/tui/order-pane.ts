import { type OrderStatus, orderMoveLines, orderStatusLabel } from '@shop-admin/core/base';
import { Box, Text } from 'ink';
import { createElement as h, type ReactElement } from 'react';
import { moveSummary, type OrderDetailStore, orderDetailLines, orderMoves } from './order-detail.ts';
import { fit, vis } from './text.ts';
import { useStore } from './use-store.ts';

/**
 * An order's detail: its lines, then the status changes core allows from its status (only those),
 * with `s` to choose one; the picker lists them with the highlighted one inverted.
 */
export function OrderPane(props: {
  store: OrderDetailStore;
  picker: { cursor: number; confirm?: OrderStatus } | null;
  width: number;
  /** Rows available: the detail lines are cut to leave room for the picker or the hint. */
  height: number;
  reorder: boolean;
}): ReactElement {
  const { width, reorder, picker } = props;
  const state = useStore(props.store);
  const moves = orderMoves(state);
  // A move that changes stock or money waits here with its effects (core's orderMoveLines).
  const effects =
    picker?.confirm && state.order ? orderMoveLines(moveSummary(state.order, picker.confirm)) : null;
  const room = Math.max(1, props.height - 2 - (effects ? effects.length + 3 : picker ? moves.length + 3 : 1));
  const line = (label: string, value: string, key: string) => {
    // Right to left: the value sits against its label, whatever its own direction.
    const [l, v] = [fit(label, 12, reorder), fit(value, width - 18, reorder, reorder ? 'end' : undefined)];
    return h(Text, { key, wrap: 'truncate' }, reorder ? `${v} ${l}` : `${l} ${v}`);
  };
  const hint = moves.length
    ? `s: تغییر وضعیت به ${moves.map(orderStatusLabel).join(' · ')}`
    : state.order
      ? 'تغییر وضعیتی از اینجا مجاز نیست.'
      : '';
  return h(
    Box,
    { flexDirection: 'column' },
    h(
      Box,
      { flexDirection: 'column', borderStyle: 'round', paddingX: 1 },
      ...orderDetailLines(state)
        .slice(0, room)
        .map(([label, value], i) => line(label, value, `${i}:${label}`)),
    ),
    effects
      ? h(
          Box,
          { flexDirection: 'column', borderStyle: 'double', paddingX: 1 },
          h(
            Text,
            { bold: true },
            fit('تأیید تغییر وضعیت (Enter یا y: انجام، n یا Esc: بازگشت)', width - 4, reorder, 'end'),
          ),
          ...effects.map((sentence) =>
            h(Text, { key: sentence, wrap: 'wrap' }, vis(sentence, reorder, width - 4)),
          ),
        )
      : picker
        ? h(
            Box,
            { flexDirection: 'column', borderStyle: 'single', paddingX: 1 },
            h(
              Text,
              { bold: true },
              fit('وضعیت تازه (شماره یا Enter: تأیید، Esc: انصراف)', width - 4, reorder, 'end'),
            ),
            // Right to left: each option's number, then its label, against the right edge.
            ...moves.map((status, i) =>
              h(
                Text,
                { key: status, inverse: i === picker.cursor },
                fit(`${i + 1}  ${orderStatusLabel(status)}`, width - 4, reorder, 'end'),
              ),
            ),
          )
        : h(Text, { color: 'cyan', wrap: 'truncate' }, fit(hint, width, reorder, 'end')),
  );
}
