import { fromMinorUnits } from '@lobbykit/api-contract';
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

const tiles = {
  EN: new WeakMap<CatalogueGame, GameTile>(),
  JA: new WeakMap<CatalogueGame, GameTile>(),
};

/**
 * A catalogue row as the §3 game tile, named in the caller's language. Made once per row and
 * language (rows of the in-memory catalogue never change); callers copy it, never change it.
 */
export function toTile(game: CatalogueGame, language: Language): GameTile {
  let tile = tiles[language].get(game);
  if (!tile) {
    tile = makeTile(game, language);
    tiles[language].set(game, tile);
  }
  return tile;
}

function makeTile(game: CatalogueGame, language: Language): GameTile {
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
    minBet: fromMinorUnits(game.minBet),
    lineCount: game.lineCount,
    rngSubCategory: game.rngSubCategory,
    gameClassify: game.classify,
    isNew: game.isNew,
    isTop: game.isTop,
    popularity: game.popularity,
  };
}
