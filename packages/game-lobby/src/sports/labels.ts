import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { SportKind, SportsMarket, SportsSelection } from '@lobbykit/api-contract';

export const sportNames: Record<SportKind, MessageDescriptor> = {
  football: msg`Football`,
  basketball: msg`Basketball`,
  esports: msg`E-sports`,
};

/** MATCH is 1X2 in football (a draw is possible) and the winner otherwise. */
export function marketName(i18n: I18n, market: SportsMarket, sport: SportKind): string {
  switch (market) {
    case 'MATCH':
      return sport === 'football' ? i18n._(msg`Match result (1X2)`) : i18n._(msg`Winner`);
    case 'HANDICAP':
      return i18n._(msg`Handicap`);
    case 'TOTAL':
      return sport === 'esports' ? i18n._(msg`Total maps`) : i18n._(msg`Total`);
    default: {
      const never: never = market;
      throw new Error(`unknown market ${String(never)}`);
    }
  }
}

const signed = (line: number) => (line > 0 ? `+${line}` : line < 0 ? `−${-line}` : '0');

/**
 * A selection in words: the team for MATCH and HANDICAP (with the line from that side), over or
 * under the total.
 */
export function selectionName(
  i18n: I18n,
  pick: { market: SportsMarket; selection: SportsSelection; line: number | null },
  teams: { home: string; away: string },
): string {
  const line = pick.line ?? 0;
  switch (pick.selection) {
    case 'home':
      return pick.market === 'HANDICAP' ? `${teams.home} ${signed(line)}` : teams.home;
    case 'away':
      return pick.market === 'HANDICAP' ? `${teams.away} ${signed(-line)}` : teams.away;
    case 'draw':
      // Its own context: the lottery's catalog, merged into the same messages, has "Draw" (抽選回).
      return i18n._(msg({ message: 'Draw', context: 'sports selection' }));
    case 'over': {
      const total = String(line);
      return i18n._(msg`Over ${total}`);
    }
    case 'under': {
      const total = String(line);
      return i18n._(msg`Under ${total}`);
    }
    default: {
      const never: never = pick.selection;
      throw new Error(`unknown selection ${String(never)}`);
    }
  }
}

/** Football's 1X2 names: 1 the home side, X the draw, 2 the away side. */
const oneXTwo: Partial<Record<SportsSelection, string>> = { home: '1', draw: 'X', away: '2' };

/** The short label of a market button: 1, X, 2 in football's 1X2; the side or total otherwise. */
export function buttonLabel(
  i18n: I18n,
  pick: { market: SportsMarket; selection: SportsSelection; line: number | null },
  sport: SportKind,
): string {
  if (pick.market === 'MATCH') {
    if (sport === 'football') return oneXTwo[pick.selection] ?? '';
    return pick.selection === 'home' ? i18n._(msg`Home`) : i18n._(msg`Away`);
  }
  const line = pick.line ?? 0;
  if (pick.market === 'HANDICAP') {
    return pick.selection === 'home'
      ? `${i18n._(msg`Home`)} ${signed(line)}`
      : `${i18n._(msg`Away`)} ${signed(-line)}`;
  }
  return selectionName(i18n, pick, { home: '', away: '' });
}
