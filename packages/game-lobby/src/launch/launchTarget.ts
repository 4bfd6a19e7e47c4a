import type { GameCategory, GameTile } from '@lobbykit/api-contract';
import { FB_SPORTS_PATH, LOTTERY_PATH } from '../navigation/buildNavigation';
import { pathOfCategory } from '../navigation/categoryPaths';

/** §3 Chinese lottery / §7.2: the Vietnamese lottery menus are tagged TCG_LOTTO_VN. */
const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
/** §3 prize modes: ModeSea is the sea lottery. */
const SEA_LOTTERY_VENDORS = new Set(['TCG_SEA', 'SEA']);
/**
 * The catalogue's sports and e-sports vendors the demo provider plays as its own sportsbook
 * (issue 16 item 4): their games open /fbSports, e-sports on its e-sports tab.
 */
const SPORTSBOOK_VENDORS = new Set(['FB', 'SBX', 'EAR', 'TFE']);

export type LaunchTarget =
  /** A page of the site (lottery and sports pages come with their own issues). */
  | { kind: 'route'; to: string }
  /** §2.3: a provider entry opens a popup game list of that provider. */
  | { kind: 'providerList'; vassalage: string; gameType: GameCategory; name: string }
  /** A game: the platform's launch call, then its address. */
  | { kind: 'launch' };

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

/**
 * §2.3 where an entry of a list leads, in the spec's order: Vietnamese lottery to /vnLottery,
 * sea lottery to /seaLottery, lottery of LOTT or ELOTT to /lottery (each with gameCode); sports
 * vendor FB to /fbSports (and the games of the other sportsbook vendors); a provider entry (isGame VASSALAGE) of a game-list-centre type to that
 * type's page with its vassalage, any other provider entry to a popup game list; a game launches.
 */
export function launchTarget(
  game: Pick<GameTile, 'vassalage' | 'gameType' | 'gameCode' | 'isGame' | 'gameName'>,
  gameListCenter: readonly GameCategory[],
): LaunchTarget {
  const { vassalage, gameType, gameCode } = game;
  if (vassalage === VN_LOTTERY_VENDOR)
    return { kind: 'route', to: withQuery('/vnLottery', { gameCode }) };
  if (SEA_LOTTERY_VENDORS.has(vassalage))
    return { kind: 'route', to: withQuery('/seaLottery', { gameCode }) };
  if (['LOTT', 'ELOTT'].includes(vassalage) || gameType === 'LOTT' || gameType === 'ELOTT') {
    return { kind: 'route', to: withQuery(LOTTERY_PATH, { gameCode }) };
  }
  if (vassalage === 'FB') return { kind: 'route', to: FB_SPORTS_PATH };
  if (SPORTSBOOK_VENDORS.has(vassalage) && game.isGame !== 'VASSALAGE') {
    const to =
      gameType === 'ESPORTS' ? withQuery(FB_SPORTS_PATH, { sport: 'esports' }) : FB_SPORTS_PATH;
    return { kind: 'route', to };
  }
  if (game.isGame === 'VASSALAGE') {
    const path = gameListCenter.includes(gameType) ? pathOfCategory(gameType) : null;
    if (path) return { kind: 'route', to: withQuery(path, { vassalage }) };
    return { kind: 'providerList', vassalage, gameType, name: game.gameName };
  }
  return { kind: 'launch' };
}
