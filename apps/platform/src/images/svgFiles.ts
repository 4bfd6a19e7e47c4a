import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface SvgFile {
  body: Buffer;
  etag: string;
}

/** Drawings by name as files, made once: the same bytes and ETag for every request. */
export function svgFiles(drawings: Record<string, string>): Map<string, SvgFile> {
  return new Map(
    Object.entries(drawings).map(([id, svg]) => {
      const body = Buffer.from(svg);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
      return [id, { body, etag }];
    }),
  );
}

/**
 * Serves `<prefix>/<name>.svg` from memory: a day in caches, 304 for a known ETag, 404 for any
 * other name. Opened on its own an SVG is a document, so it may run nothing.
 */
export function serveSvgFiles(
  app: FastifyInstance,
  prefix: string,
  files: Map<string, SvgFile>,
): void {
  app.get<{ Params: { file: string } }>(`${prefix}/:file`, async (request, reply) => {
    const name = request.params.file;
    const file = name.endsWith('.svg') ? files.get(name.slice(0, -'.svg'.length)) : undefined;
    if (!file)
      return reply
        .status(404)
        .type('text/plain')
        .header('cache-control', 'no-store')
        .send('Not found');
    void reply
      .header('cache-control', 'public, max-age=86400')
      .header('etag', file.etag)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    return reply.type('image/svg+xml').send(file.body);
  });
}
