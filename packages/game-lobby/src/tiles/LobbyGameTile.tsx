import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { GameTile as GameTileData } from '@lobbykit/api-contract';
import { GameTile } from '@lobbykit/ui-kit';
import { useImageUrl } from '../catalogue/imageHost';
import { favouriteListsAtom, toggleFavouriteAtom } from '../favourites/favouriteAtoms';
import { freeTrialOfferedAtom, launchGameAtom, offersFreeTrial } from '../launch/launchAtoms';
import { pageColourMap } from './colourMap';
import { GRID_TILE_SIZES, tileSrcSet } from './imageSizes';

export interface LobbyGameTileProps {
  game: GameTileData;
  /** The vendor's display name. */
  vendorName?: string;
  /** `eager` for the first tiles on screen; the rest load lazily (issue 6, images). */
  loading?: 'lazy' | 'eager';
  /** Called before the game launches (a popup list closes itself). */
  onLaunch?: () => void;
  /** How wide the tile is shown (`sizes`). @default GRID_TILE_SIZES */
  sizes?: string;
}

/** A game of a list, wired to the lobby: launch flows (§2.3), free trial (§9), favourites (§4). */
export function LobbyGameTile({
  game,
  vendorName,
  loading = 'lazy',
  onLaunch,
  sizes = GRID_TILE_SIZES,
}: LobbyGameTileProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const imageUrl = useImageUrl();
  const favourites = useAtomValue(favouriteListsAtom);
  const toggleFavourite = useSetAtom(toggleFavouriteAtom);
  const launch = useSetAtom(launchGameAtom);
  const freePlayPossible = useAtomValue(freeTrialOfferedAtom);
  const name = game.gameName;
  const isProvider = game.isGame === 'VASSALAGE';
  const trial = !isProvider && offersFreeTrial(game, freePlayPossible);
  const start = (mode: 'real' | 'free') => {
    onLaunch?.();
    void launch({ game, mode, navigate: (to) => void navigate(to) });
  };
  const badges = [
    ...(game.isNew ? [t`New`] : []),
    ...(game.gameClassify === 'JP' ? [t`Jackpot`] : []),
  ];
  return (
    <GameTile
      name={name}
      vendor={vendorName}
      imageSrc={imageUrl(game.iconUrl)}
      imageSrcSet={tileSrcSet(imageUrl, game)}
      imageSizes={sizes}
      loading={loading}
      colour={pageColourMap().colourOf(game.nodeId)}
      playLabel={isProvider ? t`Open ${name}` : t`Play ${name}`}
      playHint={isProvider ? t`Open` : t`Play`}
      onPlay={() => start('real')}
      freeTrialLabel={trial ? t`Free trial` : undefined}
      onFreeTrial={trial ? () => start('free') : undefined}
      reserveTrialSpace={freePlayPossible}
      favourite={
        isProvider
          ? undefined
          : {
              isFavourite: favourites.ids.includes(game.nodeId),
              label: t`Favourite: ${name}`,
              onToggle: () => void toggleFavourite(game),
            }
      }
      badges={badges}
    />
  );
}
