import { Suspense, lazy, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { brandAtom, languageAtom } from '@lobbykit/session';
import { footerHelpTopics, helpTopicPath, useHelpTopics } from '@lobbykit/game-lobby';
import { FeedbackIcon } from '@lobbykit/ui-kit';
import { withChunkCatalogs } from '../app/features';
import { loadSection } from '../routing/lazySection';
import type { FrameSlots } from './frameSlots';
import { LazyBoundary } from './LazyBoundary';
import { SocialLinks, useSocialLinks } from './SocialLinks';
import * as styles from './Footer.css';

// §2.7 the feedback modal is its own chunk: a form the first page never needs.
const FeedbackDialog = lazy(() =>
  loadSection(
    'feedback',
    withChunkCatalogs(() => import('./FeedbackDialog')),
  ),
);

function HelpLinks() {
  const topics = useHelpTopics();
  if (topics.state !== 'hasData') return null;
  return footerHelpTopics(topics.data).map((topic) => (
    <li key={topic.tag}>
      <Link className={styles.link} to={helpTopicPath(topic)}>
        {topic.title}
      </Link>
    </li>
  ));
}

/**
 * §2.7 footer: payment-methods heading with the providers row (lobby slot), product and help
 * links (items 2 to 4), the feedback modal, social links where present, licence and copyright.
 */
export function Footer({ slots }: { slots: FrameSlots }) {
  const { t } = useLingui();
  const brand = useAtomValue(brandAtom);
  const language = useAtomValue(languageAtom);
  const social = useSocialLinks();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [feedbackFailed, setFeedbackFailed] = useState(false);
  const Providers = slots.footerProviders;
  const Products = slots.footerProducts;
  const year = brand.copyrightYear;
  const name = brand.name;
  const licenceNumber = brand.licence.number;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.payments} aria-labelledby="footer-payments">
          <h2 id="footer-payments" className={styles.heading}>
            <Trans>Payment methods</Trans>
          </h2>
          {Providers ? <Providers /> : null}
        </section>
        <div className={styles.columns}>
          <nav aria-label={t`Help and information`} className={styles.nav}>
            {Products ? <Products /> : null}
            {/* The help topics arrive after the first render: they come last, so the links shown
                from the start do not move when they do (a 296 px jump on a desktop). */}
            <ul className={styles.links}>
              <li>
                <Link className={styles.link} to="/responsible-gambling">
                  <Trans>Responsible gambling</Trans>
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-haspopup="dialog"
                  onClick={() => {
                    setFeedbackFailed(false);
                    setFeedbackOpen(true);
                  }}
                >
                  <span className={styles.inlineIcon} aria-hidden="true">
                    <FeedbackIcon />
                  </span>
                  <Trans>Feedback</Trans>
                </button>
              </li>
              <HelpLinks />
            </ul>
            {feedbackFailed ? (
              <p role="alert" className={styles.error}>
                <Trans>
                  The feedback form could not be loaded. Check your connection and try again.
                </Trans>
              </p>
            ) : null}
          </nav>
          <SocialLinks links={social} label={t`Follow us`} />
        </div>
        <div className={styles.legal}>
          <p className={styles.licence}>{brand.licence.text[language]}</p>
          <p className={styles.licence}>
            <Trans>Licence number: {licenceNumber}</Trans>
          </p>
          <p className={styles.copyright}>
            <Trans>
              © {year} {name}. All rights reserved.
            </Trans>
          </p>
        </div>
      </div>
      {feedbackOpen ? (
        <LazyBoundary
          onError={() => {
            setFeedbackOpen(false);
            setFeedbackFailed(true);
          }}
        >
          <Suspense fallback={null}>
            <FeedbackDialog onClose={() => setFeedbackOpen(false)} />
          </Suspense>
        </LazyBoundary>
      ) : null}
    </footer>
  );
}
