import { MemberCentre } from '../layout/MemberCentre';
import { BettingRecord } from '../records/BettingRecord';

/** §2.9 personalHistoryCopy (issue 14 item 6). */
export default function Page() {
  return (
    <MemberCentre page="personalHistoryCopy">
      <BettingRecord />
    </MemberCentre>
  );
}
