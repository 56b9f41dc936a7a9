import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactPersian, latinKeysToPersian, normalizePersian } from '../src/index.ts';

/** Any code point (lone surrogates included), weighted towards ASCII and the Arabic block. */
const anyChar = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0x0600, max: 0x06ff }),
    fc.integer({ min: 0, max: 0x10ffff }),
  )
  .map((code) => String.fromCodePoint(code));

/** Every string of code points, plus lone surrogates, which pasted text can hold. */
const anyText = fc.oneof(
  fc.string({ unit: anyChar, maxLength: 40 }),
  fc.string({
    unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    maxLength: 40,
  }),
  fc.string({
    unit: fc.constantFrom(
      ...'ي ى ئ ې ے ۍ ك ڪ ة ۀ ہ ۂ ھ ە آ أ إ ٱ ٲ ٳ ؤ ـ ۰ ٩ ٫ ٬ ٪ ، ؛ ؟ « » a A e İ Σ'.split(' '),
      '\u064B',
      '\u0654',
      '\u0653',
      '\u0301',
      '\u200C',
      '\u200D',
      '\u00AD',
      '\u00A0',
      ' ',
      '\uFE70',
      '\uFE71',
      '\uFEF3',
    ),
    maxLength: 20,
  }),
);

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index));

describe('normalizePersian', () => {
  it('folds every Arabic and regional Yeh to Persian ی', () => {
    for (const yeh of ['\u064A', '\u0649', '\u0626', '\u06D0', '\u06D2', '\u06CD']) {
      expect(normalizePersian(`ع${yeh}ن`)).toBe('عین');
    }
    expect(normalizePersian('كيف')).toBe(normalizePersian('کیف'));
  });

  it('folds Arabic Kaf and Swash Kaf to Persian ک', () => {
    expect(normalizePersian('\u0643تاب')).toBe('کتاب');
    expect(normalizePersian('\u06AAتاب')).toBe('کتاب');
  });

  it('folds Teh Marbuta and the Heh variants to ه', () => {
    for (const heh of ['\u0629', '\u06C0', '\u06C1', '\u06C2', '\u06BE', '\u06D5']) {
      expect(normalizePersian(`خان${heh}`)).toBe('خانه');
    }
  });

  it('folds Alef with madda, hamza, wasla and wavy hamza to a bare Alef', () => {
    for (const alef of ['\u0622', '\u0623', '\u0625', '\u0671', '\u0672', '\u0673']) {
      expect(normalizePersian(`${alef}ب`)).toBe('اب');
    }
  });

  it('folds Waw with hamza to و', () => {
    expect(normalizePersian('م\u0624من')).toBe('مومن');
  });

  it('removes every harakat and Quranic mark of the table', () => {
    const marks = [
      ...range(0x064b, 0x065f),
      ...range(0x0610, 0x061a),
      '\u0670',
      ...range(0x06d6, 0x06dc),
      ...range(0x06df, 0x06e4),
      '\u06E7',
      '\u06E8',
      ...range(0x06ea, 0x06ed),
    ];
    for (const mark of marks) expect(normalizePersian(`ب${mark}د`)).toBe('بد');
  });

  it('removes tatweel', () => {
    expect(normalizePersian('ســـلام')).toBe('سلام');
  });

  it('turns Persian and Arabic-Indic digits into ASCII digits', () => {
    expect(normalizePersian('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizePersian('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('turns ZWNJ into a space, and the compact key makes the three spellings equal', () => {
    expect(normalizePersian('سفارش\u200Cها')).toBe('سفارش ها');
    const keys = ['سفارش\u200Cها', 'سفارشها', 'سفارش ها'].map(compactPersian);
    expect(new Set(keys)).toEqual(new Set(['سفارشها']));
  });

  it('removes ZWJ, direction marks, isolates, embeddings, BOM and soft hyphen', () => {
    const invisibles = [
      '\u200D',
      '\u200E',
      '\u200F',
      '\u061C',
      ...range(0x202a, 0x202e),
      ...range(0x2066, 0x2069),
    ];
    for (const mark of [...invisibles, '\uFEFF', '\u00AD'])
      expect(normalizePersian(`کی${mark}ف`)).toBe('کیف');
  });

  it('maps Persian decimal, thousands and percent signs and spaces out Persian punctuation', () => {
    expect(normalizePersian('۱٫۵')).toBe('1.5');
    expect(normalizePersian('۱٬۰۰۰')).toBe('1,000');
    expect(normalizePersian('۵٪')).toBe('5%');
    expect(normalizePersian('سلام،دنیا؛چرا؟«نه»')).toBe('سلام دنیا چرا نه');
  });

  it('collapses white space (NBSP and tabs too), trims and lower-cases Latin', () => {
    expect(normalizePersian('  Hello\u00A0\t WORLD \n')).toBe('hello world');
  });

  it('folds Arabic presentation forms and fullwidth forms through NFKC', () => {
    // ﻛﺘﺎﺏ is کتاب in presentation forms, as pasted from PDFs; ﻳ is an initial Yeh.
    expect(normalizePersian('\uFEDB\uFE98\uFE8E\uFE8F')).toBe('کتاب');
    expect(normalizePersian('\uFEF3')).toBe('ی');
    expect(normalizePersian('ＡＢＣ１２３')).toBe('abc123');
    expect(normalizePersian('\uFE70')).toBe('');
  });

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = normalizePersian(text);
        expect(normalizePersian(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps composed Latin stable when an invisible or mark sat inside it', () => {
    for (const text of ['e\u200D\u0301', 'e\u00AD\u0301', 'e\u0654\u0301', 'e\uFE71\u0301']) {
      const once = normalizePersian(text);
      expect(normalizePersian(once)).toBe(once);
    }
  });

  it('never throws and leaves no ZWNJ, tatweel, Arabic Yeh or Arabic Kaf', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const normal = normalizePersian(text);
        expect(normal).not.toMatch(/[\u200C\u0640\u064A\u0643]/);
        expect(compactPersian(text)).not.toContain(' ');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('latinKeysToPersian', () => {
  it('re-reads keys typed with the wrong layout on the Persian keyboard', () => {
    expect(latinKeysToPersian('sthva')).toBe('سفارش');
    expect(latinKeysToPersian('SThVA')).toBe('سفارش');
  });

  it('gives null when no key maps', () => {
    expect(latinKeysToPersian('123 ۴')).toBeNull();
  });
});
