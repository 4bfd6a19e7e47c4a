import { calls, catalogueScale, gameCategories } from '@lobbykit/api-contract';
import type { CatalogueCategory, GameCategory, VendorLane } from '@lobbykit/api-contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { memberTypes } from '../../db/schema/index';
import type { Member } from '../../db/schema/index';
import { PlatformError } from '../../http/errors';
import { registerCall, requireAuth, SerializedValue } from '../../http/registerCall';
import { AnswerCache } from './answerCache';
import { artworkRoutes } from './artwork/routes';
import { favouritesRepository } from './favourites';
import type { FavouriteRow } from './favourites';
import { hiddenCacheFor } from './hiddenCache';
import type { HiddenSets } from './hiddenCache';
import { vendorLanes } from './lanes';
import { vendorIconPaths } from './paths';
import { buildVisibleIndex, countsByVendor, isVisible, pageOfGames } from './query';
import type { VendorCounts, VisibleIndex } from './query';
import { ensureDemoCatalogue } from './seed';
import { loadSnapshot } from './snapshot';
import type { IndexedGame } from './snapshot';
import { merchantMoney } from '../wallet/index';
import { languageOf, toTile } from './tiles';
import type { Language } from './tiles';

const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/** §5: favourite actions need login; a trial account is refused like every real-account action. */
function requireRealAccount(member: Member): void {
  if (member.type === memberTypes.trial) {
    throw new PlatformError('REAL_ACCOUNT_REQUIRED', 'A real account is needed for favourites.');
  }
}

const knownGameTypes = new Set<string>(gameCategories);

/** A vendor offers HOT or PROMO when any of its visible games carries the flag. */
function offers(
  counts: { byType: Map<string, number>; hot: number; promo: number },
  type: string,
  wanted: CatalogueCategory | undefined,
): boolean {
  switch (wanted) {
    case undefined:
      return true;
    case 'HOT':
      return counts.hot > 0;
    case 'PROMO':
      return counts.promo > 0;
    default:
      return type === wanted;
  }
}

/** The catalogue and favourite calls of §7.3, the demo catalogue, and the artwork (issue 6). */
export const catalogueRoutes = fp(
  async (app: FastifyInstance) => {
    const started = performance.now();
    const written = await ensureDemoCatalogue(app.db);
    const snapshot = await loadSnapshot(app.db);
    if (written > 0) {
      app.log.info(
        { games: written, ms: Math.round(performance.now() - started) },
        'demo catalogue generated',
      );
    }
    const hiddenCache = hiddenCacheFor(app.db);
    const favourites = favouritesRepository(app.db);

    // What a merchant shows depends only on its hidden sets: the index of visible games and the
    // lanes are computed once per version of those sets (they keep their identity while
    // unchanged), not once per visitor.
    interface Derived {
      index: VisibleIndex;
      counts: Map<string, VendorCounts>;
      lanes: Map<Language, VendorLane[]>;
      /** Serialised answers of the read calls, keyed by call, language and parsed input. */
      answers: AnswerCache;
    }
    const derived = new WeakMap<HiddenSets, Derived>();
    async function visibleFor(merchantId: number): Promise<Derived> {
      const hidden = await hiddenCache.get(merchantId);
      let entry = derived.get(hidden);
      if (!entry) {
        const index = buildVisibleIndex(snapshot, hidden);
        entry = {
          index,
          counts: countsByVendor(index),
          lanes: new Map(),
          answers: new AnswerCache(),
        };
        derived.set(hidden, entry);
      }
      return entry;
    }
    const answerKey = (call: string, language: Language, input: unknown) =>
      `${call}|${language}|${JSON.stringify(input)}`;
    function lanesFor(entry: Derived, language: Language): VendorLane[] {
      let lanes = entry.lanes.get(language);
      if (!lanes) {
        lanes = vendorLanes(snapshot, entry.counts, entry.index.hiddenCategories, language);
        entry.lanes.set(language, lanes);
      }
      return lanes;
    }

    registerCall(app, calls.gameVendorLanes, async (ctx) => {
      const entry = await visibleFor(ctx.merchant.id);
      const language = languageOf(ctx.input, ctx.request, ctx.merchant);
      return entry.answers.get(answerKey('lanes', language, null), () => ({
        data: { lanes: lanesFor(entry, language) },
      }));
    });

    registerCall(app, calls.gameVendorTypes, async (ctx) => {
      const language = languageOf(ctx.input, ctx.request, ctx.merchant);
      const { vassalage, gameType } = ctx.input;
      const { index, counts, answers } = await visibleFor(ctx.merchant.id);
      return answers.get(answerKey('vendorTypes', language, ctx.input), () => {
        if (gameType && index.hiddenCategories.has(gameType)) return { list: [] };
        const list = snapshot.vendors
          .filter((vendor) => vassalage === undefined || vendor.code === vassalage)
          .flatMap((vendor) => {
            const vendorCounts = counts.get(vendor.code);
            if (!vendorCounts) return [];
            return [...vendorCounts.byType.entries()]
              .filter(([type]) => knownGameTypes.has(type))
              .filter(([type]) => offers(vendorCounts, type, gameType))
              .map(([type, gameCount]) => ({
                vassalage: vendor.code,
                displayName: language === 'JA' ? vendor.displayNameJa : vendor.displayName,
                gameType: type as GameCategory,
                smallIcon: vendorIconPaths(vendor.code, type).smallDefault,
                gameCount,
              }));
          });
        return { list };
      });
    });

    registerCall(app, calls.gameList, async (ctx) => {
      const { input } = ctx;
      const language = languageOf(input, ctx.request, ctx.merchant);
      const { index, answers } = await visibleFor(ctx.merchant.id);
      const money = await merchantMoney(app.db, ctx.merchant.id);
      // Issue 11: the filter is an amount of the merchant's currency ("1500.5" in JPY is refused),
      // compared with the catalogue's minimum bets scaled to that currency.
      const minBetMinor =
        input.minBet === undefined ? undefined : money.fromWire(input.minBet, 'minBet');
      const scale = catalogueScale(money.minorUnits);
      return answers.get(answerKey('gameList', language, input), () => {
        const page = pageOfGames(
          index,
          {
            gameType: input.gameType,
            vassalage: input.vassalage,
            gameClassify: input.gameClassify,
            gameName: input.gameName,
            gameCode: input.gameCode,
            // A game shows when its scaled minimum bet is at most the filter's amount.
            minBetMinor: minBetMinor === undefined ? undefined : minBetMinor / scale,
            minLineNum: input.minLineNum,
            rngSubCategory: input.rngSubCategory,
            isNew: input.isNew,
            isTop: input.isTop,
          },
          { pageNo: input.pageNo, pageSize: input.pageSize },
        );
        return {
          games: page.games.map((g) => toTile(g, language, money.minorUnits)),
          pageNo: input.pageNo,
          pageSize: input.pageSize,
          totalCount: page.total,
          totalPages: totalPages(page.total, input.pageSize),
        };
      });
    });

    registerCall(app, calls.hotGames, async (ctx) => {
      const language = languageOf(ctx.input, ctx.request, ctx.merchant);
      const { index, answers } = await visibleFor(ctx.merchant.id);
      const { minorUnits } = await merchantMoney(app.db, ctx.merchant.id);
      return answers.get(answerKey('hotGames', language, ctx.input), () => {
        const page = pageOfGames(index, { hot: true }, { pageNo: 1, pageSize: ctx.input.limit });
        return { list: page.games.map((g) => toTile(g, language, minorUnits)) };
      });
    });

    /**
     * Serialised favourite answers, per favourites list as read (a new read is a new array, so an
     * add, a remove or the list's TTL starts afresh) and per version of the hidden sets.
     */
    const favouriteAnswers = new WeakMap<
      readonly FavouriteRow[],
      { hidden: HiddenSets; answers: Map<string, SerializedValue> }
    >();

    /** A favourite call's answer: made from the member's visible favourites, newest first. */
    async function favouriteAnswer<T>(
      memberId: number,
      merchantId: number,
      key: string,
      make: (visible: { game: IndexedGame; favouredAt: Date }[]) => T,
    ): Promise<SerializedValue<T>> {
      const [rows, hidden] = await Promise.all([
        favourites.list(memberId),
        hiddenCache.get(merchantId),
      ]);
      let cached = favouriteAnswers.get(rows);
      if (!cached || cached.hidden !== hidden) {
        cached = { hidden, answers: new Map() };
        favouriteAnswers.set(rows, cached);
      }
      let answer = cached.answers.get(key) as SerializedValue<T> | undefined;
      if (!answer) {
        const visible = rows.flatMap((row) => {
          const game = snapshot.byNodeId.get(row.nodeId);
          return game && isVisible(game, hidden) ? [{ game, favouredAt: row.createdAt }] : [];
        });
        answer = new SerializedValue(make(visible));
        cached.answers.set(key, answer);
      }
      return answer;
    }

    registerCall(app, calls.favouriteGameIds, async (ctx) => {
      const { member } = requireAuth(ctx);
      return favouriteAnswer(member.id, ctx.merchant.id, 'ids', (visible) => ({
        ids: visible.map((r) => r.game.nodeId),
      }));
    });

    registerCall(app, calls.favouriteGames, async (ctx) => {
      const { member } = requireAuth(ctx);
      const { pageNo, pageSize } = ctx.input;
      const language = languageOf(ctx.input, ctx.request, ctx.merchant);
      const { minorUnits } = await merchantMoney(app.db, ctx.merchant.id);
      const key = `list|${language}|${pageNo}|${pageSize}`;
      return favouriteAnswer(member.id, ctx.merchant.id, key, (visible) => ({
        content: visible.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((r) => ({
          ...toTile(r.game, language, minorUnits),
          favouredAt: r.favouredAt.toISOString(),
        })),
        pageNum: pageNo,
        pageSize,
        totalPages: totalPages(visible.length, pageSize),
        totalElements: visible.length,
      }));
    });

    registerCall(app, calls.addFavouriteGame, async (ctx) => {
      const { member } = requireAuth(ctx);
      requireRealAccount(member);
      const { nodeId, vendor, gameType } = ctx.input;
      const game = snapshot.byNodeId.get(nodeId);
      if (!game || !isVisible(game, await hiddenCache.get(ctx.merchant.id)))
        throw new PlatformError('NOT_FOUND', 'There is no such game.');
      if (game.vassalage !== vendor || game.gameType !== gameType) {
        throw new PlatformError('VALIDATION_FAILED', 'The vendor or game type does not match.', {
          fields: [
            ...(game.vassalage !== vendor ? [{ field: 'vendor', message: 'not this game’s' }] : []),
            ...(game.gameType !== gameType
              ? [{ field: 'gameType', message: 'not this game’s' }]
              : []),
          ],
        });
      }
      return { nodeId, added: await favourites.add(member.id, game) };
    });

    registerCall(app, calls.removeFavouriteGame, async (ctx) => {
      const { member } = requireAuth(ctx);
      requireRealAccount(member);
      const removed = await favourites.remove(member.id, ctx.input.nodeId);
      return { nodeId: ctx.input.nodeId, removed };
    });

    await app.register(artworkRoutes);
  },
  { name: 'catalogue-routes', dependencies: ['database', 'repos', 'errors'] },
);
