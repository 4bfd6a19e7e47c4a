import type { GameTile } from '@lobbykit/api-contract';
import { useAtomValue } from 'jotai';
import { useVendorNames } from '../catalogue/useNavigation';
import { freeTrialOfferedAtom } from '../launch/launchAtoms';
import { LobbyGameTile } from './LobbyGameTile';
import * as styles from './GameGrid.css';

/** How many tiles of a grid load eagerly: the first row or two are on screen at once. */
const EAGER_TILES = 6;

/** A grid of game tiles; the first few load eagerly, the rest lazily as they come near. */
export function GameGrid({
  games,
  label,
  eager = EAGER_TILES,
  onLaunch,
}: {
  games: readonly GameTile[];
  /** Accessible name of the list. */
  label: string;
  eager?: number;
  onLaunch?: () => void;
}) {
  const vendors = useVendorNames();
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game, index) => (
        <li key={game.nodeId}>
          <LobbyGameTile
            game={game}
            vendorName={vendors.get(game.vassalage) ?? game.vassalage}
            loading={index < eager ? 'eager' : 'lazy'}
            onLaunch={onLaunch}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders the size of real tiles, so the page does not shift when the games arrive. */
export function GameGridSkeleton({ count }: { count: number }) {
  const trial = useAtomValue(freeTrialOfferedAtom);
  return (
    <ul className={styles.grid} aria-hidden="true" data-state="loading">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <TileSkeleton withTrial={trial} />
        </li>
      ))}
    </ul>
  );
}

export function TileSkeleton({ withTrial }: { withTrial: boolean }) {
  return (
    <div className={styles.skeletonTile}>
      <div className={styles.skeletonImage} />
      <div className={withTrial ? styles.skeletonPlateWithTrial : styles.skeletonPlate} />
    </div>
  );
}
