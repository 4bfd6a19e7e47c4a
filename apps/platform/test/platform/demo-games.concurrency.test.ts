import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { toMinorUnits } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, transfers } from '../../src/db/schema/index';
import type { CatalogueGame, Merchant } from '../../src/db/schema/index';
import { createLedger } from '../../src/modules/wallet/index';
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

    beforeAll(async () => {
      app = await testPlatform('demo_games_concurrency');
      const found = await app.repos.merchants.byCode('ALPHA01');
      if (!found) throw new Error('no merchant');
      merchant = found;
      slotGame = await pickGame(app, { gameType: 'RNG', supportPlay: 0 });
      diceGame = await pickGame(app, { gameType: 'FISH', supportPlay: 0 });
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
            lineBet: '0.10',
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
      const payout = toMinorUnits(rounds[0].payout);
      const balances = await createLedger(app.db).balances(member.id);
      expect(balances.find((b) => b.wallet === 'MAIN')?.balanceMinor).toBe(
        100_000n - 250n + payout,
      );
      expect(await createLedger(app.db).check()).toEqual([]);
    });

    it('30 different rounds at once: no overdraw, each nonce used once, and the ledger balances', async () => {
      const { member, token } = await player(app, merchant, { fundMinor: 1_000n });
      const tab = await tabFor(token, diceGame);
      // 10.00 in the wallet, 1.00 a roll at a 2 % chance: most rolls lose, so funds usually run out.
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          playCall(app, tab, 'POST', '/wps/game/demo/roll', {
            roundId: randomUUID(),
            amount: '1.00',
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
      const balance = (await createLedger(app.db).balances(member.id)).find(
        (b) => b.wallet === 'MAIN',
      )?.balanceMinor;
      expect(balance).toBe(1_000n - 100n * BigInt(ok.length) + won);
      expect(balance).toBeGreaterThanOrEqual(0n);
      expect(await createLedger(app.db).check()).toEqual([]);
    });
  },
);
