import { userInfo } from 'node:os';
import { depositStates } from '@lobbykit/api-contract';
import { PlatformError } from '../../../http/errors';
import { depositRepository } from '../../../modules/cashier/repository';
import type { DepositRow } from '../../../db/schema/index';
import { merchantMoney } from '../../../modules/wallet/index';
import { UsageError, parseArgs, table } from '../../command';
import type { OperatorContext } from '../../command';
import { subcommand } from './subcommand';

const operator = () => `operator:${userInfo().username}`;

function depositId(text: string | undefined, usage: string): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647)
    throw new UsageError(usage);
  return Number(text);
}

async function shown(ctx: OperatorContext, row: DepositRow) {
  const money = await merchantMoney(ctx.db, row.merchantId);
  const merchant = await ctx.repos.merchants.byId(row.merchantId);
  const member = await ctx.repos.members.byId(row.memberId);
  return {
    id: row.id,
    merchant: merchant?.code ?? String(row.merchantId),
    member: member?.account ?? String(row.memberId),
    channel: row.channel,
    state: row.state,
    amount: `${money.toWire(row.amountMinor)} ${row.currency}`,
    fee: money.toWire(row.feeMinor),
    credit: money.toWire(row.creditMinor),
    reference: row.reference,
    created: row.createdAt.toISOString(),
    reason: row.reason ?? '',
  };
}

type Shown = Awaited<ReturnType<typeof shown>>;

const listUsage = 'deposits [--merchant M] [--state S] [--limit N]';
const confirmUsage = 'deposit-confirm <id>';
const rejectUsage = 'deposit-reject <id> --reason "..."';

export const depositSubcommands = {
  deposits: subcommand({
    usage: listUsage,
    summary: 'List deposits, newest first, by merchant and state.',
    parse: (args) => {
      const { positional, options } = parseArgs(args, {
        merchant: 'string',
        state: 'string',
        limit: 'string',
      });
      if (positional.length > 0) throw new UsageError(listUsage);
      const state = options.state?.[0];
      if (state !== undefined && !(depositStates as readonly string[]).includes(state))
        throw new UsageError(`unknown state ${state}; one of ${depositStates.join(', ')}`);
      const limit = Number(options.limit?.[0] ?? 50);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw new UsageError('--limit is 1 to 1000');
      return { merchant: options.merchant?.[0], state, limit };
    },
    run: async (ctx, p: { merchant?: string; state?: string; limit: number }) => {
      let merchantId: number | undefined;
      if (p.merchant) {
        const merchant = await ctx.repos.merchants.byCode(p.merchant);
        if (!merchant)
          throw new PlatformError('MERCHANT_UNKNOWN', `Unknown merchant ${p.merchant}.`);
        merchantId = merchant.id;
      }
      const rows = await depositRepository(ctx.db, ctx.ledger).list({
        merchantId,
        state: p.state,
        limit: p.limit,
      });
      return Promise.all(rows.map((row) => shown(ctx, row)));
    },
    format: (rows: Shown[]) => table(rows),
  }),

  'deposit-confirm': subcommand({
    usage: confirmUsage,
    summary:
      'The bank transfer arrived: credit the deposit through the ledger (once; a repeat says so).',
    parse: (args) => ({
      id: depositId(parseArgs(args).positional[0], confirmUsage),
      actor: operator(),
    }),
    run: async (ctx, p: { id: number; actor: string }) => {
      const result = await depositRepository(ctx.db, ctx.ledger).confirm(p.id, p.actor);
      if (result.outcome === 'expired' || result.outcome === 'final') {
        throw new PlatformError(
          'DEPOSIT_STATE',
          `Deposit ${p.id} is ${result.row.state}: nothing credited.`,
        );
      }
      return { outcome: result.outcome, deposit: await shown(ctx, result.row) };
    },
    format: (r: { outcome: string; deposit: Shown }) =>
      `${r.outcome === 'already' ? 'already credited' : 'credited'}: deposit ${r.deposit.id} of ${r.deposit.member} (${r.deposit.merchant}), ${r.deposit.credit} to MAIN`,
  }),

  'deposit-reject': subcommand({
    usage: rejectUsage,
    summary: 'Reject an open deposit with a reason the member sees; nothing moves.',
    parse: (args) => {
      const { positional, options } = parseArgs(args, { reason: 'string' });
      const reason = options.reason?.[0]?.trim();
      if (!reason) throw new UsageError(`--reason is required\n${rejectUsage}`);
      if (reason.length > 200) throw new UsageError('--reason is at most 200 characters');
      return { id: depositId(positional[0], rejectUsage), reason, actor: operator() };
    },
    run: async (ctx, p: { id: number; reason: string; actor: string }) => {
      const row = await depositRepository(ctx.db, ctx.ledger).reject(p.id, p.reason, p.actor);
      return shown(ctx, row);
    },
    format: (d: Shown) => `rejected: deposit ${d.id} of ${d.member} (${d.merchant}): ${d.reason}`,
  }),
};
