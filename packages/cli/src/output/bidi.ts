import bidiFactory from 'bidi-js';
import { hasRtl } from './bidi-mode.ts';

export type { BidiMode } from './bidi-mode.ts';
export { BIDI_MODES, hasRtl, isBidiMode, isRtlParagraph, shouldReorder } from './bidi-mode.ts';

let bidi: ReturnType<typeof bidiFactory> | null = null;
/** Made on first use: building a segmenter loads ICU's break data (tens of milliseconds). */
let segmenter: Intl.Segmenter | null = null;

type Levels = ReturnType<ReturnType<typeof bidiFactory>['getEmbeddingLevels']>;

/** The zero-width non-joiner: a format character (bidi class BN) that moves on its own, as FriBidi places it. */
const ZWNJ = '\u200C';

/**
 * The clusters of text[start..end] that move as one when a run is reversed: a letter with its marks
 * (graphemes), except that a ZWNJ is its own cluster (Intl.Segmenter glues it to the letter before
 * it, which would put it one letter off once reversed).
 */
function clustersOf(line: string, start: number, end: number, mirrored: Map<number, string>) {
  const clusters: { index: number; text: string }[] = [];
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment, index } of segmenter.segment(line.slice(start, end + 1))) {
    let offset = 0;
    for (const piece of segment.split(/(\u200C)/)) {
      if (piece === '') continue;
      const at = start + index + offset;
      offset += piece.length;
      const swapped =
        piece !== ZWNJ && mirrored.has(at) ? (mirrored.get(at) ?? piece[0]) + piece.slice(1) : piece;
      clusters.push({ index: at, text: swapped });
    }
  }
  return clusters;
}

/**
 * text[start..end] (one line of a paragraph) in visual order for a left-to-right terminal, by the
 * Unicode bidi algorithm (bidi-js) on the paragraph's levels: right-to-left runs reversed, mirrored
 * brackets swapped, each grapheme (a letter with its marks) kept whole so marks stay on their letter.
 */
function visualSlice(text: string, levels: Levels, start: number, end: number): string {
  bidi ??= bidiFactory();
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end);
  const clusters = clustersOf(text, start, end, mirrored);
  for (const [from = 0, to = -1] of bidi.getReorderSegments(text, levels, start, end)) {
    const first = clusters.findIndex((cluster) => cluster.index >= from);
    let last = clusters.length - 1;
    while (last >= 0 && (clusters[last]?.index ?? 0) > to) last--;
    if (first === -1 || last <= first) continue;
    const reversed = clusters.slice(first, last + 1).reverse();
    clusters.splice(first, reversed.length, ...reversed);
  }
  return clusters.map((cluster) => cluster.text).join('');
}

function levelsOf(paragraph: string, direction?: 'ltr' | 'rtl'): Levels {
  bidi ??= bidiFactory();
  return bidi.getEmbeddingLevels(paragraph, direction);
}

/** Text in visual order, line by line (each line its own paragraph); text without right-to-left letters is returned as is. */
export function toVisual(text: string): string {
  if (!hasRtl(text)) return text;
  return text
    .split('\n')
    .map((line) => (line === '' ? line : visualSlice(line, levelsOf(line), 0, line.length - 1)))
    .join('\n');
}

/**
 * A paragraph already broken into lines, each line put in visual order with the levels of the whole
 * paragraph (the bidi algorithm's order: levels first, then line breaks, then reordering per line).
 * `lines` are consecutive pieces of `paragraph` (whitespace at a break may be dropped). Reordering
 * each wrapped line as a paragraph of its own would give a continuation line the wrong direction.
 * `direction` fixes the paragraph's direction (default: its first strong letter).
 */
export function toVisualLines(
  paragraph: string,
  lines: readonly string[],
  direction?: 'ltr' | 'rtl',
): string[] {
  if (!hasRtl(paragraph)) return [...lines];
  const levels = levelsOf(paragraph, direction);
  let cursor = 0;
  return lines.map((line) => {
    const start = line === '' ? -1 : paragraph.indexOf(line, cursor);
    if (start === -1) return line === '' ? line : toVisual(line);
    cursor = start + line.length;
    return visualSlice(paragraph, levels, start, start + line.length - 1);
  });
}
