import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRtlParagraph, shouldReorder, toVisual, toVisualLines } from '../src/output/bidi.ts';

/** Demo-shop strings with GNU FriBidi's visual order (scripts/bidi-corpus.ts wrote it with `fribidi`). */
const CORPUS = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'bidi-corpus.json'), 'utf8'),
) as {
  logical: string;
  visual: string;
}[];

describe('Persian in display order for terminals without bidi', () => {
  it('reverses a right-to-left run', () => {
    expect(toVisual('سلام')).toBe('مالس');
  });

  it('keeps numbers and Latin words in their own order inside Persian', () => {
    expect(toVisual('سفارش 1013 ثبت شد')).toBe('دش تبث 1013 شرافس');
    expect(toVisual('abc سلام def')).toBe('abc مالس def');
  });

  it('mirrors brackets inside right-to-left text', () => {
    expect(toVisual('سلام (دنیا)')).toBe('(ایند) مالس');
  });

  it('keeps a mark (kasra) on its letter', () => {
    expect(toVisual('کِتاب')).toBe('باتک\u0650');
  });

  it('leaves text without right-to-left letters alone, line by line otherwise', () => {
    expect(toVisual('plain text')).toBe('plain text');
    expect(toVisual('یک\nدو')).toBe('کی\nود');
  });

  it('tells a right-to-left paragraph by its first strong letter', () => {
    expect(isRtlParagraph('1013 سفارش')).toBe(true);
    expect(isRtlParagraph('order سفارش')).toBe(false);
    expect(isRtlParagraph('1234')).toBe(false);
  });

  it('reorders unless the terminal is known to run the bidi algorithm, or the setting says', () => {
    expect(shouldReorder('auto', {})).toBe(true);
    expect(shouldReorder('auto', { VTE_VERSION: '7600' })).toBe(false);
    expect(shouldReorder('auto', { KONSOLE_VERSION: '230800' })).toBe(false);
    expect(shouldReorder('on', { VTE_VERSION: '7600' })).toBe(true);
    expect(shouldReorder('off', {})).toBe(false);
  });

  it('agrees with GNU FriBidi on every demo string, ZWNJ included', () => {
    const withZwnj = CORPUS.filter((entry) => entry.logical.includes('\u200C'));
    expect(withZwnj.length).toBeGreaterThan(100);
    const disagree = CORPUS.filter((entry) => toVisual(entry.logical) !== entry.visual);
    expect(disagree).toEqual([]);
  });

  it('places a ZWNJ between the letters it separates, not one letter off', () => {
    // By hand from the algorithm: one right-to-left run, every character reversed, ZWNJ included.
    expect(toVisual('سفارش\u200Cها')).toBe('اه\u200Cشرافس');
    expect(toVisual('می\u200Cروم')).toBe('مور\u200Cیم');
  });
});

describe('reordering before wrapping', () => {
  const paragraph = '--unread means فقط سفارش\u200Cهای خوانده\u200Cنشده of today';
  const lines = ['--unread means فقط', 'سفارش\u200Cهای خوانده\u200Cنشده of today'];
  const reversed = (text: string) => [...text].reverse().join('');

  it("orders each wrapped line by its paragraph's levels, not as a paragraph of its own", () => {
    const visual = toVisualLines(paragraph, lines);
    expect(visual[0]).toBe(`--unread means ${reversed('فقط')}`);
    // The paragraph is left to right (its first letter is Latin): the continuation line keeps that.
    expect(visual[1]).toBe(`${reversed('سفارش\u200Cهای خوانده\u200Cنشده')} of today`);
    // Reordered alone, the line turns right to left: "of today" jumps to the far side.
    expect(toVisual(lines[1] ?? '')).toBe(`of today ${reversed('سفارش\u200Cهای خوانده\u200Cنشده')}`);
  });

  it('takes a forced direction, and leaves lines without Persian alone', () => {
    const rtlFirst = 'وضعیت: new=جدید, canceled=لغو شده';
    expect(toVisualLines(rtlFirst, ['وضعیت: new=جدید,', 'canceled=لغو شده'], 'ltr')).toEqual([
      `${reversed('وضعیت')}: new=${reversed('جدید')},`,
      `canceled=${reversed('لغو شده')}`,
    ]);
    expect(toVisualLines('plain text', ['plain', 'text'])).toEqual(['plain', 'text']);
  });
});
