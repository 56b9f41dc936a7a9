import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminResources,
  contactFormFields,
  type FieldSpec,
  hasMarkup,
  isImagePath,
  SETTING_DEFINITIONS,
  typeRules,
  validate,
} from '../src/index.ts';

const PLAIN_MESSAGE =
  'پرسش باید متن ساده باشد: برچسب HTML، رویداد on…= و نشانی javascript: یا data: پذیرفته نیست.';
const question: FieldSpec = { name: 'question', label: 'پرسش', type: 'text', rules: { max: 500 } };

/** What an attacker sends to a plain-text field. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD4=',
  '<svg/onload=alert(1)>',
  '<a href="x">',
  '</p>',
  '<!-- x -->',
  '<?xml x?>',
  '" onmouseover="alert(1)',
  "x' onfocus='alert(1)",
  '<IMG SRC=x ONERROR=alert(1)',
];

/** Persian text as people type it: letters, digits of both scripts, punctuation, `<` and `>` as signs. */
const persianChar = fc.oneof(
  fc.integer({ min: 0x0621, max: 0x064a }).map((code) => String.fromCharCode(code)),
  fc.constantFrom(
    ...'۰۱۲۳۴۵۶۷۸۹0123456789 ،؛؟«»().,-+=*%:\n\u200C'.split(''),
    'پ',
    'چ',
    'ژ',
    'گ',
    'ک',
    'ی',
    '<',
    '>',
    '<=',
    '>=',
    '<<',
  ),
);
const persianText = fc.string({ unit: persianChar, maxLength: 60 });

describe('plain text refuses markup by the field type', () => {
  it('refuses each payload, with the field’s Persian message', () => {
    for (const payload of PAYLOADS) {
      const result = validate({ question: payload }, [question]);
      expect(result.errors.question, payload).toEqual([PLAIN_MESSAGE]);
    }
  });

  it('accepts Persian text with < and > as signs, and a<b', () => {
    for (const text of [
      'قیمت < ۱۰۰ و وزن > ۲',
      'a<b',
      'اگر a<b، آنگاه ۳ > ۲',
      'x <= y',
      '3<4',
      'علی <ali@example.com',
      'online',
      'metadata: ok',
      '<۵ عدد',
    ])
      expect(validate({ question: text }, [question]).valid, text).toBe(true);
  });

  it('any Persian text without tags passes (property)', () => {
    fc.assert(
      fc.property(persianText, (text) => {
        expect(hasMarkup(text)).toBe(false);
        expect(validate({ question: text }, [question]).errors.question).toBeUndefined();
      }),
    );
  });

  it('a payload anywhere inside Persian text is refused (property)', () => {
    fc.assert(
      fc.property(persianText, fc.constantFrom(...PAYLOADS), persianText, (before, payload, after) => {
        expect(hasMarkup(`${before} ${payload}${after}`)).toBe(true);
      }),
    );
  });

  it('applies to lists and tables of text (multiselect values, size charts)', () => {
    const values: FieldSpec = { name: 'values', label: 'مقدارها', type: 'multiselect' };
    const chart: FieldSpec = { name: 'chart', label: 'جدول', type: 'table' };
    expect(validate({ values: ['قرمز', '<b>آبی</b>'] }, [values]).valid).toBe(false);
    expect(validate({ chart: [['سایز'], ['<img src=x onerror=alert(1)>']] }, [chart]).valid).toBe(false);
    expect(validate({ values: ['قرمز', 12] }, [values]).valid).toBe(true);
  });

  it('an own rule cannot turn the type’s rule off', () => {
    const loose: FieldSpec = { ...question, rules: { plain_text: false } };
    expect(validate({ question: '<script>x</script>' }, [loose]).valid).toBe(false);
  });

  it('html, code and password fields are not plain text; an untyped field is', () => {
    for (const type of ['html', 'code', 'password'])
      expect(typeRules({ name: 'x', label: 'x', type }), type).toEqual({});
    expect(typeRules({ name: 'x', label: 'x' })).toEqual({ plain_text: true });
    const body: FieldSpec = { name: 'body', label: 'متن', type: 'html' };
    expect(validate({ body: '<p>سلام</p>' }, [body]).valid).toBe(true);
  });

  it('every declared text field of the registry is plain text unless declared html or code', () => {
    const all: FieldSpec[] = [
      ...adminResources.flatMap((resource): readonly FieldSpec[] => resource.fields),
      ...contactFormFields,
      ...SETTING_DEFINITIONS,
    ];
    const markup = all.filter((field) => ['html', 'code'].includes(field.type ?? ''));
    expect(markup.map((field) => field.name).sort()).toEqual(
      ['answer', 'body', 'body', 'description', 'description', 'text'].sort(),
    );
    const textual = all.filter((field) => ['text', 'textarea', 'email', 'mobile'].includes(field.type ?? ''));
    expect(textual.length).toBeGreaterThan(60);
    for (const field of textual) expect(typeRules(field), field.name).toEqual({ plain_text: true });
  });
});

describe('image fields hold an upload path or an https URL', () => {
  const image: FieldSpec = { name: 'image', label: 'تصویر', type: 'image' };
  const upload = (hex: string, ext = 'webp') => `/api/media/reference/brands/${hex}.${ext}`;
  const HEX = '0123456789abcdef0123456789abcdef';

  it('accepts the upload endpoint’s paths and an https URL (shape only without a host list)', () => {
    for (const ok of [
      upload(HEX),
      `/api/media/shippings/${HEX}.png`,
      `/api/media/products/12/${HEX}.jpg`,
      'https://cdn.example.com/a/b.png?w=200',
    ])
      expect(validate({ image: ok }, [image]).valid, ok).toBe(true);
  });

  it('refuses traversal, protocol-relative, other prefixes, script URLs and http', () => {
    for (const bad of [
      '/../../etc/passwd',
      '//evil.example/x.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://cdn.example.com/a.png',
      '/api/media/../../etc/passwd',
      `/api/media/reference/brands/../${HEX}.png`,
      `/api/media//brands/${HEX}.png`,
      `/api/media\\brands\\${HEX}.png`,
      `/uploads/${HEX}.png`,
      `/api/media/reference/brands/${HEX}.svg`,
      'https://user:pass@cdn.example.com/a.png',
      'https://cdn.example.com\\@evil.example/a.png',
      'https://cdn.example.com/../a.png',
      'a.png',
    ])
      expect(validate({ image: bad }, [image]).valid, bad).toBe(false);
  });

  it('with a host list, an https URL must name one of its hosts', () => {
    const hosts = ['cdn.example.com'];
    expect(isImagePath('https://cdn.example.com/a.png', hosts)).toBe(true);
    expect(isImagePath('https://CDN.example.com/a.png', hosts)).toBe(true);
    expect(isImagePath('https://evil.example/x.png', hosts)).toBe(false);
    expect(isImagePath('https://cdn.example.com.evil.example/x.png', hosts)).toBe(false);
    expect(isImagePath('https://cdn.example.com/a.png', [])).toBe(false);
    expect(isImagePath(upload(HEX), [])).toBe(true);
    const result = validate({ image: 'https://evil.example/x.png' }, [image], { imageHosts: hosts });
    expect(result.errors.image?.[0]).toContain('تصویر باید نشانی تصویری باشد');
  });

  it('every upload path passes; nothing with .., a backslash or another prefix does (property)', () => {
    const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 });
    fc.assert(
      fc.property(hex, fc.constantFrom('jpg', 'png', 'webp', 'gif', 'avif'), (h, ext) => {
        expect(isImagePath(upload(h, ext), [])).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        if (!isImagePath(text)) return;
        expect(text.includes('..') || text.includes('\\') || /\s/.test(text)).toBe(false);
        expect(text.startsWith('/api/media/') || text.startsWith('https://')).toBe(true);
      }),
    );
  });
});
