import { Trans } from '@lingui/react/macro';
import { HelpTopics } from './HelpTopics';
import * as styles from './HelpMcPage.css';

/**
 * §2.1 /helpmc: the member-centre help on its own, without the header and footer (its route sets
 * chrome 'none'), for the member centre to open in a frame or a new tab.
 */
export default function HelpMcPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Help centre</Trans>
      </h1>
      <HelpTopics headingLevel={2} />
    </div>
  );
}
