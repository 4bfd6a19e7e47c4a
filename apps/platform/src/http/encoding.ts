import type { FastifyRequest } from 'fastify';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts of the ones the platform makes. */
export function preferredEncoding(request: FastifyRequest): ContentEncoding {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return 'identity';
}
