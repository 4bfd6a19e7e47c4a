import { describe, expect, it } from 'vitest';
import { ColorParseError, contrastRatio, parseColor } from './color.js';

describe('contrastRatio (WCAG 2.2)', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#336699', '#336699')).toBeCloseTo(1, 5);
  });

  it('gives about 4.48:1 for #777 on white, just under AA', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('matches known pairs from the WCAG understanding documents', () => {
    // #0000ff on white is 8.59:1; #ff0000 on white is 4.0:1.
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
  });

  it('composites a translucent foreground over its background', () => {
    // 50% black over white is #808080 (3.95:1 against white).
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toBeCloseTo(
      contrastRatio('#808080', '#fff'),
      1,
    );
  });
});

describe('parseColor', () => {
  it('reads every hex length', () => {
    expect(parseColor('#fa0')).toEqual({ r: 255, g: 170, b: 0, a: 1 });
    expect(parseColor('#ffaa0080')).toEqual({ r: 255, g: 170, b: 0, a: 128 / 255 });
    expect(parseColor('#FFAA00')).toEqual({ r: 255, g: 170, b: 0, a: 1 });
  });

  it('reads rgb() and rgba() in comma and space syntax', () => {
    expect(parseColor('rgb(10, 20, 30)')).toEqual({ r: 10, g: 20, b: 30, a: 1 });
    expect(parseColor('rgba(10,20,30,0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColor('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
  });

  it('reads hsl()', () => {
    const red = parseColor('hsl(0, 100%, 50%)');
    expect([red.r, red.g, red.b].map(Math.round)).toEqual([255, 0, 0]);
    const teal = parseColor('hsl(180deg 100% 25% / 0.5)');
    expect([teal.r, teal.g, teal.b].map(Math.round)).toEqual([0, 128, 128]);
    expect(teal.a).toBe(0.5);
  });

  it.each(['red', '#12', '#12345', 'rgb(1, 2)', 'hsl(10, 20, 30)', '', 'var(--x)'])(
    'refuses %j with a parse error naming the input',
    (input) => {
      expect(() => parseColor(input)).toThrow(ColorParseError);
      expect(() => parseColor(input)).toThrow(`"${input}" is not a colour`);
    },
  );
});
