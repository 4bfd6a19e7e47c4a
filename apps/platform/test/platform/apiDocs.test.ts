import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/plugins/site';
import { testPlatform } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('api_docs');
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** Every `src` and `href` of an HTML page. */
function referencesOf(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((match) => match[1] ?? '');
}

describe('GET /openapi.json (the contract for operators whose platform is elsewhere)', () => {
  it('answers the OpenAPI document of the contract, with the calls the platform serves', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const document = res.json() as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info.title).toBe('Lobbykit platform API');
    expect(document.paths['/wps/session/login']?.post?.operationId).toBe('sessionLogin');
    expect(document.paths['/wps/system/status']?.get?.operationId).toBe('systemStatus');
    expect(document.paths['/wps/relay/CBS_launchChat']?.get?.operationId).toBe('supportLaunchChat');
  });

  it('documents the feedback call as multipart/form-data with its image parts (§5, issue 13 item 5)', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    const feedback = (
      res.json() as {
        paths: Record<
          string,
          Record<string, { requestBody?: { content: Record<string, unknown> } }>
        >;
      }
    ).paths['/wps/feedback']?.put;
    expect(Object.keys(feedback?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(JSON.stringify(feedback?.requestBody)).toContain('"format":"binary"');
  });

  it('is cacheable: an ETag that answers 304, and gzip for clients that take it', async () => {
    const first = await app.inject({ method: 'GET', url: '/openapi.json' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    const again = await app.inject({
      method: 'GET',
      url: '/openapi.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gz = await app.inject({
      method: 'GET',
      url: '/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
  });
});

describe('GET /docs/api (the readable reference)', () => {
  it('answers an HTML page whose scripts, styles and document all come from this origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/api' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const references = referencesOf(res.body);
    expect(references.length).toBeGreaterThanOrEqual(3);
    for (const reference of references) expect(reference, reference).toMatch(/^\/(?!\/)/);
    // No inline script: the page runs under a policy without 'unsafe-inline' for scripts.
    expect(inlineScriptHashes(res.body)).toEqual([]);
    const scripts = references.filter((r) => r.endsWith('.js'));
    expect(scripts).toHaveLength(2);
    for (const url of references.filter((r) => r.startsWith('/docs/api/assets/'))) {
      const asset = await app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['content-type'], url).toMatch(/^(text\/(javascript|css)|image\/png)/);
      expect(asset.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    const init = await app.inject({ method: 'GET', url: scripts[1] ?? '' });
    expect(init.body).toContain('"/openapi.json"');
    // The validator badge would send the document to an outside host.
    expect(init.body).toContain('validatorUrl: null');
  });

  it('gives the page its own policy: scripts, styles and fetches from this origin only', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/api' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.split(' ')[0] === name);
    expect(directive('default-src')).toBe("default-src 'none'");
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('style-src')).toBe("style-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:|unsafe-eval/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves only the files the page needs from the renderer package', async () => {
    const page = await app.inject({ method: 'GET', url: '/docs/api' });
    const css = referencesOf(page.body).find((r) => r.endsWith('.css')) ?? '';
    const folder = css.slice(0, css.lastIndexOf('/'));
    for (const file of ['package.json', 'index.html', 'swagger-ui-bundle.js.map', '..%2Fapp.ts']) {
      const res = await app.inject({ method: 'GET', url: `${folder}/${file}` });
      expect(res.statusCode, file).toBe(404);
    }
  });
});
