import { contractKinds, contractPeriodsOf } from '@lobbykit/api-contract/rules';
import type { Contract } from '@lobbykit/api-contract';
import type { ContractKind, ContractPeriod } from '@lobbykit/api-contract/rules';
import { agentTypes } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { rateToBp } from '../../modules/contracts/terms';
import { merchantMoney } from '../../modules/wallet/index';
import { UsageError, defineCommand, parseArgs, table } from '../command';
import type { OperatorContext } from '../command';

const usage = [
  'contracts list <merchant> <account>',
  `contracts offer <merchant> <account> --kind ${contractKinds.join('|')} --rate <percent> [--period daily|weekly|semimonthly|monthly] [--from <upline agent>]`,
  'contracts settle <merchant> <id> --bet <amount> --active <members> --profit <amount> (a loss: --profit=-300)',
].join('\n');

type Params =
  | { action: 'list'; code: string; account: string }
  | {
      action: 'offer';
      code: string;
      account: string;
      kind: ContractKind;
      rateBp: number;
      period: ContractPeriod;
      from: string | null;
    }
  | {
      action: 'settle';
      code: string;
      id: number;
      bet: string;
      active: number;
      profit: string;
    };

type Result =
  { action: 'list'; contracts: Contract[] } | { action: 'offer' | 'settle'; contract: Contract };

async function merchantOrThrow(ctx: OperatorContext, code: string) {
  const merchant = await ctx.repos.merchants.byCode(code);
  if (!merchant) throw new PlatformError('MERCHANT_UNKNOWN', `Unknown merchant ${code}.`);
  return merchant;
}

async function memberOrThrow(
  ctx: OperatorContext,
  merchantId: number,
  code: string,
  account: string,
) {
  const member = await ctx.repos.members.byAccount(merchantId, account);
  if (!member) throw new PlatformError('NOT_FOUND', `${code} has no member ${account}.`);
  return member;
}

function one(options: Record<string, string[]>, name: string): string | undefined {
  return options[name]?.[0]?.trim();
}

function parseOffer(code: string, account: string, options: Record<string, string[]>): Params {
  const kind = one(options, 'kind') as ContractKind | undefined;
  if (!kind || !contractKinds.includes(kind))
    throw new UsageError(`--kind is one of ${contractKinds.join(', ')}`);
  const rateBp = rateToBp(one(options, 'rate') ?? '');
  if (rateBp === null)
    throw new UsageError('--rate is a percentage from 0.01 to 100 (e.g. 30 or 0.5)');
  const allowed = contractPeriodsOf[kind];
  const period = (one(options, 'period') ?? (allowed.length === 1 ? allowed[0] : undefined)) as
    ContractPeriod | undefined;
  if (!period || !allowed.includes(period))
    throw new UsageError(`--period of a ${kind} contract is one of ${allowed.join(', ')}`);
  return {
    action: 'offer',
    code,
    account,
    kind,
    rateBp,
    period,
    from: one(options, 'from') ?? null,
  };
}

function parseSettle(code: string, id: string, options: Record<string, string[]>): Params {
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new UsageError('<id> is a contract id');
  const bet = one(options, 'bet');
  const active = one(options, 'active');
  const profit = one(options, 'profit');
  if (!bet || bet.startsWith('-')) throw new UsageError('--bet is the team’s bets, 0 or more');
  if (!active || !/^\d{1,9}$/.test(active)) throw new UsageError('--active is a count of members');
  if (!profit) throw new UsageError('--profit is the team’s net result (a loss: --profit=-300)');
  return { action: 'settle', code, id: Number(id), bet, active: Number(active), profit };
}

/**
 * Dividend and salary contracts (issue 15, §1, §6): offer one to a member from the operator or
 * the member's upline agent (the contract popup shows it in the member's open tabs), list a
 * member's, and settle an accepted one with its period's figures (recorded; no money moves).
 */
export const contractsCommand = defineCommand<Params, Result>({
  name: 'contracts',
  usage,
  summary: "Offer a member a dividend or salary contract, list a member's contracts, settle one.",
  parse: (args) => {
    const { positional, options } = parseArgs(args, {
      kind: 'string',
      rate: 'string',
      period: 'string',
      from: 'string',
      bet: 'string',
      active: 'string',
      profit: 'string',
    });
    const [action, code, target] = positional;
    if (!code || !target) throw new UsageError(usage);
    if (action === 'list') return { action, code, account: target };
    if (action === 'offer') return parseOffer(code, target, options);
    if (action === 'settle') return parseSettle(code, target, options);
    throw new UsageError(usage);
  },
  run: async (ctx, params) => {
    const merchant = await merchantOrThrow(ctx, params.code);
    if (params.action === 'settle') {
      const money = await merchantMoney(ctx.db, merchant.id);
      const contract = await ctx.repos.contracts.settle(merchant.id, params.id, {
        betMinor: money.fromWire(params.bet, 'bet'),
        activeMembers: params.active,
        profitLossMinor: money.fromWire(params.profit, 'profit'),
      });
      return { action: 'settle', contract };
    }
    const member = await memberOrThrow(ctx, merchant.id, params.code, params.account);
    if (params.action === 'list') {
      return { action: 'list', contracts: await ctx.repos.contracts.list(member.id) };
    }
    let offeredBy: number | null = null;
    if (params.from !== null) {
      // §6: an agent offers contracts to its own downlines only.
      const agent = await memberOrThrow(ctx, merchant.id, params.code, params.from);
      if (member.parentId !== agent.id || !agentTypes.includes(agent.type))
        throw new PlatformError(
          'FORBIDDEN',
          `${agent.account} is not ${member.account}'s upline agent.`,
        );
      offeredBy = agent.id;
    }
    const contract = await ctx.repos.contracts.offer({
      merchantId: merchant.id,
      memberId: member.id,
      offeredBy,
      kind: params.kind,
      rateBp: params.rateBp,
      period: params.period,
    });
    return { action: 'offer', contract };
  },
  format: (result) => {
    if (result.action !== 'list') {
      const c = result.contract;
      return `contract ${c.id}: ${c.kind} ${c.rate}% ${c.period}, ${c.state}${
        c.settlement ? ` (comes to ${c.settlement.amount} ${c.currency})` : ''
      }`;
    }
    return table(
      result.contracts.map((c) => ({
        id: c.id,
        kind: c.kind,
        rate: `${c.rate}%`,
        period: c.period,
        state: c.state,
        from: c.offeredBy ?? '(operator)',
        amount: c.settlement?.amount ?? '',
      })),
    );
  },
});
