import { useEffect, useState } from 'react';
import type { Key, ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Carousel.css';

/** Default time a slide stays, in milliseconds (§2.4: 5000 ms). */
export const carouselDefaultInterval = 5000;
/** Default length of the fade between slides, in milliseconds (§2.4: 1000 ms). */
export const carouselDefaultTransition = 1000;

export interface CarouselLabels {
  /** Names the carousel (for example "Featured games"). */
  carousel: string;
  /** The carousel's role description (for example "carousel"). */
  roleDescription: string;
  /** A slide's role description (for example "slide"). */
  slideRoleDescription: string;
  /** A slide's name from its position (for example `(n, count) => \`${n} of ${count}\``). */
  slidePosition: (position: number, count: number) => string;
  /** Names the pause button while paused (for example "Start the slideshow"). */
  start: string;
  /** Names the pause button while playing (for example "Stop the slideshow"). */
  stop: string;
  /** Names the list of slide buttons (for example "Choose a slide"). */
  chooseSlide: string;
}

export interface CarouselSlideState {
  /** The slide is the one shown. */
  isActive: boolean;
  /** The slide has been shown, or is the next one: load its images now, not before. */
  shouldLoad: boolean;
  /** Its position from 0. */
  index: number;
}

export interface CarouselProps<T extends { id: Key }> {
  /** The slides' data, in order. */
  items: readonly T[];
  /** The content of a slide (its link or button fills the slide). */
  renderItem: (item: T, state: CarouselSlideState) => ReactNode;
  /** Names a slide's dot button from its position and item (for example "Show slide 2: Lucky 7"). */
  slideButtonLabel: (position: number, item: T) => string;
  /** Every other text, already translated. */
  labels: CarouselLabels;
  /** Milliseconds a slide stays before the next. @default 5000 */
  interval?: number;
  /** Milliseconds of the fade between slides. @default 1000 */
  transition?: number;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * Slides that fade into each other (the APG carousel pattern): with more than one slide it plays
 * and loops by itself, with a pause button (WCAG 2.2.2; paused from the start when the player asks
 * for reduced motion) and a button per slide, after which it keeps playing. It fills its parent,
 * which sets the height. Native buttons: the home page's banners need no React Aria.
 */
export function Carousel<T extends { id: Key }>({
  items,
  renderItem,
  slideButtonLabel,
  labels,
  interval = carouselDefaultInterval,
  transition = carouselDefaultTransition,
}: CarouselProps<T>) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  // Only slides shown so far (and the next one) load: the rest when needed.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  const count = items.length;
  const looping = count > 1;
  const current = count > 0 ? index % count : 0;
  const upcoming = count > 0 ? (current + 1) % count : 0;

  useEffect(() => {
    if (!looping || paused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [looping, paused, count, current, interval]);

  // Adjusted while rendering (not in an effect): the slide about to show gets its images now.
  if (count > 0 && (!seen.has(current) || !seen.has(upcoming))) {
    setSeen(new Set([...seen, current, upcoming]));
  }

  if (count === 0) return null;
  const playing = looping && !paused;
  return (
    <section
      className={styles.root}
      style={assignInlineVars({ [styles.transitionDuration]: `${transition}ms` })}
      aria-roledescription={labels.roleDescription}
      aria-label={labels.carousel}
      data-state={playing ? 'playing' : 'paused'}
    >
      {/* APG: announced politely only while the player drives it, never while it rotates itself. */}
      <div aria-live={playing ? 'off' : 'polite'}>
        {items.map((item, i) => (
          <div
            key={item.id}
            className={styles.slide}
            role="group"
            aria-roledescription={labels.slideRoleDescription}
            aria-label={labels.slidePosition(i + 1, count)}
            data-state={i === current ? 'active' : 'inactive'}
            inert={i !== current}
          >
            {renderItem(item, { isActive: i === current, shouldLoad: seen.has(i), index: i })}
          </div>
        ))}
      </div>
      {looping ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.pause}
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? labels.start : labels.stop}
            data-state={paused ? 'paused' : 'playing'}
          >
            {paused ? <PlayGlyph /> : <PauseGlyph />}
          </button>
          <ul className={styles.dots} aria-label={labels.chooseSlide}>
            {items.map((item, i) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={i === current ? `${styles.dot} ${styles.dotSelected}` : styles.dot}
                  aria-label={slideButtonLabel(i + 1, item)}
                  aria-current={i === current ? 'true' : undefined}
                  data-selected={i === current || undefined}
                  // §2.4: autoplay continues after interaction (the timer restarts from here).
                  onClick={() => setIndex(i)}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
      <rect x="2" y="1" width="3.5" height="12" rx="1" fill="currentColor" />
      <rect x="8.5" y="1" width="3.5" height="12" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
      <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
    </svg>
  );
}
