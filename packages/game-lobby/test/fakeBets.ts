import type {
  LotteryBet,
  LotteryBoard,
  LotteryPlayType,
  LotteryResult,
  SportsBet,
  SportsBoard,
  SportsFixture,
  SportsLeg,
} from '@lobbykit/api-contract';

// In-memory answers of the lottery and sports calls, shaped as the platform's demo provider
// answers them (its own tests check the real ones), for the component tests and the stories.

const minute = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const hash = (seed: string) => seed.repeat(64).slice(0, 64);

/** The fast lottery's three play types, as the demo provider offers them. */
export const fastPlayTypes: LotteryPlayType[] = [
  {
    code: 'FAST_POSITION',
    pick: { kind: 'position', positions: 3, low: 0, high: 9 },
    odds: { kind: 'fixed', odds: '9.80' },
    minStake: '100',
    maxStake: '1000000',
  },
  {
    code: 'FAST_BIG_SMALL',
    pick: { kind: 'side', sides: ['big', 'small'] },
    odds: { kind: 'fixed', odds: '1.96' },
    minStake: '100',
    maxStake: '5000000',
  },
  {
    code: 'FAST_ODD_EVEN',
    pick: { kind: 'side', sides: ['odd', 'even'] },
    odds: { kind: 'fixed', odds: '1.96' },
    minStake: '100',
    maxStake: '5000000',
  },
];

/** The fast lottery's board: draw 4102 closes `closesInMs` after `now`, the next one after it. */
export function fastBoard(now: number, closesInMs = 2 * minute + 30_000): LotteryBoard {
  const close = now + closesInMs;
  return {
    game: {
      nodeId: '9101',
      vassalage: 'LOTT',
      gameType: 'LOTT',
      gameName: 'Fast 3',
      iconUrl: '/TCG_PROD_IMAGES/GAME_ICON/200/9101.png',
      iconUrl2x: '/TCG_PROD_IMAGES/GAME_ICON/400/9101.png',
      gameCode: 'FAST3',
      isGame: 'GAME',
      supportPlay: 1,
      minBet: '100',
      lineCount: null,
      rngSubCategory: null,
      gameClassify: null,
      isNew: false,
      isTop: true,
      popularity: 100,
      kind: 'fast',
      tag: 'LOTT',
      defaultPlayType: 'FAST_POSITION',
      drawEverySeconds: 300,
    },
    playTypes: fastPlayTypes,
    draws: [
      {
        drawNumber: 4102,
        drawAt: iso(close + 10_000),
        closeAt: iso(close),
        serverSeedHash: hash('3f9a'),
      },
      {
        drawNumber: 4103,
        drawAt: iso(close + 5 * minute + 10_000),
        closeAt: iso(close + 5 * minute),
        serverSeedHash: hash('b27c'),
      },
    ],
    serverTime: iso(now),
  };
}

/** Seeds of the last three draws and their SHA-256, so the browser's own check says yes. */
const revealed = [
  [4101, 'dc5f829a4c129b9df104f380dbb29368d84b51f718355a6f47c089d7ffc2fa70', [3, 8, 1]],
  [4100, '1a857c430e2f7273c66f184b1a911b429a23bfff8214f1df4f6d9d865d67df31', [9, 0, 4]],
  [4099, '72b2bfd918444fbae22979d9005d66a2666fdd70b87927bafa1b05dc955b45ab', [5, 5, 2]],
] as const;

/** The fast lottery's last three draws, newest first, each with its revealed seed. */
export function fastResults(now: number): LotteryResult[] {
  return revealed.map(([drawNumber, seedHash, numbers], i) => ({
    drawNumber,
    drawAt: iso(now - (i + 1) * 5 * minute),
    numbers: [...numbers],
    serverSeed: `fast3-${drawNumber}-${'7c1e9a04'.repeat(4)}`,
    serverSeedHash: seedHash,
  }));
}

/** The platform's check of a drawn draw: the seed matches its hash and gives the numbers. */
export function fastVerify(now: number) {
  return async ({ drawNumber }: { drawNumber: number }) => {
    const result = fastResults(now).find((r) => r.drawNumber === drawNumber);
    if (!result) throw Object.assign(new Error('No such draw.'), { errorCode: 'NOT_FOUND' });
    return { ...result, hashMatches: true, resultMatches: true };
  };
}

/**
 * `count` lottery bets on the fast lottery, newest first: open ones on the coming draw, or
 * settled ones (won, lost, void in turn) with the numbers drawn.
 */
export function lotteryBets(state: 'open' | 'settled', count: number, now: number): LotteryBet[] {
  return Array.from({ length: count }, (_, i) => {
    const betId = String((state === 'open' ? 9000 : 5000) - i);
    const settled = (['won', 'lost', 'void'] as const)[i % 3] ?? 'lost';
    const common = {
      betId,
      gameCode: 'FAST3',
      nodeId: '9101',
      gameName: 'Fast 3',
      stake: '100',
      placedAt: iso(now - (i + 1) * minute),
    };
    if (state === 'open')
      return {
        ...common,
        drawNumber: 4102,
        drawAt: iso(now + 3 * minute),
        playType: i % 2 === 0 ? 'FAST_POSITION' : 'FAST_BIG_SMALL',
        selection: i % 2 === 0 ? { position: 1, number: i % 10 } : { side: 'big' as const },
        state: 'open' as const,
        payout: null,
        numbers: null,
      };
    return {
      ...common,
      drawNumber: 4101 - i,
      drawAt: iso(now - (i + 1) * 5 * minute),
      playType: 'FAST_POSITION',
      selection: { position: 2, number: 8 },
      state: settled,
      payout: settled === 'won' ? '980' : settled === 'void' ? '100' : '0',
      numbers: [3, settled === 'won' ? 8 : 6, 1],
    };
  });
}

const legOf = (
  fixture: SportsFixture,
  pick: Pick<SportsLeg, 'market' | 'selection' | 'line' | 'odds' | 'result'>,
): SportsLeg => ({
  fixtureId: fixture.fixtureId,
  sport: fixture.sport,
  league: fixture.league,
  kickoffAt: fixture.kickoffAt,
  home: fixture.home,
  away: fixture.away,
  fixtureState: fixture.state,
  score: fixture.score,
  ...pick,
});

type FixtureState = SportsFixture['state'];

/**
 * A football fixture in `state`, kicking off `kickoffInMs` after `now` (before it, if negative);
 * an open one prices the home win at `homeOdds`.
 */
export function fixture(
  id: string,
  [home, away]: [string, string],
  state: FixtureState,
  now: number,
  kickoffInMs: number,
  { score = null, homeOdds = '2.10' }: { score?: SportsFixture['score']; homeOdds?: string } = {},
): SportsFixture {
  const kickoff = now + kickoffInMs;
  return {
    fixtureId: id,
    sport: 'football',
    league: 'FBA',
    kickoffAt: iso(kickoff),
    endsAt: iso(kickoff + 5 * minute),
    home: { code: `${id}H`, name: home },
    away: { code: `${id}A`, name: away },
    state,
    score,
    serverSeedHash: hash('c0ffee'),
    // As the platform sends them: the odds now while open, the closing odds once kicked off.
    markets: [
      {
        market: 'MATCH',
        line: null,
        selections: [
          { selection: 'home', odds: homeOdds },
          { selection: 'draw', odds: '3.40' },
          { selection: 'away', odds: '3.10' },
        ],
      },
      {
        market: 'HANDICAP',
        line: -1.5,
        selections: [
          { selection: 'home', odds: '2.60' },
          { selection: 'away', odds: '1.45' },
        ],
      },
      {
        market: 'TOTAL',
        line: 2.5,
        selections: [
          { selection: 'over', odds: '1.90' },
          { selection: 'under', odds: '1.85' },
        ],
      },
    ],
  };
}

/** A board of football fixtures in every state: two open, one live, one played, one cancelled. */
export function sportsBoard(now: number): SportsBoard {
  return {
    leagues: [
      { code: 'FBA', sport: 'football', name: 'Atlas Premier League' },
      { code: 'BKA', sport: 'basketball', name: 'Harbour Basketball League' },
      { code: 'ESA', sport: 'esports', name: 'Arena Masters' },
    ],
    fixtures: [
      fixture('101', ['Kobe Cranes', 'Riverside'], 'played', now, -9 * minute, {
        score: { home: 2, away: 1 },
      }),
      fixture('102', ['Northgate', 'Eastwood'], 'cancelled', now, -6 * minute),
      fixture('103', ['Westport', 'Hillcrest'], 'live', now, -2 * minute),
      fixture('104', ['Northgate', 'Riverside'], 'open', now, 3 * minute),
      fixture('105', ['Eastwood', 'Westport'], 'open', now, 6 * minute),
    ],
    minStake: '100',
    maxStake: '50000',
    maxPicks: 10,
    oddsUntil: iso(now + 30_000),
    serverTime: iso(now),
  };
}

/**
 * `count` sports bets, newest first: open singles and accumulators on the coming fixtures, or
 * settled ones (singles won, lost, void, and an accumulator with a void leg) with each leg's
 * score and result.
 */
export function sportsBets(state: 'open' | 'settled', count: number, now: number): SportsBet[] {
  const board = sportsBoard(now);
  const [played, cancelled, , open, open2] = board.fixtures as [
    SportsFixture,
    SportsFixture,
    SportsFixture,
    SportsFixture,
    SportsFixture,
  ];
  return Array.from({ length: count }, (_, i) => {
    const betId = String((state === 'open' ? 8000 : 4000) - i);
    const placedAt = iso(now - (i + 1) * minute);
    if (state === 'open') {
      const accumulator = i % 2 === 1;
      const legs = accumulator
        ? [
            legOf(open, {
              market: 'MATCH',
              selection: 'home',
              line: null,
              odds: '2.10',
              result: 'open',
            }),
            legOf(open2, {
              market: 'TOTAL',
              selection: 'over',
              line: 2.5,
              odds: '1.90',
              result: 'open',
            }),
          ]
        : [
            legOf(open, {
              market: 'MATCH',
              selection: 'draw',
              line: null,
              odds: '3.40',
              result: 'open',
            }),
          ];
      return {
        betId,
        kind: accumulator ? 'accumulator' : 'single',
        stake: '1000',
        odds: accumulator ? '3.99' : '3.40',
        potentialReturn: accumulator ? '3990' : '3400',
        state: 'open',
        payout: null,
        legs,
        placedAt,
        settledAt: null,
      };
    }
    if (i % 4 === 3)
      // An accumulator with a leg on the cancelled fixture: that leg is void (1.00), the rest pays.
      return {
        betId,
        kind: 'accumulator',
        stake: '1000',
        odds: '2.10',
        potentialReturn: '2100',
        state: 'won',
        payout: '2100',
        legs: [
          legOf(played, {
            market: 'MATCH',
            selection: 'home',
            line: null,
            odds: '2.10',
            result: 'won',
          }),
          legOf(cancelled, {
            market: 'MATCH',
            selection: 'away',
            line: null,
            odds: '1.00',
            result: 'void',
          }),
        ],
        placedAt,
        settledAt: iso(now - i * minute),
      };
    const result = (['won', 'lost', 'void'] as const)[i % 3] ?? 'lost';
    const leg =
      result === 'void'
        ? legOf(cancelled, { market: 'MATCH', selection: 'home', line: null, odds: '1.00', result })
        : legOf(played, {
            market: 'MATCH',
            selection: result === 'won' ? 'home' : 'away',
            line: null,
            odds: result === 'won' ? '2.10' : '3.10',
            result,
          });
    return {
      betId,
      kind: 'single',
      stake: '1000',
      odds: leg.odds,
      potentialReturn: result === 'won' ? '2100' : result === 'void' ? '1000' : '3100',
      state: result,
      payout: result === 'won' ? '2100' : result === 'void' ? '1000' : '0',
      legs: [leg],
      placedAt,
      settledAt: iso(now - i * minute),
    };
  });
}

/**
 * A "my bets" call over `bets` with keyset pages as the platform answers them: newest first,
 * `pageSize` a page, `next` the last bet's id while more follow. Keeps the requests it saw.
 */
export function pagedBets<B extends { betId: string }>(bets: (state: 'open' | 'settled') => B[]) {
  const requests: { state: 'open' | 'settled'; cursor?: string; pageSize: number }[] = [];
  const call = async ({
    state = 'open',
    cursor,
    pageSize = 20,
  }: { state?: 'open' | 'settled'; cursor?: string; pageSize?: unknown } = {}) => {
    const size = Number(pageSize);
    requests.push({ state, ...(cursor === undefined ? {} : { cursor }), pageSize: size });
    const all = bets(state);
    const from = cursor === undefined ? 0 : all.findIndex((b) => b.betId === cursor) + 1;
    const page = all.slice(from, from + size);
    return { bets: page, next: from + size < all.length ? (page.at(-1)?.betId ?? null) : null };
  };
  return { call, requests };
}

/** The member's balance, as the wallet call answers it. */
export const walletBalance = async () => ({
  currency: 'JPY',
  total: '125000',
  held: '0',
  wallets: [{ walletId: '1', wallet: 'MAIN', balance: '125000' }],
});

/**
 * The platform with the sportsbook hidden for the merchant (the FB vendor or its games turned
 * off): the fixtures call answers SPORTS_UNAVAILABLE in its failure envelope, as the platform's
 * own tests check; every other call is not expected here.
 */
export function hiddenSportsbook() {
  const paths: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    paths.push(url.pathname);
    const body =
      url.pathname === '/lgw/sports/fixtures'
        ? { status: 404, errorCode: 'SPORTS_UNAVAILABLE', message: 'Sports are not available.' }
        : { status: 404, errorCode: 'NOT_FOUND', message: 'Not found.' };
    return new Response(
      JSON.stringify({ success: false, errorCode: body.errorCode, message: body.message }),
      { status: body.status, headers: { 'content-type': 'application/json' } },
    );
  };
  return { fetch, paths };
}
