import bidiFactory from 'bidi-js';

/**
 * Who puts right-to-left text in display order: `on` = the CLI does (for terminals without the bidi
 * algorithm: xterm.js, kitty, alacritty, Windows Terminal, tmux), `off` = the terminal does (VTE/GNOME
 * Terminal, Konsole, mlterm), `auto` = decide from the environment.
 */
export type BidiMode = 'auto' | 'on' | 'off';

export const BIDI_MODES: readonly BidiMode[] = ['auto', 'on', 'off'];

/** True when a setting, flag or variable names a bidi mode. */
export const isBidiMode = (value: string): value is BidiMode =>
  (BIDI_MODES as readonly string[]).includes(value);

/** Letters of right-to-left scripts (Hebrew, Arabic, Persian and their presentation forms). */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/** True when the text holds right-to-left letters (only such text needs reordering). */
export const hasRtl = (text: string): boolean => RTL.test(text);

/** Letters with a strong direction: the first one decides a paragraph's direction (rules P2-P3). */
const STRONG = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/** True when the text's first strong letter is right-to-left (Persian, Arabic, Hebrew). */
export function isRtlParagraph(text: string): boolean {
  const first = STRONG.exec(text)?.[0];
  return first !== undefined && hasRtl(first);
}

/** Whether the CLI should reorder: `auto` trusts terminals known to run the bidi algorithm. */
export function shouldReorder(mode: BidiMode, env: Readonly<Record<string, string | undefined>>): boolean {
  if (mode !== 'auto') return mode === 'on';
  const terminalDoesBidi = Boolean(env.VTE_VERSION || env.KONSOLE_VERSION || env.MLTERM);
  return !terminalDoesBidi;
}

let bidi: ReturnType<typeof bidiFactory> | null = null;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

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
