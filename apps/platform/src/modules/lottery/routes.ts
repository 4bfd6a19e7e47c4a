import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { calls, catalogueAmountMinor } from '@lobbykit/api-contract';
import type {
  LotteryBet as WireBet,
  LotteryMenuGame,
  LotteryOdds,
  LotteryPlayType,
  LotterySelection,
  PrizeMode,
} from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogueGames, lotteryBets, lotteryDraws } from '../../db/schema/index';
import type { CatalogueGame, LotteryBet, Merchant } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { registerCall } from '../../http/registerCall';
import { languageOf, toTile } from '../catalogue/index';
import type { Language } from '../catalogue/index';
import { refuseExcluded } from '../responsible-gambling/exclusion';
import { lossLimitGuard } from '../responsible-gambling/limits';
import { personOf } from '../responsible-gambling/repository';
import { checkReturnUrl, defaultReturnUrl } from '../demo-games/launch/returnUrl';
import { realMember } from '../security/routes';
import { merchantMoney, toLedgerMember } from '../wallet/index';
import type { MerchantMoney } from '../wallet/index';
import { placeBets } from './bets/place';
import { ensureDraws } from './draws/create';
import { lotteryGames, lotteryKindOf, playTypeOf } from './games/catalog';
import type { PlayTypeOdds } from './games/playType';
import type { PlayType } from './games/playType';
import { drawResults, memberBets, openDraws, verifyStoredDraw } from './reads';
import { lotteryGamesOf } from './visibleGames';
import type { LotteryGameRow } from './visibleGames';

/** §2.3, §3: the Vietnamese lottery's vendor (its menus are tagged with it) and the sea lottery's. */
const VN_VENDOR = 'TCG_LOTTO_VN';
const SEA_VENDOR = 'TCG_SEA';
const popularWindowMs = 7 * 24 * 3_600_000;

/** Hundredths of the stake → the wire's odds, "9.80". */
function oddsText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

function wireOdds(odds: PlayTypeOdds): LotteryOdds {
  switch (odds.kind) {
    case 'fixed':
    case 'perHit':
      return { kind: odds.kind, odds: oddsText(odds.hundredths) };
    case 'table':
      return {
        kind: 'table',
        rows: odds.rows.map((r) => ({
          picks: r.picks,
          hits: r.hits,
          odds: oddsText(r.hundredths),
        })),
      };
  }
}

function wirePlayType(type: PlayType, money: MerchantMoney): LotteryPlayType {
  return {
    code: type.code,
    pick: type.pick,
    odds: wireOdds(type.odds),
    minStake: money.toWire(catalogueAmountMinor(type.minStake, money.minorUnits)),
    maxStake: money.toWire(catalogueAmountMinor(type.maxStake, money.minorUnits)),
  };
}

function menuGame(row: LotteryGameRow, language: Language, money: MerchantMoney): LotteryMenuGame {
  const spec = lotteryGames[lotteryKindOf(row.game)];
  return {
    ...toTile(row.game, language, money.minorUnits),
    kind: spec.kind,
    tag: row.game.vassalage,
    defaultPlayType: spec.playTypes[0]?.code ?? '',
    drawEverySeconds: spec.everyMs / 1000,
  };
}

/** §4 prize modes over the demo catalogue: which lottery games a mode shows. */
function inPrizeMode(game: CatalogueGame, mode: PrizeMode | undefined): boolean {
  switch (mode) {
    case undefined:
      return true;
    case 'LOTT':
    case 'ELOTT':
      return game.gameType === mode;
    case 'SEA':
      return game.vassalage === SEA_VENDOR;
    case 'ZY':
      return false;
  }
}

/**
 * The lottery calls (issue 16 items 2 and 3, §7.2): menus, popular, the VN menu and recent games,
 * results, the open draw with the game's play types, bets, my bets, verification and the launcher.
 */
async function lotteryCalls(app: FastifyInstance) {
  // Every call reads the merchant's visible lottery games: from memory, per version of its hidden
  // sets (visibleGames.ts), not from the database each time.
  const lotteryRows = lotteryGamesOf(app.db);
  /** The merchant's visible lottery games (games, not vendor lobbies), by vendor then popularity. */
  const visibleGames = async (merchantId: number) => (await lotteryRows.visible(merchantId)).rows;

  /** The visible lottery game of a code, or NOT_FOUND naming gameCode. */
  async function gameOf(merchant: Merchant, gameCode: string): Promise<LotteryGameRow> {
    const found = (await lotteryRows.visible(merchant.id)).byCode.get(gameCode);
    if (!found) {
      throw new PlatformError('NOT_FOUND', 'There is no such lottery game.', {
        fields: [{ field: 'gameCode', message: 'not a lottery game of this site' }],
      });
    }
    return found;
  }

  function groups(rows: readonly LotteryGameRow[], language: Language, money: MerchantMoney) {
    const byCode = new Map<
      string,
      { groupCode: string; groupName: string; games: LotteryMenuGame[] }
    >();
    for (const row of rows) {
      const code = row.game.vassalage;
      let group = byCode.get(code);
      if (!group) {
        group = {
          groupCode: code,
          groupName: language === 'JA' ? row.groupNameJa : row.groupName,
          games: [],
        };
        byCode.set(code, group);
      }
      group.games.push(menuGame(row, language, money));
    }
    return [...byCode.values()];
  }

  /** A bet as the wire shows it; names from the catalogue whether or not the game is visible. */
  async function wireBets(
    rows: readonly (LotteryBet & {
      nodeId: string;
      drawNumber: bigint;
      drawAt: Date;
      result: number[] | null;
    })[],
    language: Language,
    money: MerchantMoney,
  ): Promise<WireBet[]> {
    const byNode = await lotteryRows.byNodeId();
    return rows.map((bet) => {
      const game = byNode.get(bet.nodeId);
      return {
        betId: String(bet.id),
        gameCode: game?.gameCode ?? '',
        nodeId: bet.nodeId,
        gameName: game ? (language === 'JA' ? game.nameJa : game.nameEn) : bet.nodeId,
        drawNumber: Number(bet.drawNumber),
        drawAt: bet.drawAt.toISOString(),
        playType: bet.playType,
        selection: bet.selection as LotterySelection,
        stake: money.toWire(bet.stakeMinor),
        state: bet.state,
        payout: bet.state === 'open' ? null : money.toWire(bet.payoutMinor),
        numbers: bet.result,
        placedAt: bet.createdAt.toISOString(),
      };
    });
  }

  registerCall(app, calls.lotteryGameMenus, async (ctx) => {
    const language = languageOf(ctx.input, ctx.request, ctx.merchant);
    const money = await merchantMoney(app.db, ctx.merchant.id);
    const { prizeMode } = ctx.input;
    const rows = (await visibleGames(ctx.merchant.id)).filter((r) =>
      inPrizeMode(r.game, prizeMode),
    );
    return { prizeMode: prizeMode ?? null, gameMenus: groups(rows, language, money) };
  });

  registerCall(app, calls.lotteryPopular, async (ctx) => {
    const language = languageOf(ctx.input, ctx.request, ctx.merchant);
    const money = await merchantMoney(app.db, ctx.merchant.id);
    const since = new Date(Date.now() - popularWindowMs);
    const counts = await app.db
      .select({ nodeId: lotteryDraws.nodeId, bets: sql<number>`count(*)::int` })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .where(and(eq(lotteryBets.merchantId, ctx.merchant.id), gte(lotteryBets.createdAt, since)))
      .groupBy(lotteryDraws.nodeId);
    const betsOf = new Map(counts.map((c) => [c.nodeId, c.bets]));
    const rows = (await visibleGames(ctx.merchant.id))
      .filter((r) => inPrizeMode(r.game, ctx.input.prizeMode))
      .map((row, order) => ({ row, order, bets: betsOf.get(row.game.nodeId) ?? 0 }))
      .sort(
        (a, b) =>
          b.bets - a.bets || b.row.game.popularity - a.row.game.popularity || a.order - b.order,
      )
      .slice(0, ctx.input.count);
    return { games: rows.map(({ row }) => menuGame(row, language, money)) };
  });

  registerCall(app, calls.vnLotteryMenu, async (ctx) => {
    const language = languageOf(ctx.input, ctx.request, ctx.merchant);
    const money = await merchantMoney(app.db, ctx.merchant.id);
    const { prizeMode } = ctx.input;
    const rows = (await visibleGames(ctx.merchant.id)).filter(
      (r) => r.game.vassalage === VN_VENDOR && inPrizeMode(r.game, prizeMode),
    );
    return { prizeMode: prizeMode ?? null, gameMenus: groups(rows, language, money) };
  });

  registerCall(app, calls.vnLotteryRecent, async (ctx) => {
    const member = realMember(ctx);
    const language = languageOf(ctx.input, ctx.request, ctx.merchant);
    const money = await merchantMoney(app.db, ctx.merchant.id);
    const latest = await app.db
      .select({ nodeId: lotteryDraws.nodeId, at: sql<string>`max(${lotteryBets.createdAt})` })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .innerJoin(catalogueGames, eq(catalogueGames.nodeId, lotteryDraws.nodeId))
      .where(and(eq(lotteryBets.memberId, member.id), eq(catalogueGames.vassalage, VN_VENDOR)))
      .groupBy(lotteryDraws.nodeId)
      .orderBy(desc(sql`max(${lotteryBets.createdAt})`))
      .limit(ctx.input.count);
    const visible = new Map(
      (await visibleGames(ctx.merchant.id)).map((r) => [r.game.nodeId, r] as const),
    );
    return {
      games: latest.flatMap((l) => {
        const row = visible.get(l.nodeId);
        return row ? [menuGame(row, language, money)] : [];
      }),
    };
  });

  registerCall(app, calls.lotteryResults, async (ctx) => {
    const { game } = await gameOf(ctx.merchant, ctx.input.gameCode);
    const before = ctx.input.before === undefined ? undefined : BigInt(ctx.input.before);
    const draws = await drawResults(app.db, ctx.merchant.id, game.nodeId, ctx.input.count, before);
    return {
      results: draws.map((d) => ({
        drawNumber: Number(d.drawNumber),
        drawAt: d.drawAt.toISOString(),
        numbers: d.result,
        serverSeed: d.serverSeed,
        serverSeedHash: d.serverSeedHash,
      })),
    };
  });

  registerCall(app, calls.lotteryOpenDraws, async (ctx) => {
    realMember(ctx);
    const language = languageOf(ctx.input, ctx.request, ctx.merchant);
    const money = await merchantMoney(app.db, ctx.merchant.id);
    const row = await gameOf(ctx.merchant, ctx.input.gameCode);
    const now = new Date();
    // The job makes draws ahead; a page may ask before its first run (or with the job off).
    await ensureDraws(app.db, ctx.merchant.id, [row.game], now);
    const draws = await openDraws(app.db, ctx.merchant.id, row.game.nodeId, now);
    const spec = lotteryGames[lotteryKindOf(row.game)];
    return {
      game: menuGame(row, language, money),
      playTypes: spec.playTypes.map((t) => wirePlayType(t, money)),
      draws: draws.map((d) => ({
        drawNumber: Number(d.drawNumber),
        drawAt: d.drawAt.toISOString(),
        closeAt: d.closeAt.toISOString(),
        serverSeedHash: d.serverSeedHash,
      })),
      serverTime: now.toISOString(),
    };
  });

  registerCall(app, calls.lotteryBet, async (ctx) => {
    const member = realMember(ctx);
    const language = languageOf({}, ctx.request, ctx.merchant);
    const money = await merchantMoney(app.db, ctx.merchant.id);
    const { game } = await gameOf(ctx.merchant, ctx.input.gameCode);
    const bets = ctx.input.bets.map((bet, i) => ({
      playType: bet.playType,
      selection: bet.selection,
      stakeMinor: money.fromWire(bet.stake, `bets.${i}.stake`),
    }));
    await refuseExcluded(app, personOf(member));
    const slip = await placeBets(app.db, app.ledger, {
      member: toLedgerMember(member),
      nodeId: game.nodeId,
      drawNumber: BigInt(ctx.input.drawNumber),
      bets,
      idempotencyKey: ctx.input.idempotencyKey,
      guard: lossLimitGuard(member.id),
    });
    const rows = slip.bets.map((bet) => ({
      ...bet,
      nodeId: slip.draw.nodeId,
      drawNumber: slip.draw.drawNumber,
      drawAt: slip.draw.drawAt,
      result: slip.draw.result,
    }));
    return {
      bets: await wireBets(rows, language, money),
      balance: money.toWire(slip.balanceMinor),
      replayed: slip.replayed,
    };
  });

  registerCall(app, calls.lotteryMyBets, async (ctx) => {
    const member = realMember(ctx);
    const language = languageOf(ctx.input, ctx.request, ctx.merchant);
    const money = await merchantMoney(app.db, ctx.merchant.id);
    const { gameCode, pageSize, cursor } = ctx.input;
    const nodeId =
      gameCode === undefined ? undefined : (await gameOf(ctx.merchant, gameCode)).game.nodeId;
    const rows = await memberBets(app.db, member.id, ctx.input.state, {
      limit: pageSize + 1,
      beforeId: cursor === undefined ? undefined : BigInt(cursor),
      nodeId,
    });
    const page = rows.slice(0, pageSize);
    const last = page.at(-1);
    return {
      bets: await wireBets(page, language, money),
      next: rows.length > pageSize && last ? String(last.id) : null,
    };
  });

  registerCall(app, calls.lotteryLauncher, async (ctx) => {
    realMember(ctx);
    const { input } = ctx;
    const { game } = await gameOf(ctx.merchant, input.gameCode);
    const spec = lotteryGames[lotteryKindOf(game)];
    if (input.playType !== undefined) playTypeOf(spec, input.playType, 'playType');
    let back: string;
    if (input.backUrl) {
      const checked = checkReturnUrl(input.backUrl, ctx.merchant);
      if (!checked) {
        const message = "The back address must be on one of the merchant's own domains.";
        throw new PlatformError('VALIDATION_FAILED', message, {
          fields: [{ field: 'backUrl', message }],
        });
      }
      back = checked;
    } else {
      const origin = ctx.request.headers.origin;
      back = defaultReturnUrl(
        typeof origin === 'string' ? origin : undefined,
        ctx.merchant,
        app.config.publicOrigin,
      );
    }
    const url = new URL(pagePathOf(game, input.lottoArea), back);
    url.searchParams.set('gameCode', game.gameCode);
    url.searchParams.set('playType', input.playType ?? spec.playTypes[0]?.code ?? '');
    if (input.view === 'lobby') url.searchParams.set('view', 'lobby');
    if (input.prizeMode) url.searchParams.set('prizeMode', input.prizeMode);
    url.searchParams.set('back', back);
    return { url: url.href };
  });

  registerCall(app, calls.lotteryVerify, async (ctx) => {
    const { game } = await gameOf(ctx.merchant, ctx.input.gameCode);
    const [draw] = await app.db
      .select({ id: lotteryDraws.id })
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.merchantId, ctx.merchant.id),
          eq(lotteryDraws.nodeId, game.nodeId),
          eq(lotteryDraws.drawNumber, BigInt(ctx.input.drawNumber)),
        ),
      );
    const notDrawn = () =>
      new PlatformError('NOT_FOUND', 'This draw has no result yet, or there is no such draw.', {
        fields: [{ field: 'drawNumber', message: 'not drawn yet, or no such draw' }],
      });
    if (!draw) throw notDrawn();
    const check = await verifyStoredDraw(app.db, ctx.merchant.id, draw.id).catch(
      (error: unknown) => {
        if (error instanceof PlatformError && error.code === 'NOT_FOUND') throw notDrawn();
        throw error;
      },
    );
    return {
      drawNumber: ctx.input.drawNumber,
      serverSeed: check.serverSeed,
      serverSeedHash: check.serverSeedHash,
      hashMatches: check.hashMatches,
      numbers: check.result,
      resultMatches: check.resultMatches,
    };
  });
}

/** §2.1, §2.3: the site page of a lottery game. */
function pagePathOf(game: CatalogueGame, lottoArea: 'VN' | undefined): string {
  if (lottoArea === 'VN' || game.vassalage === VN_VENDOR) return '/vnLottery';
  if (game.vassalage === SEA_VENDOR) return '/seaLottery';
  return '/lottery';
}

export const lotteryRoutes = fp(lotteryCalls, {
  name: 'lottery-routes',
  dependencies: ['database', 'repos', 'ledger', 'errors'],
});
