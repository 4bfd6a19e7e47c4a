import { describe, expect, it } from 'vitest';
import { ApiError, ValidationError } from '@lobbykit/api-client';
import { placeFailure } from './placeErrors';

const refused = (kind: ApiError['kind'], errorCode?: ApiError['errorCode']) =>
  new ApiError({
    kind,
    callName: 'lotteryBet',
    message: 'from the platform',
    ...(errorCode ? { errorCode } : {}),
  });

describe('a refused slip', () => {
  it('keeps the slip for the next draw when its draw closed', () => {
    expect(placeFailure(refused('server', 'LOTTERY_DRAW_CLOSED'))).toEqual({ kind: 'drawClosed' });
  });

  it('asks for a login or a real account where the platform says so', () => {
    expect(placeFailure(refused('unauthenticated', 'SESSION_EXPIRED')).kind).toBe('session');
    expect(placeFailure(refused('server', 'REAL_ACCOUNT_REQUIRED')).kind).toBe('realAccount');
  });

  it('tells anything else in words: a lack of funds, a lost connection, a refused request', () => {
    expect(placeFailure(refused('server', 'INSUFFICIENT_FUNDS')).kind).toBe('message');
    expect(placeFailure(refused('timeout')).kind).toBe('message');
    expect(placeFailure(new ValidationError('lotteryBet', [])).kind).toBe('message');
    expect(placeFailure(undefined).kind).toBe('message');
  });
});
