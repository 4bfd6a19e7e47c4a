import { z } from 'zod';
import { defineCall } from '../core/defineCall';
import { sessionErrors } from '../core/errors';
import { languageSchema, noInput, text } from '../core/fields';
import { moneySchema, timestampSchema } from '../core/wire';
import {
  catalogueCategories,
  gameCategories,
  isGameValues,
  rngSubCategories,
} from '../rules/games';

export {
  gameCategories,
  catalogueCategories,
  rngSubCategories,
  isGameValues,
} from '../rules/games';
export type { GameCategory, CatalogueCategory, RngSubCategory } from '../rules/games';

const nodeIdSchema = text(1, 64).meta({
  description: 'Game id; a string (§3 "Favourite ids are strings").',
});
const vendorCodeSchema = text(1, 32).meta({ description: 'Vendor code (vassalage).' });

/** Query flags arrive as text; `1`/`true` mean yes. */
const queryFlag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/** A money filter: zero or more, with the currency's decimals at most (issue 13: -5 was taken). */
const moneyFilterSchema = z
  .string()
  .regex(/^(0|[1-9]\d{0,17})(\.\d{1,4})?$/, 'an amount of zero or more, e.g. "0.20"');

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(10);

/** §3 game tile, with the catalogue fields the lists filter on (issue 6). */
export const gameTileSchema = z
  .object({
    nodeId: z.string(),
    /** Vendor code. */
    vassalage: z.string(),
    gameType: z.enum(gameCategories),
    /** In the language of the call (EN or JA). */
    gameName: z.string(),
    /**
     * Path of the 200×200 PNG on any image host of the permission call (`imageCDNs`), e.g.
     * `/TCG_PROD_IMAGES/GAME_ICON/200/<nodeId>.png`; §4 the host is chosen at random.
     */
    iconUrl: z.string(),
    /** The same image at 400×400 for `srcset` on dense screens (issue 6 "at the size shown"). */
    iconUrl2x: z.string(),
    gameCode: z.string(),
    isGame: z.enum(isGameValues),
    /** §9: 0 means a free trial is offered; 1 real play only. */
    supportPlay: z.union([z.literal(0), z.literal(1)]),
    minBet: moneySchema,
    /** Pay lines of a slot; null where lines mean nothing (live, sports…). */
    lineCount: z.number().int().nullable(),
    rngSubCategory: z.enum(rngSubCategories).nullable(),
    /** §2.4: JP for jackpot games. */
    gameClassify: z.literal('JP').nullable(),
    isNew: z.boolean(),
    isTop: z.boolean(),
    /** Higher is more played; lists are ordered by it. */
    popularity: z.number().int(),
  })
  .meta({ id: 'GameTile' });
export type GameTile = z.infer<typeof gameTileSchema>;

/** The image paths of one vendor, in every variant §7.4 names, relative to an image host. */
export const vendorIconsSchema = z
  .object({
    /** `TCG_PROD_IMAGES/VENDOR_ICON_SMALL/{vendor}-DEFAULT.png` */
    smallDefault: z.string(),
    smallActive: z.string(),
    /** `TCG_PROD_IMAGES/{gameType}_LIST_VENDOR/{vendor}-WHITE.png` and -COLOR, -PURPLE, -GRAY. */
    listWhite: z.string(),
    listColor: z.string(),
    listPurple: z.string(),
    listGray: z.string(),
    /** `TCG_PROD_IMAGES/SUBMENU_IMG/STYLE1/{gameType}-{vendor}.png` */
    submenu: z.string(),
    /** Header drop-down tile, default and hover (§2.6). */
    headerDefault: z.string(),
    headerHover: z.string(),
  })
  .meta({ id: 'VendorIcons' });
export type VendorIcons = z.infer<typeof vendorIconsSchema>;

/** §3 vendor category vendors: vassalage, displayName (plus the icons of this lane). */
export const laneVendorSchema = z
  .object({
    vassalage: z.string(),
    displayName: z.string(),
    gameType: z.enum(catalogueCategories),
    /** Visible games of this vendor in this lane. */
    gameCount: z.number().int(),
    icons: vendorIconsSchema,
  })
  .meta({ id: 'LaneVendor' });
export type LaneVendor = z.infer<typeof laneVendorSchema>;

/** §3 vendor category (one lane of the top navigation, §2.2). */
export const vendorLaneSchema = z
  .object({
    gameCategory: z.enum(catalogueCategories),
    /** Sorted; never empty (§2.2 a category appears only if it has vendors). */
    vendors: z.array(laneVendorSchema),
    /** §3 "cards by vassalage": the lane's vendors keyed by code (§4 prize mode looks keys up). */
    cards: z.record(
      z.string(),
      z.object({ vassalage: z.string(), displayName: z.string(), gameCount: z.number().int() }),
    ),
    /** §3 gameClassify (key, vendors): e.g. key JP with the vendors that have jackpot games. */
    gameClassify: z.array(z.object({ key: z.literal('JP'), vendors: z.array(z.string()) })),
  })
  .meta({ id: 'VendorLane' });
export type VendorLane = z.infer<typeof vendorLaneSchema>;

const languageQuery = languageSchema.optional().meta({
  description: 'Names in this language; default the Language header, then the merchant default.',
});

const newGameVendorCall = defineCall({
  name: 'gameVendorLanes',
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  token: false,
  encrypted: false,
  request: z.strictObject({
    merchantCode: text(0, 64).optional(),
    language: languageQuery,
  }),
  response: z
    .object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) })
    .meta({ id: 'GameVendorLanes' }),
  errors: [],
  summary:
    "The merchant's sorted vendor categories: value.data.lanes, known categories with vendors only (§2.2, §3 vendor category, §7.3, §7.4).",
  methodNote:
    'The spec gives no method for relay calls; this one only reads, so GET (merchantCode in the query; the Merchant header wins).',
});

const vassGameTypeCall = defineCall({
  name: 'gameVendorTypes',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  token: true,
  encrypted: false,
  request: z.strictObject({
    vassalage: vendorCodeSchema.optional(),
    gameType: z.enum(catalogueCategories).optional(),
    language: languageQuery,
  }),
  response: z
    .object({
      /** §3 vendor entry: gameType, vassalage, smallIcon; one entry per vendor and game type. */
      list: z.array(
        z.object({
          vassalage: z.string(),
          displayName: z.string(),
          gameType: z.enum(gameCategories),
          smallIcon: z.string(),
          gameCount: z.number().int(),
        }),
      ),
    })
    .meta({ id: 'GameVendorTypes' }),
  errors: [...sessionErrors],
  summary:
    'The game types each vendor offers the merchant, optionally for one vendor or type (§3 vendor entry, §7.3).',
  methodNote: 'The spec gives no method for relay calls; this one only reads, so GET.',
});

const gameListCall = defineCall({
  name: 'gameList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  // §7.3 does not mark this call "no token", but §6 lets a visitor browse game lists, so the
  // lists answer without one (the same games either way; nothing per member in them).
  token: false,
  encrypted: false,
  request: z.strictObject({
    /** §7.4: game lists use client type 3. Accepted for compatibility; the list is the same. */
    clientType: z.coerce.number().int().min(0).max(99).optional(),
    /** §7.4: `flash,html5-desktop`. Accepted for compatibility. */
    platform: text(0, 100).optional(),
    /** The Merchant header wins; a different code here is ignored. */
    merchant: text(0, 64).optional(),
    gameType: z.enum(catalogueCategories).optional(),
    vassalage: vendorCodeSchema.optional(),
    gameClassify: z.enum(['JP']).optional(),
    /** Search by name, in English and Japanese alike, case-insensitive. */
    gameName: text(0, 100).optional(),
    /**
     * One game by its code (exact), e.g. the game of a /seamless address (§2.1, §2.3 gameCode);
     * with `vassalage` the vendor's game of that code.
     */
    gameCode: text(1, 64).optional(),
    /** §9 slot filter "minimum bet": games whose minimum bet is at most this amount. */
    minBet: moneyFilterSchema.optional(),
    /** §9 slot filter "25 or more lines": games with at least this many lines. */
    minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
    rngSubCategory: z.enum(rngSubCategories).optional(),
    isNew: queryFlag,
    isTop: queryFlag,
    pageNo,
    pageSize,
    language: languageQuery,
  }),
  response: z
    .object({
      games: z.array(gameTileSchema),
      pageNo: z.number().int(),
      pageSize: z.number().int(),
      totalCount: z.number().int(),
      totalPages: z.number().int(),
    })
    .meta({ id: 'GameListPage' }),
  errors: [],
  summary:
    'One page of games matching the §3 game list query, most popular first (§2.4 rows, §2.11 lists, §7.3).',
  methodNote:
    'The spec gives no method for relay calls; this one only reads, so GET with the §3 query fields in the query string.',
});

const hotGamesCall = defineCall({
  name: 'hotGames',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  token: false,
  encrypted: false,
  request: z.strictObject({
    merchantCode: text(0, 64).optional(),
    /** §7.4: isPlatform 2. Accepted for compatibility. */
    isPlatform: z.coerce.number().int().min(0).max(9).optional(),
    platform: text(0, 100).optional(),
    language: languageQuery,
    /** How many, most popular first; §9 the hot row shows the first 10. */
    limit: z.coerce.number().int().min(1).max(100).default(30),
  }),
  response: z.object({ list: z.array(gameTileSchema) }).meta({ id: 'HotGames' }),
  errors: [],
  summary: 'Hot games, most popular first: value.list (§2.4 hot row, §7.3, §7.4).',
  methodNote: 'The spec gives no method for relay calls; this one only reads, so GET.',
});

const favouriteIdsCall = defineCall({
  name: 'favouriteGameIds',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  token: true,
  encrypted: false,
  request: noInput,
  response: z
    .object({
      /** §3: favourite ids are strings; newest first. */
      ids: z.array(z.string()),
    })
    .meta({ id: 'FavouriteGameIds' }),
  errors: [...sessionErrors],
  summary: "The member's favourite game ids, for the §3 store state favGameIds (§7.3).",
  methodNote: 'The spec gives no method for relay calls; this one only reads, so GET.',
});

const favouriteListCall = defineCall({
  name: 'favouriteGames',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  token: true,
  encrypted: false,
  request: z.strictObject({ pageNo, pageSize, language: languageQuery }),
  response: z
    .object({
      content: z.array(gameTileSchema.extend({ favouredAt: timestampSchema })),
      /** 1-based, as pageNo. */
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      totalPages: z.number().int(),
      totalElements: z.number().int(),
    })
    .meta({ id: 'FavouriteGamesPage' }),
  errors: [...sessionErrors],
  summary:
    "One page of the member's favourite games, newest first: content, pageNum, totalPages (§3, /favorite of §2.1).",
  methodNote: 'The spec gives no method for relay calls; this one only reads, so GET.',
});

const favouritePayload = z.strictObject({
  nodeId: nodeIdSchema,
  /** §3 favourite payload: vendor (vassalage) and gameType; checked against the game. */
  vendor: vendorCodeSchema,
  gameType: z.enum(gameCategories),
});

const addFavouriteCall = defineCall({
  name: 'addFavouriteGame',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  token: true,
  encrypted: false,
  request: favouritePayload,
  response: z
    .object({
      nodeId: z.string(),
      /** False when it already was a favourite: adding twice changes nothing. */
      added: z.boolean(),
    })
    .meta({ id: 'AddFavouriteResult' }),
  errors: [...sessionErrors, 'NOT_FOUND', 'REAL_ACCOUNT_REQUIRED'],
  summary:
    'Marks a game as a favourite; idempotent. A trial account is refused (§4 favourite toggle, §5).',
  methodNote:
    'The spec gives no method for relay calls; this one creates, so POST, idempotent per member and nodeId.',
});

const removeFavouriteCall = defineCall({
  name: 'removeFavouriteGame',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  token: true,
  encrypted: false,
  request: z.strictObject({
    nodeId: nodeIdSchema,
    /** Accepted for symmetry with add (§3 favourite payload); nodeId alone decides (§7.4). */
    vendor: vendorCodeSchema.optional(),
    gameType: z.enum(gameCategories).optional(),
  }),
  response: z
    .object({
      nodeId: z.string(),
      /** False when it was not a favourite: removing twice changes nothing. */
      removed: z.boolean(),
    })
    .meta({ id: 'RemoveFavouriteResult' }),
  errors: [...sessionErrors, 'REAL_ACCOUNT_REQUIRED'],
  summary:
    'Removes a game from the favourites; idempotent. A trial account is refused (§4 favourite toggle, §5).',
  methodNote:
    'The spec gives no method for relay calls; this one deletes, so DELETE with nodeId in the query (§7.4 Remove: nodeId).',
});

export const gameCalls = {
  gameVendorLanes: newGameVendorCall,
  gameVendorTypes: vassGameTypeCall,
  gameList: gameListCall,
  hotGames: hotGamesCall,
  favouriteGameIds: favouriteIdsCall,
  favouriteGames: favouriteListCall,
  addFavouriteGame: addFavouriteCall,
  removeFavouriteGame: removeFavouriteCall,
} as const;
