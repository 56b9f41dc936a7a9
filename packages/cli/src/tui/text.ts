import { isRtlParagraph, toVisual } from '../output/bidi.ts';
import { displayWidth, truncateToWidth } from '../output/width.ts';

/**
 * A cell of exactly `width` terminal columns: cut in reading order first (so a long Persian title
 * keeps its beginning), then put in visual order when the terminal lacks bidi, then padded.
 */
export function fit(text: string, width: number, reorder: boolean, align?: 'start' | 'end'): string {
  if (width <= 0) return '';
  const flat = text.replace(/\s*[\r\n]+\s*/g, ' ');
  const cut = truncateToWidth(flat, width);
  const shown = reorder ? toVisual(cut) : cut;
  const pad = ' '.repeat(Math.max(0, width - displayWidth(shown)));
  // Right-to-left text reads from the right edge of its cell (as numbers do in Persian tables).
  return (align ?? (isRtlParagraph(cut) ? 'end' : 'start')) === 'end' ? pad + shown : shown + pad;
}

/** Free-flowing text (a title, a message) in display order, cut to `width` columns when given. */
export function vis(text: string, reorder: boolean, width?: number): string {
  const cut = width === undefined ? text : truncateToWidth(text, width);
  return reorder ? toVisual(cut) : cut;
}

/** A column's width: a fixed number of terminal columns, or a share of what is left. */
export type ColumnSpec = { fixed: number } | { weight: number };

/** Splits `total` columns: fixed ones first, the rest by weight (each at least `min`), one space between. */
export function columnWidths(total: number, specs: readonly ColumnSpec[], min = 4): number[] {
  const fixed = specs.reduce((sum, spec) => sum + ('fixed' in spec ? spec.fixed : 0), 0);
  const weights = specs.reduce((sum, spec) => sum + ('weight' in spec ? spec.weight : 0), 0) || 1;
  const room = Math.max(0, total - (specs.length - 1) - fixed);
  return specs.map((spec) =>
    'fixed' in spec ? spec.fixed : Math.max(min, Math.floor((room * spec.weight) / weights)),
  );
}

/** Splits text into lines of at most `width` columns at spaces (a word longer than a line is cut). */
export function wrapToWidth(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (displayWidth(joined) <= width || !line) line = truncateToWidth(joined, width);
    else {
      lines.push(line);
      line = truncateToWidth(word, width);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}
