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
  aligns?: readonly ('start' | 'end' | undefined)[];
  /** Column headers, shown above the rows (aligned as their cells). */
  headers?: readonly string[];
  cursor: number;
  height: number;
  reorder: boolean;
  empty: string;
}

/** A scrolling list with one selected row (inverse), cells fitted to their columns, headers on top. */
export function ListView(props: ListViewProps): ReactElement {
  const { rows, widths, cursor, height, reorder } = props;
  const lineOf = (texts: readonly string[]) => {
    const cells = texts.map((cell, i) => fit(cell, widths[i] ?? 8, reorder, props.aligns?.[i]));
    // In visual order the first column goes to the right edge: the row reads right to left, as in the web admin.
    return (reorder ? cells.reverse() : cells).join(' ');
  };
  const header = props.headers
    ? h(Text, { key: 'header', underline: true, dimColor: true, wrap: 'truncate' }, lineOf(props.headers))
    : null;
  if (rows.length === 0)
    return h(
      Box,
      { flexDirection: 'column' },
      header,
      h(
        Text,
        { dimColor: true },
        fit(
          props.empty,
          widths.reduce((a, b) => a + b + 1, 0),
          reorder,
        ),
      ),
    );
  const visible = Math.max(1, height - (header ? 1 : 0));
  const start = Math.max(0, Math.min(cursor - Math.floor(visible / 2), rows.length - visible));
  return h(
    Box,
    { flexDirection: 'column' },
    header,
    ...rows
      .slice(start, start + visible)
      .map((row, offset) =>
        h(
          Text,
          { key: row.key, inverse: start + offset === cursor, bold: row.strong ?? false, wrap: 'truncate' },
          lineOf(row.cells),
        ),
      ),
  );
}
