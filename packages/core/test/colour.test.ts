import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLOR_PRESET_COUNT, isValidHexColor, PRESET_COLORS, parseColor } from '../src/index.ts';

/** Any code point (lone surrogates included), weighted towards ASCII and the Arabic block. */
const anyChar = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0x0600, max: 0x06ff }),
    fc.integer({ min: 0, max: 0x10ffff }),
  )
  .map((code) => String.fromCodePoint(code));

const hexDigits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: length, maxLength: length });
const validHex = fc
  .oneof(hexDigits(3), hexDigits(4), hexDigits(6), hexDigits(8))
  .map((digits) => `#${digits}`);

describe('parseColor', () => {
  it('reads the four hex forms into channels and alpha', () => {
    expect(parseColor('#f00')).toEqual({ hex: '#ff0000', r: 255, g: 0, b: 0, a: 1 });
    expect(parseColor('#0f08')).toEqual({ hex: '#00ff0088', r: 0, g: 255, b: 0, a: 0x88 / 255 });
    expect(parseColor('#1E88E5')).toEqual({ hex: '#1e88e5', r: 30, g: 136, b: 229, a: 1 });
    expect(parseColor('#11223300')).toEqual({ hex: '#11223300', r: 17, g: 34, b: 51, a: 0 });
  });

  it('trims spaces, ignores case and writes an opaque colour without the alpha byte', () => {
    expect(parseColor('  #ABCDEF  ')?.hex).toBe('#abcdef');
    expect(parseColor('#abcdefff')?.hex).toBe('#abcdef');
  });

  it('rejects anything that is not a hex colour', () => {
    for (const junk of [
      '',
      '#',
      'fff',
      '#ff',
      '#fffff',
      '#fffffff',
      '#fffffffff',
      '#ggg',
      'red',
      '# fff',
      '#۱۲۳',
    ]) {
      expect(parseColor(junk)).toBeNull();
      expect(isValidHexColor(junk)).toBe(false);
    }
  });

  it('clamps an alpha override to 0..1 and ignores NaN', () => {
    expect(parseColor('#000', 0.5)).toEqual({ hex: '#00000080', r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColor('#00000080', 7)?.a).toBe(1);
    expect(parseColor('#00000080', 7)?.hex).toBe('#000000');
    expect(parseColor('#000', -1)).toEqual({ hex: '#00000000', r: 0, g: 0, b: 0, a: 0 });
    expect(parseColor('#00000080', Number.NaN)?.a).toBe(0x80 / 255);
  });

  it('parses every valid hex and round-trips through its normalised hex', () => {
    fc.assert(
      fc.property(validHex, fc.option(fc.double({ noNaN: true }), { nil: undefined }), (input, alpha) => {
        expect(isValidHexColor(input)).toBe(true);
        const color = parseColor(input, alpha);
        expect(color).not.toBeNull();
        if (color === null) return;
        expect(color.hex).toMatch(/^#([0-9a-f]{6}|[0-9a-f]{8})$/);
        expect(color.a).toBeGreaterThanOrEqual(0);
        expect(color.a).toBeLessThanOrEqual(1);
        const again = parseColor(color.hex);
        expect(again?.hex).toBe(color.hex);
        expect([again?.r, again?.g, again?.b]).toEqual([color.r, color.g, color.b]);
        expect(Math.round((again?.a ?? -1) * 255)).toBe(Math.round(color.a * 255));
      }),
    );
  });

  it('never throws on junk and accepts only what the hex grammar allows', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: anyChar }),
          fc.string().map((s) => `#${s}`),
        ),
        (input) => {
          const color = parseColor(input);
          const grammar = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(input.trim());
          expect(color !== null).toBe(grammar);
          expect(isValidHexColor(input)).toBe(grammar);
        },
      ),
    );
  });
});

describe('PRESET_COLORS', () => {
  it('has 16 distinct named colours in normalised hex', () => {
    expect(PRESET_COLORS).toHaveLength(16);
    expect(PRESET_COLORS).toHaveLength(COLOR_PRESET_COUNT);
    expect(new Set(PRESET_COLORS.map((color) => color.hex)).size).toBe(16);
    expect(new Set(PRESET_COLORS.map((color) => color.name)).size).toBe(16);
    for (const color of PRESET_COLORS) {
      expect(color.name).toMatch(/^[\u0600-\u06FF\u200C ]+$/);
      expect(parseColor(color.hex)?.hex).toBe(color.hex);
    }
  });
});
