import { MemberCentre } from '../layout/MemberCentre';
import { WithdrawPage } from '../withdraw/WithdrawPage';

/** §2.9 withdraw: withdrawals with a timeline and §4 confirmation (issue 14 item 4). */
export default function Page() {
  return (
    <MemberCentre page="withdraw">
      <WithdrawPage />
    </MemberCentre>
  );
}
