import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { toMinorUnits } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, transfers } from '../../src/db/schema/index';
import type { CatalogueGame, Merchant } from '../../src/db/schema/index';
import { call, onPostgres, testPlatform } from './helpers';
import { openLaunchUrl, pickGame, playCall, player } from './demo-games.helpers';

// PGlite runs one statement at a time, so races exist only on a real PostgreSQL (ARCHITECTURE.md
// "Database"). Run with DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
describe.skipIf(!onPostgres)(
  'demo game rounds under concurrency (PostgreSQL only: skipped without DATABASE_URL because PGlite serialises every statement)',
  () => {
    let app: FastifyInstance;
    let merchant: Merchant;
    let slotGame: CatalogueGame;
    let diceGame: CatalogueGame;
    let tableGame: CatalogueGame;

    beforeAll(async () => {
      app = await testPlatform('demo_games_concurrency');
      const found = await app.repos.merchants.byCode('ALPHA01');
      if (!found) throw new Error('no merchant');
      merchant = found;
      slotGame = await pickGame(app, { gameType: 'RNG', supportPlay: 0 });
      diceGame = await pickGame(app, { gameType: 'FISH', supportPlay: 0 });
      tableGame = await pickGame(app, { gameType: 'LIVE', supportPlay: 1, maxMinBet: 100_000n });
    }, 120_000);

    afterAll(async () => {
      await app?.close();
    });

    async function tabFor(token: string, game: CatalogueGame) {
      const answer = await call(app, 'POST', '/wps/game/launchGame', {
        token,
        body: { nodeId: game.nodeId, returnUrl: 'https://alpha.example/' },
      });
      return openLaunchUrl(app, answer.json.value.url);
    }

    it('the same round id sent 20 times at once bets once, and every answer is that one round', async () => {
      const { member, token } = await player(app, merchant, { fundMinor: 100_000n });
      const tab = await tabFor(token, slotGame);
      const roundId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          playCall(app, tab, 'POST', '/wps/game/demo/spin', {
            roundId,
            lineBet: '10',
            lines: 25,
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const rounds = answers.map((a) => a.json.value.round);
      for (const round of rounds) expect(round).toEqual(rounds[0]);
      expect(answers.filter((a) => a.json.value.replayed === false)).toHaveLength(1);
      const legs = await app.db
        .select()
        .from(transfers)
        .where(eq(transfers.reference, `demo-round:${roundId}`));
      expect(legs.filter((l) => l.kind === 'bet').map((l) => l.amount)).toEqual([250n]);
      const stored = await app.db
        .select()
        .from(gameRounds)
        .where(eq(gameRounds.memberId, member.id));
      expect(stored).toHaveLength(1);
      const payout = toMinorUnits(rounds[0].payout, 0);
      const balances = await app.ledger.balances(member.id);
      expect(balances.find((b) => b.wallet === 'MAIN')?.balanceMinor).toBe(
        100_000n - 250n + payout,
      );
      expect(await app.ledger.check()).toEqual([]);
    });

    it('30 different rounds at once: no overdraw, each nonce used once, and the ledger balances', async () => {
      const { member, token } = await player(app, merchant, { fundMinor: 1_000n });
      const tab = await tabFor(token, diceGame);
      // ¥1,000 in the wallet (ALPHA01 is a yen merchant), ¥100 a roll at a 2 % chance: most rolls
      // lose, so funds usually run out.
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          playCall(app, tab, 'POST', '/wps/game/demo/roll', {
            roundId: randomUUID(),
            amount: '100',
            target: 2,
          }),
        ),
      );
      const ok = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.every((a) => a.json.errorCode === 'INSUFFICIENT_FUNDS')).toBe(true);
      expect(ok.length + refused.length).toBe(30);
      const stored = await app.db
        .select()
        .from(gameRounds)
        .where(eq(gameRounds.memberId, member.id));
      expect(stored).toHaveLength(ok.length);
      expect(stored.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(
        Array.from({ length: ok.length }, (_, i) => i),
      );
      const won = stored.reduce((sum, r) => sum + r.payoutMinor, 0n);
      const balance = (await app.ledger.balances(member.id)).find(
        (b) => b.wallet === 'MAIN',
      )?.balanceMinor;
      expect(balance).toBe(1_000n - 100n * BigInt(ok.length) + won);
      expect(balance).toBeGreaterThanOrEqual(0n);
      expect(await app.ledger.check()).toEqual([]);
    });

    it('baccarat: one round id dealt 20 times at once bets once and answers one coup (issue 11)', async () => {
      const { member, token } = await player(app, merchant, { fundMinor: 1_000_000n });
      const tab = await tabFor(token, tableGame);
      const state = (await playCall(app, tab, 'GET', '/wps/game/demo/state')).json.value;
      const roundId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          playCall(app, tab, 'POST', '/wps/game/demo/deal', {
            roundId,
            amount: state.minBet,
            spot: 'BANKER',
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const rounds = answers.map((a) => a.json.value.round);
      for (const round of rounds) expect(round).toEqual(rounds[0]);
      expect(answers.filter((a) => a.json.value.replayed === false)).toHaveLength(1);
      const bet = toMinorUnits(state.minBet, 0);
      const legs = await app.db
        .select()
        .from(transfers)
        .where(eq(transfers.reference, `demo-round:${roundId}`));
      expect(legs.filter((l) => l.kind === 'bet').map((l) => l.amount)).toEqual([bet]);
      const balances = await app.ledger.balances(member.id);
      expect(balances.find((b) => b.wallet === 'MAIN')?.balanceMinor).toBe(
        1_000_000n - bet + toMinorUnits(rounds[0].payout, 0),
      );
      expect(await app.ledger.check()).toEqual([]);
    });

    it('baccarat: 30 different coups at once never overdraw, use each nonce once and balance the ledger', async () => {
      const { member, token } = await player(app, merchant, { fundMinor: 0n });
      const tab = await tabFor(token, tableGame);
      const state = (await playCall(app, tab, 'GET', '/wps/game/demo/state')).json.value;
      const bet = toMinorUnits(state.minBet, 0);
      // Room for five bets: Tie loses most coups, so the wallet usually runs dry mid-burst.
      await app.ledger.credit(
        { id: member.id, merchantId: merchant.id, type: 0 },
        { amountMinor: bet * 5n, idempotencyKey: `table-fund-${member.id}` },
      );
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          playCall(app, tab, 'POST', '/wps/game/demo/deal', {
            roundId: randomUUID(),
            amount: state.minBet,
            spot: 'TIE',
          }),
        ),
      );
      const ok = answers.filter((a) => a.status === 200);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.every((a) => a.json.errorCode === 'INSUFFICIENT_FUNDS')).toBe(true);
      const stored = await app.db
        .select()
        .from(gameRounds)
        .where(eq(gameRounds.memberId, member.id));
      expect(stored).toHaveLength(ok.length);
      expect(stored.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(
        Array.from({ length: ok.length }, (_, i) => i),
      );
      const won = stored.reduce((sum, r) => sum + r.payoutMinor, 0n);
      const balance = (await app.ledger.balances(member.id)).find(
        (b) => b.wallet === 'MAIN',
      )?.balanceMinor;
      expect(balance).toBe(bet * 5n - bet * BigInt(ok.length) + won);
      expect(balance).toBeGreaterThanOrEqual(0n);
      expect(await app.ledger.check()).toEqual([]);
    });
  },
);
