import { describe, expect, it } from 'vitest';
import { vars } from '../contract.css.js';
import { defaultTokens, resolveTokens } from '../tokens/tokens.js';
import { cssVarName, makeTheme, themeCss } from './themeCss.js';

function leaves(node: unknown): string[] {
  return typeof node === 'string' ? [node] : Object.values(node as object).flatMap(leaves);
}

const allNames = leaves(vars).map(cssVarName);

describe('makeTheme', () => {
  it('gives a value for every contract variable, named --lk-<path>', () => {
    const theme = makeTheme(defaultTokens, 'light');
    expect(Object.keys(theme).sort()).toEqual([...allNames].sort());
    expect(theme['--lk-color-surface-base']).toBe('#ffffff');
    expect(theme['--lk-space-md']).toBe('16px');
  });

  it('takes the mode colours and the locale font stack', () => {
    const dark = makeTheme(defaultTokens, 'dark', 'ja');
    expect(dark['--lk-color-surface-base']).toBe(defaultTokens.color.dark.surface.base);
    expect(dark['--lk-font-body']).toContain('"Noto Sans CJK JP"');
  });
});

describe('themeCss', () => {
  const tokens = resolveTokens({ color: { dark: { brand: '#ff88aa' } } });
  const css = themeCss({ brandId: 'sakura', tokens });

  it('declares every variable for light mode on the brand element (default light, §4)', () => {
    const light = css.split('\n\n')[1] ?? '';
    expect(light).toContain('[data-brand="sakura"],\n[data-brand="sakura"][data-theme="light"] {');
    for (const name of allNames) expect(light).toContain(`  ${name}: `);
  });

  it('declares every colour variable for dark mode', () => {
    const dark = css.split('\n\n')[2] ?? '';
    expect(dark).toContain('[data-brand="sakura"][data-theme="dark"]');
    for (const name of allNames.filter((n) => n.startsWith('--lk-color-'))) {
      expect(dark).toContain(`  ${name}: `);
    }
    expect(dark).toContain('--lk-color-brand: #ff88aa;');
  });

  it('switches body and heading fonts to the Japanese stack under :lang(ja)', () => {
    expect(css).toMatch(
      /\[data-brand="sakura"\]:lang\(ja\),\n\[data-brand="sakura"\] \[lang\|="ja"\] \{\n {2}--lk-font-body: [^;]*"Hiragino Sans"/,
    );
    expect(css).toMatch(/:lang\(ja\)[^}]*--lk-font-heading: [^;]*"Yu Gothic"/);
  });

  it('refuses a brand id that is not kebab-case', () => {
    expect(() => themeCss({ brandId: 'x"] body {', tokens })).toThrow('kebab-case');
  });
});
