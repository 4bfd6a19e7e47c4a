import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { Carousel } from '@lobbykit/ui-kit';
import { useImageUrl } from '../catalogue/imageHost';
import { BANNER_IMAGE_SIZES, srcSetOf } from '../tiles/imageSizes';
import { launchGameAtom } from '../launch/launchAtoms';
import type { Banner } from './banners';
import { SLIDE_INTERVAL_MS, SLIDE_TRANSITION_MS } from './slideshow';
import * as styles from './BannerSlideshow.css';

/**
 * §2.4 banner slideshow on ui-kit's Carousel: 5000 ms between slides with a 1000 ms fade, looping
 * (and playing by itself) only with more than one banner; clickable pagination, after which it
 * keeps playing; a pause button (WCAG 2.2.2; it starts paused when the player asks for reduced
 * motion); each banner opens its link type. Only banners shown so far, and the next, load images.
 */
export function BannerSlideshow({ banners }: { banners: readonly Banner[] }) {
  const { t } = useLingui();
  if (banners.length === 0) return null;
  return (
    <div className={styles.root}>
      <Carousel
        items={banners}
        interval={SLIDE_INTERVAL_MS}
        transition={SLIDE_TRANSITION_MS}
        labels={{
          carousel: t`Featured games`,
          roleDescription: t`carousel`,
          slideRoleDescription: t`slide`,
          slidePosition: (position, count) => t`${position} of ${count}`,
          start: t`Start the slideshow`,
          stop: t`Stop the slideshow`,
          chooseSlide: t`Choose a slide`,
        }}
        slideButtonLabel={(position, banner) => t`Show slide ${position}: ${banner.title}`}
        renderItem={(banner, { shouldLoad, index }) => (
          <BannerLink banner={banner} withImage={shouldLoad} eager={index === 0} />
        )}
      />
    </div>
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
