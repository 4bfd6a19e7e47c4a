import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot, tempRepo } from '../testing/tempRepo';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Runs the real CLI in a child process, as `pnpm brand` does. */
function brand(root: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', main, '--root', root, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let repo: ReturnType<typeof tempRepo>;
beforeEach(() => {
  repo = tempRepo();
});
afterEach(() => repo.cleanup());

describe('brand validate', () => {
  it('accepts a good brand and exits 0', () => {
    repo.addBrand('acme');
    const result = brand(repo.root, 'validate');
    expect(result.stdout).toContain('ok brands/acme/brand.json');
    expect(result.status).toBe(0);
  });

  it('reports a JSON syntax error with line and column', () => {
    repo.writeRaw('acme', '{\n  "id": "acme",\n  "name": "Acme"\n  "platform": "WEB"\n}\n');
    const result = brand(repo.root, 'validate', 'acme');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'brands/acme/brand.json: not valid JSON at line 4, column 3: expected "," or "}"',
    );
  });

  it('reports every problem of one file at once, each with its JSON path (§3)', () => {
    repo.addBrand('other');
    repo.addBrand('acme', (json) => {
      delete json.merchantCode;
      json.name = 42;
      json.supportLanguages = ['EN', 'JA', 'ZH'];
      json.gameListCenter = ['RNG', 'CASINO'];
      json.domains = ['acme.example', 'other.example'];
      json.logo = 'assets/missing-logo.svg';
      json.logoDark = 'assets/missing-logo-dark.svg';
      json.favicon = 'assets/missing-favicon.svg';
      json.theme = {
        color: {
          light: { brand: 'cherry', text: { primary: '#999999' } },
          dark: { focus: '#2a1a20' },
        },
      };
    });
    const result = brand(repo.root, 'validate', 'acme');
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n');
    const expected = [
      'brands/acme/brand.json: merchantCode: missing, expected string',
      'brands/acme/brand.json: name: expected string, got number 42',
      'brands/acme/brand.json: supportLanguages[2]: unknown language "ZH", expected one of EN, JA',
      'brands/acme/brand.json: gameListCenter[1]: unknown category "CASINO", expected one of SPORTS, ESPORTS, LIVE, LOTT, ELOTT, FISH, PVP, RNG, COCKFIGHT',
      'brands/acme/brand.json: domains[1]: "other.example" is already used by brand "other" (brands/other/brand.json); a domain serves one brand',
      'brands/acme/brand.json: theme.color.light.brand: "cherry" is not a colour: expected #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl() or hsla()',
      'brands/acme/brand.json: logo: file not found: brands/acme/assets/missing-logo.svg',
      'brands/acme/brand.json: logoDark: file not found: brands/acme/assets/missing-logo-dark.svg',
      'brands/acme/brand.json: favicon: file not found: brands/acme/assets/missing-favicon.svg',
      'brands/acme/brand.json: theme.color.light.text.primary: contrast 2.84:1 on surface.base in light mode, needs at least 4.5:1 (WCAG 2.2 AA)',
      'brands/acme/brand.json: theme.color.dark.focus: contrast 1.12:1 on surface.base in dark mode, needs at least 3:1 (WCAG 2.2 AA)',
    ];
    for (const line of expected) expect(lines).toContain(line);
  });

  it('refuses an unknown field and a default language the brand does not support', () => {
    repo.addBrand('acme', (json) => {
      json.suportLanguages = ['EN'];
      json.supportLanguages = ['EN'];
      json.defaultLang = 'JA';
    });
    const result = brand(repo.root, 'validate', join(repo.root, 'brands/acme/brand.json'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('brands/acme/brand.json: suportLanguages: unknown field');
    expect(result.stderr).toContain(
      'brands/acme/brand.json: defaultLang: "JA" must be one of supportLanguages (EN)',
    );
  });

  it('checks currency minor units, time zone and the id against the folder', () => {
    repo.addBrand('acme', (json) => {
      json.currency = { code: 'JPY', symbol: '¥', minorUnits: 2 };
      json.timeZone = 'Asia/Nowhere';
      json.id = 'acme-two';
    });
    const { stderr } = brand(repo.root, 'validate', 'acme');
    expect(stderr).toContain('currency.minorUnits: JPY has 0 minor units in ISO 4217, got 2');
    expect(stderr).toContain('timeZone: "Asia/Nowhere" is not an IANA time zone');
    expect(stderr).toContain('id: "acme-two" must match its folder name "acme"');
  });

  it('names a wrong deposit or withdrawal setting by its JSON path', () => {
    repo.addBrand('acme', (json) => {
      json.memberCentre = {
        deposit: {
          channels: [{ code: 'instant', provider: 'demoGateway', min: '100', max: 'lots' }],
        },
        withdrawal: { reviewMinutes: -5 },
      };
    });
    const { status, stderr } = brand(repo.root, 'validate', 'acme');
    expect(status).toBe(1);
    expect(stderr).toContain('brands/acme/brand.json: memberCentre.deposit.channels[0].max:');
    expect(stderr).toContain('brands/acme/brand.json: memberCentre.withdrawal.reviewMinutes:');
  });

  it('validates every brand when none is named, and fails if any fails', () => {
    repo.addBrand('good');
    repo.addBrand('bad', (json) => {
      json.platform = 'APP';
    });
    const result = brand(repo.root, 'validate');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('ok brands/good/brand.json');
    expect(result.stderr).toContain('brands/bad/brand.json: platform: must be "WEB"');
  });

  it('names an unknown brand id', () => {
    repo.addBrand('acme');
    const result = brand(repo.root, 'validate', 'zeta');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'brands/zeta/brand.json: file not found: no brand "zeta" (known brands: acme)',
    );
  });
});

describe('brand new', () => {
  it('creates a brand that validates and a thin app, without placeholders', () => {
    const result = brand(repo.root, 'new', 'lucky-star', '--no-install');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      'Next: pnpm install --prefer-offline && BRAND=lucky-star pnpm start',
    );
    for (const file of [
      'brands/lucky-star/brand.json',
      'brands/lucky-star/assets/logo.svg',
      'brands/lucky-star/assets/favicon.svg',
      'apps/lucky-star/package.json',
      'apps/lucky-star/vite.config.ts',
    ]) {
      expect(existsSync(join(repo.root, file)), file).toBe(true);
    }
    const json = readFileSync(join(repo.root, 'brands/lucky-star/brand.json'), 'utf8');
    expect(json).not.toMatch(/TODO|TBD|XXX|CHANGE ?ME|example\.com/i);
    expect(JSON.parse(json)).toMatchObject({
      name: 'Lucky Star',
      merchantCode: 'LUCKYSTAR01',
      platform: 'WEB',
    });
    expect(readFileSync(join(repo.root, 'brands/lucky-star/assets/logo.svg'), 'utf8')).toContain(
      '<title id="title">Lucky Star</title>',
    );
    expect(
      JSON.parse(readFileSync(join(repo.root, 'apps/lucky-star/package.json'), 'utf8')),
    ).toMatchObject({
      name: '@lobbykit/app-lucky-star',
      private: true,
      dependencies: { '@lobbykit/brand': 'workspace:*', '@lobbykit/site': 'workspace:*' },
    });
    expect(brand(repo.root, 'validate', 'lucky-star').status).toBe(0);
  });

  it.each(['Lucky', 'lucky_star', 'lucky--star', '9lives', 'lucky star', 'lucky/star'])(
    'refuses the non-kebab-case id %j',
    (id) => {
      const result = brand(repo.root, 'new', id, '--no-install');
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`brand id "${id}" must be kebab-case`);
      expect(existsSync(join(repo.root, 'brands', id))).toBe(false);
    },
  );

  it('refuses an id that already exists', () => {
    repo.addBrand('acme');
    const result = brand(repo.root, 'new', 'acme', '--no-install');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('brands/acme already exists: brand "acme" is taken');
  });
});

describe('brand list', () => {
  it('shows id, name, domains and languages with the default first', () => {
    repo.addBrand('acme');
    const result = brand(repo.root, 'list');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^ID\s+NAME\s+DOMAINS\s+LANGUAGES/);
    expect(result.stdout).toMatch(/acme\s+Sakura Play\s+acme\.example\s+JA EN/);
  });
});
