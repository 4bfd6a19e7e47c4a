import { describe, expect, it } from 'vitest';
import type { GameTile } from '@lobbykit/api-contract';
import { favouritePayload, withAdded, withRemoved } from './favouriteLists';

const game = { nodeId: '9', vassalage: 'PGS', gameType: 'RNG' } as GameTile;

describe('favourite lists (§3, §4)', () => {
  it('builds the §3 payload: nodeId, vendor, gameType', () => {
    expect(favouritePayload(game)).toEqual({ nodeId: '9', vendor: 'PGS', gameType: 'RNG' });
  });

  it('skips an add when the game is already present', () => {
    expect(withAdded({ ids: ['9'], games: null }, game)).toBeNull();
  });

  it('appends an added game to the ids and to the loaded games', () => {
    expect(withAdded({ ids: ['1'], games: null }, game)).toEqual({ ids: ['1', '9'], games: null });
    expect(withAdded({ ids: [], games: [] }, game)?.games).toEqual([game]);
  });

  it('removes from both lists', () => {
    expect(withRemoved({ ids: ['9', '1'], games: [game] }, '9')).toEqual({ ids: ['1'], games: [] });
  });
});
