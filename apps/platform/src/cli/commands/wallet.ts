import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { sql } from 'drizzle-orm';
import { fromMinorUnits as formatMinor, positiveMoneySchema } from '@lobbykit/api-contract';
import { transferKinds } from '@lobbykit/api-contract';
import { houseWallets } from '../../db/schema/index';
import type { HouseWallet } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { moneyOf, toLedgerMember } from '../../modules/wallet/index';
import type { Disagreement } from '../../modules/wallet/index';
import { UsageError, defineCommand, parseArgs, table } from '../command';
import type { OperatorCommand, OperatorContext } from '../command';

/**
 * `<account>` is a member's account name, optionally with a wallet (`alice:PG`), or a house
 * account (`house:cash_in`).
 */
function parseAccount(text: string): { house: HouseWallet } | { member: string; wallet?: string } {
  if (text.startsWith('house:')) {
    const name = text.slice('house:'.length);
    if (!(houseWallets as readonly string[]).includes(name)) {
      throw new UsageError(`unknown house account ${name}; one of ${houseWallets.join(', ')}`);
    }
    return { house: name as HouseWallet };
  }
  const [member = '', wallet] = text.split(':', 2);
  if (!member)
    throw new UsageError('an account is a member account name, name:WALLET or house:<name>');
  return wallet ? { member, wallet } : { member };
}

async function merchantOrThrow(ctx: OperatorContext, code: string) {
  const merchant = await ctx.repos.merchants.byCode(code);
  if (!merchant) throw new PlatformError('MERCHANT_UNKNOWN', `Unknown merchant ${code}.`);
  return merchant;
}

async function memberOrThrow(ctx: OperatorContext, merchantId: number, account: string) {
  const member = await ctx.repos.members.byAccount(merchantId, account);
  if (!member) throw new PlatformError('WALLET_NOT_FOUND', `Unknown member account ${account}.`);
  return member;
}

interface MovementParams {
  merchant: string;
  account: string;
  amount: string;
  reason: string;
  key: string;
  kind: string | undefined;
  actor: string;
}

function parseMovement(args: string[], verb: 'credit' | 'debit'): MovementParams {
  const { positional, options } = parseArgs(args, {
    reason: 'string',
    key: 'string',
    kind: 'string',
  });
  const [merchant, account, amount] = positional;
  const usage = `${verb} <merchant> <account> <amount> --reason "..." [--key K] [--kind KIND]`;
  if (!merchant || !account || !amount) throw new UsageError(usage);
  // Issue 4: amounts are positive; issue 11: the merchant's currency decides the decimals (run).
  if (!positiveMoneySchema.safeParse(amount).success) {
    throw new UsageError(`${amount} is not an amount greater than zero`);
  }
  parseAccount(account);
  const reason = options.reason?.[0]?.trim();
  if (!reason) throw new UsageError(`--reason is required\n${usage}`);
  const kind = options.kind?.[0];
  if (kind !== undefined && !(transferKinds as readonly string[]).includes(kind)) {
    throw new UsageError(`unknown kind ${kind}; one of ${transferKinds.join(', ')}`);
  }
  return {
    merchant,
    account,
    amount,
    reason,
    // Chosen here, in the CLI process, so a retry through the channel repeats the same key.
    key: options.key?.[0] || `operator:${randomUUID()}`,
    kind,
    actor: `operator:${userInfo().username}`,
  };
}

async function runMovement(ctx: OperatorContext, p: MovementParams, verb: 'credit' | 'debit') {
  const merchant = await merchantOrThrow(ctx, p.merchant);
  const { ledger } = ctx;
  const target = parseAccount(p.account);
  const money = moneyOf(await ledger.settings(merchant.id));
  const amountMinor = money.fromWire(p.amount, 'amount');
  const common = { reason: p.reason, actor: p.actor, idempotencyKey: p.key };
  let result;
  if ('house' in target) {
    // A house-to-house adjustment: the counterparty is the merchant's cash account.
    const settings = await ledger.settings(merchant.id);
    const other = { house: verb === 'credit' ? 'cash_in' : 'cash_out' } as const;
    if (target.house === other.house) throw new UsageError(`${p.account} cannot move to itself`);
    result = await ledger.transfer({
      merchantId: merchant.id,
      currency: settings.currency,
      from: verb === 'credit' ? other : target,
      to: verb === 'credit' ? target : other,
      amountMinor,
      kind: p.kind ?? 'adjustment',
      ...common,
    });
  } else {
    const member = toLedgerMember(await memberOrThrow(ctx, merchant.id, target.member));
    const movement = { amountMinor, kind: p.kind, wallet: target.wallet, ...common };
    result =
      verb === 'credit'
        ? await ledger.credit(member, movement)
        : await ledger.debit(member, movement);
  }
  return {
    transferId: String(result.transferId),
    key: result.idempotencyKey,
    replayed: result.replayed,
    amount: money.toWire(result.amountMinor),
    kind: result.kind,
    balanceAfter: money.toWire(
      verb === 'credit' ? result.creditBalanceAfter : result.debitBalanceAfter,
    ),
  };
}

type MovementResult = Awaited<ReturnType<typeof runMovement>>;

function formatMovement(verb: string) {
  return (r: MovementResult) =>
    `${r.replayed ? 'already applied' : verb} ${r.amount} (${r.kind}), transfer ${r.transferId}, key ${r.key}; balance after ${r.balanceAfter}`;
}

export const creditCommand = defineCommand({
  name: 'credit',
  usage: 'credit <merchant> <account> <amount> --reason "..." [--key K] [--kind deposit]',
  summary: 'Put money into a wallet (member name, name:WALLET, or house:<name>) from the house.',
  parse: (args) => parseMovement(args, 'credit'),
  run: (ctx, params) => runMovement(ctx, params, 'credit'),
  format: formatMovement('credited'),
});

export const debitCommand = defineCommand({
  name: 'debit',
  usage: 'debit <merchant> <account> <amount> --reason "..." [--key K] [--kind withdrawal]',
  summary: 'Take money out of a wallet to the house; a member wallet never goes below zero.',
  parse: (args) => parseMovement(args, 'debit'),
  run: (ctx, params) => runMovement(ctx, params, 'debit'),
  format: formatMovement('debited'),
});

export const balanceCommand = defineCommand({
  name: 'balance',
  usage: 'balance <merchant> <account>',
  summary: 'Show the wallets and balances of a member, or of one house account.',
  parse: (args) => {
    const [merchant, account] = parseArgs(args).positional;
    if (!merchant || !account) throw new UsageError('balance <merchant> <account>');
    parseAccount(account);
    return { merchant, account };
  },
  run: async (ctx, { merchant: code, account }) => {
    const merchant = await merchantOrThrow(ctx, code);
    const { ledger } = ctx;
    const target = parseAccount(account);
    const settings = await ledger.settings(merchant.id);
    const money = moneyOf(settings);
    if ('house' in target) {
      const b = await ledger.houseBalance(merchant.id, settings.currency, target.house);
      return [
        {
          wallet: b.wallet,
          kind: b.kind,
          currency: b.currency,
          balance: money.toWire(b.balanceMinor),
        },
      ];
    }
    const member = await memberOrThrow(ctx, merchant.id, target.member);
    await ledger.ensureMemberWallets(toLedgerMember(member));
    return (await ledger.balances(member.id))
      .filter((b) => !target.wallet || b.wallet === target.wallet)
      .map((b) => ({
        wallet: b.wallet,
        kind: b.kind,
        currency: b.currency,
        balance: money.toWire(b.balanceMinor),
      }));
  },
  format: (rows) => table(rows),
});

/** One side of a transfer as the operator reads it: `alice:MAIN` or `house:trial_house`. */
const sideName = (member: string | null, wallet: string) =>
  member === null ? `house:${wallet}` : `${member}:${wallet}`;

export const transfersCommand = defineCommand({
  name: 'transfers',
  usage: 'transfers <merchant> <account> [--limit N]',
  summary:
    'List the newest transfers of a member (every wallet, or name:WALLET) or of a house account, each with both sides.',
  parse: (args) => {
    const { positional, options } = parseArgs(args, { limit: 'string' });
    const [merchant, account] = positional;
    if (!merchant || !account) throw new UsageError('transfers <merchant> <account> [--limit N]');
    parseAccount(account);
    const limit = Number(options.limit?.[0] ?? '50');
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw new UsageError('--limit is 1 to 1000');
    return { merchant, account, limit };
  },
  run: async (ctx, { merchant: code, account, limit }) => {
    const merchant = await merchantOrThrow(ctx, code);
    const target = parseAccount(account);
    const money = moneyOf(await ctx.ledger.settings(merchant.id));
    // A house wallet's shards are all its accounts; a member's are its wallets (one, if named).
    const owner =
      'house' in target
        ? sql`a.member_id is null and a.wallet = ${target.house}`
        : sql`a.member_id = ${(await memberOrThrow(ctx, merchant.id, target.member)).id}
            ${target.wallet ? sql`and a.wallet = ${target.wallet}` : sql``}`;
    const result = await ctx.db.execute(sql`
      with mine as (select a.id from ledger_accounts a where a.merchant_id = ${merchant.id} and ${owner})
      select t.id::text as id, t.kind, t.amount::text as amount, t.created_at as at,
        dm.account as from_member, d.wallet as from_wallet,
        cm.account as to_member, c.wallet as to_wallet
      from transfers t
      join ledger_accounts d on d.id = t.debit_account_id
      join ledger_accounts c on c.id = t.credit_account_id
      left join members dm on dm.id = d.member_id
      left join members cm on cm.id = c.member_id
      where t.debit_account_id in (select id from mine) or t.credit_account_id in (select id from mine)
      order by t.id desc
      limit ${limit}`);
    type Row = {
      id: string;
      kind: string;
      amount: string;
      at: Date | string;
      from_member: string | null;
      from_wallet: string;
      to_member: string | null;
      to_wallet: string;
    };
    return (result as unknown as { rows: Row[] }).rows.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      kind: r.kind,
      from: sideName(r.from_member, r.from_wallet),
      to: sideName(r.to_member, r.to_wallet),
      amount: money.toWire(BigInt(r.amount)),
    }));
  },
  format: (rows) => table(rows),
});

/** `digits`: minor units of the problem's currency (the ledger holds any currency it was given). */
function describeProblem(d: Disagreement, digits: number): string {
  const fromMinorUnits = (minor: bigint) => formatMinor(minor, digits);
  if (d.problem === 'sum') {
    return `merchant ${d.merchantId} ${d.currency}: balances sum to ${fromMinorUnits(d.sum)}, not 0`;
  }
  const owner = d.memberId === null ? 'house' : `member ${d.memberId}`;
  const stored = d.stored ? fromMinorUnits(d.stored.balance) : '(no balance row)';
  const what =
    d.problem === 'negative'
      ? `is below zero (${fromMinorUnits(d.recomputed.balance)}, of which ${fromMinorUnits(d.recomputed.pendingDebit)} held)`
      : `stored ${stored} (debits ${d.stored ? fromMinorUnits(d.stored.debitTotal) : '-'}, credits ${d.stored ? fromMinorUnits(d.stored.creditTotal) : '-'}, held ${d.stored ? fromMinorUnits(d.stored.pendingDebit) : '-'}) but transfers give ${fromMinorUnits(d.recomputed.balance)} (debits ${fromMinorUnits(d.recomputed.debitTotal)}, credits ${fromMinorUnits(d.recomputed.creditTotal)}, held ${fromMinorUnits(d.recomputed.pendingDebit)})`;
  return `account ${d.accountId} (merchant ${d.merchantId} ${d.currency}, ${owner}, ${d.wallet}) ${what}`;
}

export const ledgerCommand = defineCommand({
  name: 'ledger',
  usage: 'ledger check',
  summary:
    'Recompute every balance from the transfers; exits non-zero naming each account that disagrees.',
  parse: (args) => {
    const [sub] = parseArgs(args).positional;
    if (sub !== 'check') throw new UsageError('ledger check');
    return { sub };
  },
  run: async (ctx) => {
    const { ledger } = ctx;
    const problems = await ledger.check();
    if (problems.length > 0) {
      const digits = new Map<string, number>();
      for (const p of problems) {
        const s = await ledger.settings(p.merchantId);
        digits.set(`${p.merchantId}/${p.currency}`, s.currency === p.currency ? s.minorUnits : 2);
      }
      // Thrown, so the CLI exits non-zero both offline and over the operator channel.
      throw new PlatformError(
        'INTERNAL_ERROR',
        [
          `ledger check: ${problems.length} disagreement(s)`,
          ...problems.map((p) =>
            describeProblem(p, digits.get(`${p.merchantId}/${p.currency}`) ?? 2),
          ),
        ].join('\n'),
      );
    }
    const counted = await ctx.db.execute(
      sql`select (select count(*) from ledger_accounts)::int as accounts,
        (select count(*) from transfers)::int as transfers`,
    );
    const row = (counted as unknown as { rows: { accounts: number; transfers: number }[] }).rows[0];
    return { accounts: Number(row?.accounts ?? 0), transfers: Number(row?.transfers ?? 0) };
  },
  format: ({ accounts, transfers }) =>
    `ledger check: clean (${accounts} accounts, ${transfers} transfers; every balance equals its transfers, every merchant and currency sums to zero)`,
});

/** The wallet commands with their param types erased, for the registry's one list. */
export const walletCommands = [
  creditCommand,
  debitCommand,
  balanceCommand,
  transfersCommand,
  ledgerCommand,
].map((c) => c as unknown as OperatorCommand<unknown, unknown>);
