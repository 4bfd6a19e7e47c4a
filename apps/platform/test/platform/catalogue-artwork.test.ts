import { describe, expect, it } from 'vitest';
import { drawPng } from '../../src/modules/catalogue/artwork/draw';
import { Painter } from '../../src/modules/catalogue/artwork/painter';
import { parseImagePath } from '../../src/modules/catalogue/artwork/routes';
import { gameIconPath, vendorIconPaths } from '../../src/modules/catalogue/paths';
import { PNG_SIGNATURE } from './pngSignature';

describe('artwork paths (§7.4 image base)', () => {
  it('reads back every vendor image path the lanes hand out', () => {
    const icons = vendorIconPaths('TCG_LOTTO_VN', 'ELOTT');
    expect(icons).toEqual({
      smallDefault: '/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/TCG_LOTTO_VN-DEFAULT.png',
      smallActive: '/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/TCG_LOTTO_VN-ACTIVE.png',
      listWhite: '/TCG_PROD_IMAGES/ELOTT_LIST_VENDOR/TCG_LOTTO_VN-WHITE.png',
      listColor: '/TCG_PROD_IMAGES/ELOTT_LIST_VENDOR/TCG_LOTTO_VN-COLOR.png',
      listPurple: '/TCG_PROD_IMAGES/ELOTT_LIST_VENDOR/TCG_LOTTO_VN-PURPLE.png',
      listGray: '/TCG_PROD_IMAGES/ELOTT_LIST_VENDOR/TCG_LOTTO_VN-GRAY.png',
      submenu: '/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE1/ELOTT-TCG_LOTTO_VN.png',
      headerDefault: '/TCG_PROD_IMAGES/ELOTT_HEADER_VENDOR/TCG_LOTTO_VN-DEFAULT.png',
      headerHover: '/TCG_PROD_IMAGES/ELOTT_HEADER_VENDOR/TCG_LOTTO_VN-HOVER.png',
    });
    const kinds = Object.values(icons).map((path) => {
      const parsed = parseImagePath(path);
      return parsed?.kind === 'vendor' ? [parsed.vendor, parsed.image] : null;
    });
    expect(kinds).toEqual([
      ['TCG_LOTTO_VN', 'small-default'],
      ['TCG_LOTTO_VN', 'small-active'],
      ['TCG_LOTTO_VN', 'list-white'],
      ['TCG_LOTTO_VN', 'list-color'],
      ['TCG_LOTTO_VN', 'list-purple'],
      ['TCG_LOTTO_VN', 'list-gray'],
      ['TCG_LOTTO_VN', 'submenu'],
      ['TCG_LOTTO_VN', 'header-default'],
      ['TCG_LOTTO_VN', 'header-hover'],
    ]);
    expect(parseImagePath(gameIconPath('100001', 400))).toEqual({
      kind: 'game',
      nodeId: '100001',
      size: 400,
    });
  });

  it('refuses paths outside the known shapes', () => {
    for (const path of [
      '/TCG_PROD_IMAGES/../etc/passwd',
      '/TCG_PROD_IMAGES/GAME_ICON/200/100001.jpg',
      '/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE2/RNG-JL.png',
      '/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/JL-HOVER.png',
      '/TCG_PROD_IMAGES/%E0%A4%A/x.png',
    ])
      expect(parseImagePath(path), path).toBe(null);
  });
});

describe('Painter', () => {
  it('draws on its own thread the very PNG it would draw in process', async () => {
    const painter = new Painter();
    const job = {
      kind: 'game' as const,
      size: 200,
      subject: { nodeId: '100001', name: 'Golden Koi', vendor: 'JL', jackpot: true },
    };
    try {
      const [threaded, local] = await Promise.all([painter.paint(job), drawPng(job)]);
      expect(painter.threaded).toBe(true);
      expect(threaded.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(Buffer.compare(threaded, Buffer.from(local))).toBe(0);
    } finally {
      await painter.close();
    }
  });
});
