import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/command';
import { transfersCommand } from '../../src/cli/commands/wallet';
import { findCommand } from '../../src/cli/registry';
import { toLedgerMember } from '../../src/modules/wallet/index';
import { seedMember, testPlatform } from '../platform/helpers';

// `transfers <merchant> <account>`: what an operator (and the e2e suite, when other tests move
// the same house accounts at the same time) reads to see exactly where one member's money went.
let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('cli-transfers');
});
afterAll(async () => {
  await app.close();
});

const ctx = () => ({ db: app.db, repos: app.repos, ledger: app.ledger });
const transfers = (...args: string[]) => transfersCommand.run(ctx(), transfersCommand.parse(args));

describe('transfers (CLI)', () => {
  it('is registered once as `transfers`', () => {
    expect(findCommand('transfers')).toBe(transfersCommand);
  });

  it("lists a member's transfers newest first with both sides, and only that member's", async () => {
    const alice = await seedMember(app, 'ALPHA01');
    const bob = await seedMember(app, 'ALPHA01');
    const common = { reason: 'test', actor: 'operator:test' };
    await app.ledger.credit(toLedgerMember(alice), {
      amountMinor: 700n,
      kind: 'deposit',
      idempotencyKey: `t-${alice.account}-1`,
      ...common,
    });
    await app.ledger.debit(toLedgerMember(alice), {
      amountMinor: 200n,
      idempotencyKey: `t-${alice.account}-2`,
      ...common,
    });
    await app.ledger.credit(toLedgerMember(bob), {
      amountMinor: 5n,
      idempotencyKey: `t-${bob.account}-1`,
      ...common,
    });

    const rows = await transfers('ALPHA01', alice.account);
    expect(rows.map(({ kind, from, to, amount }) => ({ kind, from, to, amount }))).toEqual([
      { kind: 'withdrawal', from: `${alice.account}:MAIN`, to: 'house:cash_out', amount: '200' },
      { kind: 'deposit', from: 'house:cash_in', to: `${alice.account}:MAIN`, amount: '700' },
    ]);
    expect(await transfers('ALPHA01', alice.account, '--limit', '1')).toHaveLength(1);
    expect(await transfers('ALPHA01', `${alice.account}:TRIAL`)).toEqual([]);
    const cashIn = await transfers('ALPHA01', 'house:cash_in', '--limit', '1000');
    expect(cashIn.some((r) => r.to === `${bob.account}:MAIN` && r.amount === '5')).toBe(true);
  });

  it('answers usage errors that name what is wrong', () => {
    expect(() => transfersCommand.parse([])).toThrow(UsageError);
    expect(() => transfersCommand.parse(['ALPHA01', 'house:nowhere'])).toThrow(
      /unknown house account nowhere/,
    );
    expect(() => transfersCommand.parse(['ALPHA01', 'alice', '--limit', '0'])).toThrow(
      /--limit is 1 to 1000/,
    );
  });
});
