import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { toMinorUnits } from '@lobbykit/api-contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, gameSeeds } from '../../src/db/schema/index';
import type { CatalogueGame, Merchant } from '../../src/db/schema/index';
import { roundFloats } from '../../src/modules/demo-games/fair/fair';
import { baccaratPayoutMinor, dealBaccarat } from '../../src/modules/demo-games/games/baccarat';
import type { BaccaratSpot } from '../../src/modules/demo-games/games/baccarat';
import { call, testPlatform } from './helpers';
import { openLaunchUrl, pickGame, playCall, player } from './demo-games.helpers';

let app: FastifyInstance;
let merchant: Merchant;
let table: CatalogueGame;

beforeAll(async () => {
  app = await testPlatform('baccarat_property');
  const found = await app.repos.merchants.byCode('ALPHA01');
  if (!found) throw new Error('no merchant ALPHA01');
  merchant = found;
  table = await pickGame(app, { gameType: 'LIVE', supportPlay: 1, maxMinBet: 100_000n });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

type Op =
  | { type: 'deal'; units: number; spot: BaccaratSpot }
  | { type: 'replay'; pick: number; changed: boolean }
  | { type: 'rotate' };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('deal' as const),
      // Multiples of the table's minimum; some deals cannot be paid for.
      units: fc.integer({ min: 1, max: 8 }),
      spot: fc.constantFrom<BaccaratSpot>('PLAYER', 'BANKER', 'TIE'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('replay' as const),
      pick: fc.nat(),
      changed: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('rotate' as const) }) },
);

/** ALPHA01 is a yen merchant: whole yen on the wire (issue 11). */
const yen = (text: string) => toMinorUnits(text, 0);

describe('baccarat rounds against a model of the table (issue 11)', () => {
  it('after any sequence of coups, replays and seed rotations the wallet equals the model, every coup pays what its seeded cards say, and the ledger sums to zero', async () => {
    const ledger = app.ledger;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const funds = 30_000n;
        const { member, token } = await player(app, merchant, { fundMinor: funds });
        const launched = await call(app, 'POST', '/wps/game/launchGame', {
          token,
          body: { nodeId: table.nodeId, returnUrl: 'https://alpha.example/' },
        });
        const tab = await openLaunchUrl(app, launched.json.value.url);
        const state = (await playCall(app, tab, 'GET', '/wps/game/demo/state')).json.value;
        const min = yen(state.minBet);
        let balance = funds;
        const played: { roundId: string; amount: string; spot: BaccaratSpot; round: unknown }[] =
          [];

        for (const o of ops) {
          if (o.type === 'rotate') {
            const rotated = await playCall(app, tab, 'POST', '/wps/game/demo/seeds/rotate', {});
            expect(rotated.status).toBe(200);
            continue;
          }
          if (o.type === 'replay') {
            const original = played[o.pick % Math.max(1, played.length)];
            if (!original) continue;
            const spot = o.changed ? (original.spot === 'TIE' ? 'PLAYER' : 'TIE') : original.spot;
            const again = await playCall(app, tab, 'POST', '/wps/game/demo/deal', {
              roundId: original.roundId,
              amount: original.amount,
              spot,
            });
            if (o.changed) {
              expect(again.json.errorCode).toBe('IDEMPOTENCY_CONFLICT');
            } else {
              expect(again.json.value).toMatchObject({ replayed: true, round: original.round });
            }
            continue;
          }
          const bet = min * BigInt(o.units);
          // The model deals the coup itself from the seed the round will use (read from the
          // database: the test is the server's auditor, the player sees only its hash).
          const [seed] = await app.db
            .select()
            .from(gameSeeds)
            .where(and(eq(gameSeeds.memberId, member.id), eq(gameSeeds.active, true)));
          const roundId = randomUUID();
          const answer = await playCall(app, tab, 'POST', '/wps/game/demo/deal', {
            roundId,
            amount: String(bet),
            spot: o.spot,
          });
          if (bet > balance) {
            expect(answer.json.errorCode).toBe('INSUFFICIENT_FUNDS');
            continue;
          }
          expect(answer.status, JSON.stringify(answer.json)).toBe(200);
          if (!seed) throw new Error('no active seed');
          const coup = dealBaccarat(roundFloats(seed.serverSeed, seed.clientSeed, seed.nextNonce));
          const paid = baccaratPayoutMinor(coup, o.spot, bet);
          const { round } = answer.json.value;
          expect(round.outcome).toMatchObject({ player: coup.player, banker: coup.banker });
          expect(yen(round.payout)).toBe(paid);
          balance = balance - bet + paid;
          expect(yen(answer.json.value.balance)).toBe(balance);
          played.push({ roundId, amount: String(bet), spot: o.spot, round });
        }

        const main = (await ledger.balances(member.id)).find((b) => b.wallet === 'MAIN');
        expect(main?.balanceMinor).toBe(balance);
        const stored = await app.db
          .select()
          .from(gameRounds)
          .where(eq(gameRounds.memberId, member.id));
        expect(stored).toHaveLength(played.length);
        const net = stored.reduce((sum, r) => sum + r.payoutMinor - r.betMinor, 0n);
        expect(funds + net).toBe(balance);
        expect(await ledger.check()).toEqual([]);
        const sum = await app.db.execute(
          sql`select coalesce(sum(balance), 0)::text as s from account_balances where merchant_id = ${merchant.id}`,
        );
        expect((sum as unknown as { rows: { s: string }[] }).rows[0]?.s).toBe('0');
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
