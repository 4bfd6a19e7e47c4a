import { describe, expect, it } from 'vitest';
import { checkContrast } from './contrast.js';
import {
  brandTokensInputSchema,
  brandTokensSchema,
  defaultTokens,
  resolveTokens,
} from './tokens.js';

describe('checkContrast', () => {
  it('passes the default tokens in both modes', () => {
    expect(checkContrast(defaultTokens)).toEqual([]);
  });

  it('flags light primary text below 4.5:1 on every surface, naming path, surface and ratio', () => {
    const tokens = resolveTokens({ color: { light: { text: { primary: '#aaaaaa' } } } });
    const problems = checkContrast(tokens).filter((p) => p.path === 'color.light.text.primary');
    expect(problems.map((p) => p.against)).toEqual([
      'surface.base',
      'surface.raised',
      'surface.sunken',
    ]);
    expect(problems[0]).toEqual({
      path: 'color.light.text.primary',
      against: 'surface.base',
      mode: 'light',
      ratio: 2.32,
      required: 4.5,
    });
  });

  it('checks dark mode and the UI-part pairs at 3:1', () => {
    const tokens = resolveTokens({
      color: { dark: { focus: '#1e293b', onBrand: '#3b82f6' } },
    });
    const problems = checkContrast(tokens);
    expect(problems).toContainEqual(
      expect.objectContaining({ path: 'color.dark.focus', against: 'surface.base', required: 3 }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ path: 'color.dark.onBrand', against: 'brand', required: 4.5 }),
    );
    expect(problems.every((p) => p.mode === 'dark')).toBe(true);
  });
});

describe('brand tokens schema', () => {
  it('accepts the defaults and a partial override', () => {
    expect(brandTokensSchema.safeParse(defaultTokens).success).toBe(true);
    expect(brandTokensInputSchema.safeParse({ radius: { md: '12px' } }).success).toBe(true);
  });

  it('names a colour that does not parse and an unknown key', () => {
    const result = brandTokensInputSchema.safeParse({
      color: { light: { brand: 'reddish' } },
      radius: { huge: '40px' },
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(issues).toContainEqual(
      expect.stringMatching(/^color\.light\.brand: "reddish" is not a colour/),
    );
    expect(issues).toContainEqual(expect.stringMatching(/^radius: .*huge/));
  });

  it('refuses values that could break out of the generated style element', () => {
    const result = brandTokensInputSchema.safeParse({ font: { mono: 'x; } body { color: red' } });
    expect(result.success).toBe(false);
  });

  it('merges overrides without touching the defaults', () => {
    const tokens = resolveTokens({ radius: { md: '12px' } });
    expect(tokens.radius).toEqual({ ...defaultTokens.radius, md: '12px' });
    expect(defaultTokens.radius.md).toBe('8px');
  });
});
