import { Box, Text } from 'ink';
import { createElement as h, type ReactElement } from 'react';
import { fit } from './text.ts';

/** One row of a list: its cells (already text) and how it stands out. */
export interface ListRow {
  key: string;
  cells: readonly string[];
  /** Unread rows are bold. */
  strong?: boolean;
}

export interface ListViewProps {
  rows: readonly ListRow[];
  widths: readonly number[];
  aligns?: readonly ('start' | 'end')[];
  cursor: number;
  height: number;
  reorder: boolean;
  empty: string;
}

/** A scrolling list with one selected row (inverse), cells fitted to their columns. */
export function ListView(props: ListViewProps): ReactElement {
  const { rows, widths, cursor, height, reorder } = props;
  if (rows.length === 0)
    return h(
      Text,
      { dimColor: true },
      fit(
        props.empty,
        widths.reduce((a, b) => a + b + 1, 0),
        reorder,
      ),
    );
  const visible = Math.max(1, height);
  const start = Math.max(0, Math.min(cursor - Math.floor(visible / 2), rows.length - visible));
  return h(
    Box,
    { flexDirection: 'column' },
    rows.slice(start, start + visible).map((row, offset) => {
      const selected = start + offset === cursor;
      const cells = row.cells.map((cell, i) => fit(cell, widths[i] ?? 8, reorder, props.aligns?.[i]));
      // In visual order the first column goes to the right edge: the row reads right to left, as in the web admin.
      const line = (reorder ? cells.reverse() : cells).join(' ');
      return h(Text, { key: row.key, inverse: selected, bold: row.strong ?? false, wrap: 'truncate' }, line);
    }),
  );
}
