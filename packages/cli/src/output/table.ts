import Table from 'cli-table3';
import { toVisual } from './bidi.ts';
import { type Hue, paint } from './colour.ts';
import { tableCell, tableWidth, truncateToWidth } from './width.ts';

/** How text reaches the terminal: reordered for terminals without bidi, and how wide the screen is. */
export interface Display {
  reorder: boolean;
  /** Terminal columns. */
  width: number;
  /** Colours on (a terminal, not NO_COLOR or --no-color). */
  colour?: boolean;
}

/**
 * How readily a column gives up width when the table is too wide: free text first (0), then codes
 * and dates (1), numbers last (2: ids, prices, counts; cut only when nothing else is left to cut).
 */
export type ShrinkTier = 0 | 1 | 2;

/** Narrowest a column is cut to while others can still give. */
const MIN_CUT = 4;

/**
 * Each column's width so the table fits `width` (3 columns of borders and padding per column): the
 * widest column of the lowest tier gives one column at a time, so a title is cut before a SKU or a
 * date, and those before any number.
 */
export function fitWidths(natural: readonly number[], width: number, tiers: readonly ShrinkTier[]): number[] {
  const budget = Math.max(natural.length * MIN_CUT, width - natural.length * 3 - 1);
  const widths = [...natural];
  let total = widths.reduce((a, b) => a + b, 0);
  for (const tier of [0, 1, 2] as const) {
    const candidates = widths.map((_, i) => i).filter((i) => (tiers[i] ?? 0) === tier);
    while (total > budget) {
      let widest = -1;
      for (const i of candidates) if ((widths[i] ?? 0) > (widths[widest] ?? MIN_CUT)) widest = i;
      if (widest < 0) break;
      widths[widest] = (widths[widest] ?? 0) - 1;
      total -= 1;
    }
  }
  return widths;
}

const oneLine = (text: string): string => text.replace(/\s*[\r\n]+\s*/g, ' ');

/**
 * A box table for people (cli-table3): widths measured as the terminal shows them (string-width),
 * cells cut with `…` to fit the terminal (text before numbers: see `fitWidths`; right-aligned columns
 * are numbers by default), right-to-left text in visual order when `reorder`.
 */
export function renderTable(
  head: readonly string[] | null,
  rows: readonly (readonly string[])[],
  display: Display,
  aligns: readonly ('left' | 'right')[] = [],
  hues: readonly (readonly (Hue | undefined)[])[] = [],
  tiers: readonly ShrinkTier[] = aligns.map((align) => (align === 'right' ? 2 : 0)),
): string {
  const lines = [...(head ? [head] : []), ...rows].map((row) => row.map(oneLine));
  const count = Math.max(0, ...lines.map((row) => row.length));
  // As cli-table3 will size the columns (it counts ZWNJ and marks too), so nothing is cut needlessly.
  const natural = Array.from({ length: count }, (_, i) =>
    Math.max(1, ...lines.map((row) => tableWidth(row[i] ?? ''))),
  );
  const widths = fitWidths(natural, display.width, tiers);
  const show = (text: string, i: number): Table.Cell => {
    const width = widths[i] ?? text.length;
    let cut = truncateToWidth(text, width);
    // cli-table3 sizes the column by its own count (ZWNJ and marks count there): keep that within too.
    const over = tableWidth(cut) - width;
    if (over > 0) cut = truncateToWidth(text, width - over);
    if (!display.reorder) return tableCell(cut, aligns[i]);
    // A right-to-left table mirrors the logical alignment: start is the right edge, end (numbers) the left.
    const hAlign = aligns[i] === 'right' ? 'left' : 'right';
    return { content: tableCell(toVisual(cut), hAlign), hAlign };
  };
  // In display order the table itself reads right to left: its first column goes to the right edge.
  const order = (cells: Table.Cell[]) => (display.reorder ? cells.reverse() : cells);
  const table = new Table({
    head: (head ? order((lines[0] ?? []).map(show)) : []) as string[],
    style: { head: [], border: [], 'padding-left': 1, 'padding-right': 1 },
    colAligns: order(natural.map((_, i) => aligns[i] ?? 'left')) as Table.HorizontalAlignment[],
    wordWrap: false,
  });
  // Colour goes on after the width is fitted (cli-table3 measures without the escape codes).
  const coloured = (cell: Table.Cell, hue: Hue | undefined): Table.Cell => {
    if (!display.colour || hue === undefined) return cell;
    if (typeof cell === 'string') return paint(hue, cell);
    const content = (cell as { content?: unknown }).content;
    return { ...(cell as object), content: paint(hue, String(content ?? '')) } as Table.Cell;
  };
  lines.slice(head ? 1 : 0).forEach((row, r) => {
    table.push(order(row.map((text, i) => coloured(show(text, i), hues[r]?.[i]))));
  });
  // cli-table3 rules off every row; keep only the rule under the header.
  let rules = 0;
  const kept = table
    .toString()
    .split('\n')
    .filter((line) => !line.startsWith('├') || (head !== null && rules++ === 0));
  return `${kept.join('\n')}\n`;
}
