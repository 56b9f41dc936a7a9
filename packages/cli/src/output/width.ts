import tableUtils from 'cli-table3/src/utils.js';
import stringWidth from 'string-width';

/** Columns the terminal uses for a text: wide CJK count 2, marks, ZWNJ and escapes count 0. */
export const displayWidth = (text: string): number => stringWidth(text);

// cli-table3 pads with its own width function (string-width 4), which counts ZWNJ, Arabic marks and
// bidi controls as one column each; `tableCell` makes up the difference so columns line up.
/** Columns as cli-table3 counts them (it sizes columns with this). */
export const tableWidth = (text: string): number => tableUtils.strlen(text);

/** Cursor-forward by n columns: invisible to cli-table3's measure, fills the columns it under-pads. */
const forward = (n: number): string => `\u001b[${n}C`;

/**
 * A cell's text for cli-table3 on a terminal: cursor-forward over the columns cli-table3 counts but
 * the terminal does not show (after the text, or before it in a right-aligned cell so the text still
 * ends at the cell's edge), so every row ends at the same column.
 */
export function tableCell(text: string, align: 'left' | 'right' = 'left'): string {
  return text
    .split('\n')
    .map((line) => {
      const extra = tableWidth(line) - displayWidth(line);
      if (extra <= 0) return line;
      return align === 'right' ? forward(extra) + line : line + forward(extra);
    })
    .join('\n');
}

/** Cuts a line to at most `max` terminal columns, ending with `…` when cut. */
export function truncateToWidth(text: string, max: number): string {
  if (displayWidth(text) <= max) return text;
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let out = '';
  let width = 0;
  for (const { segment } of segmenter.segment(text)) {
    const w = displayWidth(segment);
    if (width + w > max - 1) break;
    out += segment;
    width += w;
  }
  return `${out}…`;
}
