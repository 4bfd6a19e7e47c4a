import { MemberCentre } from '../layout/MemberCentre';
import { Inbox } from '../messages/Inbox';

/** §2.9 messageV2: the member's inbox (platform information). */
export default function Page() {
  return (
    <MemberCentre page="messageV2">
      <Inbox />
    </MemberCentre>
  );
}
