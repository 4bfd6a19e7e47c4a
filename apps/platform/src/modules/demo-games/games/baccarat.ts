/**
 * The demo table game (issue 11 "live casino tiles open a table game"): punto banco baccarat with
 * the standard drawing rules. Everything here is pure: the cards come from the provably fair
 * floats (fair/fair.ts), so the same seeds and nonce always deal the same hands. public/fair.js
 * repeats this mapping for the browser's verify page; a test keeps the two in step.
 *
 * The shoe is infinite: card n of a round is float n scaled to one of 52 cards
 * (`floor(f × 52)`: rank `i mod 13`, suit `floor(i / 13)`), dealt Player, Banker, Player, Banker,
 * then the third cards in the order they are drawn (Player's first). With an infinite shoe the
 * returns are 98.94 % on Banker, 98.77 % on Player and 85.88 % on Tie (a test derives them from
 * the outcome distribution; an eight-deck shoe gives 98.94, 98.76 and 85.64).
 */

import type { BaccaratSpot } from '@lobbykit/api-contract';

export { baccaratSpots } from '@lobbykit/api-contract';
export type { BaccaratSpot } from '@lobbykit/api-contract';

export const cardSuits = ['S', 'H', 'D', 'C'] as const;
export type CardSuit = (typeof cardSuits)[number];

/** A card: rank 1 (ace) to 13 (king) and suit. */
export interface Card {
  rank: number;
  suit: CardSuit;
}

export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
  playerPoint: number;
  bankerPoint: number;
  winner: BaccaratSpot;
  /** Either hand had 8 or 9 on its first two cards: nobody drew. */
  natural: boolean;
}

/** The standard table's odds: Player 1:1, Banker 1:1 less 5 % commission, Tie 8:1. */
export const tiePaysToOne = 8n;
/** The commission on a winning Banker bet, in percent of the win. */
export const bankerCommissionPercent = 5n;

export function cardOf(f: number | undefined): Card {
  if (f === undefined || f < 0 || f >= 1) throw new RangeError('need a float in [0, 1)');
  const index = Math.floor(f * 52);
  const suit = cardSuits[Math.floor(index / 13)];
  if (suit === undefined) throw new RangeError('no suit');
  return { rank: (index % 13) + 1, suit };
}

/** A card's baccarat value: ace 1, two to nine their number, ten and the faces 0. */
export function cardValue(card: Card): number {
  return card.rank >= 10 ? 0 : card.rank;
}

export function pointOf(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;
}

/** The banker's third-card rule, given the banker's two-card point and the player's third card. */
export function bankerDraws(bankerPoint: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerPoint <= 5;
  const t = cardValue(playerThird);
  switch (bankerPoint) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return t !== 8;
    case 4:
      return t >= 2 && t <= 7;
    case 5:
      return t >= 4 && t <= 7;
    case 6:
      return t === 6 || t === 7;
    default:
      return false;
  }
}

/** Deals one coup from the round's floats (at most six cards, of the eight floats). */
export function dealBaccarat(floats: readonly number[]): BaccaratOutcome {
  let next = 0;
  const draw = () => cardOf(floats[next++]);
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = pointOf(player) >= 8 || pointOf(banker) >= 8;
  if (!natural) {
    let playerThird: Card | null = null;
    if (pointOf(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(pointOf(banker), playerThird)) banker.push(draw());
  }
  const playerPoint = pointOf(player);
  const bankerPoint = pointOf(banker);
  const winner: BaccaratSpot =
    playerPoint > bankerPoint ? 'PLAYER' : bankerPoint > playerPoint ? 'BANKER' : 'TIE';
  return { player, banker, playerPoint, bankerPoint, winner, natural };
}

/**
 * What a bet on `spot` pays back in minor units, the stake included: Player 2 × bet; Banker the
 * bet plus 95 % of it, rounded down to the minor unit; Tie 9 × bet; Player and Banker bets are
 * returned on a tie (a push); a lost bet pays nothing.
 */
export function baccaratPayoutMinor(
  outcome: Pick<BaccaratOutcome, 'winner'>,
  spot: BaccaratSpot,
  betMinor: bigint,
): bigint {
  if (outcome.winner === 'TIE') return spot === 'TIE' ? betMinor * (tiePaysToOne + 1n) : betMinor;
  if (outcome.winner !== spot) return 0n;
  if (spot === 'BANKER') return betMinor + (betMinor * (100n - bankerCommissionPercent)) / 100n;
  return betMinor * 2n;
}

/**
 * Return to player of each spot with the endless shoe, in percent rounded to two decimals, as the
 * rules show them. A test derives the exact figures from the outcome distribution.
 */
export const baccaratReturnPercent = { BANKER: '98.94', PLAYER: '98.77', TIE: '85.88' } as const;
