import { MemberCentre } from '../layout/MemberCentre';
import { ProfitLoss } from '../records/ProfitLoss';

/** §2.9 personalProfit (issue 14 item 6). */
export default function Page() {
  return (
    <MemberCentre page="personalProfit">
      <ProfitLoss />
    </MemberCentre>
  );
}
