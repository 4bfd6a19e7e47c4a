export { sportsPlugin, defaultSportsJobEveryMs } from './plugin';
export { leagues, leagueOf, teamOf } from './games/leagues';
export type { League, Team } from './games/leagues';
export {
  outcomesOf,
  marketsOf,
  linesOf,
  oddsOf,
  betOutcome,
  selectionWins,
  bookMargin,
} from './games/odds';
export type { MarketQuote, Outcome } from './games/odds';
export { scoreOf, verifyFixture, hashFixtureSeed } from './games/fair';
export { quotesAt, oddsUntil, kickoffOf, nextFixtureNumber, pairingOf } from './games/schedule';
export { ensureFixtures, pruneEmptyFixtures, fixtureHorizonMs } from './fixtures/create';
export { sportsSettlement } from './fixtures/settle';
export type { SportsSettleReport, SportsSettlement } from './fixtures/settle';
export {
  placeSportsBets,
  maxSlipPicks,
  sportsVendor,
  minStakeReference,
  maxStakeReference,
} from './bets/place';
export type { SportsPick, SportsSlipRequest, SportsSlipResult } from './bets/place';
export { fixtureResults, verifyStoredFixture, memberSportsBets, withLegs } from './reads';
export { sportsRoutes } from './routes';
