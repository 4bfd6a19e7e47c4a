import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/db/index';
import { catalogueGames } from '../../src/db/schema/index';
import type { CatalogueGame } from '../../src/db/schema/index';
import { FAVOURITES_TTL_MS, favouritesRepository } from '../../src/modules/catalogue/favourites';
import { ensureDemoCatalogue } from '../../src/modules/catalogue/seed';
import { openTestDatabase, seedMerchant, seedMember } from '../wallet/db';

let handle: DatabaseHandle;
let games: CatalogueGame[];

beforeAll(async () => {
  handle = await openTestDatabase('favouritescache');
  await ensureDemoCatalogue(handle.db);
  games = await handle.db.select().from(catalogueGames).limit(2);
}, 60_000);
afterAll(async () => {
  await handle.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a member’s favourites read cache (issue 6 catalogue p99)', () => {
  it('keeps an unchanged list’s identity across its refresh, so answers made from it are reused', async () => {
    const merchant = await seedMerchant(handle);
    const member = await seedMember(handle, merchant.id);
    const favourites = favouritesRepository(handle.db);
    await favourites.add(member.id, games[0] as CatalogueGame);

    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await favourites.list(member.id);
    expect(first.map((row) => row.nodeId)).toEqual([games[0]?.nodeId]);
    // Past half its life: served as is while a fresh read replaces it behind the caller.
    vi.setSystemTime(Date.now() + FAVOURITES_TTL_MS * 0.75);
    expect(await favourites.list(member.id)).toBe(first);
    await vi.waitFor(async () => {
      vi.setSystemTime(Date.now() + 1); // the refreshed entry is newer than the first
      expect(await favourites.list(member.id)).toBe(first);
    });
    // Now past the first read's life: only the refreshed entry can answer, with the same list.
    vi.setSystemTime(Date.now() + FAVOURITES_TTL_MS * 0.4);
    expect(await favourites.list(member.id)).toBe(first);

    // A change is a new list at once.
    await favourites.add(member.id, games[1] as CatalogueGame);
    const second = await favourites.list(member.id);
    expect(second).not.toBe(first);
    expect(second).toHaveLength(2);
  });
});
