import { eq } from 'drizzle-orm';
import type { Database } from '../../db/index';
import { catalogueGames } from '../../db/schema/index';
import type { CatalogueGame } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { hiddenCacheFor, isVisible } from '../catalogue/index';
import type { HiddenSets } from '../catalogue/index';
import { sportsVendor } from './bets/place';

/** The catalogue's category of the sportsbook's games (demo vendor FB). */
const sportsCategory = 'SPORTS';

export interface SportsAvailability {
  /** False when the operator hid the sportsbook for the merchant (issue 6 hiding). */
  offered(merchantId: number): Promise<boolean>;
  /** Refuses with SPORTS_UNAVAILABLE when it is hidden. */
  require(merchantId: number): Promise<void>;
}

/**
 * Whether a merchant offers the sportsbook (issue 16): the operator's catalogue hiding (`catalogue
 * hide vendor FB`, the SPORTS category, or every FB game) takes /fbSports away as it takes the
 * tiles away. The FB games are read once (the catalogue is written only at start); the answer is
 * kept per version of the merchant's hidden sets, so a hide is seen as the lists see it.
 */
export function sportsAvailabilityOf(db: Database): SportsAvailability {
  const hiddenCache = hiddenCacheFor(db);
  let games: Promise<CatalogueGame[]> | undefined;
  const readGames = () => {
    if (!games) {
      const reading = db
        .select()
        .from(catalogueGames)
        .where(eq(catalogueGames.vassalage, sportsVendor))
        .then((rows) => rows);
      // A failed read is forgotten, so the next call tries again.
      reading.catch(() => {
        if (games === reading) games = undefined;
      });
      games = reading;
    }
    return games;
  };
  const answers = new WeakMap<HiddenSets, boolean>();
  const offered = async (merchantId: number) => {
    const hidden = await hiddenCache.get(merchantId);
    const known = answers.get(hidden);
    if (known !== undefined) return known;
    const fb = await readGames();
    const answer =
      fb.length === 0
        ? !hidden.vendors.has(sportsVendor) && !hidden.categories.has(sportsCategory)
        : fb.some((game) => isVisible(game, hidden));
    answers.set(hidden, answer);
    return answer;
  };
  return {
    offered,
    async require(merchantId) {
      if (await offered(merchantId)) return;
      throw new PlatformError(
        'SPORTS_UNAVAILABLE',
        'Sports betting is not available on this site at the moment.',
      );
    },
  };
}
