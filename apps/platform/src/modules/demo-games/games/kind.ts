/** The two demo games every catalogue game is dressed as (issue 6 "Demo provider"). */
export const demoGameKinds = ['slot', 'dice'] as const;
export type DemoGameKind = (typeof demoGameKinds)[number];

/**
 * Slot-like games (the RNG category, jackpot games, anything with pay lines) launch the slot;
 * every other catalogue game (live, fishing, card, lottery, sports…) launches the dice game.
 */
export function demoKindOf(game: {
  gameType: string;
  classify: string | null;
  lineCount: number | null;
}): DemoGameKind {
  if (game.gameType === 'RNG' || game.classify === 'JP') return 'slot';
  return game.lineCount !== null && game.lineCount > 0 ? 'slot' : 'dice';
}
