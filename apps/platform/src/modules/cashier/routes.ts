import fp from 'fastify-plugin';
import { scheduleJob } from '../../jobs/schedule';
import { calls, depositProofLimits } from '@lobbykit/api-contract';
import type { Deposit, DepositProvider as ProviderName } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import type { DepositChannelRow, DepositRow } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { registerCall } from '../../http/registerCall';
import { refuseExcluded } from '../responsible-gambling/exclusion';
import { personOf } from '../responsible-gambling/repository';
import { realMember } from '../security/routes';
import { merchantMoney } from '../wallet/index';
import type { MerchantMoney } from '../wallet/index';
import { enabledChannels } from './channels';
import { demoGatewayRoutes } from './gateway';
import { depositProviders } from './providers';
import { depositLimitsLeft, depositRepository, expireDeposits } from './repository';
import type { DepositRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deposits (issue 14 item 3): the operator's confirm and reject go through here. */
    deposits: DepositRepository;
  }
}

/**
 * The expiry sweep runs this often: a created or pending deposit is expired at most this long
 * after its expires_at (plus one sweep's run). Every path that would credit or take proof checks
 * expires_at itself, so a late sweep never lets an expired deposit be credited.
 */
export const expirySweepMs = 60_000;

export function depositOf(
  row: DepositRow,
  channel: DepositChannelRow,
  money: MerchantMoney,
  proofCount: number,
): Deposit {
  const provider = depositProviders[row.provider as ProviderName];
  const { receivingAccount, payUrl } = provider.instructions(row, channel);
  return {
    id: row.id,
    channel: row.channel,
    provider: row.provider as ProviderName,
    state: row.state as Deposit['state'],
    currency: row.currency,
    amount: money.toWire(row.amountMinor),
    fee: money.toWire(row.feeMinor),
    feeBearer: row.feeBearer as Deposit['feeBearer'],
    credit: money.toWire(row.creditMinor),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    creditedAt: row.creditedAt?.toISOString() ?? null,
    reason: row.reason,
    reference: row.provider === 'bankTransfer' ? row.reference : null,
    receivingAccount,
    payUrl,
    proofCount,
  };
}

async function cashierCalls(app: FastifyInstance): Promise<void> {
  const repo = depositRepository(app.db, app.ledger);
  app.decorate('deposits', repo);

  async function answer(row: DepositRow): Promise<Deposit> {
    const [channel, money, proofs] = await Promise.all([
      repo.channelOf(row),
      merchantMoney(app.db, row.merchantId),
      repo.proofCount(row.id),
    ]);
    return depositOf(row, channel, money, proofs);
  }

  registerCall(app, calls.depositChannels, async (ctx) => {
    const member = realMember(ctx);
    const [channels, money, left] = await Promise.all([
      enabledChannels(app.db, member.merchantId),
      merchantMoney(app.db, member.merchantId),
      depositLimitsLeft(app.db, member.id),
    ]);
    return {
      channels: channels.map((c) => ({
        code: c.code,
        provider: c.provider as ProviderName,
        currency: money.currency,
        min: money.toWire(c.minMinor),
        max: money.toWire(c.maxMinor),
        feeFixed: money.toWire(c.feeFixedMinor),
        feeRateBp: c.feeRateBp,
        feeBearer: c.feeBearer as Deposit['feeBearer'],
      })),
      limits: left.map((l) => ({
        period: l.period,
        limit: money.toWire(l.limitMinor),
        left: money.toWire(l.leftMinor),
      })),
    };
  });

  registerCall(app, calls.depositCreate, async (ctx) => {
    // §6: a trial account never deposits (realMember answers REAL_ACCOUNT_REQUIRED).
    const member = realMember(ctx);
    // Issue 14 item 9: a time-out or self-exclusion in force closes deposits, with the same
    // SELF_EXCLUDED and until that login answers.
    await refuseExcluded(app, personOf(member));
    const channel = (await enabledChannels(app.db, member.merchantId)).find(
      (c) => c.code === ctx.input.channel,
    );
    if (!channel) {
      throw new PlatformError('DEPOSIT_CHANNEL_UNAVAILABLE', 'This deposit channel is not open.', {
        fields: [{ field: 'channel', message: 'not an open deposit channel' }],
      });
    }
    const money = await merchantMoney(app.db, member.merchantId);
    const row = await repo.create(
      member,
      channel,
      money.fromWire(ctx.input.amount, 'amount'),
      money,
    );
    return answer(row);
  });

  registerCall(app, calls.depositList, async (ctx) => {
    const member = realMember(ctx);
    const { rows, next } = await repo.listOfMember(member.id, ctx.input.size, ctx.input.before);
    return { content: await Promise.all(rows.map(answer)), next };
  });

  registerCall(app, calls.depositDetail, async (ctx) => {
    const member = realMember(ctx);
    const row = await repo.ofMember(member.id, ctx.input.id);
    if (!row) throw new PlatformError('NOT_FOUND', 'No such deposit.');
    return answer(row);
  });

  registerCall(app, calls.depositProof, async (ctx) => {
    const member = realMember(ctx);
    const row = await repo.submitProof(
      member,
      ctx.input.id,
      [...(ctx.files.images ?? [])],
      ctx.input.remark,
      depositProofLimits.maxImages,
    );
    return answer(row);
  });

  await app.register(demoGatewayRoutes, { ledger: app.ledger });

  // The expiry sweep (issue 14 item 3): periodic, idempotent, one statement; see expirySweepMs.
  scheduleJob(app, {
    name: 'deposit expiry sweep',
    everyMs: expirySweepMs,
    atReady: true,
    work: async () =>
      void (await expireDeposits(app.db, new Date(), (ids) =>
        app.events.bus.publish('events', ids),
      )),
  });
}

export const cashierRoutes = fp(cashierCalls, {
  name: 'cashier-routes',
  dependencies: ['database', 'repos', 'errors', 'ledger'],
});
