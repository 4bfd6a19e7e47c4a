import { randomUUID } from 'node:crypto';
import { toMinorUnits } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueGame, Merchant } from '../../src/db/schema/index';
import { recallAll, transferUpline } from '../../src/modules/cashier/withdrawals/moves';
import { withdrawalsOver } from '../../src/modules/cashier/withdrawals/service';
import { toLedgerMember } from '../../src/modules/wallet/index';
import { openLaunchUrl, pickGame, playCall, player } from '../platform/demo-games.helpers';
import { call, onPostgres, testPlatform } from '../platform/helpers';
import { codeOf, seedBankAccount } from './fixtures';
import { mainBalance } from './withdrawals.helpers';

// PGlite runs one statement at a time, so races exist only on a real PostgreSQL (ARCHITECTURE.md
// "Database"). Run with DATABASE_URL=postgres://postgres@127.0.0.1:5432/test.
describe.skipIf(!onPostgres)(
  'withdrawals under concurrency (PostgreSQL only: skipped without DATABASE_URL because PGlite serialises every statement)',
  () => {
    let app: FastifyInstance;
    let merchant: Merchant;
    let dice: CatalogueGame;
    let service: ReturnType<typeof withdrawalsOver>;
    const op = { actor: 'operator:race' };

    beforeAll(async () => {
      app = await testPlatform('withdrawals_concurrency');
      const found = await app.repos.merchants.byCode('ALPHA01');
      if (!found) throw new Error('no merchant');
      merchant = found;
      dice = await pickGame(app, { gameType: 'FISH', supportPlay: 0 });
      service = withdrawalsOver(app.db, app.ledger);
    }, 120_000);

    afterAll(async () => {
      if (app) expect(await app.ledger.check()).toEqual([]);
      await app?.close();
    });

    async function funded(minor: bigint) {
      const { member, token } = await player(app, merchant, { fundMinor: minor });
      const bankAccountId = await seedBankAccount(app, member);
      return { member, token, bankAccountId, ledgerMember: toLedgerMember(member) };
    }

    it('two withdrawals and a demo bet racing for the same balance: held money is never spent twice', async () => {
      for (let round = 0; round < 10; round += 1) {
        const p = await funded(1_000n);
        const launch = await call(app, 'POST', '/wps/game/launchGame', {
          token: p.token,
          body: { nodeId: dice.nodeId, returnUrl: 'https://alpha.example/' },
        });
        const tab = await openLaunchUrl(app, launch.json.value.url);
        const submit = (key: string) =>
          service.submit({
            member: p.ledgerMember,
            currency: 'JPY',
            amountMinor: 600n,
            bankAccountId: p.bankAccountId,
            idempotencyKey: key,
          });
        const [a, b, bet] = await Promise.all([
          codeOf(submit('a')),
          codeOf(submit('b')),
          playCall(app, tab, 'POST', '/wps/game/demo/roll', {
            roundId: randomUUID(),
            amount: '600',
            target: 2,
          }),
        ]);
        const betOk = bet.status === 200;
        if (!betOk) expect(bet.json.errorCode).toBe('INSUFFICIENT_FUNDS');
        const payout = betOk ? toMinorUnits(bet.json.value.round.payout, 0) : 0n;
        for (const code of [a, b]) expect(['ok', 'INSUFFICIENT_FUNDS']).toContain(code);
        const held = BigInt([a, b].filter((c) => c === 'ok').length) * 600n;
        const accepted = [a, b].filter((c) => c === 'ok').length + (betOk ? 1 : 0);
        expect(accepted).toBeGreaterThanOrEqual(1);
        // Without a win, only one of the three fits in 1,000.
        if (payout === 0n) expect(accepted).toBe(1);
        const main = await mainBalance(app, p.member.id);
        expect(main.held).toBe(held);
        expect(main.balance).toBe(1_000n - (betOk ? 600n : 0n) + payout);
        expect(main.available).toBeGreaterThanOrEqual(0n);
      }
    }, 120_000);

    it('pay (and approve) racing reject: one outcome, and the hold agrees with it', async () => {
      for (let round = 0; round < 15; round += 1) {
        const p = await funded(1_000n);
        const made = await service.submit({
          member: p.ledgerMember,
          currency: 'JPY',
          amountMinor: 400n,
          bankAccountId: p.bankAccountId,
          idempotencyKey: 'race',
        });
        const id = made.withdrawal.id;
        if (round % 2 === 0) await service.operate(id, 'approve', op);
        const [pay, reject] = await Promise.all([
          codeOf(service.operate(id, round % 2 === 0 ? 'pay' : 'approve', op)),
          codeOf(service.operate(id, 'reject', { ...op, reason: 'race' })),
        ]);
        const after = await service.detail(id);
        const hold = await app.ledger.pendingTransfer(
          merchant.id,
          after.withdrawal.pendingTransferId,
        );
        const main = await mainBalance(app, p.member.id);
        if (round % 2 === 1) {
          // Approve racing reject: approve may go first (then reject still applies) or lose.
          expect(reject).toBe('ok');
          expect(['ok', 'WITHDRAWAL_STATE_INVALID']).toContain(pay);
          expect(after.withdrawal.state).toBe('rejected');
          expect(hold?.state).toBe('voided');
          expect(main).toEqual({ balance: 1_000n, held: 0n, available: 1_000n });
          continue;
        }
        // Pay racing reject on an approved withdrawal: exactly one wins.
        expect([pay, reject].sort()).toEqual(['WITHDRAWAL_STATE_INVALID', 'ok']);
        if (reject === 'ok') {
          expect(after.withdrawal.state).toBe('rejected');
          expect(hold?.state).toBe('voided');
          expect(main).toEqual({ balance: 1_000n, held: 0n, available: 1_000n });
        } else {
          expect(after.withdrawal.state).toBe('paid');
          expect(hold?.state).toBe('posted');
          expect(main).toEqual({ balance: 600n, held: 0n, available: 600n });
        }
      }
    }, 120_000);

    it('the auto-receive sweep racing a "not received" confirmation: one decides, never both', async () => {
      const later = () => new Date(Date.now() + 2 * 60_000);
      for (let round = 0; round < 15; round += 1) {
        const p = await funded(1_000n);
        const made = await service.submit({
          member: p.ledgerMember,
          currency: 'JPY',
          amountMinor: 100n,
          bankAccountId: p.bankAccountId,
          idempotencyKey: 'sweep',
        });
        const id = made.withdrawal.id;
        await service.operate(id, 'approve', op);
        await service.operate(id, 'pay', op);
        const [swept, confirmed] = await Promise.all([
          service.sweep(merchant.id, 1, later(), p.member.id),
          codeOf(
            service.confirm(p.member.id, id, 'notReceived', null, [
              { mime: 'image/png', bytes: Buffer.from('proof') },
            ]),
          ),
        ]);
        const after = await service.detail(id);
        const kinds = after.events.map((e) => e.kind);
        if (confirmed === 'ok') {
          // The confirmation held the row: the sweep skipped it, or found it no longer paid.
          expect(swept).toBe(0);
          expect(after.withdrawal.state).toBe('underReview');
          expect(kinds.at(-1)).toBe('notReceived');
        } else {
          expect(confirmed).toBe('WITHDRAWAL_STATE_INVALID');
          expect(after.withdrawal.state).toBe('received');
          expect(after.events.at(-1)).toMatchObject({ kind: 'received', forced: true });
        }
        expect(kinds.filter((k) => k === 'received' || k === 'notReceived')).toHaveLength(1);
      }
    }, 120_000);

    it('transfer upline twins and a withdrawal racing for one balance; recall-all twins move once', async () => {
      const agent = await player(app, merchant, { type: 1 });
      for (let round = 0; round < 10; round += 1) {
        const p = await funded(1_000n);
        const send = () =>
          transferUpline(app.ledger, p.ledgerMember, agent.member, 'JPY', 700n, 'twin');
        const [one, two, w] = await Promise.all([
          codeOf(send()),
          codeOf(send()),
          codeOf(
            service.submit({
              member: p.ledgerMember,
              currency: 'JPY',
              amountMinor: 700n,
              bankAccountId: p.bankAccountId,
              idempotencyKey: 'vs-upline',
            }),
          ),
        ]);
        // The twins are one transfer (both answer it, or both lose to the withdrawal).
        expect(one).toBe(two);
        expect([one, w].sort()).toEqual(['INSUFFICIENT_FUNDS', 'ok']);
        const main = await mainBalance(app, p.member.id);
        expect(main.available).toBe(300n);
      }
      await app.ledger.configureMerchant(merchant.id, {
        isSingle: false,
        vendorWallets: ['PG', 'JL'],
      });
      try {
        const p = await funded(1_000n);
        await app.ledger.walletTransfer(p.ledgerMember, 'MAIN', 'PG', 400n, 'to-pg');
        await app.ledger.walletTransfer(p.ledgerMember, 'MAIN', 'JL', 300n, 'to-jl');
        const results = await Promise.all(
          Array.from({ length: 8 }, () =>
            recallAll(app.db, app.ledger, p.ledgerMember, 'JPY', 'recall-twins'),
          ),
        );
        expect(results.filter((r) => !r.replayed)).toHaveLength(1);
        for (const r of results) expect(r.amountMinor).toBe(700n);
        expect((await mainBalance(app, p.member.id)).balance).toBe(1_000n);
      } finally {
        await app.ledger.configureMerchant(merchant.id, { isSingle: true });
      }
    }, 120_000);
  },
);
