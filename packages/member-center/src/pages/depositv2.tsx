import { DepositPage } from '../deposit/DepositPage';
import { MemberCentre } from '../layout/MemberCentre';

/** §2.9 depositv2: deposits by bank transfer or the demo gateway (issue 14 item 3). */
export default function Page() {
  return (
    <MemberCentre page="depositv2">
      <DepositPage />
    </MemberCentre>
  );
}
