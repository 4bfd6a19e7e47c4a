import { platformQuery } from '@lobbykit/session';
import type { PlatformQueryContext } from '@lobbykit/session';
import { HOME_BANNER_COUNT } from '../banners/banners';

/** The home slideshow's games (see banners.ts), read by the page and started by its loader. */
export const featuredGamesQuery = (context: PlatformQueryContext) =>
  platformQuery(context, ['featuredGames'], (signal) =>
    context.api.gameList(
      { isTop: '1', pageSize: HOME_BANNER_COUNT, language: context.language },
      { signal },
    ),
  );
