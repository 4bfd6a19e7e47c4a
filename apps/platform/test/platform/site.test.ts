import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform } from '../../src/app';
import { createDatabase } from '../../src/db/index';
import { inlineScriptHashes } from '../../src/plugins/site';
import { fixtureBrands } from './helpers';

// A built brand site as Vite and the brand plugin leave it: index.html with the pre-paint inline
// script, content-hashed assets with .br/.gz next to them, hidden source maps and the manifest.
const prePaint = "(function(){document.documentElement.setAttribute('data-theme','light')})();";
const indexHtml = (script: string) =>
  `<!doctype html><html><head><script>${script}</script>` +
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const entryJs = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

let siteDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'lobbykit-site-'));
  mkdirSync(join(siteDir, 'assets'));
  mkdirSync(join(siteDir, '.vite'));
  mkdirSync(join(siteDir, 'brand'));
  writeFileSync(join(siteDir, 'index.html'), indexHtml(prePaint));
  writeFileSync(join(siteDir, 'assets/index-AbC123.js'), entryJs);
  writeFileSync(join(siteDir, 'assets/index-AbC123.js.br'), brotliCompressSync(entryJs));
  writeFileSync(join(siteDir, 'assets/index-AbC123.js.map'), '{"version":3}');
  writeFileSync(join(siteDir, '.vite/manifest.json'), '{}');
  writeFileSync(join(siteDir, 'brand/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildPlatform({
    brandsDir: fixtureBrands,
    database: await createDatabase({ dataDir: 'memory://' }),
    siteDir,
    config: {
      imageCdns: ['https://img.example.net/cdn/'],
      launchCdns: ['https://games.example.net'],
    },
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

function scriptSrc(csp: unknown): string[] {
  const directive = String(csp)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));
  return directive?.split(/\s+/).slice(1) ?? [];
}

describe('site serving', () => {
  it('lets the pre-paint inline script run by its hash and no other inline script (§4 theme before paint)', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(prePaint);
    const sources = scriptSrc(res.headers['content-security-policy']);
    expect(sources).toEqual(["'self'", `'${sha256(prePaint)}'`]);
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it('serves index.html for a site route with the same policy, uncached but revalidated', async () => {
    const res = await app.inject({ method: 'GET', url: '/help?tag=deposit' });
    expect(res.statusCode).toBe(200);
    expect(scriptSrc(res.headers['content-security-policy'])).toContain(`'${sha256(prePaint)}'`);
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      method: 'GET',
      url: '/index.html',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers any address 200 with the site when the build has no routes.json (older builds)', async () => {
    const res = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('picks up a rebuilt index.html and its new script hash without a restart', async () => {
    const changed = prePaint.replace('light', 'dark');
    const file = join(siteDir, 'index.html');
    writeFileSync(file, indexHtml(changed));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(scriptSrc(res.headers['content-security-policy'])).toContain(`'${sha256(changed)}'`);
    writeFileSync(file, indexHtml(prePaint));
    const latest = new Date(Date.now() + 10_000);
    utimesSync(file, latest, latest);
  });

  it('compresses index.html with brotli or gzip, as the browser accepts', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(prePaint);
    const gz = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain(prePaint);
  });

  it('caches content-hashed assets for a year as immutable, sending the precompressed file', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(entryJs);
  });

  it('revalidates files whose names carry no hash (the brand logo)', async () => {
    const res = await app.inject({ method: 'GET', url: '/brand/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve source maps or the build manifest', async () => {
    for (const url of ['/assets/index-AbC123.js.map', '/.vite/manifest.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('allows images from the configured image hosts and frames from the game hosts (§7.4)', async () => {
    const csp = String(
      (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/img\.example\.net(;|$)/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/games\.example\.net(;|$)/);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('keeps API answers under the strict policy with the usual security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(scriptSrc(res.headers['content-security-policy'])).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe("site serving with the build's routes.json (issue 11: unknown addresses are 404)", () => {
  let routedDir: string;
  let routed: FastifyInstance;
  // As the brand build writes it from the site's own lists (packages/brand vite test).
  const routes = ['/', '/index', '/index.html', '/home', '/login', '/help', '/hot', '/rng'].concat([
    '/lottery',
    '/member/*',
  ]);

  beforeAll(async () => {
    routedDir = mkdtempSync(join(tmpdir(), 'lobbykit-site-routes-'));
    writeFileSync(join(routedDir, 'index.html'), indexHtml(prePaint));
    writeFileSync(join(routedDir, 'routes.json'), JSON.stringify({ routes }));
    routed = await buildPlatform({
      brandsDir: fixtureBrands,
      database: await createDatabase({ dataDir: 'memory://' }),
      siteDir: routedDir,
    });
  }, 60_000);

  afterAll(async () => {
    await routed?.close();
    rmSync(routedDir, { recursive: true, force: true });
  });

  it('answers the addresses of the site 200 (§2.1), with a query, a trailing slash or in capitals', async () => {
    for (const url of [
      '/home',
      '/login',
      '/rng?x=1',
      '/rng?gameClassify=JP',
      '/HOT/',
      '/member/deposit',
    ]) {
      const res = await routed.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers any other address 404 with the same page and headers, so the site shows "Page not found"', async () => {
    const known = await routed.inject({ method: 'GET', url: '/help' });
    const res = await routed.inject({ method: 'GET', url: '/no-such-page?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(known.body);
    expect(res.headers['content-security-policy']).toBe(known.headers['content-security-policy']);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Never revalidated into a 304 that would hide the status.
    expect(res.headers.etag).toBeUndefined();
    const head = await routed.inject({ method: 'HEAD', url: '/hot/more' });
    expect(head.statusCode).toBe(404);
  });

  it('keeps the NOT_FOUND envelope for unknown API paths and does not serve routes.json', async () => {
    const api = await routed.inject({ method: 'GET', url: '/wps/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    const file = await routed.inject({ method: 'GET', url: '/routes.json' });
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('/member/*');
  });

  it('reads a rebuilt routes.json without a restart', async () => {
    const file = join(routedDir, 'routes.json');
    writeFileSync(file, JSON.stringify({ routes: [...routes, '/promotions'] }));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect((await routed.inject({ method: 'GET', url: '/promotions' })).statusCode).toBe(200);
  });
});

describe('one platform, each brand at its own domains', () => {
  let dirs: Record<'alpha' | 'beta', string>;
  let multi: FastifyInstance;
  const betaScript = "(function(){document.documentElement.setAttribute('data-brand','beta')})();";

  beforeAll(async () => {
    dirs = {
      alpha: mkdtempSync(join(tmpdir(), 'lobbykit-site-alpha-')),
      beta: mkdtempSync(join(tmpdir(), 'lobbykit-site-beta-')),
    };
    writeFileSync(join(dirs.alpha, 'index.html'), indexHtml(prePaint));
    writeFileSync(join(dirs.beta, 'index.html'), indexHtml(betaScript));
    mkdirSync(join(dirs.beta, 'brand'));
    writeFileSync(join(dirs.beta, 'brand/logo.svg'), '<svg id="beta"/>');
    writeFileSync(join(dirs.beta, 'routes.json'), JSON.stringify({ routes: ['/', '/help'] }));
    multi = await buildPlatform({
      brandsDir: fixtureBrands,
      database: await createDatabase({ dataDir: 'memory://' }),
      siteDir: dirs.alpha,
      brandSiteDir: (id) => (id === 'beta' ? dirs.beta : join(tmpdir(), 'lobbykit-never-built')),
    });
  }, 60_000);

  afterAll(async () => {
    await multi?.close();
    for (const dir of Object.values(dirs ?? {})) rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, host: string) =>
    multi.inject({ method: 'GET', url, headers: { host } });

  it("answers a brand's domain, with any port, with that brand's site and its own policy", async () => {
    for (const host of ['beta.example', 'BETA.example:3000']) {
      const res = await get('/', host);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(betaScript);
      expect(scriptSrc(res.headers['content-security-policy'])).toContain(
        `'${sha256(betaScript)}'`,
      );
    }
    expect((await get('/brand/logo.svg', 'beta.example:4310')).body).toBe('<svg id="beta"/>');
    // Its own routes.json: a page it has is 200, another address 404 with its page.
    expect((await get('/help', 'beta.example')).statusCode).toBe(200);
    const missing = await get('/rng', 'beta.example');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(betaScript);
  });

  it('answers every other host, and a brand with no build, with the default site', async () => {
    for (const host of ['localhost:3000', 'alpha.localhost:3000', 'beta.example.evil.test']) {
      const res = await get('/rng', host);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(prePaint);
    }
    expect((await get('/brand/logo.svg', 'localhost')).statusCode).toBe(404);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, byte for byte', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="module">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()')]);
  });
});
