import { Readable } from 'node:stream';
import { calls, recordRangeDefaultDays, recordRangeMaxDays } from '@lobbykit/api-contract';
import type { WalletTransferKind } from '@lobbykit/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { memberTypes } from '../../db/schema/index';
import type { Member } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { authenticate, registerCall, requireAuth, resolveMerchant } from '../../http/registerCall';
import { bonusSettingsOf } from '../bonus/settings';
import { bonusWageringLockMinor, memberBonuses } from '../bonus/engine';
import { merchantMoney } from '../wallet/money';
import type { MerchantMoney } from '../wallet/money';
import { brandTime, csvLine } from './csv';
import { decodeCursor, encodeCursor, recordsOver } from './repository';
import { cachedBetTotals } from './totalsCache';
import type { AccountRow, BetRow, Cursor, Page, RecordRange, Totals } from './repository';

const dayMs = 86_400_000;

/** §6 Trial: a trial account has no records; it is refused like every real-account action. */
function realMember(member: Member): Member {
  if (member.type === memberTypes.trial)
    throw new PlatformError('REAL_ACCOUNT_REQUIRED', 'A real account is needed for records.');
  return member;
}

/** The request's range with its defaults: `to` now, `from` 7 days before; at most 92 days. */
type RangeInput = { from?: string | undefined; to?: string | undefined };

function rangeOf(input: RangeInput): RecordRange {
  const to = input.to ? new Date(input.to) : new Date();
  const from = input.from
    ? new Date(input.from)
    : new Date(to.getTime() - recordRangeDefaultDays * dayMs);
  const span = to.getTime() - from.getTime();
  if (span <= 0 || span > recordRangeMaxDays * dayMs) {
    throw new PlatformError('VALIDATION_FAILED', 'from: the range is not valid.', {
      fields: [{ field: 'from', message: `before to, at most ${recordRangeMaxDays} days` }],
    });
  }
  return { from, to };
}

const next = (page: Page<unknown>) => (page.next ? encodeCursor(page.next) : null);

function totalsOf(money: MerchantMoney, t: Totals) {
  return {
    rounds: t.rounds,
    bet: money.toWire(t.betMinor),
    payout: money.toWire(t.payoutMinor),
    net: money.toWire(t.payoutMinor - t.betMinor),
  };
}

function betRow(money: MerchantMoney, r: BetRow) {
  const net = r.payoutMinor - r.betMinor;
  return {
    roundId: r.roundId,
    parentRoundId: r.parentRoundId,
    status: r.status,
    nodeId: r.nodeId,
    gameName: r.gameName,
    vendor: r.vendor,
    category: r.category,
    bet: money.toWire(r.betMinor),
    payout: money.toWire(r.payoutMinor),
    net: money.toWire(net),
    result: net > 0n ? ('win' as const) : net < 0n ? ('loss' as const) : ('push' as const),
    createdAt: r.createdAt.toISOString(),
  };
}

function accountRow(money: MerchantMoney, r: AccountRow) {
  return {
    transferId: String(r.transferId),
    createdAt: r.createdAt.toISOString(),
    kind: r.kind,
    walletId: String(r.accountId),
    wallet: r.wallet,
    amount: money.toWire(r.amountMinor),
    balanceAfter: money.toWire(r.balanceAfterMinor),
    reference: r.reference,
    reason: r.reason,
  };
}

const languageOf = (request: FastifyRequest) =>
  String(request.headers.language ?? '').toUpperCase() === 'JA' ? ('JA' as const) : ('EN' as const);

/** Rows of an export are read a page at a time, so memory stays flat however long the list. */
const exportPageSize = 500;

async function* allPages<T>(read: (cursor: Cursor | null) => Promise<Page<T>>) {
  let cursor: Cursor | null = null;
  do {
    const page = await read(cursor);
    yield* page.rows;
    cursor = page.next;
  } while (cursor);
}

export interface RecordsRoutesOptions {
  /** Each merchant's brand time zone (brand.json timeZone), by merchant code. */
  timeZones: ReadonlyMap<string, string>;
}

/**
 * The member records of §2.9 (issue 14 item 6): betting record, account record, profit and loss,
 * bonus details, and the CSV exports of the first two.
 */
export const recordsRoutes = fp<RecordsRoutesOptions>(
  async (app: FastifyInstance, options) => {
    const records = recordsOver(app.db);
    const betTotals = cachedBetTotals(records, app.events.bus);
    const timeZoneOf = (merchantCode: string) => options.timeZones.get(merchantCode) ?? 'UTC';

    registerCall(app, calls.bettingRecord, async (ctx) => {
      const member = realMember(requireAuth(ctx).member);
      const { category, nodeId, cursor, pageSize } = ctx.input;
      const query = { ...rangeOf(ctx.input), category, nodeId, language: languageOf(ctx.request) };
      const money = await merchantMoney(app.db, member.merchantId);
      const after = decodeCursor(cursor);
      const [page, totals] = await Promise.all([
        records.bets(member.id, query, after, pageSize),
        after ? null : betTotals(member.id, query),
      ]);
      return {
        currency: money.currency,
        rows: page.rows.map((r) => betRow(money, r)),
        next: next(page),
        totals: totals && totalsOf(money, totals),
      };
    });

    /** A page of the account record, of one kind when `kind` is given. */
    async function accountPage(
      member: Member,
      input: RangeInput & { cursor?: string | undefined; pageSize: number },
      kind: WalletTransferKind | undefined,
    ) {
      const money = await merchantMoney(app.db, member.merchantId);
      const page = await records.movements(
        member.id,
        { ...rangeOf(input), kind },
        decodeCursor(input.cursor),
        input.pageSize,
      );
      return {
        currency: money.currency,
        rows: page.rows.map((r) => accountRow(money, r)),
        next: next(page),
      };
    }

    registerCall(app, calls.memberTransactions, (ctx) =>
      accountPage(realMember(requireAuth(ctx).member), ctx.input, ctx.input.kind),
    );

    // §2.9 bonusDetails: the ledger's bonus movements, the account record's rows of kind bonus.
    registerCall(app, calls.bonusDetails, (ctx) =>
      accountPage(realMember(requireAuth(ctx).member), ctx.input, 'bonus'),
    );

    // §2.9 bonusDetails, issue 14: each daily deposit bonus with its wagering (bonus/engine.ts).
    registerCall(app, calls.memberBonuses, async (ctx) => {
      const member = realMember(requireAuth(ctx).member);
      const money = await merchantMoney(app.db, member.merchantId);
      const [rows, settings] = await Promise.all([
        memberBonuses(app.db, member.id),
        bonusSettingsOf(app.db, member.merchantId),
      ]);
      // Every bonus still wagering, not only the 50 listed (withdraw's own figure).
      const locked = await bonusWageringLockMinor(app.db, member.id);
      return {
        currency: money.currency,
        lockedByBonus: money.toWire(locked),
        offer: settings && {
          percent: settings.percentBp / 100,
          cap: money.toWire(settings.capMinor),
          wageringMultiplier: settings.wageringMultiplier,
        },
        bonuses: rows.map((row) => ({
          id: row.id,
          depositId: row.depositId,
          amount: money.toWire(row.amountMinor),
          requirement: money.toWire(row.requirementMinor),
          wagered: money.toWire(row.wageredMinor),
          state: row.state,
          creditedAt: row.creditedAt.toISOString(),
          completedAt: row.completedAt?.toISOString() ?? null,
        })),
      };
    });

    registerCall(app, calls.personalProfit, async (ctx) => {
      const member = realMember(requireAuth(ctx).member);
      const timeZone = timeZoneOf(ctx.merchant.code);
      const money = await merchantMoney(app.db, member.merchantId);
      const days = await records.profit(member.id, rangeOf(ctx.input), timeZone);
      const sum = (pick: (d: (typeof days)[number]) => bigint) =>
        days.reduce((total, d) => total + pick(d), 0n);
      return {
        currency: money.currency,
        timeZone,
        days: days.map((d) => ({
          day: d.day,
          category: d.category,
          rounds: d.rounds,
          bet: money.toWire(d.betMinor),
          payout: money.toWire(d.payoutMinor),
          net: money.toWire(d.payoutMinor - d.betMinor),
        })),
        totals: totalsOf(money, {
          rounds: days.reduce((n, d) => n + d.rounds, 0),
          betMinor: sum((d) => d.betMinor),
          payoutMinor: sum((d) => d.payoutMinor),
        }),
      };
    });

    /**
     * The CSV exports: plain routes, since the contract describes JSON answers only. Same Merchant
     * header, token and trial rule as the calls, the filters of the list call (its cursor and page
     * size are ignored: an export is the whole filter), the columns of the screen, amounts as
     * decimal strings and times in the brand's time zone. Streamed a page at a time.
     */
    async function exportOf(request: FastifyRequest) {
      const merchant = await resolveMerchant(request);
      const member = realMember((await authenticate(request, merchant)).member);
      const money = await merchantMoney(app.db, member.merchantId);
      const timeZone = timeZoneOf(merchant.code);
      return { member, money, timeZone };
    }

    function parsed<T>(
      schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } },
      raw: unknown,
    ): T {
      const result = schema.safeParse(raw);
      if (!result.success)
        throw new PlatformError('VALIDATION_FAILED', 'Some fields are not valid.');
      return result.data;
    }

    /**
     * One export: a header row, then a line per row of every page of `read`, the cells picked by
     * `columns` (header and cell side by side, so they cannot drift apart).
     */
    async function* csvLines<T extends { createdAt: string }>(
      timeZone: string,
      columns: readonly (readonly [string, (row: T) => string | null])[],
      rows: AsyncIterable<T>,
    ) {
      yield csvLine([`time (${timeZone})`, ...columns.map(([header]) => header)]);
      for await (const row of rows)
        yield csvLine([
          brandTime(new Date(row.createdAt), timeZone),
          ...columns.map(([, cell]) => cell(row)),
        ]);
    }

    function sendCsv(reply: FastifyReply, name: string, lines: AsyncIterable<string>) {
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines));
    }

    type BetCell = ReturnType<typeof betRow>;
    const betColumns = [
      ['round id', (r: BetCell) => r.roundId],
      ['game', (r: BetCell) => r.gameName],
      ['vendor', (r: BetCell) => r.vendor],
      ['category', (r: BetCell) => r.category],
      ['bet', (r: BetCell) => r.bet],
      ['payout', (r: BetCell) => r.payout],
      ['net', (r: BetCell) => r.net],
      ['result', (r: BetCell) => r.result],
    ] as const;

    type AccountCell = ReturnType<typeof accountRow>;
    const accountColumns = [
      ['transfer id', (r: AccountCell) => r.transferId],
      ['kind', (r: AccountCell) => r.kind],
      ['wallet', (r: AccountCell) => r.wallet],
      ['amount', (r: AccountCell) => r.amount],
      ['balance after', (r: AccountCell) => r.balanceAfter],
      ['reference', (r: AccountCell) => r.reference],
    ] as const;

    app.get('/wps/member/records/bets.csv', async (request, reply) => {
      const input = parsed(calls.bettingRecord.request, request.query);
      const { member, money, timeZone } = await exportOf(request);
      const query = {
        ...rangeOf(input),
        category: input.category,
        nodeId: input.nodeId,
        language: languageOf(request),
      };
      async function* rows() {
        for await (const r of allPages((c) => records.bets(member.id, query, c, exportPageSize)))
          yield betRow(money, r);
      }
      return sendCsv(reply, 'betting-record', csvLines(timeZone, betColumns, rows()));
    });

    app.get('/wps/member/records/transactions.csv', async (request, reply) => {
      const input = parsed(calls.memberTransactions.request, request.query);
      const { member, money, timeZone } = await exportOf(request);
      const query = { ...rangeOf(input), kind: input.kind };
      async function* rows() {
        for await (const r of allPages((c) =>
          records.movements(member.id, query, c, exportPageSize),
        ))
          yield accountRow(money, r);
      }
      return sendCsv(reply, 'account-record', csvLines(timeZone, accountColumns, rows()));
    });
  },
  { name: 'records-routes', dependencies: ['repos', 'ledger', 'errors', 'events'] },
);
