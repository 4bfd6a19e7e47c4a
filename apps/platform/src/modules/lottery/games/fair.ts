import { createHash, createHmac, randomBytes } from 'node:crypto';
import { outcomeFloats } from '../../demo-games/fair/floats';
import { drawMessage, floatsPerBlock } from './draw';
import { lotteryGameOfKind } from './catalog';
import type { LotteryDrawSpec } from './catalog';

/**
 * The Node half of a provably fair draw (games/draw.ts has the method): a seed per draw, made
 * when the draw is created; only its SHA-256 is published until the draw is drawn.
 */

export function newDrawSeed(): string {
  return randomBytes(32).toString('hex');
}

export function hashDrawSeed(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

/** At least `count` floats of the draw, block after block. */
export function drawFloats(
  seed: string,
  gameCode: string,
  drawNumber: bigint,
  count: number,
): number[] {
  const floats: number[] = [];
  for (let block = 0; floats.length < count; block += 1) {
    const bytes = createHmac('sha256', Buffer.from(seed, 'utf8'))
      .update(drawMessage(gameCode, drawNumber, block), 'utf8')
      .digest();
    floats.push(...outcomeFloats(bytes).slice(0, floatsPerBlock));
  }
  return floats;
}

/** The numbers a seed draws for one draw of a game of this kind. */
export function drawResult(
  spec: LotteryDrawSpec,
  seed: string,
  gameCode: string,
  drawNumber: bigint,
): number[] {
  const game = lotteryGameOfKind(spec);
  return game.draw(drawFloats(seed, gameCode, drawNumber, game.floatsNeeded));
}

export interface DrawVerification {
  /** SHA-256 of the seed equals the hash published before the draw. */
  hashMatches: boolean;
  /** What the seed draws: compare with the published result. */
  result: number[];
}

/** Recomputes a draw from its revealed seed (the player's check, the later verify page's). */
export function verifyDraw(draw: {
  seed: string;
  hash: string;
  kind: LotteryDrawSpec['kind'];
  gameCode: string;
  drawNumber: bigint;
}): DrawVerification {
  return {
    hashMatches: hashDrawSeed(draw.seed) === draw.hash.toLowerCase(),
    result: drawResult(draw, draw.seed, draw.gameCode, draw.drawNumber),
  };
}
