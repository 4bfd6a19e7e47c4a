import { describe, expect, it } from 'vitest';
import { isActiveTarget } from './NavTargetLink';

const path = (to: string) => ({ kind: 'path' as const, to });

describe('isActiveTarget', () => {
  it('marks home only on home itself', () => {
    expect(isActiveTarget('/', path('/'))).toBe(true);
    expect(isActiveTarget('/slots', path('/'))).toBe(false);
  });

  it('marks an entry on its own page and on the pages under it, as NavLink does', () => {
    expect(isActiveTarget('/slots', path('/slots'))).toBe(true);
    expect(isActiveTarget('/slots/PG', path('/slots'))).toBe(true);
    expect(isActiveTarget('/slotsmore', path('/slots'))).toBe(false);
    expect(isActiveTarget('/live', path('/slots'))).toBe(false);
  });

  it('ignores letter case and the query string', () => {
    expect(isActiveTarget('/Slots', path('/slots?page=2'))).toBe(true);
    expect(isActiveTarget('/noticePage', path('/noticepage'))).toBe(true);
  });

  it('never marks the sports entry that launches a game', () => {
    const launch = { kind: 'launchFirst' as const, vassalage: 'FB', gameType: 'SPORTS' as const };
    expect(isActiveTarget('/', launch)).toBe(false);
  });
});
