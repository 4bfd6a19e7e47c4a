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
  games = await handle.db.select().from(catalogueGames).limit(4);
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

  it('adds made together share one statement, and each learns whether its own row was new', async () => {
    const merchant = await seedMerchant(handle);
    const [a, b] = [await seedMember(handle, merchant.id), await seedMember(handle, merchant.id)];
    const favourites = favouritesRepository(handle.db);
    const [g2, g3] = [games[2] as CatalogueGame, games[3] as CatalogueGame];
    await favourites.add(a.id, g2);
    const answers = await Promise.all([
      favourites.add(a.id, g2), // already there
      favourites.add(a.id, g3), // new
      favourites.add(a.id, g3), // the same game again in the same batch
      favourites.add(b.id, g2), // another member's own row
    ]);
    expect(answers).toEqual([false, true, false, true]);
    expect((await favourites.list(a.id)).map((row) => row.nodeId).sort()).toEqual(
      [g2.nodeId, g3.nodeId].sort(),
    );
    expect((await favourites.list(b.id)).map((row) => row.nodeId)).toEqual([g2.nodeId]);
  });

  it('one bad add in a batch fails alone; the others are written', async () => {
    const merchant = await seedMerchant(handle);
    const member = await seedMember(handle, merchant.id);
    const favourites = favouritesRepository(handle.db);
    const [good, bad] = await Promise.allSettled([
      favourites.add(member.id, games[3] as CatalogueGame),
      favourites.add(member.id + 1_000_000, games[3] as CatalogueGame), // no such member
    ]);
    expect(good).toEqual({ status: 'fulfilled', value: true });
    expect(bad?.status).toBe('rejected');
    expect((await favourites.list(member.id)).map((row) => row.nodeId)).toEqual([games[3]?.nodeId]);
  });
});
