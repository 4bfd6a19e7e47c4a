import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { hashAnchor } from '@lobbykit/session';
import { Spinner } from '@lobbykit/ui-kit';
import { RichText } from '../richText/RichText';
import { useHelpTopics } from './helpTopics';
import * as styles from './HelpTopics.css';

/**
 * The help centre's topics (§2.1 /help with #tag per topic): links to each #tag, and the topic the
 * address names (else the first). Operator HTML is sanitised.
 */
export function HelpTopics({ headingLevel }: { headingLevel: 2 | 3 }) {
  // One owner of the help content: the query keyed by language, shared with the frame's menus.
  const state = useHelpTopics();
  const { hash } = useLocation();
  const { t } = useLingui();
  const navId = useId();
  if (state.state === 'loading') return <Spinner label={t`Loading help`} showLabel />;
  if (state.state === 'hasError') {
    return (
      <p role="alert" className={styles.note}>
        <Trans>The help centre could not be loaded. Please try again later.</Trans>
      </p>
    );
  }
  const topics = state.data;
  if (topics.length === 0) {
    return (
      <p className={styles.note}>
        <Trans>There is no help content yet.</Trans>
      </p>
    );
  }
  const tag = hashAnchor(hash);
  const current = topics.find((topic) => topic.tag === tag) ?? topics[0];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.layout}>
      <nav aria-labelledby={navId} className={styles.nav}>
        <p id={navId} className={styles.navTitle}>
          <Trans>Topics</Trans>
        </p>
        <ul className={styles.list}>
          {topics.map((topic) => (
            <li key={topic.tag}>
              <Link
                className={styles.link}
                to={{ hash: `#${topic.tag}` }}
                replace
                preventScrollReset
                aria-current={topic === current ? 'page' : undefined}
                data-selected={topic === current || undefined}
              >
                {topic.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current ? (
        <article id={current.tag} className={styles.article} aria-labelledby={`${navId}-title`}>
          <Heading id={`${navId}-title`} className={styles.title}>
            {current.title}
          </Heading>
          <RichText html={current.content} />
        </article>
      ) : null}
    </div>
  );
}
