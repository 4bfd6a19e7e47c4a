import { createHash, createHmac, randomBytes } from 'node:crypto';
import { outcomeFloats } from './floats';

/**
 * Provably fair generator (issue 6 "Demo provider"). Per member the platform keeps a secret
 * server seed (32 random bytes, written as 64 hex characters) and shows only its SHA-256 before
 * play. Each round uses the player's client seed and the next nonce:
 *
 *   outcome bytes = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`)
 *
 * where the key and the message are the UTF-8 text as written (the seed's hex text, not its
 * bytes), so any HMAC tool reproduces a round. Rotating the seed reveals the old one; the player
 * then checks SHA-256(serverSeed) against the hash shown before play and recomputes each round.
 * The same mapping runs in the browser (public/fair.js) on the verify page.
 */

/** A fresh secret server seed: 32 random bytes as 64 lowercase hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown before play: SHA-256 of the seed's text, hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** A default client seed the player may replace: 16 random hex characters. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export function outcomeBytes(serverSeed: string, clientSeed: string, nonce: number): Buffer {
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new RangeError('nonce must be an integer ≥ 0');
  return createHmac('sha256', Buffer.from(serverSeed, 'utf8'))
    .update(`${clientSeed}:${nonce}`, 'utf8')
    .digest();
}

/** The 32 bytes as 8 numbers in [0, 1) (floats.ts, shared with the lottery's draws). */
export { outcomeFloats };

export function roundFloats(serverSeed: string, clientSeed: string, nonce: number): number[] {
  return outcomeFloats(outcomeBytes(serverSeed, clientSeed, nonce));
}

/** A client seed the player types: printable ASCII without spaces at the ends, 1 to 64 chars. */
export const clientSeedPattern = /^[\x21-\x7e]([\x20-\x7e]{0,62}[\x21-\x7e])?$/;
