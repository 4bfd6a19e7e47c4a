import { catalogueCategories } from '@lobbykit/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PlatformError } from '../../../http/errors';
import { IMAGE_ROOT, gameIconSizes } from '../paths';
import { gameByNodeId, vendorByCode } from '../repository';
import { ImageCache } from './cache';
import { Painter } from './painter';
import type { VendorImageKind } from './vendorIcons';

/** What a path under the image root asks for. */
export type ImageRequest =
  | { kind: 'game'; nodeId: string; size: number }
  | { kind: 'vendor'; vendor: string; gameType: string; image: VendorImageKind };

const knownTypes = new Set<string>(catalogueCategories);
const listVariants: Record<string, VendorImageKind> = {
  WHITE: 'list-white',
  COLOR: 'list-color',
  PURPLE: 'list-purple',
  GRAY: 'list-gray',
};
const headerVariants: Record<string, VendorImageKind> = {
  DEFAULT: 'header-default',
  HOVER: 'header-hover',
};

/** Splits `name-VARIANT.png` at the last hyphen. */
function splitVariant(file: string): [string, string] | null {
  const match = /^(.+)-([A-Z]+)\.png$/.exec(file);
  return match ? [match[1] ?? '', match[2] ?? ''] : null;
}

/**
 * An image path with every percent-encoding decoded, so each image has one spelling (`%31` is
 * `1`, `%2F` is `/`), or null when it cannot be read: a broken percent-encoding, an encoded
 * surrogate half, or a control character such as NUL (issue 13: a NUL reached PostgreSQL and
 * answered HTTP 500). Decoding `%2F` too means an id with a slash has no image; ids are digits
 * and vendor codes are letters, digits and underscores.
 */
export function decodeImagePath(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  return /\p{Cc}/u.test(decoded) ? null : decoded;
}

/** The cache key of an image: the same for every spelling of its path. */
export function imageKey(request: ImageRequest): string {
  return request.kind === 'game'
    ? `game/${request.size}/${request.nodeId}`
    : `vendor/${request.gameType}/${request.vendor}/${request.image}`;
}

/** Reads the §7.4 path shapes (and the game icon path of ../paths); null for anything else. */
export function parseImagePath(path: string): ImageRequest | null {
  const decoded = decodeImagePath(path);
  if (decoded === null || !decoded.startsWith(`${IMAGE_ROOT}/`)) return null;
  const parts = decoded.slice(IMAGE_ROOT.length + 1).split('/');
  const [folder = '', a = '', b = ''] = parts;
  if (folder === 'GAME_ICON' && parts.length === 3) {
    const size = Number(a);
    const nodeId = /^(.+)\.png$/.exec(b)?.[1];
    if (!nodeId || !(gameIconSizes as readonly number[]).includes(size)) return null;
    return { kind: 'game', nodeId, size };
  }
  if (folder === 'VENDOR_ICON_SMALL' && parts.length === 2) {
    const split = splitVariant(a);
    if (!split) return null;
    const [vendor, variant] = split;
    if (variant !== 'DEFAULT' && variant !== 'ACTIVE') return null;
    // The small icon is the same in every lane.
    const image = variant === 'DEFAULT' ? 'small-default' : 'small-active';
    return { kind: 'vendor', vendor, gameType: '', image };
  }
  if (folder === 'SUBMENU_IMG' && a === 'STYLE1' && parts.length === 3) {
    const match = /^([A-Z]+)-(.+)\.png$/.exec(b);
    if (!match || !knownTypes.has(match[1] ?? '')) return null;
    return { kind: 'vendor', vendor: match[2] ?? '', gameType: match[1] ?? '', image: 'submenu' };
  }
  const lane = /^([A-Z]+)_(LIST|HEADER)_VENDOR$/.exec(folder);
  if (lane && parts.length === 2 && knownTypes.has(lane[1] ?? '')) {
    const split = splitVariant(a);
    if (!split) return null;
    const [vendor, variant] = split;
    const image = (lane[2] === 'LIST' ? listVariants : headerVariants)[variant];
    if (!image) return null;
    return { kind: 'vendor', vendor, gameType: lane[1] ?? '', image };
  }
  return null;
}

const immutable = 'public, max-age=31536000, immutable';

/**
 * Artwork the platform draws itself (issue 6): game tiles at 200 and 400 pixels and every §7.4
 * vendor image, PNG, drawn on first request and kept in a memory LRU; long-lived with an ETag.
 */
export const artworkRoutes = fp(
  async (app: FastifyInstance) => {
    const cache = new ImageCache(64 * 1024 * 1024);

    const painter = new Painter();
    app.addHook('onClose', async () => {
      await painter.close();
    });

    async function draw(request: ImageRequest): Promise<Buffer | null> {
      if (request.kind === 'game') {
        const game = await gameByNodeId(app.db, request.nodeId);
        if (!game) return null;
        return painter.paint({
          kind: 'game',
          size: request.size,
          subject: {
            nodeId: game.nodeId,
            name: game.nameEn,
            vendor: game.vassalage,
            jackpot: game.classify === 'JP',
          },
        });
      }
      const vendor = await vendorByCode(app.db, request.vendor);
      if (!vendor) return null;
      return painter.paint({
        kind: 'vendor',
        image: request.image,
        subject: { code: vendor.code, name: vendor.displayName, gameType: request.gameType },
      });
    }

    async function serve(request: FastifyRequest, reply: FastifyReply) {
      const path = request.url.split('?')[0] ?? '';
      if (decodeImagePath(path) === null)
        throw new PlatformError('VALIDATION_FAILED', 'The image path could not be read.');
      const wanted = parseImagePath(path);
      const notFound = () =>
        reply.status(404).type('text/plain').header('cache-control', 'no-store').send('Not found');
      if (!wanted) return notFound();
      // Keyed by what is drawn, not by the path: percent-encoded spellings of one path each missed
      // the cache and were painted again (issue 13 item 7, 340 ms a paint).
      const image = await cache.get(imageKey(wanted), () => draw(wanted));
      if (!image) return notFound();
      void reply.header('cache-control', immutable).header('etag', image.etag);
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.type('image/png').send(image.body);
    }

    app.get(`${IMAGE_ROOT}/*`, serve);
  },
  { name: 'catalogue-artwork', dependencies: ['database'] },
);
