import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { openApiJson } from '@lobbykit/api-contract/openapi';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../http/encoding';
import type { ContentEncoding } from '../http/encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Where the operators' API reference lives; README.md links here. */
export const API_DOCS_PATH = '/docs/api';
export const OPENAPI_PATH = '/openapi.json';

/**
 * The reference page's own policy: the platform's default (security.ts) would do but for style
 * attributes, which Swagger UI's React components set. Everything comes from this origin: its
 * script and styles (swagger-ui-dist, installed from npm and served below, never a CDN), the
 * document it fetches, and the data: images its style sheet carries. No inline script at all.
 */
export const apiDocsCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A body sent as built: an ETag, and brotli or gzip made once, off the event loop, when asked. */
class Body {
  readonly etag: string;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(
    readonly identity: Buffer,
    readonly contentType: string,
    /** False for formats that are compressed already (PNG). */
    readonly compressible = true,
  ) {
    this.etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  }

  bytes(encoding: ContentEncoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.identity);
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotli(this.identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipAsync(this.identity, { level: 9 });
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

async function send(request: FastifyRequest, reply: FastifyReply, body: Body, cache: string) {
  void reply
    .header('etag', body.etag)
    .header('cache-control', cache)
    .header('vary', 'accept-encoding')
    .type(body.contentType);
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  const encoding = body.compressible ? preferredEncoding(request) : 'identity';
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.send(await body.bytes(encoding));
}

/** The files of swagger-ui-dist the page needs (the package also holds maps, presets, demos). */
const swaggerFiles = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
} as const;

// Read-only on purpose: "Try it out" would send real calls (logins, transfers) from an operator's
// browser, and the validator badge would send the document to an outside host.
const initScript = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  supportedSubmitMethods: [],
  defaultModelsExpandDepth: 0,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

const pageHtml = (assets: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>Lobbykit platform API</title>
    <link rel="icon" type="image/png" href="${assets}/favicon-32x32.png" />
    <link rel="stylesheet" href="${assets}/swagger-ui.css" />
  </head>
  <body>
    <noscript>This reference needs JavaScript. The document itself is <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</noscript>
    <div id="swagger-ui"></div>
    <script src="${assets}/swagger-ui-bundle.js"></script>
    <script src="${assets}/init.js"></script>
  </body>
</html>
`;

/**
 * `GET /openapi.json`: the contract's OpenAPI document (ARCHITECTURE.md "One contract, two
 * sides"), built from the same `calls` table the server validates with, so it cannot describe
 * another version than the one answering. Built on the first request (about a quarter of a second)
 * rather than at start, which stays fast; cached with an ETag.
 *
 * `GET /docs/api`: a readable reference of it for operators, rendered by Swagger UI from the npm
 * package swagger-ui-dist (pinned), served from here under a path that carries the version, so its
 * files are cached as immutable.
 */
export const apiDocsPlugin = fp(
  async (app) => {
    let document: Body | undefined;
    app.get(OPENAPI_PATH, async (request, reply) => {
      document ??= new Body(Buffer.from(openApiJson()), 'application/json; charset=utf-8');
      // Revalidated after five minutes: a deployment changes it, nothing else does.
      return send(request, reply, document, 'public, max-age=300, must-revalidate');
    });

    const require = createRequire(import.meta.url);
    const swaggerDir = dirname(require.resolve('swagger-ui-dist/package.json'));
    const files = new Map<string, Body>();
    const init = new Body(Buffer.from(initScript), 'text/javascript; charset=utf-8');
    files.set('init.js', init);
    const version = createHash('sha256')
      .update(readFileSync(join(swaggerDir, 'package.json')))
      .update(init.etag)
      .digest('base64url')
      .slice(0, 12);
    const assets = `${API_DOCS_PATH}/assets/${version}`;
    const page = new Body(Buffer.from(pageHtml(assets)), 'text/html; charset=utf-8');

    app.get(API_DOCS_PATH, async (request, reply) => {
      void reply.header('content-security-policy', apiDocsCsp);
      return send(request, reply, page, 'no-cache');
    });
    app.get<{ Params: { file: string } }>(`${assets}/:file`, async (request, reply) => {
      const name = request.params.file;
      let body = files.get(name);
      if (!body && Object.hasOwn(swaggerFiles, name)) {
        const type = swaggerFiles[name as keyof typeof swaggerFiles];
        body = new Body(readFileSync(join(swaggerDir, name)), type, !type.startsWith('image/'));
        files.set(name, body);
      }
      // Anything else falls through to the site plugin's not-found answer.
      if (!body) return reply.callNotFound();
      return send(request, reply, body, 'public, max-age=31536000, immutable');
    });
  },
  { name: 'api-docs', dependencies: ['security'] },
);
