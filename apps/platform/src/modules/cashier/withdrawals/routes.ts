import fp from 'fastify-plugin';
import { scheduleJob } from '../../../jobs/schedule';
import { calls } from '@lobbykit/api-contract';
import type { WithdrawalDetail } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import type { WithdrawalSettings } from '../../../brands/load';
import { MAIN_WALLET, agentTypes } from '../../../db/schema/index';
import type { Member, Withdrawal } from '../../../db/schema/index';
import { PlatformError } from '../../../http/errors';
import { registerCall } from '../../../http/registerCall';
import { maskAccountNumber } from '../../security/mask';
import { checkPaymentPassword, realMember } from '../../security/routes';
import { balanceToWire, merchantMoney, toLedgerMember } from '../../wallet/index';
import type { MerchantMoney } from '../../wallet/index';
import { recallAll, transferUpline } from './moves';
import { bonusWageringLockMinor, withdrawalsOver } from './service';
import type { WithdrawalView } from './service';

export interface WithdrawalRoutesOptions {
  /** brand.json memberCentre.withdrawal by merchant code. */
  settings: ReadonlyMap<string, WithdrawalSettings>;
  /** How often the §4 auto-receive sweep runs (ms); 0 turns the interval off (tests). */
  sweepEveryMs?: number;
}

/**
 * The sweep's staleness bound: a paid withdrawal becomes received at most `sweepEveryMs` (one
 * minute) after its window ends, and at once for its own member, whose reads sweep first.
 */
export const defaultSweepEveryMs = 60_000;

function actorKind(actor: string): 'member' | 'operator' | 'system' {
  if (actor.startsWith('member:')) return 'member';
  if (actor.startsWith('operator:')) return 'operator';
  return 'system';
}

function addMinutes(at: Date, minutes: number): string {
  return new Date(at.getTime() + minutes * 60_000).toISOString();
}

export function summaryOf(money: MerchantMoney, row: Withdrawal) {
  return {
    id: String(row.id),
    amount: money.toWire(row.amount),
    state: row.state,
    bankName: row.bankName,
    accountNumber: maskAccountNumber(row.accountNumber),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function detailOf(
  money: MerchantMoney,
  settings: WithdrawalSettings,
  { withdrawal: row, events }: WithdrawalView,
): WithdrawalDetail {
  const last = events.at(-1);
  const since = last?.createdAt ?? row.updatedAt;
  const next: WithdrawalDetail['next'] =
    row.state === 'submitted' || row.state === 'underReview'
      ? { step: 'review', by: addMinutes(since, settings.reviewMinutes) }
      : row.state === 'approved'
        ? { step: 'payment', by: addMinutes(since, settings.paymentMinutes) }
        : row.state === 'paid'
          ? {
              step: 'confirmation',
              by: addMinutes(row.paidAt ?? since, settings.autoReceiveMinutes),
            }
          : null;
  return {
    ...summaryOf(money, row),
    holderName: row.holderName,
    rejectReason: row.rejectReason,
    timeline: events.map((e) => ({
      kind: e.kind,
      state: e.state,
      at: e.createdAt.toISOString(),
      note: e.note,
      actor: actorKind(e.actor),
      forced: e.forced,
      proofImages: e.proofImages,
    })),
    next,
    canConfirm: row.state === 'paid',
  };
}

async function withdrawalCalls(app: FastifyInstance, options: WithdrawalRoutesOptions) {
  const service = withdrawalsOver(app.db, app.ledger);
  const settingsOf = (code: string): WithdrawalSettings => {
    const found = options.settings.get(code);
    if (!found) throw new Error(`no withdrawal settings for merchant ${code}`);
    return found;
  };
  const limitsOf = (money: MerchantMoney, settings: WithdrawalSettings) => ({
    min: money.fromWire(settings.minAmount, 'memberCentre.withdrawal.minAmount'),
    max: money.fromWire(settings.maxAmount, 'memberCentre.withdrawal.maxAmount'),
  });

  /** The member's main wallet: available, the bonus lock, and what may be withdrawn. */
  async function withdrawable(member: Member) {
    const ledgerMember = toLedgerMember(member);
    await app.ledger.ensureMemberWallets(ledgerMember);
    const money = await merchantMoney(app.db, member.merchantId);
    const main = (await app.ledger.balances(member.id)).find(
      (w) => w.wallet === MAIN_WALLET && w.currency === money.currency,
    );
    const available = main?.availableMinor ?? 0n;
    const lock = await bonusWageringLockMinor(app.db, member.id);
    const free = available - lock;
    return { money, available, lock, withdrawable: free > 0n ? free : 0n };
  }

  /** §4 on read: the member's own overdue receipts are forced before anything is shown. */
  async function sweepFor(member: Member, code: string) {
    await service.sweep(
      member.merchantId,
      settingsOf(code).autoReceiveMinutes,
      new Date(),
      member.id,
    );
  }

  registerCall(app, calls.withdrawInfo, async (ctx) => {
    const member = realMember(ctx);
    const settings = settingsOf(ctx.merchant.code);
    const funds = await withdrawable(member);
    const { money } = funds;
    const limits = limitsOf(money, settings);
    const accounts = await app.repos.security.bankAccountsOf(member.id);
    return {
      currency: money.currency,
      available: money.toWire(funds.available),
      lockedByBonus: money.toWire(funds.lock),
      withdrawable: money.toWire(funds.withdrawable),
      min: money.toWire(limits.min),
      max: money.toWire(limits.max),
      hasPaymentPassword: member.paymentPasswordHash !== null,
      bankAccounts: accounts.map((row) => ({
        id: row.id,
        holderName: row.holderName,
        bankName: row.bankName,
        accountNumber: maskAccountNumber(row.accountNumber),
        createdAt: row.createdAt.toISOString(),
      })),
      expected: {
        reviewMinutes: settings.reviewMinutes,
        paymentMinutes: settings.paymentMinutes,
        autoReceiveMinutes: settings.autoReceiveMinutes,
      },
    };
  });

  registerCall(app, calls.withdrawCreate, async (ctx) => {
    const member = realMember(ctx);
    const { input } = ctx;
    const settings = settingsOf(ctx.merchant.code);
    const money = await merchantMoney(app.db, member.merchantId);
    const amountMinor = money.fromWire(input.amount, 'amount');
    const limits = limitsOf(money, settings);
    if (amountMinor < limits.min || amountMinor > limits.max) {
      throw new PlatformError(
        'WITHDRAWAL_AMOUNT_OUT_OF_RANGE',
        `A withdrawal is between ${money.toWire(limits.min)} and ${money.toWire(limits.max)}.`,
        {
          fields: [
            {
              field: 'amount',
              message: `between ${money.toWire(limits.min)} and ${money.toWire(limits.max)}`,
            },
          ],
        },
      );
    }
    await checkPaymentPassword(app, member, input.paymentPassword);
    try {
      const view = await service.submit({
        member: toLedgerMember(member),
        currency: money.currency,
        amountMinor,
        bankAccountId: input.bankAccountId,
        idempotencyKey: input.idempotencyKey,
      });
      return detailOf(money, settings, view);
    } catch (error) {
      if (
        error instanceof PlatformError &&
        error.code === 'INSUFFICIENT_FUNDS' &&
        !error.extra.fields
      ) {
        throw new PlatformError('INSUFFICIENT_FUNDS', 'More than the withdrawable balance.', {
          fields: [{ field: 'amount', message: 'more than the withdrawable balance' }],
        });
      }
      throw error;
    }
  });

  registerCall(app, calls.withdrawList, async (ctx) => {
    const member = realMember(ctx);
    await sweepFor(member, ctx.merchant.code);
    const money = await merchantMoney(app.db, member.merchantId);
    const { size, before } = ctx.input;
    const rows = await service.listOfMember(
      member.id,
      size + 1,
      before === undefined ? undefined : BigInt(before),
    );
    const page = rows.slice(0, size);
    const last = page.at(-1);
    return {
      items: page.map((row) => summaryOf(money, row)),
      next: rows.length > size && last ? String(last.id) : null,
    };
  });

  registerCall(app, calls.withdrawDetail, async (ctx) => {
    const member = realMember(ctx);
    await sweepFor(member, ctx.merchant.code);
    const money = await merchantMoney(app.db, member.merchantId);
    const view = await service.detail(BigInt(ctx.input.id), member.id);
    return detailOf(money, settingsOf(ctx.merchant.code), view);
  });

  registerCall(app, calls.withdrawConfirm, async (ctx) => {
    const member = realMember(ctx);
    // A confirmation after the window is too late: the sweep decides it first (§4).
    await sweepFor(member, ctx.merchant.code);
    const money = await merchantMoney(app.db, member.merchantId);
    const { input, files } = ctx;
    const proof = (files.proof ?? []).map((f) => ({ mime: f.mime, bytes: f.bytes }));
    if (input.outcome !== 'notReceived' && proof.length > 0) {
      throw new PlatformError('VALIDATION_FAILED', 'Proof goes only with "not received".', {
        fields: [{ field: 'proof', message: 'only with notReceived' }],
      });
    }
    const view = await service.confirm(
      member.id,
      BigInt(input.id),
      input.outcome,
      input.note ?? null,
      proof,
    );
    return detailOf(money, settingsOf(ctx.merchant.code), view);
  });

  registerCall(app, calls.walletRecallAll, async (ctx) => {
    const member = realMember(ctx);
    const money = await merchantMoney(app.db, member.merchantId);
    const result = await recallAll(
      app.db,
      app.ledger,
      toLedgerMember(member),
      money.currency,
      ctx.input.idempotencyKey,
    );
    const settings = await app.ledger.settings(member.merchantId);
    const rank = (wallet: string) =>
      wallet === MAIN_WALLET ? -1 : settings.vendorWallets.indexOf(wallet);
    const wallets = (await app.ledger.balances(member.id))
      .filter((w) => w.currency === money.currency && w.kind === 'member')
      .sort((a, b) => rank(a.wallet) - rank(b.wallet));
    return {
      recalled: result.recalled,
      amount: money.toWire(result.amountMinor),
      replayed: result.replayed,
      balance: balanceToWire(money, wallets),
    };
  });

  /** The agent directly above the member, if there is one (§2.9 transferUpline, §6 Agent). */
  async function uplineOf(member: Member): Promise<Member | null> {
    if (member.parentId === null) return null;
    const parent = await app.repos.members.byId(member.parentId);
    if (!parent || parent.merchantId !== member.merchantId || !agentTypes.includes(parent.type)) {
      return null;
    }
    return parent;
  }

  registerCall(app, calls.memberUpline, async (ctx) => {
    const member = realMember(ctx);
    const upline = await uplineOf(member);
    const funds = await withdrawable(member);
    return {
      upline: upline ? { account: upline.account, nickname: upline.nickname } : null,
      available: funds.money.toWire(funds.withdrawable),
      hasPaymentPassword: member.paymentPasswordHash !== null,
    };
  });

  registerCall(app, calls.memberTransferUpline, async (ctx) => {
    const member = realMember(ctx);
    const { input } = ctx;
    const upline = await uplineOf(member);
    if (!upline) {
      throw new PlatformError('UPLINE_NONE', 'You have no agent above you to send money to.');
    }
    const money = await merchantMoney(app.db, member.merchantId);
    const amountMinor = money.fromWire(input.amount, 'amount');
    await checkPaymentPassword(app, member, input.paymentPassword);
    let result;
    try {
      result = await transferUpline(
        app.ledger,
        toLedgerMember(member),
        upline,
        money.currency,
        amountMinor,
        input.idempotencyKey,
      );
    } catch (error) {
      if (
        error instanceof PlatformError &&
        error.code === 'INSUFFICIENT_FUNDS' &&
        !error.extra.fields
      ) {
        throw new PlatformError('INSUFFICIENT_FUNDS', 'More than the available balance.', {
          fields: [{ field: 'amount', message: 'more than the available balance' }],
        });
      }
      throw error;
    }
    const funds = await withdrawable(member);
    return {
      transferId: String(result.transferId),
      amount: money.toWire(result.amountMinor),
      to: upline.account,
      createdAt: result.createdAt.toISOString(),
      replayed: result.replayed,
      available: money.toWire(funds.withdrawable),
    };
  });

  // §4 auto-receive on an interval (staleness bound: `defaultSweepEveryMs`), and on every read
  // of the member's own withdrawals above. Idempotent and safe on several nodes at once (it moves
  // only `paid` rows, skipping locked ones).
  const every = options.sweepEveryMs ?? defaultSweepEveryMs;
  if (every > 0) {
    scheduleJob(app, {
      name: 'withdrawal auto-receive sweep',
      everyMs: every,
      work: async () => {
        for (const merchant of await app.repos.merchants.list()) {
          const settings = options.settings.get(merchant.code);
          if (settings) await service.sweep(merchant.id, settings.autoReceiveMinutes);
        }
      },
    });
  }
}

export const withdrawalRoutes = fp(withdrawalCalls, {
  name: 'withdrawal-routes',
  dependencies: ['database', 'repos', 'ledger', 'errors'],
});
