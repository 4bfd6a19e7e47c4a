import { useId, useState } from 'react';
import { visuallyHidden } from '../tone.css';
import * as styles from './GameTile.css';

/** §3: the per-game colours. */
export const gameTileColours = ['blue', 'pink', 'skyblue'] as const;
export type GameTileColour = (typeof gameTileColours)[number];

export interface GameTileFavourite {
  /** Whether the game is a favourite now; shown as a pressed heart. */
  isFavourite: boolean;
  /** Accessible name of the heart (for example "Favourite: Lucky 7"). */
  label: string;
  onToggle: () => void;
}

export interface GameTileProps {
  /** The game's name, as the platform gives it in the player's language. */
  name: string;
  /** The vendor's display name, shown under the name. */
  vendor?: string;
  /** The thumbnail at the size shown. */
  imageSrc: string;
  /** Other sizes of the thumbnail (`srcset`), e.g. the 2× image for dense screens. */
  imageSrcSet?: string;
  /** How wide the thumbnail is shown (`sizes`), so the browser fetches the smallest fitting file. */
  imageSizes?: string;
  /** The thumbnail's intrinsic size in pixels (square), written as width and height so space is reserved. @default 200 */
  imageSize?: number;
  /** `lazy` for tiles below the fold; `eager` for the first ones on screen. @default 'lazy' */
  loading?: 'lazy' | 'eager';
  /** The game's colour (§3). */
  colour: GameTileColour;
  /** Accessible name of the thumbnail button that plays the game (for example "Play Lucky 7"). */
  playLabel: string;
  /** Visible hint on the thumbnail when hovered or focused (for example "Play"). */
  playHint: string;
  onPlay: () => void;
  /** Label of the free-trial button; the button shows only when this and `onFreeTrial` are given. */
  freeTrialLabel?: string;
  onFreeTrial?: () => void;
  /** The favourite toggle; none when left out. */
  favourite?: GameTileFavourite;
  /** Short flags over the thumbnail (for example "New", "Jackpot"), already translated. */
  badges?: readonly string[];
  /**
   * Keeps the free-trial button's space when the button is not shown, so tiles in a row line up
   * and a list does not shift when it learns who is playing. @default false
   */
  reserveTrialSpace?: boolean;
}

function DefaultGameIcon() {
  return (
    <svg
      className={styles.fallbackIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <rect x="2.5" y="6.5" width="19" height="11" rx="5.5" />
      <path d="M7.5 10v4M5.5 12h4" strokeLinecap="round" />
      <circle cx="15.5" cy="11" r="1" fill="currentColor" />
      <circle cx="17.5" cy="13.5" r="1" fill="currentColor" />
    </svg>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className={styles.heart}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path
        d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.2a4.4 4.4 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20z"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A game in a list (§3 game tile): its thumbnail plays it, a free-trial button where offered, a
 * favourite heart, and the game's own colour. A thumbnail that fails to load shows a default icon.
 */
export function GameTile({
  name,
  vendor,
  imageSrc,
  imageSrcSet,
  imageSizes,
  imageSize = 200,
  loading = 'lazy',
  colour,
  playLabel,
  playHint,
  onPlay,
  freeTrialLabel,
  onFreeTrial,
  favourite,
  badges,
  reserveTrialSpace = false,
}: GameTileProps) {
  const nameId = useId();
  // Remembered per source: a new game in the same tile gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === imageSrc;
  const showTrial = freeTrialLabel !== undefined && onFreeTrial !== undefined;
  return (
    <div
      className={`${styles.tile} ${styles.colour[colour]}`}
      data-colour={colour}
      data-image={failed ? 'fallback' : 'loaded'}
    >
      <div className={styles.mediaFrame}>
        <button type="button" className={styles.media} aria-label={playLabel} onClick={onPlay}>
          {failed ? (
            <span className={styles.fallback} data-testid="game-tile-fallback">
              <DefaultGameIcon />
            </span>
          ) : (
            <img
              className={styles.image}
              src={imageSrc}
              srcSet={imageSrcSet}
              sizes={imageSrcSet ? imageSizes : undefined}
              width={imageSize}
              height={imageSize}
              loading={loading}
              decoding="async"
              // The name is printed next to the image; the image adds nothing for a screen reader.
              alt=""
              onError={() => setFailedSrc(imageSrc)}
            />
          )}
          <span className={styles.playHint} aria-hidden="true">
            {playHint}
          </span>
        </button>
        {badges && badges.length > 0 ? (
          // Outside the button, so its visible text is only the play hint (WCAG 2.5.3 label in name).
          <span className={styles.badges} aria-hidden="true">
            {badges.map((badge) => (
              <span key={badge} className={styles.badge}>
                {badge}
              </span>
            ))}
          </span>
        ) : null}
      </div>
      <div className={styles.plate}>
        <div className={styles.text}>
          <p id={nameId} className={styles.name}>
            {name}
            {badges && badges.length > 0 ? (
              <span className={visuallyHidden}>{`, ${badges.join(', ')}`}</span>
            ) : null}
          </p>
          {vendor ? <span className={styles.vendor}>{vendor}</span> : null}
        </div>
        {favourite ? (
          <button
            type="button"
            className={styles.favourite}
            aria-label={favourite.label}
            aria-pressed={favourite.isFavourite}
            onClick={favourite.onToggle}
          >
            <HeartIcon filled={favourite.isFavourite} />
          </button>
        ) : null}
        {showTrial ? (
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.trial}
              aria-describedby={nameId}
              onClick={onFreeTrial}
            >
              {freeTrialLabel}
            </button>
          </div>
        ) : reserveTrialSpace ? (
          <div className={styles.actions} aria-hidden="true" data-testid="game-tile-trial-space" />
        ) : null}
      </div>
    </div>
  );
}
