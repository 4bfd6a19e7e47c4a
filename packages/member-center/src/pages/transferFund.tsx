import { MemberCentre } from '../layout/MemberCentre';
import { TransferFundPage } from '../withdraw/TransferFundPage';

/** §2.9 transferFund: each wallet's balance, a transfer between two, recall all (issue 14 item 5). */
export default function Page() {
  return (
    <MemberCentre page="transferFund">
      <TransferFundPage />
    </MemberCentre>
  );
}
