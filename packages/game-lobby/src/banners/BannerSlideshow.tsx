import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { useImageUrl } from '../catalogue/imageHost';
import { prefersReducedMotion } from '../catalogue/media';
import { BANNER_IMAGE_SIZES, srcSetOf } from '../tiles/imageSizes';
import { launchGameAtom } from '../launch/launchAtoms';
import type { Banner } from './banners';
import { loops, nextSlide, SLIDE_INTERVAL_MS } from './slideshow';
import * as styles from './BannerSlideshow.css';

/**
 * §2.4 banner slideshow: 5000 ms between slides with a 1000 ms fade, looping (and playing by
 * itself) only with more than one banner; clickable pagination, after which it keeps playing; a
 * pause button (WCAG 2.2.2; it starts paused when the player asks for reduced motion); each
 * banner opens its link type. Built on the APG carousel pattern.
 */
export function BannerSlideshow({ banners }: { banners: readonly Banner[] }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  // Only slides shown so far (and the next one) have their images: the rest load when needed.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0, 1]));
  const count = banners.length;
  const looping = loops(count);
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!looping || paused) return;
    const timer = setTimeout(() => setIndex((i) => nextSlide(i, count)), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [looping, paused, count, current]);

  // Adjusted while rendering (not in an effect): the slide about to show gets its image now.
  const upcoming = nextSlide(current, count);
  if (count > 0 && (!seen.has(current) || !seen.has(upcoming))) {
    setSeen(new Set([...seen, current, upcoming]));
  }

  if (count === 0) return null;
  return (
    <section
      className={styles.root}
      aria-roledescription={t`carousel`}
      aria-label={t`Featured games`}
      data-state={looping && !paused ? 'playing' : 'paused'}
    >
      {/* APG: announced politely only while the player drives it, never while it rotates itself. */}
      <div aria-live={looping && !paused ? 'off' : 'polite'}>
        {banners.map((banner, i) => {
          const position = i + 1;
          return (
            <div
              key={banner.id}
              className={styles.slide}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} of ${count}`}
              data-state={i === current ? 'active' : 'inactive'}
              inert={i !== current}
            >
              <BannerLink banner={banner} withImage={seen.has(i)} eager={i === 0} />
            </div>
          );
        })}
      </div>
      {looping ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.pause}
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? t`Start the slideshow` : t`Stop the slideshow`}
          >
            {paused ? <PlayGlyph /> : <PauseGlyph />}
          </button>
          <ul className={styles.dots} aria-label={t`Choose a slide`}>
            {banners.map((banner, i) => {
              const position = i + 1;
              return (
                <li key={banner.id}>
                  <button
                    type="button"
                    className={`${styles.dot} ${i === current ? styles.dotActive : ''}`}
                    aria-label={t`Show slide ${position}: ${banner.title}`}
                    aria-current={i === current ? 'true' : undefined}
                    // §2.4: autoplay continues after interaction (the timer restarts from here).
                    onClick={() => setIndex(i)}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function BannerLink({
  banner,
  withImage,
  eager,
}: {
  banner: Banner;
  withImage: boolean;
  eager: boolean;
}) {
  const imageUrl = useImageUrl();
  const navigate = useNavigate();
  const launch = useSetAtom(launchGameAtom);
  const content = (
    <>
      <span className={styles.text}>
        <span className={styles.eyebrow}>{banner.subtitle}</span>
        <span className={styles.title}>{banner.title}</span>
        <span className={styles.cta} aria-hidden="true">
          {banner.linkageType === 'GAME' ? <Trans>Play now</Trans> : <Trans>Find out more</Trans>}
        </span>
      </span>
      {withImage ? (
        <img
          className={styles.image}
          src={imageUrl(banner.url)}
          srcSet={srcSetOf(imageUrl, banner.url, banner.url2x)}
          sizes={BANNER_IMAGE_SIZES}
          width={200}
          height={200}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding={eager ? 'sync' : 'async'}
        />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
    </>
  );
  switch (banner.linkageType) {
    case 'GAME':
      return (
        <button
          type="button"
          className={styles.link}
          onClick={() =>
            void launch({ game: banner.game, mode: 'real', navigate: (to) => void navigate(to) })
          }
        >
          {content}
        </button>
      );
    case 'PAGE':
      return (
        <Link className={styles.link} to={banner.path}>
          {content}
        </Link>
      );
    case 'URL':
      return (
        <a className={styles.link} href={banner.href} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      );
    default: {
      const never: never = banner;
      return never;
    }
  }
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
