import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, tempRepo } from '../testing/tempRepo';
import { ROUTES_FILE } from '@lobbykit/brand-runtime';
import type { RoutesManifest } from '@lobbykit/brand-runtime';
import { brandAppPlugin } from './brandApp';
import { brandsVitePlugin } from './brandsPlugin';
import { COMPILE_HINT } from './compileHints';
import { defineBrandApp, LANDING_PAGE_CHUNK } from './defineBrandApp';

describe('defineBrandApp', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'lobbykit-app-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('builds the sakura app: generated index.html with §4 attributes, theme CSS, favicon and logo', async () => {
    const config = defineBrandApp(join(repoRoot, 'apps/sakura'), {
      vite: { build: { outDir }, logLevel: 'silent' },
    });
    await build({ ...config, configFile: false });
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('<html lang="ja" data-brand="sakura" data-theme="light">');
    expect(html).toContain('<title>Sakura Play</title>');
    expect(html).toContain('<link rel="icon" href="/brand/favicon.svg" type="image/svg+xml">');
    expect(html).toContain("localStorage.getItem('theme')");
    expect(html).toMatch(
      /<style data-lobbykit-theme="sakura">[^<]*--lk-color-surface-base: #fffafb;/,
    );
    expect(html).toMatch(
      /\[data-brand="sakura"\]\[data-theme="dark"\][^}]*--lk-color-surface-base: #1a0f14;/,
    );
    expect(existsSync(join(outDir, 'brand/logo.svg'))).toBe(true);
    expect(existsSync(join(outDir, 'brand/favicon.svg'))).toBe(true);
    const script = /src="\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1] ?? '';
    const js = readFileSync(join(outDir, script), 'utf8');
    expect(js).toContain('SAKURA01');
    // Browser-safe: the run-time config carries URLs, never the brand folder's file paths.
    expect(js).not.toContain(join(repoRoot, 'brands'));
    // Precompressed for static serving; source maps exist for the budget but are not referenced.
    expect(brotliDecompressSync(readFileSync(join(outDir, `${script}.br`))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(outDir, `${script}.gz`))).toString()).toBe(js);
    expect(existsSync(join(outDir, `${script}.map`))).toBe(true);
    expect(js).not.toContain('sourceMappingURL');
    expect(existsSync(join(outDir, '.vite/manifest.json'))).toBe(true);
    // Issue 6 (long tasks): every chunk starts with V8's compile hint, and its source map (read
    // by scripts/budget.mjs) moved down with the code: one `mappings` line per line of code.
    const chunks = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) {
      const code = readFileSync(join(outDir, 'assets', chunk), 'utf8');
      const map = JSON.parse(readFileSync(join(outDir, 'assets', `${chunk}.map`), 'utf8')) as {
        mappings: string;
      };
      expect(code.startsWith(COMPILE_HINT), chunk).toBe(true);
      expect(map.mappings.split(';').length, chunk).toBe(code.split('\n').length);
    }
    // Issue 6 (largest paint): the entry names the home page's files, fetched side by side.
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[] }>;
    const home = Object.entries(manifest).find(([source]) => source.endsWith('home/HomePage.tsx'));
    expect(home?.[1].file).toMatch(LANDING_PAGE_CHUNK);
    const homeFiles = [
      home?.[1].file,
      ...(home?.[1].imports ?? []).map((key) => manifest[key]?.file),
    ];
    // (Its imports include the entry itself, which is already running.)
    for (const file of homeFiles) if (file !== script) expect(js).toContain(`"${file}"`);
    // Issue 11: the site's addresses beside index.html, from the site's own lists, so the
    // platform answers any other address 404 (§2.1 routes, the brand's categories, the member centre's pages).
    const routes = JSON.parse(readFileSync(join(outDir, ROUTES_FILE), 'utf8')) as RoutesManifest;
    expect(routes.routes).toEqual(
      expect.arrayContaining(
        [
          '/',
          '/index.html',
          '/home',
          '/login',
          '/register',
          '/noticePage',
          '/help',
          '/helpmc',
        ].concat(
          ['/hot', '/all', '/favorite', '/new', '/top', '/rng', '/live', '/pvp', '/fish'],
          ['/lottery', '/promotions', '/pointMall', '/down', '/agentHome'],
          ['/member', '/member/securityCenter', '/member/depositv2', '/member/messageV2'],
        ),
      ),
    );
    expect(routes.routes).not.toContain('/no-such-page');
    // Issue 16 item 6: installable. The manifest from the brand, linked with theme-color and
    // the iOS icon; PNG icons at their sizes; a worker precaching the shell and nothing else.
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<meta name="theme-color" content="#b4235a">');
    expect(html).toContain('<link rel="apple-touch-icon" href="/brand/apple-touch-icon.png">');
    const webManifest = JSON.parse(readFileSync(join(outDir, 'manifest.webmanifest'), 'utf8')) as {
      icons: { src: string; sizes: string }[];
    };
    expect(webManifest).toMatchObject({
      name: 'Sakura Play',
      short_name: 'Sakura Play',
      start_url: '/',
      display: 'standalone',
      lang: 'ja',
      theme_color: '#b4235a',
      background_color: '#fffafb',
    });
    const pngSize = (file: string) => {
      const png = readFileSync(join(outDir, file));
      expect(png.subarray(1, 4).toString(), file).toBe('PNG');
      return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
    };
    for (const icon of webManifest.icons) expect(pngSize(icon.src.slice(1))).toBe(icon.sizes);
    expect(pngSize('brand/apple-touch-icon.png')).toBe('180x180');
    const worker = readFileSync(join(outDir, 'serviceWorker.js'), 'utf8');
    expect(js).toContain('serviceWorker.js');
    const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
    expect(precached).toEqual(
      expect.arrayContaining(['index.html', script, 'brand/icon-192.png', home?.[1].file]),
    );
    // Only the first page's files: no other page's chunk (the member centre's, for one).
    expect(precached.length).toBeLessThan(chunks.length);
    expect(precached.filter((url) => /^\/?(wps|lgw|lotto|api)\//.test(url ?? ''))).toEqual([]);
    expect(routes.routes.every((route) => route.startsWith('/'))).toBe(true);
    // A guard against a hung build, not a speed check: a loaded 2-core machine took over 60 s.
  }, 600_000);

  it('stops the build of a bad brand with every message naming file and field', async () => {
    const repo = tempRepo();
    try {
      repo.addBrand('acme', (json) => {
        json.supportLanguages = ['EN', 'FR'];
        json.gameCenter = ['PVP', 'BINGO'];
      });
      // The brand plugin alone: the temp repo has no Lingui config for the rest of the app.
      const bad = {
        root: join(repo.root, 'apps/acme'),
        logLevel: 'silent' as const,
        plugins: [brandAppPlugin({ brandId: 'acme', rootDir: repo.root })],
      };
      await expect(build({ ...bad, configFile: false })).rejects.toThrow(
        /brands\/acme\/brand\.json: supportLanguages\[1\]: unknown language "FR"[\s\S]*brands\/acme\/brand\.json: gameCenter\[1\]: unknown category "BINGO"/,
      );
    } finally {
      repo.cleanup();
    }
  });
});

describe('brandsVitePlugin', () => {
  it('serves every brand and injects every theme for Storybook', async () => {
    const plugin = brandsVitePlugin({ rootDir: repoRoot });
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string;
    const id = resolveId('virtual:lobbykit/brands');
    expect(id).toBe('\0virtual:lobbykit/brands');
    const watched: string[] = [];
    const code = load.call({ addWatchFile: (file) => watched.push(file) }, id ?? '');
    expect(watched).toContain(join(repoRoot, 'brands/sakura/brand.json'));
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      brands: { id: string; logoUrl: string; tokens: unknown }[];
      themesCss: string;
    };
    expect(module.brands.map((b) => b.id)).toEqual(['harbor', 'sakura']);
    expect(module.brands[0]?.logoUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(module.themesCss).toContain('[data-brand="harbor"][data-theme="dark"]');
    expect(module.themesCss).toContain('[data-brand="sakura"]:lang(ja)');
  });
});
