import fp from 'fastify-plugin';
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { calls, rankWindowDays } from '@lobbykit/api-contract';
import type { GameCategory } from '@lobbykit/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gameRounds, gameSeeds, gameSessions, merchants } from '../../db/schema/index';
import type {
  CatalogueGame,
  GameRound,
  GameSession,
  Member,
  Merchant,
} from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { platformRoot } from '../../paths';
import { contentSecurityPolicy, originsOf } from '../../plugins/security';
import { registerCall, requireAuth } from '../../http/registerCall';
import { languageOf, toTile } from '../catalogue/index';
import { merchantMoney, toLedgerMember } from '../wallet/index';
import type { MerchantMoney } from '../wallet/index';
import { boardCacheFor } from './board/cache';
import { biggestWins, maskAccount } from './board/rankList';
import { recentGames } from './board/recent';
import { activeSeed, revealedSeeds, rotateSeed } from './fair/seeds';
import { refuseExcluded } from '../responsible-gambling/exclusion';
import { lossLimitGuard } from '../responsible-gambling/limits';
import { personOf } from '../responsible-gambling/repository';
import { exchangeTicket, launchGame, sessionOfTicket } from './launch/service';
import { renderEndedPage, renderGamePage, renderVerifyPage } from './pages/render';
import { betLimits } from './rounds/limits';
import { lineBetMinorOf, playRound, toRound } from './rounds/service';
import type { SlotRequest } from './rounds/service';
import type { PlayRequest, PlayResult } from './rounds/service';
import { walletBalance, walletOf } from './rounds/wallet';
import {
  cookieNameOf,
  gameSessionOf,
  isGameSessionId,
  readCookie,
  sessionCookie,
  staleGameCookies,
} from './session/gameSession';

// From the source tree, also when the platform runs from dist/ (pnpm build).
const publicDir = join(platformRoot, 'src/modules/demo-games/public');
const assetTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** The game pages' scripts and style sheet, read once: only these names are ever served. */
function loadAssets(): Map<string, { body: string; type: string }> {
  const assets = new Map<string, { body: string; type: string }>();
  for (const name of readdirSync(publicDir)) {
    const type = assetTypes[extname(name)];
    if (type) assets.set(name, { body: readFileSync(join(publicDir, name), 'utf8'), type });
  }
  return assets;
}

/**
 * The game pages' policy: the platform's own (security plugin) with one change, who may frame
 * them: the platform's origin (the site it serves) and the merchant's domains (its site on a
 * CDN), never anyone else. The /seamless page (§2.1) shows the game inside the site; every other
 * answer of the platform stays unframeable.
 */
function gamePagePolicy(app: FastifyInstance, merchant: Pick<Merchant, 'domains'> | null): string {
  return contentSecurityPolicy({
    imageOrigins: originsOf(app.config.imageCdns),
    frameOrigins: originsOf(app.config.launchCdns),
    frameAncestors: ["'self'", ...(merchant?.domains ?? [])],
  });
}

function html(reply: FastifyReply, status: number, body: string, policy: string): FastifyReply {
  // Helmet's X-Frame-Options (DENY) cannot name a list of sites; frame-ancestors can, and
  // browsers obey it instead.
  reply.raw.removeHeader('x-frame-options');
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', policy)
    .type('text/html; charset=utf-8')
    .send(body);
}

/** EN or JA for a page that has no game session to say (Accept-Language, else the §9 default). */
function pageLanguage(request: FastifyRequest): 'EN' | 'JA' {
  const query = (request.query as { lang?: unknown }).lang;
  if (query === 'EN' || query === 'JA') return query;
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && accept.toLowerCase().startsWith('en') ? 'EN' : 'JA';
}

function playValue(result: PlayResult, money: MerchantMoney) {
  return {
    round: toRound(result.round, money.minorUnits),
    replayed: result.replayed,
    balance: money.toWire(result.balanceMinor),
    nextSeed: {
      serverSeedHash: result.nextSeed.serverSeedHash,
      clientSeed: result.nextSeed.clientSeed,
      nextNonce: result.nextSeed.nextNonce,
    },
  };
}

async function openRoundOf(app: FastifyInstance, memberId: number): Promise<GameRound | undefined> {
  const [open] = await app.db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, memberId), eq(gameRounds.status, 'open')));
  return open;
}

/** The built-in demo game provider (issue 6): launch, game pages, play API, recent and winners. */
async function demoGameCalls(app: FastifyInstance): Promise<void> {
  const assets = loadAssets();

  app.get<{ Params: { file: string } }>('/demo-games/assets/:file', async (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) throw new PlatformError('NOT_FOUND', 'Not found.');
    return reply.header('cache-control', 'public, max-age=300').type(asset.type).send(asset.body);
  });

  // The launch URL: the single-use ticket becomes an httpOnly cookie, then the address without the
  // ticket replaces it, so the ticket stays out of history and Referer headers.
  app.get<{ Querystring: { ticket?: string } }>('/demo-games/launch', async (request, reply) => {
    const ticket = typeof request.query.ticket === 'string' ? request.query.ticket : '';
    const exchanged =
      ticket.length > 0 && ticket.length <= 128 ? await exchangeTicket(app, ticket) : null;
    if (!exchanged) {
      const known = ticket ? await sessionOfTicket(app, ticket) : undefined;
      const merchant = known ? await app.repos.merchants.byId(known.merchantId) : undefined;
      return html(
        reply,
        410,
        renderEndedPage(known?.language ?? pageLanguage(request), known?.returnUrl ?? null, true),
        gamePagePolicy(app, merchant ?? null),
      );
    }
    const { session, secret } = exchanged;
    const cookies = [
      sessionCookie(session, secret, request.protocol === 'https'),
      ...(await staleGameCookies(app, request, session.id)),
    ];
    return reply
      .header('set-cookie', cookies)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(`/demo-games/play/${session.id}`, 303);
  });

  app.get<{ Params: { id: string } }>('/demo-games/play/:id', async (request, reply) => {
    const { id } = request.params;
    if (!isGameSessionId(id) || !readCookie(request, cookieNameOf(id))) {
      return html(
        reply,
        401,
        renderEndedPage(pageLanguage(request), null, false),
        gamePagePolicy(app, null),
      );
    }
    const [row] = await app.db
      .select({ session: gameSessions, merchant: merchants })
      .from(gameSessions)
      .innerJoin(merchants, eq(merchants.id, gameSessions.merchantId))
      .where(eq(gameSessions.id, id));
    if (!row) {
      return html(
        reply,
        401,
        renderEndedPage(pageLanguage(request), null, false),
        gamePagePolicy(app, null),
      );
    }
    const policy = gamePagePolicy(app, row.merchant);
    let resolved;
    try {
      resolved = await gameSessionOf(app, request, row.merchant, id);
    } catch {
      return html(
        reply,
        401,
        renderEndedPage(row.session.language, row.session.returnUrl, false),
        policy,
      );
    }
    const { session, game } = resolved;
    const money = await merchantMoney(app.db, row.merchant.id);
    const limits = betLimits(game, money.minorUnits, { table: session.kind === 'baccarat' });
    const imageHost = app.config.imageCdns[0] ?? '';
    return html(
      reply,
      200,
      renderGamePage({
        kind: session.kind,
        gameSessionId: session.id,
        merchantCode: row.merchant.code,
        language: session.language,
        gameName: session.language === 'JA' ? game.nameJa : game.nameEn,
        artworkUrl: `${imageHost}${game.icon}`,
        returnUrl: session.returnUrl,
        playMode: session.playMode,
        // Issue 11: the merchant's one currency, its symbol and its own decimals.
        currency: {
          code: money.currency,
          symbol: row.merchant.publicSettings.currencySymbol,
          minorUnits: money.minorUnits,
        },
        minBetMinor: limits.minBetMinor,
        maxBetMinor: limits.maxBetMinor,
        maxLines: limits.maxLines,
        lineBetsMinor: limits.lineBetsMinor,
      }),
      policy,
    );
  });

  app.get('/demo-games/verify', async (request, reply) =>
    html(reply, 200, renderVerifyPage(pageLanguage(request)), gamePagePolicy(app, null)),
  );

  registerCall(app, calls.launchGame, async (ctx) => {
    const { member, session } = requireAuth(ctx);
    const origin = ctx.request.headers.origin;
    const launched = await launchGame(app, ctx.merchant, member, session, {
      nodeId: ctx.input.nodeId,
      gameCode: ctx.input.gameCode,
      language: languageOf(ctx.input, ctx.request, ctx.merchant),
      freePlay: ctx.input.freePlay,
      returnUrl: ctx.input.returnUrl,
      origin: typeof origin === 'string' ? origin : undefined,
    });
    return {
      url: launched.url,
      gameSessionId: launched.session.id,
      ticketExpiresAt: launched.session.ticketExpiresAt.toISOString(),
      playMode: launched.session.playMode,
      demoGame: launched.demoGame,
      language: launched.session.language === 'JA' ? ('JA' as const) : ('EN' as const),
    };
  });

  registerCall(app, calls.recentGames, async (ctx) => {
    const { member } = requireAuth(ctx);
    const language = languageOf(ctx.input, ctx.request, ctx.merchant);
    const { recent } = boardCacheFor(app.db);
    const key = `${ctx.merchant.id}|${member.id}|${ctx.input.limit}`;
    const rows =
      (
        await recent.load(key, async () => ({
          memberId: member.id,
          games: await recentGames(app.db, ctx.merchant.id, member.id, ctx.input.limit),
        }))
      )?.games ?? [];
    const { minorUnits } = await merchantMoney(app.db, ctx.merchant.id);
    return {
      list: rows.map((r) => ({
        ...toTile(r.game, language, minorUnits),
        lastPlayedAt: r.lastPlayedAt.toISOString(),
      })),
    };
  });

  registerCall(app, calls.rankList, async (ctx) => {
    const language = languageOf(ctx.input, ctx.request, ctx.merchant);
    const { wins: board } = boardCacheFor(app.db);
    const key = `${ctx.merchant.id}|${ctx.input.gameCategory}|${ctx.input.limitNum}`;
    const wins =
      (
        await board.load(key, async () => ({
          merchantId: ctx.merchant.id,
          wins: await biggestWins(app.db, ctx.merchant.id, {
            gameCategory: ctx.input.gameCategory,
            limit: ctx.input.limitNum,
            days: rankWindowDays,
          }),
        }))
      )?.wins ?? [];
    const money = await merchantMoney(app.db, ctx.merchant.id);
    return {
      list: wins.map((w, i) => ({
        rank: i + 1,
        account: maskAccount(w.account),
        nodeId: w.nodeId,
        gameName: language === 'JA' ? w.nameJa : w.nameEn,
        gameType: w.gameType as GameCategory,
        vassalage: w.vassalage,
        winAmount: money.toWire(w.payoutMinor),
        winTime: w.createdAt.toISOString(),
      })),
    };
  });

  registerCall(app, calls.demoGameState, async (ctx) => {
    const { session, member, game } = await gameSessionOf(app, ctx.request, ctx.merchant);
    const ledgerMember = toLedgerMember(member);
    const wallet = await walletOf(app.ledger, ledgerMember, game.vassalage);
    const money = await merchantMoney(app.db, member.merchantId);
    const limits = betLimits(game, money.minorUnits, { table: session.kind === 'baccarat' });
    const seed = await activeSeed(app.db, member);
    const open = await openRoundOf(app, member.id);
    const bonus = open?.request as SlotRequest | undefined;
    return {
      gameSessionId: session.id,
      nodeId: game.nodeId,
      gameName: session.language === 'JA' ? game.nameJa : game.nameEn,
      demoGame: session.kind,
      playMode: session.playMode,
      language: session.language === 'JA' ? ('JA' as const) : ('EN' as const),
      currency: money.currency,
      minorUnits: money.minorUnits,
      balance: money.toWire(await walletBalance(app.ledger, ledgerMember, wallet)),
      minBet: money.toWire(limits.minBetMinor),
      maxBet: money.toWire(limits.maxBetMinor),
      maxLines: limits.maxLines,
      lineBets: limits.lineBetsMinor.map(money.toWire),
      seed: {
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nextNonce: seed.nextNonce,
      },
      openBonus: open
        ? {
            roundId: open.clientRoundId,
            nodeId: open.nodeId,
            freeSpinsLeft: open.freeSpinsLeft,
            freeSpinsTotal: open.freeSpinsTotal,
            lines: Number(bonus?.lines ?? 0),
            lineBet: money.toWire(bonus ? lineBetMinorOf(bonus) : 0n),
          }
        : null,
    };
  });

  /** Every bet: refused during a time-out or self-exclusion, and over the loss limit. */
  const play = async (
    session: GameSession,
    member: Member,
    game: CatalogueGame,
    request: PlayRequest,
  ): Promise<PlayResult> => {
    await refuseExcluded(app, personOf(member));
    return playRound(
      app.db,
      app.ledger,
      session,
      game,
      toLedgerMember(member),
      request,
      lossLimitGuard(member.id),
    );
  };

  registerCall(app, calls.demoSlotSpin, async (ctx) => {
    const { session, member, game } = await gameSessionOf(app, ctx.request, ctx.merchant);
    if (session.kind !== 'slot') throw new PlatformError('NOT_FOUND', 'This game does not spin.');
    const money = await merchantMoney(app.db, member.merchantId);
    const result = await play(session, member, game, {
      kind: 'slot',
      roundId: ctx.input.roundId,
      lineBetMinor: money.fromWire(ctx.input.lineBet, 'lineBet'),
      lines: ctx.input.lines,
    });
    return playValue(result, money);
  });

  registerCall(app, calls.demoDiceRoll, async (ctx) => {
    const { session, member, game } = await gameSessionOf(app, ctx.request, ctx.merchant);
    if (session.kind !== 'dice') throw new PlatformError('NOT_FOUND', 'This game does not roll.');
    const money = await merchantMoney(app.db, member.merchantId);
    const result = await play(session, member, game, {
      kind: 'dice',
      roundId: ctx.input.roundId,
      amountMinor: money.fromWire(ctx.input.amount, 'amount'),
      target: ctx.input.target,
    });
    return playValue(result, money);
  });

  registerCall(app, calls.demoBaccaratDeal, async (ctx) => {
    const { session, member, game } = await gameSessionOf(app, ctx.request, ctx.merchant);
    if (session.kind !== 'baccarat') {
      throw new PlatformError('NOT_FOUND', 'This game deals no baccarat.');
    }
    const money = await merchantMoney(app.db, member.merchantId);
    const result = await play(session, member, game, {
      kind: 'baccarat',
      roundId: ctx.input.roundId,
      amountMinor: money.fromWire(ctx.input.amount, 'amount'),
      spot: ctx.input.spot,
    });
    return playValue(result, money);
  });

  registerCall(app, calls.demoSeeds, async (ctx) => {
    const { member } = await gameSessionOf(app, ctx.request, ctx.merchant);
    const seed = await activeSeed(app.db, member);
    const revealed = await revealedSeeds(app.db, member.id);
    return {
      active: {
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nextNonce: seed.nextNonce,
      },
      revealed: revealed.map(revealedValue),
    };
  });

  registerCall(app, calls.demoSeedRotate, async (ctx) => {
    const { member } = await gameSessionOf(app, ctx.request, ctx.merchant);
    const { revealed, active } = await rotateSeed(app.db, member, ctx.input.clientSeed);
    return {
      revealed: revealedValue(revealed),
      active: {
        serverSeedHash: active.serverSeedHash,
        clientSeed: active.clientSeed,
        nextNonce: active.nextNonce,
      },
    };
  });

  registerCall(app, calls.demoHistory, async (ctx) => {
    const { member } = await gameSessionOf(app, ctx.request, ctx.merchant);
    const rows = await app.db
      .select({ round: gameRounds, seed: gameSeeds })
      .from(gameRounds)
      .innerJoin(gameSeeds, eq(gameSeeds.id, gameRounds.seedId))
      .where(eq(gameRounds.memberId, member.id))
      .orderBy(desc(gameRounds.id))
      .limit(ctx.input.limit);
    const { minorUnits } = await merchantMoney(app.db, member.merchantId);
    return {
      rounds: rows.map(({ round, seed }) => ({
        ...toRound(round, minorUnits),
        nodeId: round.nodeId,
        // The server seed only once revealed: while active it would let the player see ahead.
        serverSeed: seed.active ? null : seed.serverSeed,
      })),
    };
  });
}

function revealedValue(seed: {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  revealedAt: Date | null;
}) {
  return {
    serverSeed: seed.serverSeed,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    roundsPlayed: seed.nextNonce,
    revealedAt: (seed.revealedAt ?? new Date()).toISOString(),
  };
}

export const demoGameRoutes = fp(demoGameCalls, {
  name: 'demo-game-routes',
  dependencies: ['database', 'repos', 'ledger', 'errors'],
});
