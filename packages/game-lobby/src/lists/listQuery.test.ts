import { describe, expect, it } from 'vitest';
import {
  gameListRequest,
  hasSlotFilters,
  minBetChoicesFor,
  readListQuery,
  writeListQuery,
} from './listQuery';

const q = (text: string, minorUnits = 2) => readListQuery(new URLSearchParams(text), minorUnits);

describe('list query (§2.1, §3 game list query, §9 slot filters)', () => {
  it('reads /rng?type=JP and /rng?gameClassify=JP as the jackpot games', () => {
    expect(q('type=JP').jackpot).toBe(true);
    expect(q('gameClassify=JP').jackpot).toBe(true);
    expect(q('type=XX').jackpot).toBe(false);
  });

  it('reads the vendor, search, sub-category, slot filters and page; ignores nonsense', () => {
    expect(q('vassalage=JL&q=%20ninja%20&sub=VP&minBet=0.50&lines=25&page=3')).toEqual({
      vassalage: 'JL',
      search: 'ninja',
      sub: 'VP',
      jackpot: false,
      minBet: '0.50',
      lines25: true,
      page: 3,
    });
    expect(q('vassalage=<x>&sub=BG&minBet=7&lines=10&page=-2')).toMatchObject({
      vassalage: null,
      sub: null,
      minBet: null,
      lines25: false,
      page: 1,
    });
  });

  it('offers the minimum-bet choices in the merchant’s currency: "20" (¥20) in JPY, never "0.20"', () => {
    expect(minBetChoicesFor(2)).toEqual(['0.20', '0.50', '1.00', '5.00']);
    expect(minBetChoicesFor(0)).toEqual(['20', '50', '100', '500']);
    expect(q('minBet=100', 0).minBet).toBe('100');
    expect(q('minBet=1.00', 0).minBet).toBeNull();
    expect(q('minBet=100', 2).minBet).toBeNull();
  });

  it('sends every filter as the §3 query fields, page size and §7.4 client type', () => {
    const request = gameListRequest(
      { kind: 'category', category: 'RNG' },
      q('vassalage=JL&q=ninja&sub=SC&type=JP&minBet=1.00&lines=25&page=2'),
      'JA',
    );
    expect(request).toEqual({
      gameType: 'RNG',
      vassalage: 'JL',
      gameName: 'ninja',
      rngSubCategory: 'SC',
      gameClassify: 'JP',
      minBet: '1.00',
      minLineNum: 25,
      pageNo: 2,
      pageSize: 30,
      language: 'JA',
      clientType: 3,
      platform: 'flash,html5-desktop',
    });
  });

  it('asks for hot, new and top games by their type or flag', () => {
    expect(gameListRequest({ kind: 'list', type: 'hot' }, q(''), 'EN')).toMatchObject({
      gameType: 'HOT',
    });
    expect(gameListRequest({ kind: 'list', type: 'new' }, q(''), 'EN')).toMatchObject({
      isNew: '1',
    });
    expect(gameListRequest({ kind: 'list', type: 'top' }, q(''), 'EN')).toMatchObject({
      isTop: '1',
    });
    expect(gameListRequest({ kind: 'list', type: 'all' }, q(''), 'EN')).not.toHaveProperty(
      'gameType',
    );
  });

  it('offers the slot filters on slot lists only', () => {
    expect(hasSlotFilters({ kind: 'category', category: 'RNG' })).toBe(true);
    expect(hasSlotFilters({ kind: 'category', category: 'LIVE' })).toBe(false);
    expect(hasSlotFilters({ kind: 'list', type: 'all' })).toBe(false);
  });

  it('goes back to page 1 when a filter changes, and keeps the others', () => {
    const current = new URLSearchParams('vassalage=JL&page=4&lines=25');
    expect(writeListQuery(current, { minBet: '0.50' }).toString()).toBe(
      'vassalage=JL&lines=25&minBet=0.50',
    );
    expect(writeListQuery(current, { page: 5 }).get('page')).toBe('5');
    expect(
      writeListQuery(new URLSearchParams('gameClassify=JP'), { jackpot: false }).toString(),
    ).toBe('');
  });
});
