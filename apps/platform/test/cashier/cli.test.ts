import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/command';
import { cashierCommand } from '../../src/cli/commands/cashier/index';
import { findCommand } from '../../src/cli/registry';
import { player } from '../platform/demo-games.helpers';
import { callMultipart, testPlatform } from '../platform/helpers';
import { PNG_SIGNATURE } from '../platform/pngSignature';
import { createDeposit } from './helpers';
import { confirmWithdrawal, fundedMember, mainBalance, withdraw } from './withdrawals.helpers';

// Issue 14 item 4: operators approve, pay or reject withdrawals from the CLI (`cashier ...`).
let app: FastifyInstance;
beforeAll(async () => {
  app = await testPlatform('cashier-cli');
});
afterAll(async () => {
  expect(await app.ledger.check()).toEqual([]);
  await app.close();
});

const ctx = () => ({ db: app.db, repos: app.repos, ledger: app.ledger });
async function cashier(...args: string[]) {
  const result = await cashierCommand.run(ctx(), cashierCommand.parse(args));
  return { result, text: cashierCommand.format(result) };
}

describe('cashier withdrawals (CLI)', () => {
  it('is registered once as `cashier`', () => {
    expect(findCommand('cashier')).toBeDefined();
  });

  it('lists, reviews, approves and pays; the member sees each step', async () => {
    const m = await fundedMember(app, 9_000n);
    const id = (await withdraw(app, m, '2500', 'cli-1')).json.value.id as string;
    const listed = await cashier('withdrawals', '--merchant', 'ALPHA01', '--state', 'submitted');
    expect(listed.text).toContain(m.account);
    expect(listed.text).toContain('2500 JPY');
    expect((await cashier('withdrawal-review', id, '--note', 'checking')).text).toBe(
      `withdrawal ${id} (2500 JPY) is now underReview`,
    );
    await cashier('withdrawal-approve', id);
    expect((await cashier('withdrawal-pay', id, '--note', 'sent')).text).toContain('is now paid');
    expect((await cashier('withdrawal-pay', id)).text).toContain('was already paid');
    expect(await mainBalance(app, m.id)).toEqual({ balance: 6_500n, held: 0n, available: 6_500n });
    const none = await cashier('withdrawals', '--state', 'submitted', '--merchant', 'ALPHA01');
    expect(none.text).not.toContain(m.account);
  });

  it('rejects with a reason and refuses a wrong transition with its code', async () => {
    const m = await fundedMember(app, 9_000n);
    const id = (await withdraw(app, m, '1000', 'cli-2')).json.value.id as string;
    await cashier('withdrawal-reject', id, '--reason', 'Name differs');
    expect((await mainBalance(app, m.id)).held).toBe(0n);
    await expect(cashier('withdrawal-pay', id)).rejects.toMatchObject({
      code: 'WITHDRAWAL_STATE_INVALID',
    });
    await expect(cashier('withdrawal-approve', '999999')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('answers usage errors that name what is wrong', () => {
    expect(() => cashierCommand.parse([])).toThrow(UsageError);
    expect(() => cashierCommand.parse(['withdrawal-reject', '5'])).toThrow(/--reason is required/);
    expect(() => cashierCommand.parse(['withdrawal-pay', 'abc'])).toThrow(/not a withdrawal id/);
    expect(() => cashierCommand.parse(['withdrawals', '--state', 'lost'])).toThrow(/unknown state/);
    expect(() => cashierCommand.parse(['withdrawal-pay', '5', '--reason', 'x'])).toThrow(
      /unknown option --reason/,
    );
  });
});

describe('cashier proofs (CLI): the operator sees what the member sent', () => {
  const png = (fill: number) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(32, fill)]);
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 7)]);

  it("writes a bank transfer's receipt images to files, in the order sent", async () => {
    const alpha = await app.repos.merchants.byCode('ALPHA01');
    if (!alpha) throw new Error('no ALPHA01');
    const { token } = await player(app, alpha);
    const id = String((await createDeposit(app, token, 'bank', '5000')).json.value.id);
    const sent = await callMultipart(
      app,
      'PUT',
      '/wps/cashier/deposit/proof',
      [
        { name: 'id', value: id },
        { name: 'images', filename: 'slip.png', type: 'image/png', bytes: png(1) },
        { name: 'images', filename: 'slip.jpg', type: 'image/jpeg', bytes: jpeg },
      ],
      { token },
    );
    expect(sent.status).toBe(200);
    const out = mkdtempSync(join(tmpdir(), 'lobbykit-proofs-'));
    try {
      const { text } = await cashier('proofs', 'deposit', id, '--out', out);
      expect(readdirSync(out).sort()).toEqual([
        `deposit-${id}-proof-1.png`,
        `deposit-${id}-proof-2.jpg`,
      ]);
      expect(readFileSync(join(out, `deposit-${id}-proof-1.png`))).toEqual(png(1));
      expect(readFileSync(join(out, `deposit-${id}-proof-2.jpg`))).toEqual(jpeg);
      expect(text).toContain('image/jpeg');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('writes the proof of a withdrawal reported not received; says when there is none', async () => {
    const m = await fundedMember(app, 9_000n);
    const id = (await withdraw(app, m, '2000', 'cli-proof')).json.value.id as string;
    const out = mkdtempSync(join(tmpdir(), 'lobbykit-proofs-'));
    try {
      expect((await cashier('proofs', 'withdrawal', id, '--out', out)).text).toBe(
        'The member sent no proof images.',
      );
      await cashier('withdrawal-approve', id);
      await cashier('withdrawal-pay', id);
      const reported = await confirmWithdrawal(app, m.token, { id, outcome: 'notReceived' }, [
        { name: 'statement.png', type: 'image/png', bytes: png(2) },
      ]);
      expect(reported.status).toBe(200);
      await cashier('proofs', 'withdrawal', id, '--out', out);
      expect(readFileSync(join(out, `withdrawal-${id}-proof-1.png`))).toEqual(png(2));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
    await expect(cashier('proofs', 'withdrawal', '999999')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(() => cashierCommand.parse(['proofs', 'refund', '5'])).toThrow(
      /proofs deposit\|withdrawal/,
    );
    expect(() => cashierCommand.parse(['proofs', 'deposit', 'x1'])).toThrow(/not a deposit id/);
  });
});
