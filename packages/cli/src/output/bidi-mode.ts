// Bidi modes and the cheap questions about text (no bidi algorithm here): what start-up loads.
// The reordering itself (bidi-js, Intl.Segmenter: tens of milliseconds to load) is in ./bidi.ts,
// imported only when text is actually reordered.

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
