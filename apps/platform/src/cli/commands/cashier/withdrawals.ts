import { userInfo } from 'node:os';
import { withdrawalStates } from '@lobbykit/api-contract/rules';
import type { WithdrawalState } from '@lobbykit/api-contract/rules';
import { PlatformError } from '../../../http/errors';
import { withdrawalsOver } from '../../../modules/cashier/withdrawals/service';
import type { OperatorAction } from '../../../modules/cashier/withdrawals/service';
import { moneyOf } from '../../../modules/wallet/index';
import { UsageError, parseArgs, table } from '../../command';
import type { OperatorContext } from '../../command';
import { subcommand } from './subcommand';
import type { CashierSubcommand } from './subcommand';

/** Issue 14 item 4: operators review, approve, pay or reject withdrawals from the CLI. */

const idPattern = /^[1-9]\d{0,17}$/;

interface ListParams {
  merchant: string | null;
  state: WithdrawalState | null;
}

const list: CashierSubcommand<ListParams, Record<string, string>[]> = {
  usage: 'withdrawals [--merchant M] [--state S]',
  summary: 'List withdrawals, newest first (at most 200).',
  parse: (args) => {
    const { positional, options } = parseArgs(args, { merchant: 'string', state: 'string' });
    if (positional.length > 0) throw new UsageError(`unexpected ${positional[0]}`);
    const state = options.state?.[0] ?? null;
    if (state !== null && !(withdrawalStates as readonly string[]).includes(state)) {
      throw new UsageError(`unknown state ${state}; one of ${withdrawalStates.join(', ')}`);
    }
    return { merchant: options.merchant?.[0] ?? null, state: state as WithdrawalState | null };
  },
  run: async (ctx, p) => {
    let merchantId: number | undefined;
    if (p.merchant) {
      const merchant = await ctx.repos.merchants.byCode(p.merchant);
      if (!merchant) throw new PlatformError('MERCHANT_UNKNOWN', `Unknown merchant ${p.merchant}.`);
      merchantId = merchant.id;
    }
    const rows = await withdrawalsOver(ctx.db, ctx.ledger).listForOperator({
      merchantId,
      state: p.state ?? undefined,
    });
    const out = [];
    for (const row of rows) {
      const money = moneyOf(await ctx.ledger.settings(row.merchantId));
      const member = await ctx.repos.members.byId(row.memberId);
      out.push({
        id: String(row.id),
        member: member?.account ?? String(row.memberId),
        amount: `${money.toWire(row.amount)} ${row.currency}`,
        state: row.state,
        bank: `${row.bankName} ${row.accountNumber} (${row.holderName})`,
        created: row.createdAt.toISOString(),
      });
    }
    return out;
  },
  format: (rows) => table(rows),
};

interface StepParams {
  id: string;
  note: string | null;
  reason: string | null;
  actor: string;
}

interface StepResult {
  id: string;
  state: string;
  amount: string;
  replayed: boolean;
}

function step(action: OperatorAction, summary: string): CashierSubcommand<StepParams, StepResult> {
  const reject = action === 'reject';
  const usage = reject
    ? `withdrawal-reject <id> --reason "..."`
    : `withdrawal-${action} <id> [--note "..."]`;
  return {
    usage,
    summary,
    parse: (args) => {
      const { positional, options } = parseArgs(
        args,
        reject ? { reason: 'string' } : { note: 'string' },
      );
      const [id, extra] = positional;
      if (!id || extra !== undefined) throw new UsageError(usage);
      if (!idPattern.test(id)) throw new UsageError(`${id} is not a withdrawal id`);
      const reason = options.reason?.[0]?.trim() || null;
      if (reject && !reason)
        throw new UsageError(`--reason is required (the member sees it)\n${usage}`);
      return {
        id,
        note: options.note?.[0]?.trim() || null,
        reason,
        actor: `operator:${userInfo().username}`,
      };
    },
    run: async (ctx: OperatorContext, p) => {
      const view = await withdrawalsOver(ctx.db, ctx.ledger).operate(BigInt(p.id), action, {
        actor: p.actor,
        note: p.note,
        reason: p.reason,
      });
      const money = moneyOf(await ctx.ledger.settings(view.withdrawal.merchantId));
      return {
        id: String(view.withdrawal.id),
        state: view.withdrawal.state,
        amount: `${money.toWire(view.withdrawal.amount)} ${view.withdrawal.currency}`,
        replayed: view.replayed,
      };
    },
    format: (r) =>
      `withdrawal ${r.id} (${r.amount}) ${r.replayed ? 'was already' : 'is now'} ${r.state}`,
  };
}

/** The withdrawal entries of the `cashier` table (cashier/index.ts), by subcommand name. */
export const withdrawalSubcommands = {
  withdrawals: subcommand(list),
  'withdrawal-review': subcommand(step('review', 'Mark a submitted withdrawal under review.')),
  'withdrawal-approve': subcommand(
    step('approve', 'Approve a withdrawal (submitted or under review); nothing moves yet.'),
  ),
  'withdrawal-pay': subcommand(
    step('pay', 'Mark an approved withdrawal paid: the held amount leaves the member for good.'),
  ),
  'withdrawal-reject': subcommand(
    step(
      'reject',
      'Reject a withdrawal with a reason the member sees; the held amount is released.',
    ),
  ),
};
