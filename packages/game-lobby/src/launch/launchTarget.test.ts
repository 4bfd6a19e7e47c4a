import { describe, expect, it } from 'vitest';
import type { GameTile } from '@lobbykit/api-contract';
import { launchTarget } from './launchTarget';

const entry = (
  overrides: Partial<Pick<GameTile, 'vassalage' | 'gameType' | 'gameCode' | 'isGame' | 'gameName'>>,
) => ({
  vassalage: 'JL',
  gameType: 'RNG' as GameTile['gameType'],
  gameCode: 'JL-0001',
  isGame: 'GAME' as GameTile['isGame'],
  gameName: 'Lucky 7',
  ...overrides,
});
const centre = ['RNG', 'LIVE', 'SPORTS'] as const;

describe('launch flows from a list (§2.3)', () => {
  it('sends Vietnamese lottery games to /vnLottery with gameCode', () => {
    expect(
      launchTarget(
        entry({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'VN 1' }),
        centre,
      ),
    ).toEqual({
      kind: 'route',
      to: '/vnLottery?gameCode=VN+1',
    });
  });

  it('sends sea lottery games to /seaLottery with gameCode', () => {
    expect(
      launchTarget(entry({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'S1' }), centre),
    ).toEqual({
      kind: 'route',
      to: '/seaLottery?gameCode=S1',
    });
  });

  it('sends lottery games of LOTT or ELOTT to /lottery with gameCode', () => {
    expect(
      launchTarget(entry({ vassalage: 'TCG_LOTTO', gameType: 'LOTT', gameCode: 'L1' }), centre),
    ).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=L1',
    });
    expect(
      launchTarget(entry({ vassalage: 'KNO', gameType: 'ELOTT', gameCode: 'K1' }), centre).kind,
    ).toBe('route');
    expect(
      launchTarget(entry({ vassalage: 'ELOTT', gameType: 'RNG', gameCode: 'E1' }), centre),
    ).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=E1',
    });
  });

  it('sends sports vassalage FB to /fbSports', () => {
    expect(launchTarget(entry({ vassalage: 'FB', gameType: 'SPORTS' }), centre)).toEqual({
      kind: 'route',
      to: '/fbSports',
    });
  });

  it('sends the games of the demo sportsbook vendors to /fbSports, e-sports on its tab', () => {
    expect(launchTarget(entry({ vassalage: 'SBX', gameType: 'SPORTS' }), centre)).toEqual({
      kind: 'route',
      to: '/fbSports',
    });
    expect(launchTarget(entry({ vassalage: 'TFE', gameType: 'ESPORTS' }), centre)).toEqual({
      kind: 'route',
      to: '/fbSports?sport=esports',
    });
    expect(
      launchTarget(entry({ vassalage: 'SBX', gameType: 'SPORTS', isGame: 'VASSALAGE' }), centre),
    ).toEqual({ kind: 'route', to: '/sports?vassalage=SBX' });
  });

  it('sends a provider entry of a game-list-centre type to that type’s page with its vassalage', () => {
    expect(
      launchTarget(entry({ vassalage: 'ARL', gameType: 'LIVE', isGame: 'VASSALAGE' }), centre),
    ).toEqual({
      kind: 'route',
      to: '/live?vassalage=ARL',
    });
  });

  it('opens a popup game list for any other provider entry (isGame VASSALAGE)', () => {
    expect(
      launchTarget(
        entry({ vassalage: 'ARL', gameType: 'LIVE', isGame: 'VASSALAGE', gameName: 'Aurora' }),
        ['RNG'],
      ),
    ).toEqual({ kind: 'providerList', vassalage: 'ARL', gameType: 'LIVE', name: 'Aurora' });
  });

  it('launches an ordinary game', () => {
    expect(launchTarget(entry({}), centre)).toEqual({ kind: 'launch' });
    expect(launchTarget(entry({ gameType: 'LIVE', vassalage: 'ARL' }), centre)).toEqual({
      kind: 'launch',
    });
  });
});
