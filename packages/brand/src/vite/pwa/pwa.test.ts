import { describe, expect, it } from 'vitest';
import { requireBrand } from '../brandApp';
import { repoRoot, tempRepo } from '../../testing/tempRepo';
import { BRAND_ICONS, brandIconSvg, renderBrandIcon } from './icons';
import { brandManifest, shortName } from './manifest';

describe('brand PWA (issue 16 item 6)', () => {
  it('shortens a long brand name for short_name at a word, and keeps a short one', () => {
    expect(shortName('Sakura Play')).toBe('Sakura Play');
    expect(shortName('Harbor Games Online')).toBe('Harbor');
    expect(shortName('Supercalifragilistic Games')).toBe('Supercalifra');
  });

  it('takes the manifest from any brand: name, language, colours and icons', () => {
    const brand = requireBrand('harbor', repoRoot);
    const manifest = brandManifest(brand, '/');
    expect(manifest).toMatchObject({
      name: 'Harbor Games',
      lang: brand.data.defaultLang.toLowerCase(),
      theme_color: brand.tokens.color.light.brand,
      background_color: brand.tokens.color.light.surface.base,
    });
    expect(manifest.icons?.map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable']);
  });

  it('draws the icons of a brand whose mark is neither SVG nor PNG from its name and colours', () => {
    const repo = tempRepo();
    try {
      repo.addBrand('acme', (json) => {
        json.name = 'Acme Bet';
      });
      const brand = requireBrand('acme', repo.root);
      const withoutFiles = { ...brand, assets: { logo: 'logo.ico', favicon: 'favicon.ico' } };
      const maskable = BRAND_ICONS.find((icon) => icon.purpose === 'maskable');
      if (!maskable) throw new Error('no maskable icon');
      const svg = brandIconSvg(withoutFiles, maskable);
      expect(svg).toContain('>A</text>');
      expect(svg).toContain(`fill="${brand.tokens.color.light.brand}"`);
      const png = renderBrandIcon(withoutFiles, maskable);
      expect(png.readUInt32BE(16)).toBe(512);
    } finally {
      repo.cleanup();
    }
  });
});
