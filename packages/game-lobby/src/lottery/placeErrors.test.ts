import { describe, expect, it } from 'vitest';
import { placeFailure } from './placeErrors';

describe('a refused slip', () => {
  it('keeps the slip for the next draw when its draw closed', () => {
    expect(placeFailure({ kind: 'server', errorCode: 'LOTTERY_DRAW_CLOSED' })).toEqual({
      kind: 'drawClosed',
    });
  });

  it('asks for a login or a real account where the platform says so', () => {
    expect(placeFailure({ kind: 'unauthenticated', errorCode: 'SESSION_EXPIRED' }).kind).toBe(
      'session',
    );
    expect(placeFailure({ kind: 'server', errorCode: 'REAL_ACCOUNT_REQUIRED' }).kind).toBe(
      'realAccount',
    );
  });

  it('names a lack of funds, a lost connection and anything else', () => {
    expect(placeFailure({ kind: 'server', errorCode: 'INSUFFICIENT_FUNDS' })).toEqual({
      kind: 'message',
      reason: 'funds',
    });
    expect(placeFailure({ kind: 'timeout' })).toEqual({ kind: 'message', reason: 'network' });
    expect(placeFailure({ kind: 'server', errorCode: 'INTERNAL_ERROR' })).toEqual({
      kind: 'message',
      reason: 'unknown',
    });
    expect(placeFailure(undefined)).toEqual({ kind: 'message', reason: 'unknown' });
  });
});
