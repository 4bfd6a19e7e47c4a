import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { ROUTES_FILE, routeMatcher, routesManifestSchema } from '@lobbykit/brand-runtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../http/encoding';
import { PlatformError } from '../http/errors';
import { failure } from './errors';
import { contentSecurityPolicy, originsOf } from './security';

/** Vite puts content-hashed files here: a new build gives them new names, so they never change. */
const HASHED_DIR = `${sep}assets${sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface IndexPage {
  mtimeMs: number;
  etag: string;
  csp: string;
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
}

/** `sha256-…` CSP sources of the inline scripts of an HTML page, exactly as the browser hashes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    const body = match[2] ?? '';
    if (body.length > 0)
      hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

interface KnownRoutes {
  mtimeMs: number;
  known: ((pathname: string) => boolean) | null;
}

/** A built brand site and the host names it answers for (its brand file's `domains`). */
export interface HostedSite {
  dir: string;
  hosts: readonly string[];
}

interface Site {
  dir: string;
  hasSite: boolean;
  sendIndex: (request: FastifyRequest, reply: FastifyReply, status?: 200 | 404) => unknown;
  knownRoutes: () => ((pathname: string) => boolean) | null;
}

/** The host name of a request, lower case, without its port. */
function hostNameOf(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  return (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? ''))
    .trim()
    .toLowerCase();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Serves built brand sites with a fallback to index.html for other non-API paths (the site's
 * router takes over): `siteDir` at every host, and each of `hostedSites` at its own host names
 * instead. One platform holds every brand's merchant, so one process can answer each brand at its
 * domains (`harbor.localhost:3000` while developing), the way one operator runs many brands; the
 * end-to-end tests use it to see a self-exclusion refused on the operator's other brand.
 *
 * The build's routes.json lists the addresses the router has pages for; any other address gets
 * index.html too (the site renders its "Page not found", with the same headers) but with status
 * 404, so crawlers, monitors and links see a missing page as missing. A build without routes.json
 * (older than issue 11) is answered 200 everywhere, as before. Unknown API paths answer the
 * NOT_FOUND envelope.
 *
 * index.html is never cached without revalidation (a new build must reach players at once) and
 * carries a CSP whose script-src names its inline scripts by hash, so the brand's pre-paint theme
 * script runs under a policy that still refuses any other inline script. Files under assets/ are
 * content-hashed: cached for a year, immutable. The build writes .br and .gz next to each text
 * file; those are sent to browsers that accept them.
 */
export const sitePlugin = fp<{ siteDir: string | null; hostedSites?: readonly HostedSite[] }>(
  async (app, { siteDir, hostedSites = [] }) => {
    const imageOrigins = originsOf(app.config.imageCdns);
    const frameOrigins = originsOf(app.config.launchCdns);

    const siteAt = (dir: string | null): Site => {
      const hasSite = dir !== null && existsSync(dir);
      const indexFile = dir ? join(dir, 'index.html') : '';
      const routesFile = dir ? join(dir, ROUTES_FILE) : '';
      let index: IndexPage | undefined;
      let routes: KnownRoutes | undefined;

      /** routes.json as built, re-read when a rebuild replaces it; null known: no usable list. */
      const knownRoutes = (): ((pathname: string) => boolean) | null => {
        if (!existsSync(routesFile)) return null;
        const { mtimeMs } = statSync(routesFile);
        if (routes?.mtimeMs === mtimeMs) return routes.known;
        let known: KnownRoutes['known'] = null;
        try {
          const manifest = routesManifestSchema.parse(JSON.parse(readFileSync(routesFile, 'utf8')));
          known = routeMatcher(manifest.routes);
        } catch (error) {
          // A broken list must not turn the whole site into 404s: answer 200 as without one.
          app.log.warn({ err: error, file: routesFile }, 'routes.json unreadable; every path 200');
        }
        routes = { mtimeMs, known };
        return known;
      };

      /** index.html as built, re-read when a rebuild replaces it while the platform runs. */
      const indexPage = (): IndexPage | undefined => {
        if (!existsSync(indexFile)) return undefined;
        const { mtimeMs } = statSync(indexFile);
        if (index?.mtimeMs === mtimeMs) return index;
        const identity = readFileSync(indexFile);
        const html = identity.toString('utf8');
        index = {
          mtimeMs,
          etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
          csp: contentSecurityPolicy({
            scriptHashes: inlineScriptHashes(html),
            imageOrigins,
            frameOrigins,
          }),
          bodies: {
            identity,
            gzip: gzipSync(identity, { level: 9 }),
            br: brotliCompressSync(identity, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
            }),
          },
        };
        return index;
      };

      const sendIndex = (request: FastifyRequest, reply: FastifyReply, status: 200 | 404 = 200) => {
        const page = indexPage();
        if (!page)
          return reply.status(404).send(failure(new PlatformError('NOT_FOUND', 'Not found.')));
        void reply
          .status(status)
          .header('content-security-policy', page.csp)
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-encoding')
          .type('text/html; charset=utf-8');
        // A 404 is not revalidated into a 304: the status is the point of the answer.
        if (status === 200) {
          void reply.header('etag', page.etag);
          if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
        }
        const encoding = preferredEncoding(request);
        if (encoding !== 'identity') void reply.header('content-encoding', encoding);
        return reply.send(page.bodies[encoding]);
      };

      return { dir: dir ?? '', hasSite, sendIndex, knownRoutes };
    };

    let decorated = false;
    /** The site's files and `/`; `hosts` constrains the routes to those host names (any port). */
    const serve = async (site: Site, hosts: readonly string[]) => {
      if (!site.hasSite) return;
      const constraints =
        hosts.length === 0
          ? {}
          : {
              host: new RegExp(
                `^(${hosts.map((h) => escapeRegExp(h.toLowerCase())).join('|')})(:\\d+)?$`,
                'i',
              ),
            };
      await app.register(fastifyStatic, {
        root: site.dir,
        constraints,
        // Only the first registration adds reply.sendFile; the routes below do not use it.
        decorateReply: !decorated,
        // Any file of the current build, including one a rebuild added after start.
        wildcard: true,
        // index.html goes through sendIndex (CSP hashes, no-cache), never as a plain file.
        index: false,
        preCompressed: true,
        cacheControl: false,
        // The build's manifest (.vite/) and hidden source maps are for scripts/budget.mjs only.
        dotfiles: 'ignore',
        // routes.json is read here, not served.
        allowedPath: (pathName) =>
          !pathName.endsWith('.map') &&
          pathName !== '/index.html' &&
          pathName !== `/${ROUTES_FILE}`,
        setHeaders: (res, filePath) => {
          res.setHeader('cache-control', filePath.includes(HASHED_DIR) ? IMMUTABLE : 'no-cache');
        },
      });
      decorated = true;
      for (const url of ['/', '/index.html'])
        app.get(url, { constraints }, (request, reply) => site.sendIndex(request, reply));
    };

    const fallback = siteAt(siteDir);
    const byHost = new Map<string, Site>();
    for (const hosted of hostedSites) {
      if (hosted.dir === siteDir) continue;
      const site = siteAt(hosted.dir);
      if (!site.hasSite) continue;
      const hosts = hosted.hosts.map((h) => h.toLowerCase()).filter((h) => !byHost.has(h));
      for (const host of hosts) byHost.set(host, site);
      await serve(site, hosts);
    }
    await serve(fallback, []);

    app.setNotFoundHandler((request, reply) => {
      const site = byHost.get(hostNameOf(request)) ?? fallback;
      const path = request.url.split('?')[0] ?? '/';
      const api = /^\/(wps|lgw|lotto)(\/|$)/.test(path);
      if (
        !api &&
        site.hasSite &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !/\.[a-z0-9]+$/i.test(path)
      ) {
        const known = site.knownRoutes();
        return site.sendIndex(request, reply, known === null || known(path) ? 200 : 404);
      }
      return reply.status(404).send(failure(new PlatformError('NOT_FOUND', 'Not found.')));
    });
  },
  { name: 'site', dependencies: ['errors'] },
);
