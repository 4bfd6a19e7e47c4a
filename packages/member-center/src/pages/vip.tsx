import { MemberCentre } from '../layout/MemberCentre';
import { VipLevels } from '../vip/VipLevels';

/** Issue 14 item 8 (§2.6): the member's VIP level, progress to the next, every level's benefits. */
export default function Page() {
  return (
    <MemberCentre page="vip">
      <VipLevels />
    </MemberCentre>
  );
}
