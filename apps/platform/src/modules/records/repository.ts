import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { WalletTransferKind } from '@lobbykit/api-contract';
import { preparedRows } from '../../db/index';
import type { Database } from '../../db/index';
import { PlatformError } from '../../http/errors';

/**
 * The member records (issue 14 item 6, §2.9): the betting record over `game_rounds` and
 * `lottery_bets` (issue 16: lottery bets are listed like any round), the account record over
 * `transfers`, both paged by keyset on (created_at, id), never OFFSET: each page is a range scan
 * of one member's index entries (game_rounds_member_time_idx, lottery_bets_member_time_idx,
 * transfers_*_time_idx), whatever its depth.
 */

export interface RecordRange {
  from: Date;
  to: Date;
}

/**
 * Where the previous page ended: a row's time as PostgreSQL wrote it (microseconds, which a JS
 * Date would round away), its id, and which leg: in the account record 0 debit, 1 credit (a
 * transfer between two wallets of the same member is two rows with one (time, id)); in the
 * betting record 0 a game round, 1 a lottery bet (two tables, so ids may repeat).
 */
export interface Cursor {
  at: string;
  id: bigint;
  leg: 0 | 1;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}|${cursor.leg}`).toString('base64url');
}

const cursorPattern =
  /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?(?:Z|[+-]\d\d:\d\d))\|(\d{1,19})\|([01])$/;

/** The cursor a page answered; anything else is refused as a field error, never half-read. */
export function decodeCursor(text: string | undefined): Cursor | null {
  if (text === undefined) return null;
  const match = cursorPattern.exec(Buffer.from(text, 'base64url').toString());
  if (!match?.[1] || !match[2] || Number.isNaN(Date.parse(match[1]))) {
    throw new PlatformError('VALIDATION_FAILED', 'cursor: not a cursor of this list.', {
      fields: [{ field: 'cursor', message: 'the next of a previous page' }],
    });
  }
  return { at: match[1], id: BigInt(match[2]), leg: match[3] === '1' ? 1 : 0 };
}

export interface BetQuery extends RecordRange {
  category?: string | undefined;
  nodeId?: string | undefined;
  language: 'EN' | 'JA';
}

export interface BetRow {
  id: bigint;
  /** The id the game showed the player (the client's round id), also the ledger's reference. */
  roundId: string;
  parentRoundId: string | null;
  status: 'open' | 'settled';
  nodeId: string;
  gameName: string;
  vendor: string;
  category: string;
  betMinor: bigint;
  payoutMinor: bigint;
  createdAt: Date;
  /** created_at as PostgreSQL wrote it, for the cursor. */
  at: string;
}

export interface Totals {
  rounds: number;
  betMinor: bigint;
  payoutMinor: bigint;
}

export interface AccountQuery extends RecordRange {
  kind?: WalletTransferKind | undefined;
}

export interface AccountRow {
  transferId: bigint;
  createdAt: Date;
  at: string;
  leg: 0 | 1;
  kind: WalletTransferKind;
  accountId: bigint;
  wallet: string;
  /** Signed: positive when money arrived in the wallet, negative when it left. */
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  reference: string | null;
  reason: string | null;
}

export interface ProfitRow {
  day: string;
  category: string;
  rounds: number;
  betMinor: bigint;
  payoutMinor: bigint;
}

export interface Page<T> {
  rows: T[];
  next: Cursor | null;
}

/**
 * Up to `limit` rows and the cursor after the last, when one more row was found.
 *
 * The outer ORDER BY of each page names its columns through the subquery (`merged.id`, `legs.id`):
 * a bare `id` there is the select list's `id::text`, which sorted 9999 after 10000 among rows of
 * one time (one transaction's movements, one lottery slip) and then lost a row at the page's edge,
 * since the keyset compares numbers.
 */
function pageOf<T extends { at: string }>(
  found: T[],
  limit: number,
  keyOf: (row: T) => Cursor,
): Page<T> {
  const rows = found.slice(0, limit);
  const last = rows[rows.length - 1];
  return { rows, next: found.length > limit && last ? keyOf(last) : null };
}

const dayMs = 86_400_000;

const timeText = (column: SQL) => sql`to_json(${column}) #>> '{}'`;

/** The records of one database. */
export function recordsOver(db: Database) {
  function betFilters(memberId: number, query: BetQuery): SQL {
    return sql.join(
      [
        sql`r.member_id = ${memberId}`,
        sql`r.created_at >= ${query.from.toISOString()}`,
        sql`r.created_at < ${query.to.toISOString()}`,
        ...(query.category ? [sql`r.game_type = ${query.category}`] : []),
        ...(query.nodeId ? [sql`r.node_id = ${query.nodeId}`] : []),
      ],
      sql` and `,
    );
  }

  /** The lottery bets of the same filter (b: lottery_bets, d: its draw, g: its game). */
  function lotteryFilters(memberId: number, query: BetQuery): SQL {
    return sql.join(
      [
        sql`b.member_id = ${memberId}`,
        sql`b.created_at >= ${query.from.toISOString()}`,
        sql`b.created_at < ${query.to.toISOString()}`,
        ...(query.category ? [sql`g.game_type = ${query.category}`] : []),
        ...(query.nodeId ? [sql`d.node_id = ${query.nodeId}`] : []),
      ],
      sql` and `,
    );
  }

  /** A lottery bet as a round: open until its draw settles it; a void bet paid its stake back. */
  const lotteryBetSql = sql`b.stake_minor`;
  const lotteryPayoutSql = sql`case when b.state = 'void' then b.stake_minor else b.payout_minor end`;
  const lotteryFrom = sql`lottery_bets b join lottery_draws d on d.id = b.draw_id
               left join catalogue_games g on g.node_id = d.node_id`;

  /**
   * §2.9 personalHistoryCopy: a page of the member's rounds and lottery bets, newest first,
   * ordered by (time, source, id) so the two tables merge into one keyset.
   */
  async function bets(
    memberId: number,
    query: BetQuery,
    cursor: Cursor | null,
    limit: number,
  ): Promise<Page<BetRow>> {
    // (created_at, source, id) below the cursor's, for each source.
    const before = (table: 'r' | 'b', source: 0 | 1) => {
      if (!cursor) return sql``;
      const at = sql.raw(`${table}.created_at`);
      const id = sql.raw(`${table}.id`);
      if (cursor.leg === source)
        return sql` and (${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})`;
      return source < cursor.leg
        ? sql` and ${at} <= ${cursor.at}::timestamptz`
        : sql` and ${at} < ${cursor.at}::timestamptz`;
    };
    const name = query.language === 'JA' ? sql`g.name_ja` : sql`g.name_en`;
    const found = (
      await preparedRows<{
        id: string;
        round_id: string;
        parent: string | null;
        status: 'open' | 'settled';
        node_id: string;
        name: string | null;
        vassalage: string;
        game_type: string;
        bet: string;
        payout: string;
        at: string;
        source: number;
      }>(
        db,
        sql`
        select id::text as id, round_id, parent, status, node_id, name, vassalage, game_type,
               bet::text as bet, payout::text as payout, ${timeText(sql`created_at`)} as at, source
          from ((
        select r.id, r.client_round_id as round_id, p.client_round_id as parent,
               r.status, r.node_id, ${name} as name, r.vassalage, r.game_type,
               r.bet_minor as bet, r.payout_minor as payout, r.created_at, 0 as source
          from game_rounds r left join catalogue_games g on g.node_id = r.node_id
               left join game_rounds p on p.id = r.parent_round_id
         where ${betFilters(memberId, query)}${before('r', 0)}
         order by r.created_at desc, r.id desc
         limit ${limit + 1}
        ) union all (
        select b.id, 'LOT-' || b.id as round_id, null as parent,
               case when b.state = 'open' then 'open' else 'settled' end as status, d.node_id,
               ${name} as name, coalesce(g.vassalage, '') as vassalage,
               coalesce(g.game_type, 'LOTT') as game_type,
               ${lotteryBetSql} as bet, ${lotteryPayoutSql} as payout, b.created_at, 1 as source
          from ${lotteryFrom}
         where ${lotteryFilters(memberId, query)}${before('b', 1)}
         order by b.created_at desc, b.id desc
         limit ${limit + 1}
        )) merged
         order by merged.created_at desc, merged.source desc, merged.id desc
         limit ${limit + 1}`,
      )
    ).map((r): BetRow & { source: 0 | 1 } => ({
      id: BigInt(r.id),
      roundId: r.round_id,
      parentRoundId: r.parent,
      status: r.status,
      nodeId: r.node_id,
      gameName: r.name ?? r.node_id,
      vendor: r.vassalage,
      category: r.game_type,
      betMinor: BigInt(r.bet),
      payoutMinor: BigInt(r.payout),
      createdAt: new Date(r.at),
      at: r.at,
      source: Number(r.source) === 1 ? 1 : 0,
    }));
    return pageOf(found, limit, (r) => ({ at: r.at, id: r.id, leg: r.source }));
  }

  /**
   * Rounds, bet and payout over the whole filter. The whole UTC days inside the range come from
   * game_round_days, the partial days at its ends from game_rounds (the index alone answers them);
   * a game filter, which the daily sums do not know, and a range inside one day read rounds only.
   */
  async function betTotals(memberId: number, query: BetQuery): Promise<Totals> {
    const firstDay = new Date(Math.ceil(query.from.getTime() / dayMs) * dayMs);
    const endDay = new Date(Math.floor(query.to.getTime() / dayMs) * dayMs);
    const rounds = (range: RecordRange) => sql`
      select count(*) as n, coalesce(sum(r.bet_minor), 0) as bet,
             coalesce(sum(r.payout_minor), 0) as payout
        from game_rounds r where ${betFilters(memberId, { ...query, ...range })}`;
    const parts =
      query.nodeId || firstDay >= endDay
        ? rounds(query)
        : sql`${rounds({ from: query.from, to: firstDay })}
          union all
          select coalesce(sum(d.rounds), 0), coalesce(sum(d.bet_minor), 0),
                 coalesce(sum(d.payout_minor), 0)
            from game_round_days d
           where d.member_id = ${memberId}
             and d.day >= ${firstDay.toISOString().slice(0, 10)}::date
             and d.day < ${endDay.toISOString().slice(0, 10)}::date
             ${query.category ? sql`and d.game_type = ${query.category}` : sql``}
          union all
          ${rounds({ from: endDay, to: query.to })}`;
    const lottery = sql`
      select count(*) as n, coalesce(sum(${lotteryBetSql}), 0) as bet,
             coalesce(sum(${lotteryPayoutSql}), 0) as payout
        from ${lotteryFrom} where ${lotteryFilters(memberId, query)}`;
    const [row] = await preparedRows<{ n: string; bet: string; payout: string }>(
      db,
      sql`select sum(n)::text as n, sum(bet)::text as bet, sum(payout)::text as payout
            from (${parts} union all ${lottery}) parts`,
    );
    return {
      rounds: Number(row?.n ?? 0),
      betMinor: BigInt(row?.bet ?? 0),
      payoutMinor: BigInt(row?.payout ?? 0),
    };
  }

  /**
   * §2.9 transactionHistory, §7.3 ODSFE2_MemTransDet: a page of the movements of the member's
   * wallets (not trial ones), newest first. Each wallet's debit and credit legs are read by their
   * own index in (time, id) order and merged, so a page costs a few range scans.
   */
  async function movements(
    memberId: number,
    query: AccountQuery,
    cursor: Cursor | null,
    limit: number,
  ): Promise<Page<AccountRow>> {
    const leg = (side: 'debit' | 'credit') => {
      const column = sql.raw(`t.${side}_account_id`);
      // Within one transfer the debit leg (0) comes before the credit leg (1).
      const after = !cursor
        ? sql``
        : side === 'credit' && cursor.leg === 0
          ? sql` and (t.created_at, t.id) <= (${cursor.at}::timestamptz, ${cursor.id})`
          : sql` and (t.created_at, t.id) < (${cursor.at}::timestamptz, ${cursor.id})`;
      const sign = side === 'debit' ? sql`-t.amount` : sql`t.amount`;
      const balance = sql.raw(`t.${side}_balance_after`);
      return sql`
        select t.id, t.created_at, ${side === 'debit' ? 0 : 1} as leg, t.kind, a.id as account_id,
               a.wallet, ${sign} as amount, ${balance} as balance_after, t.reference, t.reason
          from accounts a cross join lateral (
            select * from transfers t
             where ${column} = a.id
               and t.created_at >= ${query.from.toISOString()}
               and t.created_at < ${query.to.toISOString()}
               ${query.kind ? sql`and t.kind = ${query.kind}` : sql``}${after}
             order by t.created_at desc, t.id desc
             limit ${limit + 1}) t`;
    };
    const found = (
      await preparedRows<{
        id: string;
        at: string;
        leg: number;
        kind: WalletTransferKind;
        account_id: string;
        wallet: string;
        amount: string;
        balance_after: string;
        reference: string | null;
        reason: string | null;
      }>(
        db,
        sql`
        with accounts as (
          select id, wallet from ledger_accounts where member_id = ${memberId} and kind = 'member')
        select id::text as id, ${timeText(sql`created_at`)} as at, leg, kind,
               account_id::text as account_id, wallet, amount::text as amount,
               balance_after::text as balance_after, reference, reason
          from (${leg('debit')} union all ${leg('credit')}) legs
         order by legs.created_at desc, legs.id desc, legs.leg asc
         limit ${limit + 1}`,
      )
    ).map((r): AccountRow => ({
      transferId: BigInt(r.id),
      createdAt: new Date(r.at),
      at: r.at,
      leg: Number(r.leg) === 1 ? 1 : 0,
      kind: r.kind,
      accountId: BigInt(r.account_id),
      wallet: r.wallet,
      amountMinor: BigInt(r.amount),
      balanceAfterMinor: BigInt(r.balance_after),
      reference: r.reference,
      reason: r.reason,
    }));
    return pageOf(found, limit, (r) => ({ at: r.at, id: r.transferId, leg: r.leg }));
  }

  /** §2.9 personalProfit: per day of `timeZone` and category, newest day first. */
  async function profit(memberId: number, range: RecordRange, timeZone: string) {
    const day = sql`to_char(r.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
    const lotteryDay = sql`to_char(b.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
    return (
      await preparedRows<{ day: string; category: string; n: number; bet: string; payout: string }>(
        db,
        sql`
        select day, category, count(*)::int as n, sum(bet)::text as bet,
               sum(payout)::text as payout
          from (
        select ${day} as day, r.game_type as category, r.bet_minor as bet,
               r.payout_minor as payout
          from game_rounds r
         where ${betFilters(memberId, { ...range, language: 'EN' })}
        union all
        select ${lotteryDay} as day, coalesce(g.game_type, 'LOTT'), ${lotteryBetSql},
               ${lotteryPayoutSql}
          from ${lotteryFrom}
         where ${lotteryFilters(memberId, { ...range, language: 'EN' })}
          ) both_kinds
         group by 1, 2 order by 1 desc, 2`,
      )
    ).map((r): ProfitRow => ({
      day: r.day,
      category: r.category,
      rounds: Number(r.n),
      betMinor: BigInt(r.bet),
      payoutMinor: BigInt(r.payout),
    }));
  }

  return { bets, betTotals, movements, profit };
}

export type Records = ReturnType<typeof recordsOver>;
