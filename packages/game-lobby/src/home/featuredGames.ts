import type { ExtractAtomValue } from 'jotai';
import type { apiAtom, languageAtom } from '@lobbykit/session';
import { HOME_BANNER_COUNT } from '../banners/banners';

/** The home slideshow's request (see banners.ts), shared by the page and its early start. */
export const featuredGames = (
  api: ExtractAtomValue<typeof apiAtom>,
  language: ExtractAtomValue<typeof languageAtom>,
) => ({
  key: `featured:${language}`,
  load: (signal: AbortSignal) =>
    api.gameList({ isTop: '1', pageSize: HOME_BANNER_COUNT, language }, { signal }),
});
