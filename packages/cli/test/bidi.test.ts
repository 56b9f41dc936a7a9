import { describe, expect, it } from 'vitest';
import { isRtlParagraph, shouldReorder, toVisual } from '../src/output/bidi.ts';

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
});
