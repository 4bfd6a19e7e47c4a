import { describe, expect, it } from 'vitest';
import { seamlessState } from './seamlessState';
import type { SeamlessGame, SeamlessReads } from './seamlessState';

const slot: SeamlessGame = {
  nodeId: '100007',
  vassalage: 'PGS',
  gameType: 'RNG',
  gameName: 'Lucky Koi',
  gameCode: 'PGS-0007',
  supportPlay: 1,
};

const reads = (changes: Partial<SeamlessReads> = {}): SeamlessReads => ({
  named: true,
  player: 'member',
  game: { status: 'success', game: slot },
  launch: { status: 'success', url: 'http://127.0.0.1/demo-games/launch?ticket=t' },
  ...changes,
});

describe('the /seamless page’s state (§2.1, §5, §6, §8)', () => {
  it('plays a member’s game in the frame once the launch answered its address', () => {
    expect(seamlessState(reads())).toEqual({
      kind: 'playing',
      game: slot,
      url: 'http://127.0.0.1/demo-games/launch?ticket=t',
    });
    expect(seamlessState(reads({ launch: { status: 'pending' } })).kind).toBe('launching');
  });

  it('waits for the catalogue and for a stored session before deciding anything', () => {
    expect(seamlessState(reads({ game: { status: 'pending' } })).kind).toBe('loading');
    expect(seamlessState(reads({ player: 'restoring' })).kind).toBe('loading');
  });

  it('a visitor sees the game and the login prompt; an ended session too', () => {
    expect(seamlessState(reads({ player: 'visitor' }))).toEqual({ kind: 'login', game: slot });
    const ended = reads({ launch: { status: 'error', reason: 'session', message: null } });
    expect(seamlessState(ended).kind).toBe('login');
  });

  it('a trial account plays only a free-trial game; a real-money one asks for a real account', () => {
    expect(seamlessState(reads({ player: 'trial' })).kind).toBe('realAccount');
    const free = reads({
      player: 'trial',
      game: { status: 'success', game: { ...slot, supportPlay: 0 } },
    });
    expect(seamlessState(free).kind).toBe('playing');
  });

  it('an address with no game, an unknown game or a game the platform no longer has is not found', () => {
    expect(seamlessState(reads({ named: false })).kind).toBe('notFound');
    expect(seamlessState(reads({ game: { status: 'success', game: null } })).kind).toBe('notFound');
    const gone = reads({ launch: { status: 'error', reason: 'notFound', message: null } });
    expect(seamlessState(gone).kind).toBe('notFound');
  });

  it('any other failure is said in words, with the platform’s own message where it has one', () => {
    const open = reads({
      launch: { status: 'error', reason: 'previousGameNotFinished', message: 'Free spins wait.' },
    });
    expect(seamlessState(open)).toEqual({
      kind: 'failed',
      game: slot,
      reason: 'previousGameNotFinished',
      serverMessage: 'Free spins wait.',
    });
    const offline = reads({ game: { status: 'error', reason: 'network' } });
    expect(seamlessState(offline)).toMatchObject({ kind: 'failed', game: null, reason: 'network' });
  });
});
