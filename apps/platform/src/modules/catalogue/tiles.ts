import { catalogueAmountMinor, fromMinorUnits } from '@lobbykit/api-contract';
import type { GameCategory, GameTile } from '@lobbykit/api-contract';
import type { FastifyRequest } from 'fastify';
import type { CatalogueGame, Merchant } from '../../db/schema/index';
import { gameIconPath } from './paths';

export type Language = 'EN' | 'JA';

/** The call's `language`, else the Language header, else the merchant default (§9 default JA). */
export function languageOf(
  input: { language?: Language | undefined },
  request: FastifyRequest,
  merchant: Merchant,
): Language {
  if (input.language) return input.language;
  const header = request.headers.language;
  const value = typeof header === 'string' ? header.trim().toUpperCase() : '';
  if (value === 'EN' || value === 'JA') return value;
  return merchant.defaultLanguage === 'EN' ? 'EN' : 'JA';
}

/** Tiles by language and the minor units of the merchant's currency (the minimum bet's form). */
const tiles = new Map<string, WeakMap<CatalogueGame, GameTile>>();

/**
 * A catalogue row as the §3 game tile, named in the caller's language, its minimum bet in the
 * merchant's currency (issue 11: the catalogue's amounts scaled by api-contract `catalogueScale`,
 * with the currency's decimals: "1.00" in EUR, "100" in JPY). Made once per row, language and
 * minor units (rows of the in-memory catalogue never change); callers copy it, never change it.
 */
export function toTile(game: CatalogueGame, language: Language, minorUnits: number): GameTile {
  const key = `${language}|${minorUnits}`;
  let byGame = tiles.get(key);
  if (!byGame) {
    byGame = new WeakMap();
    tiles.set(key, byGame);
  }
  let tile = byGame.get(game);
  if (!tile) {
    tile = makeTile(game, language, minorUnits);
    byGame.set(game, tile);
  }
  return tile;
}

function makeTile(game: CatalogueGame, language: Language, minorUnits: number): GameTile {
  return {
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    gameType: game.gameType as GameCategory,
    gameName: language === 'JA' ? game.nameJa : game.nameEn,
    iconUrl: game.icon,
    iconUrl2x: gameIconPath(game.nodeId, 400),
    gameCode: game.gameCode,
    isGame: game.isGame,
    supportPlay: game.supportPlay === 0 ? 0 : 1,
    minBet: fromMinorUnits(catalogueAmountMinor(game.minBet, minorUnits), minorUnits),
    lineCount: game.lineCount,
    rngSubCategory: game.rngSubCategory,
    gameClassify: game.classify,
    isNew: game.isNew,
    isTop: game.isTop,
    popularity: game.popularity,
  };
}
