import { MemberCentre } from '../layout/MemberCentre';
import { TransferUplinePage } from '../withdraw/TransferUplinePage';

/** §2.9 transferUpline: money to the agent directly above the member (issue 14 item 5). */
export default function Page() {
  return (
    <MemberCentre page="transferUpline">
      <TransferUplinePage />
    </MemberCentre>
  );
}
