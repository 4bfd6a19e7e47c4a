import { MemberCentre } from '../layout/MemberCentre';
import { AccountRecord } from '../records/AccountRecord';

/** §2.9 bonusDetails (issue 14 item 6). */
export default function Page() {
  return (
    <MemberCentre page="bonusDetails">
      <AccountRecord bonusOnly />
    </MemberCentre>
  );
}
