import { Trans } from '@lingui/react/macro';
import { MemberCentre } from '../layout/MemberCentre';
import { Bonuses } from '../bonus/Bonuses';
import * as styles from '../bonus/bonus.css';
import { AccountRecord } from '../records/AccountRecord';

/**
 * §2.9 bonusDetails (issue 14): each daily deposit bonus with its wagering, then the bonus
 * movements of the account record by date.
 */
export default function Page() {
  return (
    <MemberCentre page="bonusDetails">
      <Bonuses />
      <h2 className={styles.sectionHeading}>
        <Trans>Bonus movements</Trans>
      </h2>
      <AccountRecord bonusOnly />
    </MemberCentre>
  );
}
