import { describe, expect, it } from 'vitest';
import { checkContrast } from '@lobbykit/theme/tokens';
import { repoRoot, tempRepo } from '../testing/tempRepo';
import { formatProblem, loadAllBrands, loadBrand } from './loadBrand';

describe('loadBrand', () => {
  it.each(['sakura', 'harbor'])(
    'loads the shipped brand %s with defaults filled and AA contrast in both modes',
    (id) => {
      const result = loadBrand(id, { rootDir: repoRoot });
      if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
      const { data, tokens, file } = result.brand;
      expect(file).toBe(`brands/${id}/brand.json`);
      expect(data.platform).toBe('WEB');
      expect(data.prizeModes).toEqual({
        ModeLott: 'LOTT',
        ModeZy: 'ZY',
        ModeElott: 'ELOTT',
        ModeSea: 'SEA',
      });
      expect(data.agentType).toEqual([1, 2, 41, 42]);
      expect(data.rebateLabels.RNG).toBe('1.2%');
      expect(tokens.font.body.ja).toContain('"Noto Sans CJK JP"');
      expect(checkContrast(tokens)).toEqual([]);
    },
  );

  it('fills §3 defaults a brand leaves out (agentType, trialType, rebate labels of §2.6)', () => {
    const repo = tempRepo();
    try {
      repo.addBrand('acme', (json) => {
        delete json.agentType;
        delete json.trialType;
        delete json.rebateLabels;
        delete json.features;
        delete json.prizeModes;
      });
      const result = loadBrand('acme', { rootDir: repo.root });
      if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
      expect(result.brand.data.agentType).toEqual([1, 2, 41, 42]);
      expect(result.brand.data.trialType).toEqual([4]);
      expect(result.brand.data.prizeModes.ModeSea).toBe('SEA');
      expect(result.brand.data.features.freePlay).toBe(false);
      expect(result.brand.data.rebateLabels).toEqual({
        LOTT: '1%',
        ELOTT: '1%',
        PVP: '-',
        FISH: '1%',
        RNG: '1.2%',
        LIVE: '0.8%',
        SPORTS: '1%',
        ESPORTS: '1%',
      });
    } finally {
      repo.cleanup();
    }
  });
});

describe('loadAllBrands', () => {
  it('reports a shared domain on both brands', () => {
    const repo = tempRepo();
    try {
      repo.addBrand('one', (json) => {
        json.domains = ['shared.example'];
      });
      repo.addBrand('two', (json) => {
        json.domains = ['two.example', 'shared.example'];
      });
      const result = loadAllBrands(repo.root);
      expect(result.ok).toBe(false);
      const lines = result.ok ? [] : result.problems.map(formatProblem);
      expect(lines).toEqual([
        'brands/one/brand.json: domains[0]: "shared.example" is already used by brand "two" (brands/two/brand.json); a domain serves one brand',
        'brands/two/brand.json: domains[1]: "shared.example" is already used by brand "one" (brands/one/brand.json); a domain serves one brand',
      ]);
    } finally {
      repo.cleanup();
    }
  });
});
